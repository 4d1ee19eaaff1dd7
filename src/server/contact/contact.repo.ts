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

/** A message not yet forwarded, or null. */
export function pendingMessage(db: Queryable, id: string) {
  return queryOne<ContactRow>(
    db,
    `SELECT id, name, email, city, comments, forward_attempts, created_at FROM contact_messages
      WHERE id = $1 AND forwarded_at IS NULL`,
    [id],
  );
}

/** The ids of messages not yet forwarded, after `afterId` in id order (a page of the safety net). */
export async function pendingMessageIds(db: Queryable, afterId: string | null, limit: number) {
  const rows = await query<{ id: string }>(
    db,
    `SELECT id FROM contact_messages
      WHERE forwarded_at IS NULL AND ($1::uuid IS NULL OR id > $1::uuid)
      ORDER BY id LIMIT $2`,
    [afterId, limit],
  );
  return rows.map((row) => row.id);
}

export async function markForwarded(db: Queryable, id: string) {
  await query(
    db,
    `UPDATE contact_messages SET forwarded_at = now(), forward_attempts = forward_attempts + 1, last_error = NULL WHERE id = $1`,
    [id],
  );
}

/** A failed attempt and why (its job retries it). */
export async function recordFailure(db: Queryable, id: string, error: string) {
  await query(
    db,
    `UPDATE contact_messages SET forward_attempts = forward_attempts + 1, last_error = left($2, 500) WHERE id = $1`,
    [id, error],
  );
}
