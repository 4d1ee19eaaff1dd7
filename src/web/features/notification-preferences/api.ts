import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { routes } from '../../../shared/contract/routes';
import type {
  NotificationCategory,
  NotificationPreferences,
} from '../../../shared/schemas/notification-preferences';
import { ApiError, call } from '../../lib/api';
import { deviceSubscription, enableDevicePush, pushSupported, saveDevice } from '../../lib/push';
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

/**
 * This device's pushes: null when it has none for this person (never subscribed, or subscribed by
 * someone else), else the categories it gets. `supported` is false where the browser cannot get pushes.
 */
export function usePushDevice() {
  return useQuery({
    queryKey: queryKeys.pushDevice,
    queryFn: async ({
      signal,
    }): Promise<{
      supported: boolean;
      subscription: PushSubscription | null;
      categories: NotificationCategory[];
    }> => {
      if (!pushSupported()) return { supported: false, subscription: null, categories: [] };
      const subscription = await deviceSubscription();
      if (!subscription) return { supported: true, subscription: null, categories: [] };
      try {
        const { categories } = await call(
          routes.push.device,
          { query: { endpoint: subscription.endpoint } },
          { signal },
        );
        return { supported: true, subscription, categories };
      } catch (error) {
        if (error instanceof ApiError && error.status === 404)
          return { supported: true, subscription: null, categories: [] };
        throw error;
      }
    },
  });
}

/** "Activar notificaciones en este dispositivo": permission, subscription, and Ronda learns the device. */
export function useEnableDevicePush() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: enableDevicePush,
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.pushDevice }),
  });
}

/** One category on or off for this device ("Este dispositivo"). */
export function useSetDeviceCategory() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({
      subscription,
      categories,
    }: {
      subscription: PushSubscription;
      categories: NotificationCategory[];
    }) => saveDevice(subscription, categories),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.pushDevice }),
  });
}
