/**
 * Ronda's service worker, served at /sw.js with scope "/" and built by scripts/installable-app.ts, which
 * puts `BUILD` in front of this code: the build's id and the public files to keep (the app's
 * content-hashed start-up scripts and the offline page). It imports nothing and runs as a classic script.
 *
 * What it keeps: only those public files, in one cache per build. What it never keeps: pages (a page
 * drawn by the server may show the signed-in person's data) and API answers. Navigations always go to
 * the network; only when the network fails does the offline page answer.
 *
 * A new version waits until the page asks it to take over (the "Actualizar" button posts SKIP_WAITING,
 * src/web/lib/service-worker.ts), so an open tab never changes code under someone's hands.
 */

declare const BUILD: { id: string; precache: string[] };

const worker = self as unknown as ServiceWorkerGlobalScope;
const CACHE_PREFIX = 'ronda-shell-';
const SHELL_CACHE = `${CACHE_PREFIX}${BUILD.id}`;
const OFFLINE_PAGE = '/offline.html';
const precached = new Set(BUILD.precache);

/** Fills this build's cache; `cache: 'reload'` skips the HTTP cache, so no older copy slips in. */
async function cacheShell() {
  const cache = await caches.open(SHELL_CACHE);
  await cache.addAll(BUILD.precache.map((url) => new Request(url, { cache: 'reload' })));
}

worker.addEventListener('install', (event) => {
  // No skipWaiting here: a new version waits for the page's go-ahead.
  event.waitUntil(cacheShell());
});

worker.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        if (name.startsWith(CACHE_PREFIX) && name !== SHELL_CACHE) await caches.delete(name);
      }
      // The navigation's request starts while the worker boots, instead of after it.
      await worker.registration.navigationPreload?.enable();
      // Pages open before the first install are looked after too (a notification can then lead them).
      await worker.clients.claim();
    })(),
  );
});

worker.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void worker.skipWaiting();
});

/** Network first, never stored; the offline page when the network fails. */
async function navigate(event: FetchEvent): Promise<Response> {
  try {
    const response = ((await event.preloadResponse) as Response | undefined) ?? (await fetch(event.request));
    // Sign-out empties the caches (src/web/lib/service-worker.ts); the next page load fills them again,
    // with public files only.
    event.waitUntil(caches.has(SHELL_CACHE).then((kept) => (kept ? undefined : cacheShell())));
    return response;
  } catch {
    return (await caches.match(OFFLINE_PAGE)) ?? Response.error();
  }
}

/** A kept file from the cache; anything missing from it comes from the network and is not stored. */
async function keptFile(request: Request): Promise<Response> {
  return (await caches.match(request, { cacheName: SHELL_CACHE })) ?? fetch(request);
}

worker.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== worker.location.origin) return;
  if (request.mode === 'navigate') event.respondWith(navigate(event));
  else if (precached.has(url.pathname)) event.respondWith(keptFile(request));
  // Everything else (API answers, images, other scripts) is the browser's own business.
});

/**
 * A push from the server is JSON: { title, body, url, tag }.
 * - title, body: the notification's text, already in Spanish.
 * - url: a path on this site to open when the notification is clicked ("/conversaciones/…").
 * - tag: notifications with the same tag replace each other (one per conversation or booking).
 */
interface PushPayload {
  title: string;
  body?: string;
  url?: string;
  tag?: string;
}

worker.addEventListener('push', (event) => {
  let payload: PushPayload;
  try {
    payload = event.data?.json() as PushPayload;
  } catch {
    return;
  }
  if (!payload?.title) return;
  event.waitUntil(
    worker.registration.showNotification(payload.title, {
      body: payload.body,
      tag: payload.tag,
      icon: '/icons/ronda-192.png',
      badge: '/icons/ronda-badge-96.png',
      data: { url: payload.url ?? '/' },
      lang: 'es-AR',
    }),
  );
});

/** Only paths on this site: a payload can never send someone elsewhere. */
function ownUrl(path: unknown): string {
  const url = new URL(typeof path === 'string' ? path : '/', worker.location.origin);
  return url.origin === worker.location.origin ? url.href : worker.location.origin + '/';
}

worker.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = ownUrl((event.notification.data as { url?: unknown } | null)?.url);
  event.waitUntil(
    (async () => {
      const tabs = await worker.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const tab = tabs.find((client) => new URL(client.url).origin === worker.location.origin);
      if (tab) {
        try {
          const focused = await tab.focus();
          await focused.navigate(target);
          return;
        } catch {
          // A tab this worker does not control cannot be led elsewhere: a new window instead.
        }
      }
      await worker.clients.openWindow(target);
    })(),
  );
});
