import { useMutation, useQueryClient } from '@tanstack/react-query';
import { safeRedirectPath } from '../../../shared/safe-redirect';
import type { RegistrationInput, SessionResponse, SessionUser } from '../../../shared/schemas/session';
import { api } from '../../lib/api';
import { AUTH_REDIRECT_KEY, sessionQueryKey } from '../../lib/session';

const CALLBACK_PATH = '/auth/callback';

/** Remembers where the person was, so /auth/callback can bring them back (spec §2). */
export function rememberCurrentPath() {
  const path = `${window.location.pathname}${window.location.search}${window.location.hash}`;
  if (!path.startsWith(CALLBACK_PATH)) sessionStorage.setItem(AUTH_REDIRECT_KEY, path);
}

/** Reads and clears the remembered path, honouring only same-origin paths. */
export function takeRememberedPath(): string {
  const saved = sessionStorage.getItem(AUTH_REDIRECT_KEY);
  sessionStorage.removeItem(AUTH_REDIRECT_KEY);
  const path = safeRedirectPath(saved);
  return path.startsWith(CALLBACK_PATH) ? '/' : path;
}

export async function signInWithGoogle() {
  rememberCurrentPath();
  const { url } = await api<{ url: string }>('/api/auth/sign-in/oauth2', {
    method: 'POST',
    json: { providerId: 'google', callbackURL: CALLBACK_PATH, errorCallbackURL: CALLBACK_PATH },
  });
  window.location.assign(url);
}

export function useEmailLink() {
  return useMutation({
    mutationFn: (email: string) => {
      rememberCurrentPath();
      return api('/api/auth/sign-in/magic-link', {
        method: 'POST',
        json: { email, callbackURL: CALLBACK_PATH },
      });
    },
  });
}

export function usePasswordSignIn() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({
      mode,
      email,
      password,
    }: {
      mode: 'sign-in' | 'sign-up';
      email: string;
      password: string;
    }) =>
      api(mode === 'sign-in' ? '/api/auth/sign-in/email' : '/api/auth/sign-up/email', {
        method: 'POST',
        json: mode === 'sign-in' ? { email, password } : { email, password, name: email.split('@')[0] },
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: sessionQueryKey }),
  });
}

/** Spec §4: sign-out wipes browser storage; if the server call fails the app still logs out locally. */
export function useSignOut() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const previous = client.getQueryData<SessionResponse>(sessionQueryKey);
      let forced = false;
      try {
        await api('/api/auth/sign-out', { method: 'POST', json: {} });
      } catch {
        forced = true;
      }
      localStorage.clear();
      sessionStorage.clear();
      client.clear();
      if (previous) client.setQueryData<SessionResponse>(sessionQueryKey, { ...previous, user: null });
      return { forced };
    },
  });
}

export function useRegister() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: RegistrationInput) =>
      api<SessionUser>('/api/registration', { method: 'POST', json: input }),
    onSuccess: (user) => {
      client.setQueryData<SessionResponse>(sessionQueryKey, (previous) =>
        previous ? { ...previous, user } : previous,
      );
      return client.invalidateQueries();
    },
  });
}
