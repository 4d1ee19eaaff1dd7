import { redirect, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { TriangleAlert } from 'lucide-react';
import { SUSPENDED_ACCOUNT_CODE } from '../../shared/constants';
import { appMessages } from '../../shared/messages/common';
import { sessionMessages } from '../../shared/messages/session';
import { AppLink } from '../components/AppLink';
import { PageState } from '../components/PageState';
import { PageSpinner } from '../components/ui/Spinner';
import { takeRememberedPath } from '../features/auth/api';
import { api } from '../lib/api';
import { queryKeys } from '../lib/query-keys';
import { fetchSession } from '../lib/session';

/**
 * Spec §2 /auth/callback: once the session is known, go back to the saved path (or /) and forget it;
 * with no user, go to /.
 */
export function authCallbackLoader(queryClient: QueryClient) {
  return async ({ request }: LoaderFunctionArgs) => {
    const search = new URL(request.url).searchParams;
    const failed = search.has('error');
    // A suspended person reads why: the link carries a signed token, and the server answers the
    // sentence with the operator's reason (a crafted link never puts its own words here).
    const token = search.get('error') === SUSPENDED_ACCOUNT_CODE ? search.get('error_description') : null;
    const suspension = token ? await suspensionNotice(token) : null;
    const session = await queryClient.fetchQuery({
      queryKey: queryKeys.session,
      queryFn: () => fetchSession(),
      staleTime: 0,
    });
    const path = takeRememberedPath();
    if (failed && !session.user) return { failed: true, suspension };
    return redirect(session.user ? path : '/');
  };
}

async function suspensionNotice(token: string): Promise<string | null> {
  try {
    return (await api<{ message: string }>(`/api/auth/suspension?token=${encodeURIComponent(token)}`))
      .message;
  } catch {
    return null;
  }
}

export function AuthCallbackFallback() {
  return <PageSpinner label={sessionMessages.completing} visible />;
}

/** A refused sign-in says so; a suspended person reads why and where to ask about it (the FAQ's contact form). */
export function AuthCallbackPage() {
  const data = useLoaderData() as { failed: boolean; suspension: string | null } | undefined;
  if (!data?.failed) return <AuthCallbackFallback />;
  return (
    <PageState
      icon={TriangleAlert}
      title={data.suspension ? sessionMessages.accountSuspendedTitle : sessionMessages.signInFailed}
      body={data.suspension ?? undefined}
      action={
        <>
          {data.suspension && (
            <p className="max-w-md text-stone-700">
              {sessionMessages.suspendedAppealBefore}
              <AppLink to="/faq#contacto" className="font-semibold text-yerba-900 underline">
                {sessionMessages.suspendedAppealLink}
              </AppLink>
              {sessionMessages.suspendedAppealAfter}
            </p>
          )}
          <AppLink to="/" className="btn-primary">
            {appMessages.notFoundAction}
          </AppLink>
        </>
      }
    />
  );
}
