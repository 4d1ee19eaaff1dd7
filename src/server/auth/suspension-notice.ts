import { createHmac, timingSafeEqual } from 'node:crypto';
import { fill } from '../../shared/format.js';
import type { Queryable } from '../db/sql.js';
import { messages } from '../messages/catalogue.js';
import { findSuspensionReason } from './auth.repo.js';

/** How long a refused sign-in's notice can be read. */
const NOTICE_TTL_MS = 15 * 60_000;

const sign = (secret: string, payload: string) =>
  createHmac('sha256', secret).update(`suspension:${payload}`).digest('base64url');

/**
 * A refused sign-in travels back to the app in a link (the identity provider's redirect). The link
 * carries this signed token, never the words: a crafted link cannot put its own text on Ronda's page.
 */
export function suspensionToken(secret: string, userId: string, now = Date.now()): string {
  const payload = `${Buffer.from(userId).toString('base64url')}.${now + NOTICE_TTL_MS}`;
  return `${payload}.${sign(secret, payload)}`;
}

/** "Tu cuenta está suspendida: {motivo}" for a valid, fresh token of a person still suspended; else null. */
export async function suspensionNotice(
  db: Queryable,
  secret: string,
  token: string,
  now = Date.now(),
): Promise<string | null> {
  const [user, expires, signature] = token.split('.');
  if (!user || !expires || !signature) return null;
  const expected = Buffer.from(sign(secret, `${user}.${expires}`));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  if (Number(expires) < now) return null;
  const reason = await findSuspensionReason(db, Buffer.from(user, 'base64url').toString());
  return reason ? fill(messages.auth.accountSuspended, { reason }) : null;
}
