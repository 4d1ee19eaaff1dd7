import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { IMAGE_MAX_BYTES } from '../../shared/constants.js';
import { messages } from '../messages/catalogue.js';
import { errorResponseSchema, errorResponses } from '../../shared/schemas/common.js';
import { viewerPointSchema } from '../../shared/schemas/mates.js';
import {
  ownProfileSchema,
  publicNameParamsSchema,
  publicProfileSchema,
  updateProfileSchema,
} from '../../shared/schemas/profiles.js';
import {
  registrationSchema,
  sessionResponseSchema,
  sessionUserSchema,
} from '../../shared/schemas/session.js';
import type { ActorResolver } from '../auth/actor.js';
import { requireSession, requireUploader } from '../http/request-guards.js';
import type { Config } from '../config.js';
import type { ProfileService } from './profiles.service.js';

const errors = errorResponses(400, 401, 404, 409);

export async function registerProfileRoutes(
  app: FastifyInstance,
  { profiles, actorOf, config }: { profiles: ProfileService; actorOf: ActorResolver; config: Config },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/session',
    {
      schema: {
        tags: ['session'],
        summary: 'La persona con sesión iniciada (o null) y la configuración pública de la app',
        response: { 200: sessionResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return {
        user: await profiles.getSessionUser(await actorOf(request)),
        config: {
          googleSignIn: config.auth.googleSignIn,
          emailSignIn: config.auth.emailEnabled,
          instagramUrl: config.instagramUrl,
          tileUrl: config.map.tileUrl,
          tileAttribution: config.map.attribution,
        },
      };
    },
  );

  api.post(
    '/api/registration',
    {
      preValidation: requireSession(actorOf),
      schema: {
        tags: ['session'],
        summary: 'Completa el registro: nombre público, ciudad opcional y aceptación de términos',
        body: registrationSchema,
        response: { 200: sessionUserSchema, ...errors },
      },
    },
    async (request) => profiles.register(await actorOf(request), request.body),
  );

  api.get(
    '/api/profile',
    {
      preValidation: requireSession(actorOf),
      schema: {
        tags: ['profiles'],
        summary: 'Mi perfil con sus estadísticas',
        response: { 200: ownProfileSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return profiles.getOwnProfile(await actorOf(request));
    },
  );

  api.patch(
    '/api/profile',
    {
      config: { limit: 'profileEdit' },
      preValidation: requireSession(actorOf),
      schema: {
        tags: ['profiles'],
        summary: 'Edita nombre público, biografía y ubicación del perfil propio',
        body: updateProfileSchema,
        response: { 200: ownProfileSchema, ...errors },
      },
    },
    async (request) => profiles.updateProfile(await actorOf(request), request.body),
  );

  api.post(
    '/api/profile/avatar',
    {
      config: { limit: 'avatarChange' },
      onRequest: requireUploader(actorOf),
      bodyLimit: IMAGE_MAX_BYTES + 64 * 1024,
      schema: {
        tags: ['profiles'],
        summary: 'Cambia la foto de perfil (multipart: photo, hasta 5MB)',
        consumes: ['multipart/form-data'],
        body: z.object({ photo: z.instanceof(Buffer, { error: messages.images.notAnImage }) }),
        response: { 200: ownProfileSchema, ...errors, 413: errorResponseSchema, 415: errorResponseSchema },
      },
    },
    async (request) => profiles.setAvatar(await actorOf(request), request.body.photo),
  );

  api.get(
    '/api/users/:publicName',
    {
      schema: {
        tags: ['profiles'],
        summary: 'Perfil público por nombre público (sin correo ni ubicación exacta), con sus mates',
        params: publicNameParamsSchema,
        querystring: viewerPointSchema,
        response: { 200: publicProfileSchema, 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) =>
      profiles.getPublicProfile(request.params.publicName, request.query.lat, request.query.lng),
  );
}
