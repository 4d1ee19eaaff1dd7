import { isRegistered } from '../../shared/roles.js';
import { forbidden } from '../errors.js';
import type { Actor } from './actor.js';

/**
 * Where registration is needed (booking, messaging a host, publishing): 403 for a Visitante. The
 * session itself is checked once, at the edge (http/route.ts); services get a signed-in actor.
 */
export function requireRegistered(actor: Actor, message: string): Actor {
  if (!isRegistered(actor.role)) throw forbidden(message);
  return actor;
}
