import type { Agent } from 'node:https';
import webpush from 'web-push';
import type { VapidKeys } from './vapid-keys.js';

/** Where and how to reach one device: what the browser's PushSubscription holds. */
export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/**
 * What the service worker shows (src/web/public/sw.js reads the same shape): a title, a body, the page a
 * click opens and a tag, so a newer push about the same thing replaces the older one on the device.
 */
export interface PushPayload {
  title: string;
  body: string;
  url: string;
  tag: string;
}

/** `gone`: the push service no longer knows this device (404/410); its subscription should go. */
export type PushOutcome = 'sent' | 'gone';

export type PushSender = (target: PushTarget, payload: PushPayload) => Promise<PushOutcome>;

// Pushes about a booking or a message are stale after a day; the push service drops them then.
const TTL_SECONDS = 24 * 60 * 60;
const TIMEOUT_MS = 10_000;

/**
 * Sends one encrypted push (RFC 8291, aes128gcm) signed with the server's VAPID keys. Any other failure
 * throws, so the outbox retries it. `agent` lets a test trust its own push service's certificate.
 */
export function createPushSender(keys: VapidKeys, subject: string, agent?: Agent): PushSender {
  return async (target, payload) => {
    try {
      await webpush.sendNotification(
        { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
        JSON.stringify(payload),
        {
          vapidDetails: { subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
          TTL: TTL_SECONDS,
          timeout: TIMEOUT_MS,
          contentEncoding: 'aes128gcm',
          ...(agent ? { agent } : {}),
        },
      );
      return 'sent';
    } catch (error) {
      if (error instanceof webpush.WebPushError && (error.statusCode === 404 || error.statusCode === 410)) {
        return 'gone';
      }
      throw error;
    }
  };
}
