import type { FastifyRequest } from 'fastify';
import { messages } from '../../shared/messages.js';
import type { ActorResolver } from '../auth/actor.js';
import { invalid, unauthenticated } from '../errors.js';

/** PostgreSQL text cannot hold U+0000; such input is refused before it reaches a query. */
function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 10 || value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return false;
  return Object.values(value).some((item) => containsNul(item, depth + 1));
}

export async function refuseNulCharacters(request: FastifyRequest) {
  if (containsNul(request.params) || containsNul(request.query) || containsNul(request.body)) {
    throw invalid(messages.errors.invalidInput);
  }
}

/**
 * For routes that need a session: refuse a missing one before validating the body, so a signed-out
 * client hears "sign in" rather than a list of field errors. Services check again.
 */
export function requireSession(actorOf: ActorResolver, message: string = messages.auth.notAuthenticated) {
  return async (request: FastifyRequest) => {
    if (!(await actorOf(request))) throw unauthenticated(message);
  };
}
