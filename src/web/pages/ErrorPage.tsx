import { isRouteErrorResponse, useRouteError } from 'react-router';
import { TriangleAlert } from 'lucide-react';
import { appMessages, errorMessages } from '../../shared/messages/common';
import { AppLink } from '../components/AppLink';
import { PageState } from '../components/PageState';
import { NotFoundPage } from './NotFoundPage';

/** A route that failed to load (a new deploy replaced its chunk, the network dropped). */
export function ErrorPage() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return (
    <PageState
      icon={TriangleAlert}
      title={errorMessages.generic}
      action={
        <div className="flex gap-2">
          <button type="button" className="btn-primary" onClick={() => window.location.reload()}>
            {appMessages.retry}
          </button>
          <AppLink to="/" className="btn-secondary">
            {appMessages.notFoundAction}
          </AppLink>
        </div>
      }
    />
  );
}
