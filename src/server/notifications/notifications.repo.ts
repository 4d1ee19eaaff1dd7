import type { LinkTarget } from '../../shared/app-routes.js';
import type { Queryable } from '../db/sql.js';
import { query, queryOne } from '../db/sql.js';
import type { Wording } from './wording.js';

export type NotificationType =
  | 'new_message'
  | 'new_booking'
  | 'booking_confirmed'
  | 'booking_rejected'
  | 'mate_reactivated'
  | 'mate_status_changed'
  | 'booking_cancelled'
  | 'booking_expired'
  | 'booking_reminder'
  | 'review_invite'
  | 'review_published';

export interface NewNotification {
  userId: string;
  type: NotificationType;
  /** What it says; a name in it is the actor's, read when the text is shown. */
  says: Wording;
  /** The person whose action it tells of, named when read ("Usuario eliminado" once deleted). */
  actorId?: string;
  content?: string | null;
  /** Where it leads, by id. */
  target: LinkTarget;
  /**
   * The booking it tells of: booking news, reminders and review invitations reach e-mail only with it,
   * and the e-mail names its mate and dates (decision 0025). The booker's own receipt leaves it out.
   * Stored, so the list words a review invitation from its booking as it stands.
   */
  bookingId?: string;
  /** The person whose action it tells of: nothing reaches someone who blocked them (decision 0021). */
  fromUserId?: string;
  /**
   * A chat message's conversation: while the person has not read its notification, the message counts
   * into that one (its count, its content, its time) instead of adding a row (decision 0026).
   */
  conversationId?: string;
}

export interface NotificationRow {
  id: string;
  user_id: string;
  type: string;
  /** Rows written before wordings keep their text; newer ones are worded when read. */
  text: string | null;
  wording: unknown;
  target: LinkTarget | null;
  content: string | null;
  /** Rows written before targets keep their link. */
  link: string | null;
  message_count: number;
  is_read: boolean;
  created_at: string;
  /** The actor as they are now: named when read. */
  actor_id: string | null;
  actor_public_name: string | null;
  actor_name: string | null;
  actor_deleted: boolean | null;
}

const COLUMNS = `n.id, n.user_id, n.type, n.text, n.wording, n.target, n.content, n.link, n.message_count,
  n.is_read, n.created_at, n.actor_id, a.public_name AS actor_public_name, a.name AS actor_name,
  a.deleted_at IS NOT NULL AS actor_deleted`;
const ACTOR = 'LEFT JOIN users a ON a.id = n.actor_id';

/** Writes the notifications; a chat message counts into its conversation's unread one when there is one. */
export async function insertNotifications(tx: Queryable, notifications: readonly NewNotification[]) {
  const single = notifications.filter((n) => !n.conversationId);
  const collapsing = notifications.filter((n) => n.conversationId);
  const rows = single.length > 0 ? await insertSingle(tx, single) : [];
  // One by one: two of them for the same person and conversation would meet in one statement otherwise.
  for (const notification of collapsing) rows.push(await upsertConversationNotification(tx, notification));
  return rows;
}

function insertSingle(tx: Queryable, notifications: readonly NewNotification[]) {
  return query<NotificationRow>(
    tx,
    `WITH n AS (
       INSERT INTO notifications (user_id, type, wording, actor_id, content, target, booking_id)
       SELECT * FROM unnest($1::text[], $2::text[], $3::jsonb[], $4::text[], $5::text[], $6::jsonb[], $7::uuid[])
       RETURNING *
     )
     SELECT ${COLUMNS} FROM n ${ACTOR}`,
    [
      notifications.map((n) => n.userId),
      notifications.map((n) => n.type),
      notifications.map((n) => JSON.stringify(n.says)),
      notifications.map((n) => n.actorId ?? null),
      notifications.map((n) => n.content ?? null),
      notifications.map((n) => JSON.stringify(n.target)),
      notifications.map((n) => n.bookingId ?? null),
    ],
  );
}

/**
 * The conversation's unread notification counts one more message, or there is none and it is written.
 * Two messages posted at once meet on the unique index of unread ones (migration 018): the second waits
 * for the first to commit and then counts into its row (or, if it was read meanwhile, adds a new one).
 */
async function upsertConversationNotification(tx: Queryable, n: NewNotification) {
  const [row] = await query<NotificationRow>(
    tx,
    `WITH n AS (
       INSERT INTO notifications AS n (user_id, type, wording, actor_id, content, target, conversation_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (user_id, conversation_id) WHERE type = 'new_message' AND NOT is_read
       DO UPDATE SET message_count = n.message_count + 1, content = excluded.content,
                     wording = excluded.wording, actor_id = excluded.actor_id, target = excluded.target,
                     created_at = excluded.created_at
       RETURNING *
     )
     SELECT ${COLUMNS} FROM n ${ACTOR}`,
    [
      n.userId,
      n.type,
      JSON.stringify(n.says),
      n.actorId ?? null,
      n.content ?? null,
      JSON.stringify(n.target),
      n.conversationId,
    ],
  );
  return row!;
}

/** Unread counts for several people at once (missing people have none). */
export async function unreadCounts(db: Queryable, userIds: readonly string[]): Promise<Map<string, number>> {
  const rows = await query<{ user_id: string; unread: number }>(
    db,
    `SELECT user_id, count(*) AS unread FROM notifications WHERE user_id = ANY($1::text[]) AND NOT is_read GROUP BY user_id`,
    [userIds],
  );
  return new Map(rows.map((row) => [row.user_id, row.unread]));
}

/** A review invitation's booking as it stands: the list words the invitation from its window. */
export interface InvitationBooking {
  invite_mate_name: string | null;
  invite_start_date: string | null;
  invite_end_date: string | null;
  invite_completed_at: string | null;
}

/** The latest notifications and the unread count, in one statement. */
export function listNotifications(db: Queryable, userId: string, limit: number) {
  return query<NotificationRow & InvitationBooking & { unread_count: number }>(
    db,
    `SELECT ${COLUMNS}, m.name AS invite_mate_name, b.start_date AS invite_start_date, b.end_date AS invite_end_date,
            b.completed_at AS invite_completed_at,
            (SELECT count(*) FROM notifications WHERE user_id = $1 AND NOT is_read) AS unread_count
       FROM notifications n
       ${ACTOR}
       LEFT JOIN bookings b ON n.type = 'review_invite' AND b.id = n.booking_id
       LEFT JOIN mates m ON m.id = b.mate_id
      WHERE n.user_id = $1
      ORDER BY n.created_at DESC, n.id DESC LIMIT $2`,
    [userId, limit],
  );
}

/** All of a person's notifications, oldest first (their data download). */
export function allNotificationsOf(db: Queryable, userId: string) {
  return query<NotificationRow>(
    db,
    `SELECT ${COLUMNS} FROM notifications n ${ACTOR} WHERE n.user_id = $1 ORDER BY n.created_at, n.id`,
    [userId],
  );
}

export function countUnread(db: Queryable, userId: string) {
  return queryOne<{ unread: number }>(
    db,
    'SELECT count(*) AS unread FROM notifications WHERE user_id = $1 AND NOT is_read',
    [userId],
  );
}

/** Marks one of the person's own notifications read; false if it is not theirs. */
export async function markRead(db: Queryable, userId: string, id: string) {
  const rows = await query(
    db,
    'UPDATE notifications SET is_read = true WHERE id = $1 AND user_id = $2 RETURNING id',
    [id, userId],
  );
  return rows.length > 0;
}

export async function markAllRead(db: Queryable, userId: string) {
  await query(db, 'UPDATE notifications SET is_read = true WHERE user_id = $1 AND NOT is_read', [userId]);
}

export async function deleteNotification(db: Queryable, userId: string, id: string) {
  const rows = await query(db, 'DELETE FROM notifications WHERE id = $1 AND user_id = $2 RETURNING id', [
    id,
    userId,
  ]);
  return rows.length > 0;
}

/** How long notifications are kept (decision 0026). */
export const NOTIFICATION_RETENTION_DAYS = 90;

/**
 * Deletes at most `batch` notifications older than the retention, oldest first, skipping rows another
 * transaction holds; answers whose they were and whether they were unread.
 */
export function deleteOldNotifications(tx: Queryable, batch: number) {
  return query<{ user_id: string; is_read: boolean }>(
    tx,
    `DELETE FROM notifications WHERE id IN (
       SELECT id FROM notifications WHERE created_at < now() - make_interval(days => $1::integer)
        ORDER BY created_at LIMIT $2 FOR UPDATE SKIP LOCKED
     )
     RETURNING user_id, is_read`,
    [NOTIFICATION_RETENTION_DAYS, batch],
  );
}

/**
 * The live copies kept for replay (a day) of the notifications that name this person, with those
 * notifications as they stand.
 */
export function keptEventsNaming(tx: Queryable, actorId: string) {
  return query<NotificationRow & { event_id: number }>(
    tx,
    `SELECT e.id AS event_id, ${COLUMNS}
       FROM notifications n
       JOIN user_events e ON e.user_id = n.user_id AND e.type = 'notification'
                         AND e.payload -> 'notification' ->> 'id' = n.id::text
       ${ACTOR}
      WHERE n.actor_id = $1`,
    [actorId],
  );
}

/** Words a kept live copy of a notification again. */
export async function setKeptEventText(tx: Queryable, eventId: number, text: string) {
  await query(
    tx,
    `UPDATE user_events SET payload = jsonb_set(payload, '{notification,text}', to_jsonb($2::text))
      WHERE id = $1`,
    [eventId, text],
  );
}
