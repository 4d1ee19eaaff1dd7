import type { Queryable } from '../db/sql.js';
import { query } from '../db/sql.js';

export type NotificationType =
  | 'new_message'
  | 'new_booking'
  | 'booking_confirmed'
  | 'booking_rejected'
  | 'mate_reactivated'
  | 'mate_status_changed';

export interface NewNotification {
  userId: string;
  type: NotificationType;
  text: string;
  content?: string | null;
  link: string;
}

/** Writes notifications inside the caller's transaction, with the event they announce. */
export async function insertNotifications(tx: Queryable, notifications: readonly NewNotification[]) {
  if (notifications.length === 0) return [];
  return query<{ id: string; user_id: string }>(
    tx,
    `INSERT INTO notifications (user_id, type, text, content, link)
     SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[])
     RETURNING id, user_id`,
    [
      notifications.map((n) => n.userId),
      notifications.map((n) => n.type),
      notifications.map((n) => n.text),
      notifications.map((n) => n.content ?? null),
      notifications.map((n) => n.link),
    ],
  );
}
