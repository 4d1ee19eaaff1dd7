import { messages } from '../messages/catalogue.js';
import { isRegistered } from '../../shared/roles.js';
import { forbidden, unauthenticated } from '../errors.js';
import type { Actor } from './actor.js';

/** Services call these first: 401 without a session, 403 for a Visitante where registration is needed. */
export function requireActor(actor: Actor | null, message: string = messages.auth.notAuthenticated): Actor {
  if (!actor) throw unauthenticated(message);
  return actor;
}

export function requireRegistered(actor: Actor | null, message: string, signInMessage?: string): Actor {
  const signedIn = requireActor(actor, signInMessage);
  if (!isRegistered(signedIn.role)) throw forbidden(message);
  return signedIn;
}
