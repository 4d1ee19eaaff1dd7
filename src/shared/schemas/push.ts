import * as z from 'zod';
import { pushMessages } from '../messages/push.js';
import { NOTIFICATION_CATEGORIES } from './notification-preferences.js';

// A base64url string as PushSubscription.getKey() gives it (after encoding).
const base64url = (max: number) =>
  z
    .string({ error: () => pushMessages.invalidSubscription })
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, { error: () => pushMessages.invalidSubscription })
    .max(max, { error: () => pushMessages.invalidSubscription });

export const pushEndpointSchema = z
  .url({ protocol: /^https$/, error: () => pushMessages.invalidSubscription })
  .max(2000, { error: () => pushMessages.invalidSubscription });

/** The server's public VAPID key (the browser's applicationServerKey); null while push is off. */
export const pushKeySchema = z.object({ publicKey: z.string().nullable() });

/** Which categories this device wants ("Este dispositivo"). */
export const deviceCategoriesSchema = z.object({
  categories: z.array(z.enum(NOTIFICATION_CATEGORIES, { error: () => pushMessages.invalidSubscription })),
});

/** "Activar notificaciones en este dispositivo": the browser's PushSubscription, and optionally its categories. */
export const pushSubscriptionSchema = z.object({
  endpoint: pushEndpointSchema,
  keys: z.object(
    { p256dh: base64url(200), auth: base64url(100) },
    { error: () => pushMessages.invalidSubscription },
  ),
  categories: deviceCategoriesSchema.shape.categories.optional(),
});

export const pushEndpointQuerySchema = z.object({ endpoint: pushEndpointSchema });
