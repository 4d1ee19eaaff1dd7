import { messages } from '../../shared/messages';
import { PageState } from '../components/PageState';
import { AppLink } from '../components/AppLink';

export function NotFoundPage() {
  return (
    <PageState
      icon="🧭"
      title={messages.app.notFoundTitle}
      body={messages.app.notFoundBody}
      action={
        <AppLink to="/" className="btn-primary">
          {messages.app.notFoundAction}
        </AppLink>
      }
    />
  );
}
