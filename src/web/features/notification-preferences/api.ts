import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { routes } from '../../../shared/contract/routes';
import type {
  NotificationCategory,
  NotificationPreferences,
} from '../../../shared/schemas/notification-preferences';
import { call } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';

const endpoints = routes.notificationPreferences;

export function useNotificationPreferences() {
  return useQuery({
    queryKey: queryKeys.notificationPreferences,
    queryFn: ({ signal }) => call(endpoints.get, {}, { signal }),
  });
}

/** Turns one category's e-mail on or off; the switch moves at once and goes back if the server refuses. */
export function useSetEmailPreference() {
  const client = useQueryClient();
  const key = queryKeys.notificationPreferences;
  return useMutation({
    mutationFn: (change: { category: NotificationCategory; email: boolean }) =>
      call(endpoints.update, { body: { preferences: [change] } }),
    onMutate: async (change) => {
      await client.cancelQueries({ queryKey: key });
      const before = client.getQueryData<NotificationPreferences>(key);
      if (before) {
        client.setQueryData<NotificationPreferences>(key, {
          preferences: before.preferences.map((p) => (p.category === change.category ? change : p)),
        });
      }
      return { before };
    },
    onError: (_error, _change, context) => {
      if (context?.before) client.setQueryData(key, context.before);
    },
    onSuccess: (answer) => client.setQueryData(key, answer),
  });
}

/** What an unsubscribe link would stop (opening it changes nothing). */
export function useUnsubscribeState(token: string) {
  return useQuery({
    queryKey: queryKeys.unsubscribe(token),
    queryFn: ({ signal }) => call(endpoints.unsubscribeState, { query: { token } }, { signal }),
    enabled: token.length > 0,
    retry: false,
  });
}

export function useUnsubscribe(token: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => call(endpoints.unsubscribe, { query: { token } }),
    onSuccess: (answer) => {
      client.setQueryData(queryKeys.unsubscribe(token), answer);
      void client.invalidateQueries({ queryKey: queryKeys.notificationPreferences });
    },
  });
}
