import type { Queryable } from '../db/sql.js';
import { query, queryOne } from '../db/sql.js';

export interface ContactRow {
  id: string;
  name: string;
  email: string;
  city: string | null;
  comments: string;
  forward_attempts: number;
  created_at: string;
}

export async function insertContactMessage(
  db: Queryable,
  m: { name: string; email: string; city: string | null; comments: string; userId: string | null },
) {
  const row = await queryOne<{ id: string }>(
    db,
    // A Visitante may have no profile row yet: the message is kept without the link.
    `INSERT INTO contact_messages (name, email, city, comments, user_id)
     VALUES ($1, $2, $3, $4, (SELECT id FROM users WHERE id = $5)) RETURNING id`,
    [m.name, m.email, m.city, m.comments, m.userId],
  );
  return row!.id;
}

/**
 * Claims messages due for forwarding by pushing their next attempt two minutes ahead (a lease), so
 * several processes never forward the same one and no lock is held during the HTTP call.
 */
export function claimDueMessages(db: Queryable, limit = 20) {
  return query<ContactRow>(
    db,
    `UPDATE contact_messages SET next_attempt_at = now() + interval '2 minutes'
      WHERE id IN (
        SELECT id FROM contact_messages
         WHERE forwarded_at IS NULL AND next_attempt_at <= now()
         ORDER BY next_attempt_at LIMIT $1
         FOR UPDATE SKIP LOCKED)
      RETURNING id, name, email, city, comments, forward_attempts, created_at`,
    [limit],
  );
}

export async function markForwarded(db: Queryable, id: string) {
  await query(
    db,
    `UPDATE contact_messages SET forwarded_at = now(), forward_attempts = forward_attempts + 1, last_error = NULL WHERE id = $1`,
    [id],
  );
}

/**
 * Backs off exponentially: 1, 2, 4 … minutes, at most six hours between attempts. Resolves to when
 * the message is due again.
 */
export async function markFailed(db: Queryable, id: string, error: string): Promise<Date> {
  const row = await queryOne<{ next_attempt_at: string }>(
    db,
    `UPDATE contact_messages
        SET forward_attempts = forward_attempts + 1,
            last_error = left($2, 500),
            -- The exponent is capped first: 2^38 minutes would overflow an interval.
            next_attempt_at = now() + least(interval '1 minute' * power(2, least(forward_attempts, 9)), interval '6 hours')
      WHERE id = $1
      RETURNING next_attempt_at`,
    [id, error],
  );
  return row ? new Date(row.next_attempt_at) : new Date();
}
