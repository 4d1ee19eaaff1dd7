import * as z from 'zod';
import { viewerPointSchema } from '../schemas/mates.js';
import {
  ownProfileSchema,
  personLanguageSchema,
  publicNameParamsSchema,
  publicProfileSchema,
  updateProfileSchema,
} from '../schemas/profiles.js';
import { registrationSchema, sessionResponseSchema, sessionUserSchema } from '../schemas/session.js';
import { endpoint } from './endpoint.js';
import { routeTable } from './routes.js';

const errors = [400, 401, 404, 409] as const;

export const profileEndpoints = {
  session: endpoint({
    ...routeTable.profiles.session,
    access: 'optional',
    tags: ['session'],
    summary: 'La persona con sesión iniciada (o null) y la configuración pública de la app',
    status: 200,
    response: sessionResponseSchema,
    errors: [],
  }),
  register: endpoint({
    ...routeTable.profiles.register,
    access: 'signedIn',
    tags: ['session'],
    summary: 'Completa el registro: nombre público, ciudad opcional y aceptación de términos',
    body: registrationSchema,
    status: 200,
    response: sessionUserSchema,
    errors,
  }),
  own: endpoint({
    ...routeTable.profiles.own,
    access: 'signedIn',
    tags: ['profiles'],
    summary: 'Mi perfil con sus estadísticas',
    status: 200,
    response: ownProfileSchema,
    errors,
  }),
  update: endpoint({
    ...routeTable.profiles.update,
    access: 'signedIn',
    tags: ['profiles'],
    summary: 'Edita nombre público, biografía y ubicación del perfil propio',
    body: updateProfileSchema,
    status: 200,
    response: ownProfileSchema,
    errors,
  }),
  avatar: endpoint({
    ...routeTable.profiles.avatar,
    access: 'signedIn',
    tags: ['profiles'],
    summary: 'Cambia la foto de perfil (multipart: photo, hasta 5MB)',
    body: z.object({}),
    status: 200,
    response: ownProfileSchema,
    errors: [...errors, 413, 415],
  }),
  language: endpoint({
    ...routeTable.profiles.language,
    access: 'signedIn',
    tags: ['profiles'],
    summary:
      'Elige el idioma de la persona (es, en o pt-BR): sus páginas, las respuestas de la API, sus correos y avisos',
    body: personLanguageSchema,
    status: 200,
    response: personLanguageSchema,
    errors: [400, 401],
  }),
  publicProfile: endpoint({
    ...routeTable.profiles.publicProfile,
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
