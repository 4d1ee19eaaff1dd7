import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  NOTIFICATION_CATEGORIES,
  type NotificationCategory,
} from '../../shared/schemas/notification-preferences.js';

const sign = (secret: string, payload: string) =>
  createHmac('sha256', secret).update(`unsubscribe:${payload}`).digest('base64url');

/**
 * The token of an e-mail's one-click unsubscribe link: who and which category, signed with the app's
 * secret. It works without signing in and does not expire (an old e-mail's link still stops the next).
 */
export function unsubscribeToken(secret: string, userId: string, category: NotificationCategory): string {
  const payload = `${Buffer.from(userId).toString('base64url')}.${category}`;
  return `${payload}.${sign(secret, payload)}`;
}

/** The person and category of a genuine token; null for anything else. */
export function readUnsubscribeToken(
  secret: string,
  token: string,
): { userId: string; category: NotificationCategory } | null {
  const [user, category, signature, ...rest] = token.split('.');
  if (!user || !category || !signature || rest.length > 0) return null;
  const expected = Buffer.from(sign(secret, `${user}.${category}`));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  if (!(NOTIFICATION_CATEGORIES as readonly string[]).includes(category)) return null;
  return { userId: Buffer.from(user, 'base64url').toString(), category: category as NotificationCategory };
}
