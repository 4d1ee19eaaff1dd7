import type { Queryable } from '../db/sql.js';
import { query } from '../db/sql.js';
import type { LiveEvent, LiveEventType } from '../../shared/schemas/events.js';

/** Live events, and sessions that ended (migration 022's trigger on auth_session names it too). */
export const EVENTS_CHANNEL = 'ronda_events';
/** PostgreSQL caps a NOTIFY payload at 8000 bytes; bigger events travel by id and are read back. */
const MAX_INLINE_BYTES = 7000;

export interface NewUserEvent {
  userId: string;
  type: LiveEventType;
  data: unknown;
}

interface EventRow {
  id: number;
  user_id: string;
  type: LiveEventType;
  payload: unknown;
}

/**
 * Records live updates in the caller's transaction and queues their NOTIFY, which PostgreSQL delivers
 * only when (and if) the transaction commits: a stream never announces what did not happen.
 */
export async function recordEvents(tx: Queryable, events: readonly NewUserEvent[]) {
  if (events.length === 0) return;
  await query(
    tx,
    // Someone without a profile row (a Visitante who never registered) has nothing to hear about yet.
    `WITH recorded AS (
       INSERT INTO user_events (user_id, type, payload)
       SELECT e.user_id, e.type, e.payload
         FROM unnest($2::text[], $3::text[], $4::jsonb[]) AS e(user_id, type, payload)
         JOIN users u ON u.id = e.user_id
       RETURNING id, user_id, type, payload
     ), notices AS (
       SELECT id,
              jsonb_build_object('id', id, 'userId', user_id, 'type', type, 'data', payload)::text AS inline,
              jsonb_build_object('id', id, 'userId', user_id)::text AS by_id
         FROM recorded
     )
     SELECT pg_notify($1, CASE WHEN octet_length(inline) <= $5 THEN inline ELSE by_id END)
       FROM notices ORDER BY id`,
    [
      EVENTS_CHANNEL,
      events.map((e) => e.userId),
      events.map((e) => e.type),
      events.map((e) => JSON.stringify(e.data)),
      MAX_INLINE_BYTES,
    ],
  );
}

export function findEvent(db: Queryable, id: number) {
  return query<EventRow>(db, 'SELECT id, user_id, type, payload FROM user_events WHERE id = $1', [id]);
}

/** The newest event's id: a stream opened later with it as Last-Event-ID misses nothing in between. */
export async function latestEventId(db: Queryable): Promise<number> {
  const [row] = await query<{ id: string | null }>(db, 'SELECT max(id)::text AS id FROM user_events');
  return Number(row?.id ?? 0);
}

/** What a reconnecting stream missed (Last-Event-ID), oldest first, one page of at most `limit`. */
export async function eventsSince(
  db: Queryable,
  userId: string,
  afterId: number,
  limit: number,
): Promise<LiveEvent[]> {
  const rows = await query<EventRow>(
    db,
    `SELECT id, user_id, type, payload FROM user_events WHERE user_id = $1 AND id > $2 ORDER BY id LIMIT $3`,
    [userId, afterId, limit],
  );
  return rows.map((row) => ({ id: row.id, type: row.type, data: row.payload }) as LiveEvent);
}

/** Events are kept for a day: enough for a phone that lost its connection for a while. */
export async function pruneEvents(db: Queryable) {
  await query(db, `DELETE FROM user_events WHERE created_at < now() - interval '1 day'`);
}
