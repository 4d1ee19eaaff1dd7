import {
  NOTIFICATION_CATEGORIES,
  type NotificationCategory,
} from '../../shared/schemas/notification-preferences.js';
import { pushSubscriptionSchema } from '../../shared/schemas/push.js';
import type { Actor } from '../auth/actor.js';
import type { Database } from '../db/database.js';
import { conflict, invalid, notFound } from '../errors.js';
import { messages } from '../messages/catalogue.js';
import { parsePushEndpoint, type EndpointCheck } from './push-endpoints.js';
import { deleteSubscriptionByEndpoint, deviceCategories, upsertSubscription } from './push.repo.js';
import type { VapidKeys } from './vapid-keys.js';

/** "Activar notificaciones en este dispositivo": the devices people subscribe and what each wants. */
export function createPushService({
  db,
  keys,
  allowEndpoint,
}: {
  db: Database;
  /** Null while push is off (production without VAPID keys). */
  keys: VapidKeys | null;
  allowEndpoint: EndpointCheck;
}) {
  return {
    publicKey() {
      return { publicKey: keys?.publicKey ?? null };
    },

    async subscribe(actor: Actor, input: unknown, userAgent: string | null) {
      if (!keys) throw conflict(messages.push.unavailable);
      const subscription = pushSubscriptionSchema.parse(input);
      // The sender reads the stored endpoint with the same parser, so it connects where this check looked.
      const endpoint = parsePushEndpoint(subscription.endpoint);
      if (!endpoint || !allowEndpoint(endpoint))
        throw invalid(messages.push.unknownPushService, { endpoint: messages.push.unknownPushService });
      const categories = await upsertSubscription(db.pool, {
        userId: actor.id,
        sessionId: actor.sessionId ?? null,
        endpoint: subscription.endpoint,
        p256dh: subscription.keys.p256dh,
        auth: subscription.keys.auth,
        categories: subscription.categories ? ordered(subscription.categories) : null,
        allCategories: NOTIFICATION_CATEGORIES,
        userAgent: userAgent?.slice(0, 500) ?? null,
      });
      return { categories };
    },

    async device(actor: Actor, endpoint: string) {
      const categories = await deviceCategories(db.pool, actor.id, endpoint);
      if (!categories) throw notFound(messages.push.unknownDevice);
      return { categories };
    },

    /** Whoever holds the endpoint is that device: it may stop its pushes, even after signing out. */
    async unsubscribe(endpoint: string) {
      await deleteSubscriptionByEndpoint(db.pool, endpoint);
    },
  };
}

const ordered = (given: readonly NotificationCategory[]) =>
  NOTIFICATION_CATEGORIES.filter((category) => given.includes(category));

export type PushService = ReturnType<typeof createPushService>;
