import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { NotificationList } from '../../../shared/schemas/notifications';
import { routes } from '../../../shared/contract/routes';
import { call } from '../../lib/api';
import { patchCached, setUnreadCount } from '../../lib/live-events';
import { queryKeys } from '../../lib/query-keys';

const keys = queryKeys.notifications;
const endpoints = routes.notifications;

/**
 * The bell's badge: the unread count alone (the list endpoint's smallest page, limit=1, for its count).
 * Every notification event carries the new count, which the stream writes here: it is fetched once.
 */
export function useUnreadCount() {
  return useQuery({
    queryKey: keys.unreadCount,
    queryFn: ({ signal }) =>
      call(endpoints.list, { query: { limit: 1 } }, { signal }).then(({ unreadCount }) => ({ unreadCount })),
  });
}

/** The latest `limit` notifications and the unread count, fetched only while `enabled` (the open dropdown). */
export function useNotifications(limit: number, enabled = true) {
  return useQuery({
    queryKey: keys.list(limit),
    queryFn: ({ signal }) => call(endpoints.list, { query: { limit } }, { signal }),
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
      return client.invalidateQueries({ queryKey: keys.lists });
    },
    // Nothing changed as expected (a notification already gone, a dropped request): ask again.
    onError: () => client.invalidateQueries({ queryKey: keys.all }),
  });
}

function apply(client: QueryClient, unreadCount: number, patch: Patch) {
  setUnreadCount(client, unreadCount);
  patchCached<NotificationList>(client, keys.lists, (old) => ({
    ...old,
    notifications: patch(old.notifications),
  }));
}

export const useMarkRead = () =>
  useNotificationAction(
    (id: string) => call(endpoints.read, { params: { id } }),
    (id) => (list) => list.map((n) => (n.id === id ? { ...n, isRead: true } : n)),
  );
export const useMarkAllRead = () =>
  useNotificationAction(
    () => call(endpoints.readAll),
    () => (list) => list.map((n) => (n.isRead ? n : { ...n, isRead: true })),
  );
export const useDeleteNotification = () =>
  useNotificationAction(
    (id: string) => call(endpoints.remove, { params: { id } }),
    (id) => (list) => list.filter((n) => n.id !== id),
  );
