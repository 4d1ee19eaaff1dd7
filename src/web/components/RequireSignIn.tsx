import type { ReactNode } from 'react';
import { Lock } from 'lucide-react';
import { accessMessages } from '../../shared/messages/common';
import type { SessionUser } from '../../shared/schemas/session';
import { useSession } from '../lib/session';
import { useLoginPrompt } from './LoginPromptProvider';
import { EmptyState } from './ui/EmptyState';
import { LoadingRegion } from './ui/Skeleton';

/**
 * Pages for signed-in people: logged-out visitors see "Acceso Requerido" (or the page's own title) and can
 * sign in right there. Its heading is the page's h1 unless the page shows its own (`level={2}`).
 */
export function RequireSignIn({
  children,
  title = accessMessages.requiredTitle,
  body = accessMessages.requiredBody,
  level = 1,
  skeleton,
}: {
  children: (user: SessionUser) => ReactNode;
  /** What shows while the session loads (a LoadingRegion): the page's skeleton, its layout already in place. */
  skeleton?: ReactNode;
  title?: string;
  /** null: the title says it all. */
  body?: string | null;
  level?: 1 | 2;
}) {
  const { user, loading } = useSession();
  const { openLogin } = useLoginPrompt();
  if (loading) return skeleton ?? <LoadingRegion className="min-h-64" />;
  if (!user) {
    return (
      <div className="mx-auto max-w-xl px-4 py-12">
        <EmptyState
          level={level}
          icon={Lock}
          title={title}
          body={body ?? undefined}
          action={
            <button type="button" className="btn-primary" onClick={openLogin}>
              {accessMessages.requiredAction}
            </button>
          }
        />
      </div>
    );
  }
  return <>{children(user)}</>;
}
