import { messages } from '../messages/catalogue.js';
import type { NotificationList } from '../../shared/schemas/notifications.js';
import type { Actor } from '../auth/actor.js';
import type { Clock } from '../clock.js';
import type { Database } from '../db/database.js';
import { transaction, type Queryable } from '../db/sql.js';
import { notFound } from '../errors.js';
import { recordEvents } from '../events/user-events.repo.js';
import { reviewInviteText } from '../reviews/review-invite.js';
import {
  countUnread,
  deleteNotification,
  listNotifications,
  markAllRead,
  markRead,
  type InvitationBooking,
  type NotificationRow,
} from './notifications.repo.js';
import { notificationText, toNotificationItem } from './notification-item.js';

/**
 * A review invitation is worded from its booking's window as it stands, not as it was when sent: once
 * the fourteen days are over it says so instead of inviting.
 */
function currentText(row: NotificationRow & InvitationBooking, now: Date): string {
  const { invite_mate_name: mateName, invite_start_date: startDate, invite_end_date: endDate } = row;
  const completedAt = row.invite_completed_at;
  if (mateName === null || startDate === null || endDate === null || completedAt === null)
    return notificationText(row, now);
  return reviewInviteText({ mateName, startDate, endDate, completedAt }, now);
}

/** Everyone reads and changes only their own notifications; other tabs hear the new unread count. */
export function createNotificationService({ db, clock }: { db: Database; clock: Clock }) {
  /** Applies a change to the person's notifications and tells their other tabs the new unread count. */
  function changeAndAnnounce(userId: string, change: (tx: Queryable) => Promise<boolean>) {
    return transaction(db.pool, async (tx) => {
      if (!(await change(tx))) throw notFound(messages.notifications.notFound);
      const unreadCount = (await countUnread(tx, userId))?.unread ?? 0;
      await recordEvents(tx, [{ userId, type: 'notifications', data: { unreadCount } }]);
      return { unreadCount };
    });
  }

  return {
    async list(user: Actor, limit: number): Promise<NotificationList> {
      const rows = await listNotifications(db.pool, user.id, limit);
      const now = clock.now();
      return {
        notifications: rows.map((row) => toNotificationItem(row, now, currentText(row, now))),
        // No rows means no notifications at all, so none unread.
        unreadCount: rows[0]?.unread_count ?? 0,
      };
    },

    async markRead(user: Actor, id: string) {
      return changeAndAnnounce(user.id, (tx) => markRead(tx, user.id, id));
    },

    async markAllRead(user: Actor) {
      return changeAndAnnounce(user.id, async (tx) => {
        await markAllRead(tx, user.id);
        return true;
      });
    },

    async remove(user: Actor, id: string) {
      return changeAndAnnounce(user.id, (tx) => deleteNotification(tx, user.id, id));
    },
  };
}

export type NotificationService = ReturnType<typeof createNotificationService>;
