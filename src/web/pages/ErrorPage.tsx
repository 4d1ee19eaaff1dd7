import { isRouteErrorResponse, useRouteError } from 'react-router';
import { TriangleAlert } from 'lucide-react';
import { appMessages, errorMessages } from '../../shared/messages/common';
import { AppLink } from '../components/AppLink';
import { PageState } from '../components/PageState';
import { MissingPage, NotFoundPage } from './NotFoundPage';

/** What a route's loader answers for a missing mate or person: a 404 with the page's own words. */
export interface NotFoundData {
  title: string;
}

/** A route that failed to load (a missing mate, a new deploy replaced its chunk, the network dropped). */
export function ErrorPage() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    const title = (error.data as NotFoundData | null)?.title;
    if (!title) return <NotFoundPage />;
    return <MissingPage title={title} />;
  }
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
