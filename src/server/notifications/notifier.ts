import type { Clock } from '../clock.js';
import type { Queryable } from '../db/sql.js';
import { recordEvents } from '../events/user-events.repo.js';
import { queueOutbox, type OutboxChannels } from '../outbox/enqueue.js';
import type { QueueDeliveries } from '../outbox/outbox.service.js';
import { mayReach } from '../reach/reach-policy.js';
import { relationsOf } from '../reach/reach.repo.js';
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
      const notifications = await withoutUnreachable(tx, given);
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

/** Leaves out what the reach policy says someone may not be told of its author (a person they blocked). */
async function withoutUnreachable(tx: Queryable, notifications: readonly NewNotification[]) {
  const fromSomeone = notifications.filter((n) => n.fromUserId);
  if (fromSomeone.length === 0) return notifications;
  const relations = await relationsOf(
    tx,
    fromSomeone.map((n) => ({ actorId: n.fromUserId!, otherId: n.userId })),
  );
  const refused = new Set(fromSomeone.filter((_, i) => !mayReach('notify', relations[i]!)));
  return notifications.filter((n) => !refused.has(n));
}
