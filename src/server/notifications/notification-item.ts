import { pathOf } from '../../shared/app-routes.js';
import { displayName } from '../../shared/display-name.js';
import type { NotificationItem } from '../../shared/schemas/notifications.js';
import type { NotificationRow } from './notifications.repo.js';
import { parseWording, renderWording } from './wording.js';

/** The actor's name as it reads now, or null when the notification has none. */
export function actorNameOf(
  row: Pick<NotificationRow, 'actor_id' | 'actor_public_name' | 'actor_name' | 'actor_deleted'>,
) {
  if (row.actor_id === null) return null;
  return displayName({ publicName: row.actor_public_name, name: row.actor_name, deleted: row.actor_deleted });
}

/** The words of a notification as they read at `now`; a row written before wordings keeps its text. */
export function notificationText(row: NotificationRow, now: Date): string {
  const wording = parseWording(row.wording);
  if (!wording) return row.text ?? '';
  return renderWording(wording, { actorName: actorNameOf(row), count: row.message_count, now });
}

/** A notification as its recipient reads it: worded now, its link made from its target. */
export function toNotificationItem(
  row: NotificationRow,
  now: Date,
  text = notificationText(row, now),
): NotificationItem {
  return {
    id: row.id,
    type: row.type,
    text,
    content: row.content,
    link: row.target ? pathOf(row.target) : row.link,
    isRead: row.is_read,
    createdAt: row.created_at,
  };
}
