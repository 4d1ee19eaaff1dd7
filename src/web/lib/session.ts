import { queryOptions, useQuery } from '@tanstack/react-query';
import { isRegistered } from '../../shared/roles';
import { routes } from '../../shared/contract/routes';
import type { SessionResponse } from '../../shared/schemas/session';
import { api, call, type Fetch } from './api';
import { queryKeys } from './query-keys';

export const AUTH_REDIRECT_KEY = 'auth_redirect_path';

/**
 * Set when signing out could not reach the server (spec §4 forced logout): the browser may still hold
 * the HttpOnly session cookie, so the session is not trusted until the server confirms it ended.
 */
export const SIGN_OUT_PENDING_KEY = 'ronda.signOutPending';

export function rememberPendingSignOut() {
  localStorage.setItem(SIGN_OUT_PENDING_KEY, '1');
}

export const signOutPending = () => localStorage.getItem(SIGN_OUT_PENDING_KEY) !== null;

/** Retries a sign-out the server missed; the mark stays until the server answers. */
export async function finishPendingSignOut() {
  if (!signOutPending()) return;
  try {
    await api('/api/auth/sign-out', { method: 'POST', json: {} });
    localStorage.removeItem(SIGN_OUT_PENDING_KEY);
  } catch {
    // Still pending: tried again before the session is next trusted.
  }
}

/** /api/session, after finishing any pending sign-out; while one is pending, nobody is signed in. */
export async function fetchSession(signal?: AbortSignal): Promise<SessionResponse> {
  await finishPendingSignOut();
  const session = await call(routes.profiles.session, {}, { signal });
  if (!signOutPending()) return session;
  // The server knowing no one is as good a confirmation as the sign-out itself.
  if (!session.user) localStorage.removeItem(SIGN_OUT_PENDING_KEY);
  return { ...session, user: null };
}

/**
 * The session's query. The server render passes its own fetch: a sign-out pending in some browser's
 * storage is that browser's business (main.tsx does not reuse a server page while one is pending).
 */
export const sessionQuery = (fetch?: Fetch) =>
  queryOptions({
    queryKey: queryKeys.session,
    queryFn: ({ signal }) =>
      fetch ? call(routes.profiles.session, {}, { signal, fetch }) : fetchSession(signal),
    staleTime: 5 * 60_000,
  });

/** The signed-in person (or null), their role, and the public app configuration: one call per app load. */
export function useSession() {
  const query = useQuery(sessionQuery());
  const user = query.data?.user ?? null;
  return {
    user,
    config: query.data?.config ?? null,
    loading: query.isPending,
    isRegistered: isRegistered(user?.role),
    isHost: user?.role === 'host',
    refetch: query.refetch,
  };
}
