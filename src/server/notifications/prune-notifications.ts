import type { Database } from '../db/database.js';
import { transaction } from '../db/sql.js';
import { recordEvents } from '../events/user-events.repo.js';
import { deleteOldNotifications, unreadCounts } from './notifications.repo.js';

/**
 * Deletes notifications older than 90 days in batches, so no statement holds many row locks while
 * people read theirs. Whoever lost an unread one hears the new count, so an open bell stays right.
 */
export async function pruneOldNotifications(db: Database, batch = 1000) {
  for (;;) {
    const deleted = await transaction(db.pool, async (tx) => {
      const rows = await deleteOldNotifications(tx, batch);
      const touched = [...new Set(rows.filter((row) => !row.is_read).map((row) => row.user_id))];
      if (touched.length > 0) {
        const counts = await unreadCounts(tx, touched);
        await recordEvents(
          tx,
          touched.map((userId) => ({
            userId,
            type: 'notifications' as const,
            data: { unreadCount: counts.get(userId) ?? 0 },
          })),
        );
      }
      return rows.length;
    });
    if (deleted < batch) return;
  }
}
