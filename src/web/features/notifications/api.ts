import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { NOTIFICATIONS_DEFAULT } from '../../../shared/constants';
import type { NotificationList } from '../../../shared/schemas/notifications';
import { api } from '../../lib/api';
import { liveKeys } from '../../lib/live-events';

/** The latest notifications (5, or 10 while the dropdown is open) and the unread count; kept live by the stream. */
export function useNotifications(limit: number = NOTIFICATIONS_DEFAULT) {
  return useQuery({
    queryKey: [...liveKeys.notifications, limit],
    queryFn: ({ signal }) => api<NotificationList>(`/api/notifications?limit=${limit}`, { signal }),
  });
}

function useNotificationAction<T>(request: (arg: T) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSettled: () => client.invalidateQueries({ queryKey: liveKeys.notifications }),
  });
}

export const useMarkRead = () =>
  useNotificationAction((id: string) =>
    api(`/api/notifications/${encodeURIComponent(id)}/read`, { method: 'POST' }),
  );
export const useMarkAllRead = () =>
  useNotificationAction(() => api('/api/notifications/read-all', { method: 'POST' }));
export const useDeleteNotification = () =>
  useNotificationAction((id: string) =>
    api(`/api/notifications/${encodeURIComponent(id)}`, { method: 'DELETE' }),
  );
