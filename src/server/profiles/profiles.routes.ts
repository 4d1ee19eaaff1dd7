import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '../../shared/schemas/common.js';
import {
  registrationSchema,
  sessionResponseSchema,
  sessionUserSchema,
} from '../../shared/schemas/session.js';
import type { ActorResolver } from '../auth/actor.js';
import type { Config } from '../config.js';
import type { ProfileService } from './profiles.service.js';

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
      schema: {
        tags: ['session'],
        summary: 'Completa el registro: nombre público, ciudad opcional y aceptación de términos',
        body: registrationSchema,
        response: {
          200: sessionUserSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          409: errorResponseSchema,
        },
      },
    },
    async (request) => profiles.register(await actorOf(request), request.body),
  );
}
