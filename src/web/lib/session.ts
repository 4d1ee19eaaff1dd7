import { useQuery } from '@tanstack/react-query';
import { isRegistered } from '../../shared/roles';
import type { SessionResponse } from '../../shared/schemas/session';
import { api } from './api';

export const sessionQueryKey = ['session'] as const;

export const AUTH_REDIRECT_KEY = 'auth_redirect_path';

/** The signed-in person (or null), their role, and the public app configuration: one call per app load. */
export function useSession() {
  const query = useQuery({
    queryKey: sessionQueryKey,
    queryFn: ({ signal }) => api<SessionResponse>('/api/session', { signal }),
    staleTime: 5 * 60_000,
  });
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
