/**
 * The push services browsers subscribe with (Chrome and Edge's FCM, Firefox's autopush, Safari's and
 * Windows'). The server posts to whatever endpoint a device registers, so anything else would let a
 * person point Ronda's requests at an address of their choosing.
 */
const PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com',
  'android.googleapis.com',
  'updates.push.services.mozilla.com',
  'push.services.mozilla.com',
  'push.apple.com',
  'notify.windows.com',
];

export type EndpointCheck = (endpoint: string) => boolean;

export const isKnownPushService: EndpointCheck = (endpoint) => {
  const { hostname, protocol } = new URL(endpoint);
  return (
    protocol === 'https:' &&
    PUSH_SERVICE_HOSTS.some((host) => hostname === host || hostname.endsWith(`.${host}`))
  );
};
