import { isRouteErrorResponse, useRouteError } from 'react-router';
import { TriangleAlert, WifiOff } from 'lucide-react';
import { appMessages, errorMessages } from '../../shared/messages/common';
import { installableAppMessages } from '../../shared/messages/installable-app';
import { ApiError } from '../lib/api';
import { AppLink } from '../components/AppLink';
import { PageState } from '../components/PageState';
import { MissingPage, NotFoundPage } from './NotFoundPage';

/** What a route's loader answers for a missing mate or person: a 404 with the page's own words. */
export interface NotFoundData {
  title: string;
}

/**
 * The network is down: the browser says so, or the API could not be reached. A page's script that
 * fails to load while the browser believes it is online is left to the generic error (a new deploy may
 * have replaced it, and reloading fixes that).
 */
function isOffline(error: unknown): boolean {
  if (typeof navigator !== 'undefined' && !navigator.onLine) return true;
  return error instanceof ApiError && error.status === 0;
}

/** A route that failed to load (a missing mate, a new deploy replaced its chunk, the network dropped). */
export function ErrorPage() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    const title = (error.data as NotFoundData | null)?.title;
    if (!title) return <NotFoundPage />;
    return <MissingPage title={title} />;
  }
  if (isOffline(error)) {
    return (
      <PageState
        icon={WifiOff}
        title={installableAppMessages.offlineTitle}
        body={installableAppMessages.offlineBody}
        action={
          <button type="button" className="btn-primary" onClick={() => window.location.reload()}>
            {installableAppMessages.offlineRetry}
          </button>
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
