import type { FastifyReply, FastifyRequest } from 'fastify';
import { messages } from '../messages/catalogue.js';
import type { Config } from '../config.js';

/**
 * A preValidation hook for every route of e-mail sign-in: unless AUTH_EMAIL_ENABLED, the method does not
 * exist (404), and its body is not even validated.
 */
export function requireEmailSignIn(config: Config) {
  return async (_request: FastifyRequest, reply: FastifyReply) => {
    if (!config.auth.emailEnabled) {
      return reply.status(404).send({ error: messages.emailSignIn.disabled });
    }
  };
}
