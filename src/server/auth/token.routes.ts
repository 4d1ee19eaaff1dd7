import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { APIError } from 'better-auth/api';
import { messages } from '../messages/catalogue.js';
import { tokenRequestSchema, tokenResponseSchema } from '../../shared/schemas/auth.js';
import { errorResponses } from '../../shared/schemas/common.js';
import type { Config } from '../config.js';
import { unauthenticated } from '../errors.js';
import { AUTH_BASE_PATH, type Auth } from './auth.js';
import { requireEmailSignIn } from './email-sign-in-gate.js';
import { authHeaders } from './auth-headers.js';

const TOKEN_HELP = `Para apps nativas (no navegadores): cambia correo y contraseña por un token de sesión de 7 días.
Enviá el token en cada llamada como \`Authorization: Bearer <token>\`. Requiere AUTH_EMAIL_ENABLED.
Los navegadores usan solo la cookie HttpOnly: ninguna respuesta que lea una página lleva el token.`;

/**
 * The explicit sign-in for native clients: the only answer that carries a bearer token. It needs the
 * password, so a script running in a signed-in page cannot turn the browser's session into a token.
 */
export function registerTokenRoute(app: FastifyInstance, { auth, config }: { auth: Auth; config: Config }) {
  app.withTypeProvider<ZodTypeProvider>().post(
    `${AUTH_BASE_PATH}/token`,
    {
      config: { limit: 'authAttempt' },
      preValidation: requireEmailSignIn(config),
      schema: {
        tags: ['auth'],
        summary: 'Token de acceso para apps nativas (correo y contraseña)',
        description: TOKEN_HELP,
        body: tokenRequestSchema,
        response: { 200: tokenResponseSchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request) => {
      try {
        const { token, user } = await auth.api.signInEmail({
          body: request.body,
          headers: authHeaders(request),
        });
        const session = await auth.api.getSession({
          headers: new Headers({ authorization: `Bearer ${token}` }),
        });
        if (!session) throw unauthenticated(messages.auth.invalidCredentials);
        return {
          token,
          expiresAt: new Date(session.session.expiresAt).toISOString(),
          user: { id: user.id, email: user.email, name: user.name },
        };
      } catch (error) {
        if (!(error instanceof APIError)) throw error;
        const notVerified = (error.body as { code?: string } | undefined)?.code === 'EMAIL_NOT_VERIFIED';
        throw unauthenticated(
          notVerified ? messages.emailSignIn.notVerified : messages.auth.invalidCredentials,
        );
      }
    },
  );
}
