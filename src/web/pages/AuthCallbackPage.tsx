import { redirect, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { TriangleAlert } from 'lucide-react';
import { appMessages } from '../../shared/messages/common';
import { sessionMessages } from '../../shared/messages/session';
import { AppLink } from '../components/AppLink';
import { PageState } from '../components/PageState';
import { PageSpinner } from '../components/ui/Spinner';
import { takeRememberedPath } from '../features/auth/api';
import { queryKeys } from '../lib/query-keys';
import { fetchSession } from '../lib/session';

/**
 * Spec §2 /auth/callback: once the session is known, go back to the saved path (or /) and forget it;
 * with no user, go to /.
 */
export function authCallbackLoader(queryClient: QueryClient) {
  return async ({ request }: LoaderFunctionArgs) => {
    const failed = new URL(request.url).searchParams.has('error');
    const session = await queryClient.fetchQuery({
      queryKey: queryKeys.session,
      queryFn: () => fetchSession(),
      staleTime: 0,
    });
    const path = takeRememberedPath();
    if (failed && !session.user) return { failed: true };
    return redirect(session.user ? path : '/');
  };
}

export function AuthCallbackFallback() {
  return <PageSpinner label={sessionMessages.completing} visible />;
}

export function AuthCallbackPage() {
  const data = useLoaderData() as { failed: boolean } | undefined;
  if (!data?.failed) return <AuthCallbackFallback />;
  return (
    <PageState
      icon={TriangleAlert}
      title={sessionMessages.signInFailed}
      action={
        <AppLink to="/" className="btn-primary">
          {appMessages.notFoundAction}
        </AppLink>
      }
    />
  );
}
