import type { Queryable } from '../db/sql.js';
import { query, queryOne } from '../db/sql.js';

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
  text: string;
  content?: string | null;
  link: string;
  /** The person whose action it tells of: nothing reaches someone who blocked them (decision 0021). */
  fromUserId?: string;
}

export interface NotificationRow {
  id: string;
  user_id: string;
  type: string;
  text: string;
  content: string | null;
  link: string | null;
  is_read: boolean;
  created_at: string;
}

const COLUMNS = 'id, user_id, type, text, content, link, is_read, created_at';

export function insertNotifications(tx: Queryable, notifications: readonly NewNotification[]) {
  return query<NotificationRow>(
    tx,
    `INSERT INTO notifications (user_id, type, text, content, link)
     SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[])
     RETURNING ${COLUMNS}`,
    [
      notifications.map((n) => n.userId),
      notifications.map((n) => n.type),
      notifications.map((n) => n.text),
      notifications.map((n) => n.content ?? null),
      notifications.map((n) => n.link),
    ],
  );
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

/** The latest notifications and the unread count, in one statement. */
export function listNotifications(db: Queryable, userId: string, limit: number) {
  return query<NotificationRow & { unread_count: number }>(
    db,
    `SELECT ${COLUMNS}, (SELECT count(*) FROM notifications WHERE user_id = $1 AND NOT is_read) AS unread_count
       FROM notifications WHERE user_id = $1
      ORDER BY created_at DESC, id DESC LIMIT $2`,
    [userId, limit],
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
