import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Compass, TriangleAlert } from 'lucide-react';
import { appMessages, errorMessages } from '../../shared/messages/common';
import { mateMessages } from '../../shared/messages/mates';
import { AppLink } from '../components/AppLink';
import { PageState } from '../components/PageState';
import { NotFoundPage } from './NotFoundPage';

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
    return (
      <PageState
        icon={Compass}
        title={title}
        action={
          <AppLink to="/mates" className="btn-primary">
            {mateMessages.back}
          </AppLink>
        }
      />
    );
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
