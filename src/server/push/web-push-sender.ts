import { request, type Agent } from 'node:https';
import webpush from 'web-push';
import { parsePushEndpoint } from './push-endpoints.js';
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

/**
 * `gone`: the push service no longer knows this device (404/410), or its endpoint cannot be read safely
 * (stored before the check); its subscription should go.
 */
export type PushOutcome = 'sent' | 'gone';

export type PushSender = (target: PushTarget, payload: PushPayload) => Promise<PushOutcome>;

// Pushes about a booking or a message are stale after a day; the push service drops them then.
const TTL_SECONDS = 24 * 60 * 60;
const TIMEOUT_MS = 10_000;
/**
 * A VAPID signature is valid 12 hours (web-push's default expiry); each push service's is made once an
 * hour and reused meanwhile, instead of signing (ECDSA) every push of a burst.
 */
const VAPID_REUSE_MS = 60 * 60_000;

/**
 * Why a push did not go, in words that can be stored and shown in the person's data download: the
 * push service's status at most, never an address, port or system error (those stay in `cause`, for
 * the log).
 */
export class PushDeliveryError extends Error {
  override name = 'PushDeliveryError';
}

interface RequestDetails {
  method: string;
  headers: Record<string, string | number>;
  body: Buffer | null;
}

/** Posts the encrypted push to exactly the checked URL; resolves to the push service's status. */
function post(url: URL, details: RequestDetails, agent: Agent | undefined) {
  return new Promise<number>((resolve, reject) => {
    const outgoing = request(
      {
        hostname: url.hostname,
        port: url.port === '' ? 443 : Number(url.port),
        path: `${url.pathname}${url.search}`,
        method: details.method,
        headers: details.headers,
        timeout: TIMEOUT_MS,
        ...(agent ? { agent } : {}),
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.on('error', (cause) => reject(new PushDeliveryError('push service unreachable', { cause })));
      },
    );
    outgoing.on('timeout', () =>
      outgoing.destroy(new PushDeliveryError('push service did not answer in time')),
    );
    outgoing.on('error', (cause) =>
      reject(
        cause instanceof PushDeliveryError
          ? cause
          : new PushDeliveryError('push service unreachable', { cause }),
      ),
    );
    outgoing.end(details.body ?? undefined);
  });
}

/**
 * Sends one encrypted push (RFC 8291, aes128gcm) signed with the server's VAPID keys. Which push
 * services a device may subscribe with is checked when it subscribes, on the URL `parsePushEndpoint`
 * reads; the sender reads the stored endpoint with that same parser and connects to that URL itself:
 * web-push builds the request, but its own sending reparses the endpoint with `url.parse`, which can
 * read another host. Any other failure throws, so the outbox retries it. `agent` lets a test trust its
 * own push service's certificate; without it, Node's global agent keeps the connections to each push
 * service open between pushes (keep-alive), so a burst does not shake hands (TLS) per push.
 */
export function createPushSender(keys: VapidKeys, subject: string, agent?: Agent): PushSender {
  const signatures = new Map<string, { authorization: string; until: number }>();
  /** The VAPID header for a push service (its origin, the JWT's audience), signed at most hourly. */
  const vapidAuthorization = (audience: string) => {
    const now = Date.now();
    const signed = signatures.get(audience);
    if (signed && signed.until > now) return signed.authorization;
    const { Authorization } = webpush.getVapidHeaders(
      audience,
      subject,
      keys.publicKey,
      keys.privateKey,
      'aes128gcm',
    );
    signatures.set(audience, { authorization: Authorization, until: now + VAPID_REUSE_MS });
    return Authorization;
  };
  return async (target, payload) => {
    const url = parsePushEndpoint(target.endpoint);
    if (!url) return 'gone';
    const details = webpush.generateRequestDetails(
      { endpoint: url.href, keys: { p256dh: target.p256dh, auth: target.auth } },
      JSON.stringify(payload),
      {
        // Signed here for the checked URL's own host, so the audience names the host connected to.
        headers: { Authorization: vapidAuthorization(`${url.protocol}//${url.host}`) },
        TTL: TTL_SECONDS,
        contentEncoding: 'aes128gcm',
      },
    ) as RequestDetails;
    const status = await post(url, details, agent);
    if (status >= 200 && status < 300) return 'sent';
    if (status === 404 || status === 410) return 'gone';
    throw new PushDeliveryError(`push service answered ${status}`);
  };
}
