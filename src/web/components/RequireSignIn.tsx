import type { ReactNode } from 'react';
import { messages } from '../../shared/messages';
import type { SessionUser } from '../../shared/schemas/session';
import { useSession } from '../lib/session';
import { useLoginPrompt } from './login-prompt';
import { EmptyState } from './ui/EmptyState';
import { PageSpinner } from './ui/Spinner';

/** Pages for signed-in people: logged-out visitors see "Acceso Requerido" and can sign in right there. */
export function RequireSignIn({ children }: { children: (user: SessionUser) => ReactNode }) {
  const { user, loading } = useSession();
  const { openLogin } = useLoginPrompt();
  if (loading) return <PageSpinner />;
  if (!user) {
    return (
      <div className="mx-auto max-w-xl px-4 py-12">
        <EmptyState
          icon="🔒"
          title={messages.access.requiredTitle}
          body={messages.access.requiredBody}
          action={
            <button type="button" className="btn-primary" onClick={openLogin}>
              {messages.access.requiredAction}
            </button>
          }
        />
      </div>
    );
  }
  return <>{children(user)}</>;
}
