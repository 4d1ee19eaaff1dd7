import { messages } from '../../shared/messages';
import { PageTitle } from '../components/PageTitle';
import { AppLink } from '../components/app-link';
import { EmptyState } from '../components/ui/EmptyState';

export function NotFoundPage() {
  return (
    <div className="mx-auto max-w-xl px-4 py-16">
      <PageTitle title={messages.app.notFoundTitle} />
      <EmptyState
        icon="🧭"
        title={messages.app.notFoundTitle}
        body={messages.app.notFoundBody}
        action={
          <AppLink to="/" className="btn-primary">
            {messages.app.notFoundAction}
          </AppLink>
        }
      />
    </div>
  );
}
