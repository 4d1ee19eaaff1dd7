/**
 * The push services browsers subscribe with: Chrome and Edge's FCM, Firefox's autopush and Safari's by
 * exact host; Windows' (one host per region, e.g. wns2-par02p.notify.windows.com) by suffix. The
 * server posts to whatever endpoint a device registers, so anything else would let a person point
 * Ronda's requests at an address of their choosing.
 */
const PUSH_SERVICE_HOSTS = new Set([
  'fcm.googleapis.com',
  'android.googleapis.com',
  'updates.push.services.mozilla.com',
  'push.services.mozilla.com',
  'web.push.apple.com',
]);
const PUSH_SERVICE_SUFFIXES = ['.notify.windows.com'];

/** Whether a parsed endpoint (see `parsePushEndpoint`) may receive pushes. Tests allow their own service. */
export type EndpointCheck = (endpoint: URL) => boolean;

/** Production: a known push service on the standard HTTPS port (an explicit `:443` parses to none). */
export const isKnownPushService: EndpointCheck = ({ hostname, port }) =>
  port === '' &&
  (PUSH_SERVICE_HOSTS.has(hostname) || PUSH_SERVICE_SUFFIXES.some((suffix) => hostname.endsWith(suffix)));

const HOSTNAME = /^[a-z0-9.-]+$/;

/**
 * The one reading of an endpoint, used both to check a subscription (then `EndpointCheck` decides on
 * the URL returned here) and to send to it: the sender connects to this URL's host, port and path and
 * nothing else. The host must be written exactly as it parses (lower-case letters, digits, dots,
 * hyphens, no user info): older parsers such as `url.parse` end a host at `;`, `{` or quotes, and would
 * read `https://127.0.0.1;.fcm.googleapis.com/` as 127.0.0.1.
 */
export function parsePushEndpoint(endpoint: string): URL | null {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || url.username !== '' || url.password !== '') return null;
  if (!HOSTNAME.test(url.hostname)) return null;
  const written = [`https://${url.host}/`, `https://${url.hostname}:443/`];
  return written.some((prefix) => endpoint.startsWith(prefix)) ? url : null;
}
