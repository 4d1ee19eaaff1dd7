import type { NotificationCategory } from '../../shared/schemas/notification-preferences.js';
import { query, queryOne, type Queryable } from '../db/sql.js';

export interface SubscriptionInput {
  userId: string;
  sessionId: string | null;
  endpoint: string;
  p256dh: string;
  auth: string;
  /** Null keeps what the device had (all categories for a new one or one that changed hands). */
  categories: readonly NotificationCategory[] | null;
  allCategories: readonly NotificationCategory[];
  userAgent: string | null;
}

/**
 * Subscribes a device, or refreshes its keys and session. A device that another account had subscribed
 * (someone else signed in on it) now belongs to this one, with every category.
 */
export async function upsertSubscription(db: Queryable, input: SubscriptionInput) {
  const row = await queryOne<{ categories: NotificationCategory[] }>(
    db,
    `INSERT INTO push_subscriptions (user_id, session_id, endpoint, p256dh, auth, categories, user_agent)
     VALUES ($1, $2, $3, $4, $5, COALESCE($6::text[], $7::text[]), $8)
     ON CONFLICT (endpoint) DO UPDATE SET
       categories = CASE
         WHEN $6::text[] IS NOT NULL THEN $6::text[]
         WHEN push_subscriptions.user_id = excluded.user_id THEN push_subscriptions.categories
         ELSE $7::text[] END,
       user_id = excluded.user_id, session_id = excluded.session_id, p256dh = excluded.p256dh,
       auth = excluded.auth, user_agent = excluded.user_agent, updated_at = now()
     RETURNING categories`,
    [
      input.userId,
      input.sessionId,
      input.endpoint,
      input.p256dh,
      input.auth,
      input.categories,
      input.allCategories,
      input.userAgent,
    ],
  );
  return row!.categories;
}

export async function deviceCategories(db: Queryable, userId: string, endpoint: string) {
  const row = await queryOne<{ categories: NotificationCategory[] }>(
    db,
    'SELECT categories FROM push_subscriptions WHERE user_id = $1 AND endpoint = $2',
    [userId, endpoint],
  );
  return row?.categories ?? null;
}

export async function deleteSubscriptionByEndpoint(db: Queryable, endpoint: string) {
  await query(db, 'DELETE FROM push_subscriptions WHERE endpoint = $1', [endpoint]);
}

export async function deleteSubscription(db: Queryable, id: string) {
  await query(db, 'DELETE FROM push_subscriptions WHERE id = $1', [id]);
}
