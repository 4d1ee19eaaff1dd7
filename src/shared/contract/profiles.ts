import * as z from 'zod';
import { viewerPointSchema } from '../schemas/mates.js';
import {
  ownProfileSchema,
  publicNameParamsSchema,
  publicProfileSchema,
  updateProfileSchema,
} from '../schemas/profiles.js';
import { registrationSchema, sessionResponseSchema, sessionUserSchema } from '../schemas/session.js';
import { endpoint } from './endpoint.js';

const errors = [400, 401, 404, 409] as const;

export const profileEndpoints = {
  session: endpoint({
    method: 'GET',
    path: '/api/session',
    access: 'optional',
    tags: ['session'],
    summary: 'La persona con sesión iniciada (o null) y la configuración pública de la app',
    status: 200,
    response: sessionResponseSchema,
    errors: [],
  }),
  register: endpoint({
    method: 'POST',
    path: '/api/registration',
    access: 'signedIn',
    tags: ['session'],
    summary: 'Completa el registro: nombre público, ciudad opcional y aceptación de términos',
    body: registrationSchema,
    status: 200,
    response: sessionUserSchema,
    errors,
  }),
  own: endpoint({
    method: 'GET',
    path: '/api/profile',
    access: 'signedIn',
    tags: ['profiles'],
    summary: 'Mi perfil con sus estadísticas',
    status: 200,
    response: ownProfileSchema,
    errors,
  }),
  update: endpoint({
    method: 'PATCH',
    path: '/api/profile',
    access: 'signedIn',
    tags: ['profiles'],
    summary: 'Edita nombre público, biografía y ubicación del perfil propio',
    body: updateProfileSchema,
    status: 200,
    response: ownProfileSchema,
    errors,
  }),
  avatar: endpoint({
    method: 'POST',
    path: '/api/profile/avatar',
    access: 'signedIn',
    tags: ['profiles'],
    summary: 'Cambia la foto de perfil (multipart: photo, hasta 5MB)',
    body: z.object({}),
    files: { photo: 'required' },
    status: 200,
    response: ownProfileSchema,
    errors: [...errors, 413, 415],
  }),
  publicProfile: endpoint({
    method: 'GET',
    path: '/api/users/:publicName',
    access: 'public',
    tags: ['profiles'],
    summary: 'Perfil público por nombre público (sin correo ni ubicación exacta), con sus mates',
    params: publicNameParamsSchema,
    query: viewerPointSchema,
    status: 200,
    response: publicProfileSchema,
    errors: [400, 404],
  }),
};
