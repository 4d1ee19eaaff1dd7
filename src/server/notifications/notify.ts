import type { NotificationItem } from '../../shared/schemas/notifications.js';
import type { Queryable } from '../db/sql.js';
import { blockedPairs } from '../blocks/blocks.repo.js';
import { recordEvents } from '../events/user-events.repo.js';
import { queueOutbox } from '../outbox/enqueue.js';
import {
  insertNotifications,
  unreadCounts,
  type NewNotification,
  type NotificationRow,
} from './notifications.repo.js';

export function toNotificationItem(row: NotificationRow): NotificationItem {
  return {
    id: row.id,
    type: row.type,
    text: row.text,
    content: row.content,
    link: row.link,
    isRead: row.is_read,
    createdAt: row.created_at,
  };
}

/** Notifies people inside the caller's transaction: the rows and the live events commit together. */
export async function notify(tx: Queryable, given: readonly NewNotification[]) {
  const notifications = await withoutBlockedSenders(tx, given);
  if (notifications.length === 0) return;
  const rows = await insertNotifications(tx, notifications);
  // E-mails (and later pushes) leave from the outbox, written in this same transaction.
  await queueOutbox(tx, notifications);
  const counts = await unreadCounts(tx, [...new Set(rows.map((row) => row.user_id))]);
  await recordEvents(
    tx,
    rows.map((row) => ({
      userId: row.user_id,
      type: 'notification' as const,
      data: { notification: toNotificationItem(row), unreadCount: counts.get(row.user_id) ?? 0 },
    })),
  );
}

/** Leaves out what someone would hear of a person they blocked. */
async function withoutBlockedSenders(tx: Queryable, notifications: readonly NewNotification[]) {
  const pairs = notifications.flatMap((n) =>
    n.fromUserId ? [{ recipient: n.userId, sender: n.fromUserId }] : [],
  );
  if (pairs.length === 0) return notifications;
  const blocked = await blockedPairs(tx, pairs);
  return notifications.filter((n) => !n.fromUserId || !blocked.has(`${n.userId} ${n.fromUserId}`));
}
