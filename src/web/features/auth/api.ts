import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AUTH_CALLBACK_PATH } from '../../../shared/app-routes';
import { splitLocalizedPath } from '../../../shared/i18n/localized-path';
import { safeRedirectPath } from '../../../shared/safe-redirect';
import { routes } from '../../../shared/contract/routes';
import type { RegistrationInput, SessionResponse } from '../../../shared/schemas/session';
import { api, call } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';
import { clearWorkerCaches, removePushSubscription } from '../../lib/service-worker';
import {
  AUTH_REDIRECT_KEY,
  SIGN_OUT_PENDING_KEY,
  finishPendingSignOut,
  rememberPendingSignOut,
} from '../../lib/session';

/**
 * Remembers where the person was, so /auth/callback can bring them back (spec §2): the app's own path,
 * without the language prefix, which the callback's router puts back.
 */
export function rememberCurrentPath() {
  const path = splitLocalizedPath(
    `${window.location.pathname}${window.location.search}${window.location.hash}`,
  ).path;
  if (!path.startsWith(AUTH_CALLBACK_PATH)) sessionStorage.setItem(AUTH_REDIRECT_KEY, path);
}

/** Reads and clears the remembered path, honouring only same-origin paths. */
export function takeRememberedPath(): string {
  const saved = sessionStorage.getItem(AUTH_REDIRECT_KEY);
  sessionStorage.removeItem(AUTH_REDIRECT_KEY);
  const path = safeRedirectPath(saved);
  return path.startsWith(AUTH_CALLBACK_PATH) ? '/' : path;
}

/**
 * A new sign-in replaces the session cookie, so a sign-out still pending is tried once more and then
 * forgotten: left in place, its retry would end the new session.
 */
async function forgetPendingSignOut() {
  await finishPendingSignOut();
  localStorage.removeItem(SIGN_OUT_PENDING_KEY);
}

export async function signInWithGoogle() {
  rememberCurrentPath();
  await forgetPendingSignOut();
  const { url } = await api<{ url: string }>('/api/auth/sign-in/oauth2', {
    method: 'POST',
    json: { providerId: 'google', callbackURL: AUTH_CALLBACK_PATH, errorCallbackURL: AUTH_CALLBACK_PATH },
  });
  window.location.assign(url);
}

export function useEmailLink() {
  return useMutation({
    mutationFn: async (email: string) => {
      rememberCurrentPath();
      await forgetPendingSignOut();
      return api('/api/auth/sign-in/magic-link', {
        method: 'POST',
        json: { email, callbackURL: AUTH_CALLBACK_PATH },
      });
    },
  });
}

export function usePasswordSignIn() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({
      mode,
      email,
      password,
    }: {
      mode: 'sign-in' | 'sign-up';
      email: string;
      password: string;
    }) => {
      await forgetPendingSignOut();
      return api(mode === 'sign-in' ? '/api/auth/sign-in/email' : '/api/auth/sign-up/email', {
        method: 'POST',
        json: mode === 'sign-in' ? { email, password } : { email, password, name: email.split('@')[0] },
      });
    },
    // Who is looking changed: every page's data may differ (a mate's page tells its host, a booking).
    onSuccess: () => client.invalidateQueries(),
  });
}

/**
 * Spec §4: sign-out wipes browser storage (the service worker's caches too) and stops this device's
 * pushes; if the server call fails the app still logs out, and a mark written after the wipe keeps the
 * session untrusted and the sign-out retried until the server confirms.
 */
export function useSignOut() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const previous = client.getQueryData<SessionResponse>(queryKeys.session);
      let forced = false;
      // While still signed in, so the server can tell whose subscription it drops.
      await removePushSubscription();
      try {
        await api('/api/auth/sign-out', { method: 'POST', json: {} });
      } catch {
        forced = true;
      }
      localStorage.clear();
      sessionStorage.clear();
      await clearWorkerCaches();
      if (forced) rememberPendingSignOut();
      client.clear();
      if (previous) client.setQueryData<SessionResponse>(queryKeys.session, { ...previous, user: null });
      return { forced };
    },
  });
}

export function useRegister() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: RegistrationInput) => call(routes.profiles.register, { body: input }),
    onSuccess: (user) => {
      client.setQueryData<SessionResponse>(queryKeys.session, (previous) =>
        previous ? { ...previous, user } : previous,
      );
      return client.invalidateQueries();
    },
  });
}
