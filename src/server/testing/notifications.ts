import type { NotificationItem } from '../../shared/schemas/notifications.js';
import type { TestUser } from './harness.js';

/** A person's notifications as their list words them (the latest 50), oldest first. */
export async function notificationsOf(
  user: TestUser,
): Promise<Pick<NotificationItem, 'type' | 'text' | 'link'>[]> {
  const response = await user.request({ method: 'GET', url: '/api/notifications?limit=50' });
  if (response.statusCode !== 200) throw new Error(`notifications: ${response.statusCode} ${response.body}`);
  return (response.json().notifications as NotificationItem[])
    .map(({ type, text, link }) => ({ type, text, link }))
    .reverse();
}
