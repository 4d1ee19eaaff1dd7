import type { FastifyRequest } from 'fastify';
import { fromNodeHeaders } from 'better-auth/node';
import type { Queryable } from '../db/sql.js';
import { queryOne } from '../db/sql.js';
import type { Auth } from './auth.js';

/** The signed-in person acting on a request. Services take it first and decide what it may do. */
export interface Actor {
  id: string;
  email: string;
  name: string;
  /** The stored role; a missing profile row reads as "guest" (Visitante). */
  role: string;
}

export type ActorResolver = (request: FastifyRequest) => Promise<Actor | null>;

/** Resolves the session (cookie or bearer token) and the profile's role, once per request. */
export function createActorResolver(auth: Auth, db: Queryable): ActorResolver {
  const cache = new WeakMap<FastifyRequest, Promise<Actor | null>>();
  async function resolve(request: FastifyRequest): Promise<Actor | null> {
    // No session cookie and no bearer token: nobody to look up (most public traffic).
    if (!request.headers.authorization && !request.headers.cookie?.includes('session_token=')) return null;
    const session = await auth.api.getSession({ headers: fromNodeHeaders(request.headers) });
    if (!session) return null;
    const profile = await queryOne<{ role: string }>(db, 'SELECT role FROM users WHERE id = $1', [
      session.user.id,
    ]);
    return {
      id: session.user.id,
      email: session.user.email,
      name: session.user.name,
      role: profile?.role || 'guest',
    };
  }
  return (request) => {
    let pending = cache.get(request);
    if (!pending) {
      pending = resolve(request);
      cache.set(request, pending);
    }
    return pending;
  };
}
