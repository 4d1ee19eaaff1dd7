import { routes } from '../../shared/contract/routes';
import type { NotificationCategory } from '../../shared/schemas/notification-preferences';
import { call } from './api';

/** Whether this browser can get pushes at all (a service worker, the Push API and notifications). */
export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

/** This device's subscription with the browser's push service, if it has one. */
export async function deviceSubscription(): Promise<PushSubscription | null> {
  if (!pushSupported()) return null;
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

export type EnableOutcome = 'enabled' | 'denied' | 'unavailable';

/**
 * "Activar notificaciones en este dispositivo": asks the browser's permission, subscribes with the
 * server's key and hands the subscription to Ronda, which then sends this device every category.
 */
export async function enableDevicePush(): Promise<EnableOutcome> {
  const { publicKey } = await call(routes.push.key, {});
  if (!publicKey) return 'unavailable';
  if ((await Notification.requestPermission()) !== 'granted') return 'denied';
  const registration = await navigator.serviceWorker.ready;
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: publicKey }));
  await saveDevice(subscription);
  return 'enabled';
}

/** Tells Ronda this device's subscription, with the categories it wants (all when not given). */
export async function saveDevice(subscription: PushSubscription, categories?: NotificationCategory[]) {
  const { endpoint, keys } = subscription.toJSON();
  return call(routes.push.subscribe, {
    body: {
      endpoint: endpoint!,
      keys: { p256dh: keys!.p256dh!, auth: keys!.auth! },
      ...(categories ? { categories } : {}),
    },
  });
}
