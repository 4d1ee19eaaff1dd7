import type { Locale } from '../../shared/i18n/locales.js';
import type { NotificationCategory } from '../../shared/schemas/notification-preferences.js';
import { query, queryOne, type Queryable } from '../db/sql.js';

export type OutboxChannel = 'email' | 'push';

export interface NewOutboxRow {
  userId: string;
  category: NotificationCategory;
  kind: string;
  payload: Record<string, unknown>;
  /** Rows with one key collapse into one while waiting (unread messages of one conversation). */
  dedupeKey: string | null;
  sendAfter: Date;
}

export interface OutboxRow {
  id: string;
  channel: OutboxChannel;
  user_id: string;
  category: NotificationCategory;
  kind: string;
  payload: Record<string, unknown>;
  dedupe_key: string | null;
  send_after: string;
  attempts: number;
  /** The device, for a push. */
  push_subscription_id: string | null;
}

/** A row just queued: its delivery job is queued with it, due when the row is. */
export interface QueuedRow {
  id: string;
  send_after: string;
}

/**
 * Queues e-mails for the people whose e-mail for that category is on: never for a deleted account, an
 * account without an address. A waiting row with the same dedupe key keeps the new
 * one out. Resolves to the rows queued and when each is due.
 */
export function insertEmails(tx: Queryable, rows: readonly NewOutboxRow[]) {
  return query<QueuedRow>(
    tx,
    `INSERT INTO outbox (user_id, channel, category, kind, payload, dedupe_key, send_after)
     SELECT r.user_id, 'email', r.category, r.kind, r.payload, r.dedupe_key, r.send_after
       FROM jsonb_to_recordset($1::jsonb)
            AS r (user_id text, category text, kind text, payload jsonb, dedupe_key text, send_after timestamptz)
       JOIN users u ON u.id = r.user_id AND u.deleted_at IS NULL
       JOIN auth_user a ON a.id = r.user_id AND a.email <> ''
       LEFT JOIN notification_preferences p ON p.user_id = r.user_id AND p.category = r.category
      WHERE coalesce(p.email, true)
     ON CONFLICT (dedupe_key) WHERE sent_at IS NULL AND dropped_at IS NULL AND attempts = 0
     DO NOTHING
     RETURNING id, send_after`,
    [outboxRecords(rows)],
  );
}

/** The rows as one JSON parameter, read back with jsonb_to_recordset. */
const outboxRecords = (rows: readonly NewOutboxRow[]) =>
  JSON.stringify(
    rows.map((row) => ({
      user_id: row.userId,
      category: row.category,
      kind: row.kind,
      payload: row.payload,
      dedupe_key: row.dedupeKey,
      send_after: row.sendAfter.toISOString(),
    })),
  );

/** What booking news say when sent, about one booking and whoever acted (see newsContextsOf). */
export interface NewsContext {
  booking_id: string;
  actor_id: string | null;
  mate_name: string;
  start_date: string;
  end_date: string;
  actor_public_name: string | null;
  actor_name: string | null;
  actor_deleted: boolean | null;
}

/**
 * What booking news say when sent: the booking's mate and dates, and whoever acted as they are named
 * now (their row stays, nameless, once they deleted their account). One statement for a batch of rows;
 * a booking that is gone has no line.
 */
export function newsContextsOf(
  db: Queryable,
  wanted: readonly { bookingId: string; actorId: string | null }[],
) {
  return query<NewsContext>(
    db,
    `SELECT q.booking_id::text AS booking_id, q.actor_id, m.name AS mate_name, b.start_date, b.end_date,
            a.public_name AS actor_public_name, a.name AS actor_name,
            a.deleted_at IS NOT NULL AS actor_deleted
       FROM unnest($1::uuid[], $2::text[]) AS q (booking_id, actor_id)
       JOIN bookings b ON b.id = q.booking_id
       JOIN mates m ON m.id = b.mate_id
       LEFT JOIN users a ON a.id = q.actor_id`,
    [wanted.map((w) => w.bookingId), wanted.map((w) => w.actorId)],
  );
}

/** Where an e-mail goes now, and whether the person still wants it. */
export interface Recipient {
  email: string;
  public_name: string | null;
  name: string;
  email_on: boolean;
}

/** The device a push goes to, and whether it still wants that category. */
export interface Device {
  endpoint: string;
  p256dh: string;
  auth: string;
  wanted: boolean;
}

/**
 * A row taken for an attempt, with whom it goes to as they are now: the recipient of an e-mail (null
 * for a deleted account or one without an address), the device of a push (null once it is gone), and
 * the language either is written in.
 */
export type TakenRow = OutboxRow & {
  recipient: Recipient | null;
  device: Device | null;
  /** The language the person chose; null when they never did (they are written to in Spanish). */
  language: Locale | null;
};

/**
 * Takes pending rows for an attempt (each row's job runs it, one attempt at a time): counts the attempt
 * and returns the rows with their recipient or device, in one statement; a row already sent, dropped
 * or deleted is left out. A row taken once no longer collects unread messages (see migration 024).
 */
export function takeForAttempt(db: Queryable, ids: readonly string[]) {
  return query<TakenRow>(
    db,
    `WITH taken AS (
       UPDATE outbox SET attempts = attempts + 1
        WHERE id = ANY ($1::uuid[]) AND sent_at IS NULL AND dropped_at IS NULL
        RETURNING id, channel, user_id, category, kind, payload, dedupe_key, send_after, attempts,
                  push_subscription_id
     )
     SELECT t.*,
            CASE WHEN a.id IS NOT NULL THEN json_build_object(
              'email', a.email, 'public_name', u.public_name, 'name', coalesce(nullif(u.name, ''), a.name),
              'email_on', coalesce(p.email, true)) END AS recipient,
            CASE WHEN s.id IS NOT NULL THEN json_build_object(
              'endpoint', s.endpoint, 'p256dh', s.p256dh, 'auth', s.auth,
              'wanted', t.category = ANY (s.categories)) END AS device,
            l.language
       FROM taken t
       LEFT JOIN users l ON l.id = t.user_id
       LEFT JOIN users u ON t.channel = 'email' AND u.id = t.user_id AND u.deleted_at IS NULL
       LEFT JOIN auth_user a ON a.id = u.id AND a.email <> ''
       LEFT JOIN notification_preferences p ON p.user_id = a.id AND p.category = t.category
       LEFT JOIN push_subscriptions s ON t.channel = 'push' AND s.id = t.push_subscription_id`,
    [ids],
  );
}

/**
 * Queues pushes like e-mails, one row per device of the person that wants that category ("Este
 * dispositivo"); a device's waiting unread-messages push collapses like the e-mail does.
 */
export function insertPushes(tx: Queryable, rows: readonly NewOutboxRow[]) {
  return query<QueuedRow>(
    tx,
    `INSERT INTO outbox (user_id, channel, category, kind, payload, dedupe_key, send_after,
                         push_subscription_id)
     SELECT r.user_id, 'push', r.category, r.kind, r.payload, r.dedupe_key || ':' || s.id, r.send_after,
            s.id
       FROM jsonb_to_recordset($1::jsonb)
            AS r (user_id text, category text, kind text, payload jsonb, dedupe_key text, send_after timestamptz)
       JOIN push_subscriptions s ON s.user_id = r.user_id AND r.category = ANY (s.categories)
     ON CONFLICT (dedupe_key) WHERE sent_at IS NULL AND dropped_at IS NULL AND attempts = 0
     DO NOTHING
     RETURNING id, send_after`,
    [outboxRecords(rows)],
  );
}

export interface SentRow {
  id: string;
  at: Date;
  /** Joins the payload (what a digest covered). */
  extra: Record<string, unknown>;
}

/** Recorded right after the SMTP server (or push service) took them, in one statement. */
export async function markSent(db: Queryable, rows: readonly SentRow[]) {
  await query(
    db,
    `UPDATE outbox o SET sent_at = r.at, last_error = NULL, payload = o.payload || r.extra
       FROM jsonb_to_recordset($1::jsonb) AS r (id uuid, at timestamptz, extra jsonb)
      WHERE o.id = r.id`,
    [JSON.stringify(rows.map((row) => ({ id: row.id, at: row.at.toISOString(), extra: row.extra })))],
  );
}

/** Done without sending: nothing left to say, or the person no longer wants it. */
export async function markDropped(db: Queryable, id: string, at: Date, reason: string) {
  await query(db, `UPDATE outbox SET dropped_at = $2, last_error = $3 WHERE id = $1`, [id, at, reason]);
}

/** Why the last attempt failed (its job retries it). */
export async function recordFailure(db: Queryable, id: string, error: string) {
  await query(db, `UPDATE outbox SET last_error = left($2, 500) WHERE id = $1`, [id, error]);
}

/**
 * Pending rows queued before `before`, oldest first, after `afterId` in that order (a page of the
 * safety net, which queues their jobs again).
 */
export function pendingBefore(
  db: Queryable,
  before: Date,
  after: { createdAt: string; id: string } | null,
  limit: number,
) {
  return query<QueuedRow & { created_at: string }>(
    db,
    `SELECT id, send_after, created_at::text AS created_at FROM outbox
      WHERE sent_at IS NULL AND dropped_at IS NULL AND created_at < $1
        AND ($2::timestamptz IS NULL OR (created_at, id) > ($2::timestamptz, $3::uuid))
      ORDER BY created_at, id
      LIMIT $4`,
    [before, after?.createdAt ?? null, after?.id ?? null, limit],
  );
}

/** Pending rows, due or not (tests and the benchmark wait for the outbox to empty). */
export async function countPending(db: Queryable) {
  const row = await queryOne<{ n: number }>(
    db,
    `SELECT count(*)::int AS n FROM outbox WHERE sent_at IS NULL AND dropped_at IS NULL`,
  );
  return row!.n;
}

export interface UnreadMessage {
  id: string;
  content: string;
  created_at: string;
}

/**
 * The messages an unread-messages row is about, oldest first, at most `limit`, and how many there are in
 * all: still unread, written since the row was queued (the first of them queued it; one sent with a
 * booking request was in that e-mail) and after what an earlier e-mail of the conversation covered.
 */
export async function unreadMessagesOf(
  db: Queryable,
  row: { id: string; user_id: string; dedupe_key: string | null },
  conversationId: string,
  limit: number,
) {
  const rows = await query<UnreadMessage & { total: number }>(
    db,
    `SELECT m.id, m.content, m.created_at, count(*) OVER () AS total
       FROM messages m JOIN conversations c ON c.id = m.conversation_id
      WHERE m.conversation_id = $2 AND $1 IN (c.sender_id, c.receiver_id) AND m.sender_id <> $1
        AND NOT m.is_read AND m.hidden_at IS NULL
        AND m.created_at >= (SELECT created_at FROM outbox WHERE id = $3)
        AND m.created_at > coalesce((SELECT max((payload->>'through')::timestamptz) FROM outbox
                                      WHERE dedupe_key = $4 AND sent_at IS NOT NULL), '-infinity')
      ORDER BY m.created_at DESC
      LIMIT $5`,
    [row.user_id, conversationId, row.id, row.dedupe_key, limit],
  );
  return { messages: rows.reverse(), total: rows[0]?.total ?? 0 };
}

/** The newest of these messages' times, exactly as stored (a later digest starts after it). */
export async function latestMessageTime(db: Queryable, ids: readonly string[]) {
  const row = await queryOne<{ through: string }>(
    db,
    `SELECT max(created_at)::text AS through FROM messages WHERE id = ANY($1::uuid[])`,
    [ids],
  );
  return row!.through;
}

/** Who a conversation is with, about which mate, and the dates of its latest live booking. */
export function conversationContext(db: Queryable, userId: string, conversationId: string) {
  return queryOne<{
    other_id: string;
    other_public_name: string | null;
    other_name: string;
    other_deleted: boolean;
    mate_name: string;
    start_date: string | null;
    end_date: string | null;
    blocked: boolean;
  }>(
    db,
    `SELECT o.id AS other_id, o.public_name AS other_public_name, o.name AS other_name,
            o.deleted_at IS NOT NULL AS other_deleted, m.name AS mate_name, b.start_date, b.end_date,
            EXISTS (SELECT 1 FROM user_blocks k WHERE k.blocker_id = $1 AND k.blocked_id = o.id) AS blocked
       FROM conversations c
       JOIN mates m ON m.id = c.mate_id
       JOIN users o ON o.id = CASE WHEN c.sender_id = $1 THEN c.receiver_id ELSE c.sender_id END
       LEFT JOIN LATERAL (
         SELECT start_date, end_date FROM bookings
          WHERE conversation_id = c.id AND status IN ('pending', 'confirmed', 'completed')
          ORDER BY created_at DESC LIMIT 1
       ) b ON true
      WHERE c.id = $2 AND $1 IN (c.sender_id, c.receiver_id)`,
    [userId, conversationId],
  );
}

/** Sent and dropped rows leave after `days` (pending ones never do). */
export async function pruneFinished(db: Queryable, before: Date, limit: number) {
  const rows = await query(
    db,
    `DELETE FROM outbox WHERE id IN (
       SELECT id FROM outbox
        WHERE (sent_at IS NOT NULL AND sent_at < $1) OR (dropped_at IS NOT NULL AND dropped_at < $1)
        LIMIT $2)
     RETURNING id`,
    [before, limit],
  );
  return rows.length;
}

export function listPreferences(db: Queryable, userId: string) {
  return query<{ category: NotificationCategory; email: boolean }>(
    db,
    `SELECT category, email FROM notification_preferences WHERE user_id = $1`,
    [userId],
  );
}

export async function setEmailPreferences(
  db: Queryable,
  userId: string,
  changes: readonly { category: NotificationCategory; email: boolean }[],
) {
  await query(
    db,
    `INSERT INTO notification_preferences (user_id, category, email)
     SELECT $1, category, email FROM unnest($2::text[], $3::boolean[]) AS c (category, email)
     ON CONFLICT (user_id, category) DO UPDATE SET email = EXCLUDED.email, updated_at = now()`,
    [userId, changes.map((c) => c.category), changes.map((c) => c.email)],
  );
}

/** Whether the person has a profile row (preferences hang on it). */
export async function hasProfile(db: Queryable, userId: string) {
  return (await queryOne(db, `SELECT 1 FROM users WHERE id = $1 AND deleted_at IS NULL`, [userId])) !== null;
}
