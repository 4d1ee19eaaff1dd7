import type { Clock } from '../clock.js';
import type { Queryable } from '../db/sql.js';
import { blockedPairs } from '../blocks/blocks.repo.js';
import { recordEvents } from '../events/user-events.repo.js';
import { queueOutbox, type OutboxChannels } from '../outbox/enqueue.js';
import type { QueueDeliveries } from '../outbox/outbox.service.js';
import { toNotificationItem } from './notification-item.js';
import { insertNotifications, unreadCounts, type NewNotification } from './notifications.repo.js';

export interface NotifierDependencies {
  clock: Clock;
  /** Whether e-mails and pushes are sent at all: a channel that is off queues nothing. */
  channels: OutboxChannels;
  /** Queues each queued row's delivery job in the transaction. */
  deliver: QueueDeliveries;
}

/**
 * What follows an event for the people it concerns: the notification, its e-mails and pushes, all
 * written in the event's own transaction, and the live event its streams hear once that commits.
 */
export function createNotifier({ clock, channels, deliver }: NotifierDependencies) {
  return {
    /** Notifies people inside the caller's transaction: the rows and the live events commit together. */
    async notify(tx: Queryable, given: readonly NewNotification[]) {
      const notifications = await withoutBlockedSenders(tx, given);
      if (notifications.length === 0) return;
      const now = clock.now();
      const rows = await insertNotifications(tx, notifications);
      const queued = await queueOutbox(tx, notifications, channels, now);
      const counts = await unreadCounts(tx, [...new Set(rows.map((row) => row.user_id))]);
      // The stream's copy is worded now; the list words it again whenever it is read.
      await recordEvents(
        tx,
        rows.map((row) => ({
          userId: row.user_id,
          type: 'notification' as const,
          data: { notification: toNotificationItem(row, now), unreadCount: counts.get(row.user_id) ?? 0 },
        })),
      );
      // Each row's job, in the same transaction: it exists only if the event does.
      await deliver(queued, tx);
    },
  };
}

export type Notifier = ReturnType<typeof createNotifier>;

/** Leaves out what someone would hear of a person they blocked. */
async function withoutBlockedSenders(tx: Queryable, notifications: readonly NewNotification[]) {
  const pairs = notifications.flatMap((n) =>
    n.fromUserId ? [{ recipient: n.userId, sender: n.fromUserId }] : [],
  );
  if (pairs.length === 0) return notifications;
  const blocked = await blockedPairs(tx, pairs);
  return notifications.filter((n) => !n.fromUserId || !blocked.has(`${n.userId} ${n.fromUserId}`));
}
