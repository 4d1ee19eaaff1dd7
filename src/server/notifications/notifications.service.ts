import { messages } from '../../shared/messages.js';
import type { NotificationList } from '../../shared/schemas/notifications.js';
import { requireActor } from '../auth/access.js';
import type { Actor } from '../auth/actor.js';
import type { Database } from '../db/database.js';
import { notFound } from '../errors.js';
import { recordEvents } from '../events/user-events.repo.js';
import {
  countUnread,
  deleteNotification,
  listNotifications,
  markAllRead,
  markRead,
} from './notifications.repo.js';
import { toNotificationItem } from './notify.js';

/** Everyone reads and changes only their own notifications; other tabs hear the new unread count. */
export function createNotificationService({ db }: { db: Database }) {
  async function announceCount(userId: string) {
    const unreadCount = (await countUnread(db.pool, userId))?.unread ?? 0;
    await recordEvents(db.pool, [{ userId, type: 'notifications', data: { unreadCount } }]);
    return { unreadCount };
  }

  return {
    async list(actor: Actor | null, limit: number): Promise<NotificationList> {
      const user = requireActor(actor);
      const rows = await listNotifications(db.pool, user.id, limit);
      return {
        notifications: rows.map(toNotificationItem),
        unreadCount: rows[0]?.unread_count ?? (await countUnread(db.pool, user.id))?.unread ?? 0,
      };
    },

    async markRead(actor: Actor | null, id: string) {
      const user = requireActor(actor);
      if (!(await markRead(db.pool, user.id, id))) throw notFound(messages.notifications.notFound);
      return announceCount(user.id);
    },

    async markAllRead(actor: Actor | null) {
      const user = requireActor(actor);
      await markAllRead(db.pool, user.id);
      return announceCount(user.id);
    },

    async remove(actor: Actor | null, id: string) {
      const user = requireActor(actor);
      if (!(await deleteNotification(db.pool, user.id, id))) throw notFound(messages.notifications.notFound);
      return announceCount(user.id);
    },
  };
}

export type NotificationService = ReturnType<typeof createNotificationService>;
