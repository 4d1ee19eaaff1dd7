import { isRouteErrorResponse, useRouteError } from 'react-router';
import { messages } from '../../shared/messages';
import { AppLink } from '../components/AppLink';
import { PageState } from '../components/PageState';
import { NotFoundPage } from './NotFoundPage';

/** A route that failed to load (a new deploy replaced its chunk, the network dropped). */
export function ErrorPage() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return (
    <PageState
      icon="⚠️"
      title={messages.errors.generic}
      action={
        <div className="flex gap-2">
          <button type="button" className="btn-primary" onClick={() => window.location.reload()}>
            {messages.app.retry}
          </button>
          <AppLink to="/" className="btn-secondary">
            {messages.app.notFoundAction}
          </AppLink>
        </div>
      }
    />
  );
}
