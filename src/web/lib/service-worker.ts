import { useSyncExternalStore } from 'react';
import { routes } from '../../shared/contract/routes';
import { call } from './api';
import { deviceSubscription } from './push';

/**
 * The page's side of the service worker (src/web/sw/service-worker.ts): it registers it, notices a new
 * version waiting (the app then offers "Actualizar"), lets it take over when asked, and on sign-out
 * empties its caches and withdraws this device's push subscription.
 */

const WORKER_URL = '/sw.js';
/** How often a tab left open asks for a new version, checked when it comes back into view. */
const UPDATE_CHECK_MS = 60 * 60_000;

const supported = () => typeof navigator !== 'undefined' && 'serviceWorker' in navigator;

let waiting: ServiceWorker | null = null;
const listeners = new Set<() => void>();

function setWaiting(worker: ServiceWorker | null) {
  waiting = worker;
  for (const listener of listeners) listener();
}

function offerUpdate(worker: ServiceWorker) {
  setWaiting(worker);
  // Taken over from another tab, or discarded: nothing waits any more.
  worker.addEventListener('statechange', () => {
    if (worker.state !== 'installed' && waiting === worker) setWaiting(null);
  });
}

/** A worker that installs while another is active is a new version: it waits for "Actualizar". */
function watch(registration: ServiceWorkerRegistration) {
  if (registration.waiting && registration.active) offerUpdate(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed' && registration.active) offerUpdate(installing);
    });
  });
  let checked = Date.now();
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState !== 'visible' || Date.now() - checked < UPDATE_CHECK_MS) return;
    checked = Date.now();
    registration.update().catch(() => {
      // Offline or the server is away: the next check will do.
    });
  });
}

/** Registers the worker once the page has loaded, so it never competes with the page for the network. */
export function registerServiceWorker() {
  if (!supported()) return;
  const register = () =>
    navigator.serviceWorker
      .register(WORKER_URL, { scope: '/' })
      .then(watch)
      .catch((error: unknown) => console.warn('Service worker not registered', error));
  if (document.readyState === 'complete') void register();
  else window.addEventListener('load', () => void register(), { once: true });
}

/** Whether a new version waits for the go-ahead. */
export function useUpdateWaiting(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => waiting !== null,
    () => false,
  );
}

/** "Actualizar": the new version takes over, and this page loads again, once, under it. */
export function applyUpdate() {
  const worker = waiting;
  if (!worker) return;
  let reloading = false;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (reloading) return;
    reloading = true;
    window.location.reload();
  });
  worker.postMessage({ type: 'SKIP_WAITING' });
}

/**
 * Before the session ends: this device stops receiving pushes. The server forgets the subscription by
 * its endpoint (a 404, or any failure, is no reason to keep someone signed in: once unsubscribed here,
 * the push service refuses the server's next push and the server drops it then).
 */
export async function removePushSubscription() {
  try {
    const subscription = await deviceSubscription();
    if (!subscription) return;
    await call(routes.push.unsubscribe, { query: { endpoint: subscription.endpoint } }).catch(
      () => undefined,
    );
    await subscription.unsubscribe();
  } catch {
    // No worker or no push support: nothing to withdraw.
  }
}

/** After the session ends: nothing the worker kept stays behind (it keeps public files again later). */
export async function clearWorkerCaches() {
  if (typeof caches === 'undefined') return;
  try {
    await Promise.all((await caches.keys()).map((name) => caches.delete(name)));
  } catch {
    // Storage already gone (private mode quotas, a cleared profile).
  }
}
