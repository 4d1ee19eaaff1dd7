import type { FastifyRequest } from 'fastify';
import { authHeaders } from './auth-headers.js';
import type { Queryable } from '../db/sql.js';
import type { Auth } from './auth.js';
import { findStanding } from './auth.repo.js';
import { followPersonLanguage } from '../i18n/request-language.js';

/** The signed-in person acting on a request. Services take it first and decide what it may do. */
export interface Actor {
  id: string;
  email: string;
  name: string;
  /** The stored role; a missing profile row reads as "guest" (Visitante). */
  role: string;
  /** An operator: a flag beside the role (a host who operates stays Anfitrión). */
  isAdmin: boolean;
  /** The session the request came with; absent when the server acts itself (demo seeding). */
  sessionId?: string;
}

export interface ActorResolver {
  (request: FastifyRequest): Promise<Actor | null>;
  /**
   * The Set-Cookie headers the session lookup produced for this request: a session past its update age
   * is extended (a new cookie expiry), an expired one is cleared. The reply must carry them, or an
   * active person is signed out when the first cookie runs out.
   */
  sessionCookies(request: FastifyRequest): Promise<string[]>;
}

interface Resolved {
  actor: Actor | null;
  cookies: string[];
}

/** Resolves the session (cookie or bearer token) and the profile's role, once per request. */
export function createActorResolver(auth: Auth, db: Queryable): ActorResolver {
  const cache = new WeakMap<FastifyRequest, Promise<Resolved>>();
  async function resolve(request: FastifyRequest): Promise<Resolved> {
    // No session cookie and no bearer token: nobody to look up (most public traffic).
    if (!request.headers.authorization && !request.headers.cookie?.includes('session_token=')) {
      return { actor: null, cookies: [] };
    }
    const { headers, response: session } = await auth.api.getSession({
      headers: authHeaders(request),
      returnHeaders: true,
    });
    const cookies = headers?.getSetCookie() ?? [];
    if (!session) return { actor: null, cookies };
    const profile = await findStanding(db, session.user.id);
    // A suspended person's sessions are deleted with the suspension; this covers one made meanwhile.
    if (profile?.suspended) return { actor: null, cookies };
    // Read with the standing, so answering in the person's language costs no query of its own.
    followPersonLanguage(profile?.language);
    const actor = {
      id: session.user.id,
      email: session.user.email,
      name: session.user.name,
      role: profile?.role || 'guest',
      isAdmin: profile?.is_admin ?? false,
      sessionId: session.session.id,
    };
    return { actor, cookies };
  }
  function resolved(request: FastifyRequest) {
    let pending = cache.get(request);
    if (!pending) {
      pending = resolve(request);
      cache.set(request, pending);
    }
    return pending;
  }
  const actorOf = async (request: FastifyRequest) => (await resolved(request)).actor;
  return Object.assign(actorOf, {
    async sessionCookies(request: FastifyRequest) {
      const pending = cache.get(request);
      // A lookup that failed has already answered the request with its error.
      return pending
        ? pending.then(
            (result) => result.cookies,
            () => [],
          )
        : [];
    },
  });
}
