import { redirect, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { messages } from '../../shared/messages';
import type { SessionResponse } from '../../shared/schemas/session';
import { AppLink } from '../components/app-link';
import { EmptyState } from '../components/ui/EmptyState';
import { PageSpinner } from '../components/ui/Spinner';
import { takeRememberedPath } from '../features/auth/api';
import { api } from '../lib/api';
import { sessionQueryKey } from '../lib/session';

/**
 * Spec §2 /auth/callback: once the session is known, go back to the saved path (or /) and forget it;
 * with no user, go to /.
 */
export function authCallbackLoader(queryClient: QueryClient) {
  return async ({ request }: LoaderFunctionArgs) => {
    const failed = new URL(request.url).searchParams.has('error');
    const session = await queryClient.fetchQuery({
      queryKey: sessionQueryKey,
      queryFn: () => api<SessionResponse>('/api/session'),
      staleTime: 0,
    });
    const path = takeRememberedPath();
    if (failed && !session.user) return { failed: true };
    return redirect(session.user ? path : '/');
  };
}

export function AuthCallbackFallback() {
  return <PageSpinner label={messages.auth.completing} />;
}

export function AuthCallbackPage() {
  const data = useLoaderData() as { failed: boolean } | undefined;
  if (!data?.failed) return <AuthCallbackFallback />;
  return (
    <div className="mx-auto max-w-xl px-4 py-16">
      <EmptyState
        icon="⚠️"
        title={messages.auth.signInFailed}
        action={
          <AppLink to="/" className="btn-primary">
            {messages.app.notFoundAction}
          </AppLink>
        }
      />
    </div>
  );
}
