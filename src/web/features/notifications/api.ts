import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { NotificationList } from '../../../shared/schemas/notifications';
import { api } from '../../lib/api';
import { liveKeys, patchCached, setUnreadCount } from '../../lib/live-events';

/**
 * The bell's badge: the unread count alone (the list endpoint's smallest page, limit=1, for its count).
 * Every notification event carries the new count, which the stream writes here: it is fetched once.
 */
export function useUnreadCount() {
  return useQuery({
    queryKey: [...liveKeys.notifications, 'unread-count'],
    queryFn: ({ signal }) =>
      api<NotificationList>('/api/notifications?limit=1', { signal }).then(({ unreadCount }) => ({
        unreadCount,
      })),
  });
}

/** The latest `limit` notifications and the unread count, fetched only while `enabled` (the open dropdown). */
export function useNotifications(limit: number, enabled = true) {
  return useQuery({
    queryKey: [...liveKeys.notificationLists, limit],
    queryFn: ({ signal }) => api<NotificationList>(`/api/notifications?limit=${limit}`, { signal }),
    enabled,
  });
}

type UnreadCount = { unreadCount: number };
type Patch = (list: NotificationList['notifications']) => NotificationList['notifications'];

/**
 * Read and delete answer with the new unread count: the count and the change go straight into the cache,
 * then the lists are refreshed (only an open dropdown's is fetched).
 */
function useNotificationAction<T>(request: (arg: T) => Promise<UnreadCount>, patch: (arg: T) => Patch) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: ({ unreadCount }, arg) => {
      apply(client, unreadCount, patch(arg));
      return client.invalidateQueries({ queryKey: liveKeys.notificationLists });
    },
    // Nothing changed as expected (a notification already gone, a dropped request): ask again.
    onError: () => client.invalidateQueries({ queryKey: liveKeys.notifications }),
  });
}

function apply(client: QueryClient, unreadCount: number, patch: Patch) {
  setUnreadCount(client, unreadCount);
  patchCached<NotificationList>(client, liveKeys.notificationLists, (old) => ({
    ...old,
    notifications: patch(old.notifications),
  }));
}

export const useMarkRead = () =>
  useNotificationAction(
    (id: string) => api<UnreadCount>(`/api/notifications/${encodeURIComponent(id)}/read`, { method: 'POST' }),
    (id) => (list) => list.map((n) => (n.id === id ? { ...n, isRead: true } : n)),
  );
export const useMarkAllRead = () =>
  useNotificationAction(
    () => api<UnreadCount>('/api/notifications/read-all', { method: 'POST' }),
    () => (list) => list.map((n) => (n.isRead ? n : { ...n, isRead: true })),
  );
export const useDeleteNotification = () =>
  useNotificationAction(
    (id: string) => api<UnreadCount>(`/api/notifications/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    (id) => (list) => list.filter((n) => n.id !== id),
  );
