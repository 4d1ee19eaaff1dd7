import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { dehydrate, QueryClient } from '@tanstack/react-query';
import {
  createStaticHandler,
  createStaticRouter,
  isRouteErrorResponse,
  StaticRouterProvider,
  type StaticHandlerContext,
} from 'react-router';
import { localePrefix, splitLocalizedPath } from '../shared/i18n/localized-path';
import { headTags, scriptJson, type PageHead } from '../shared/page-head';
import type { RenderPage } from '../shared/page-render';
import type { SessionResponse } from '../shared/schemas/session';
import { AppProviders } from './app';
import { HeadCollector } from './components/PageTitle';
import { sessionQuery } from './lib/session';
import { createRoutes, type RouteHandle } from './routes';
import type { ServerState } from './server-state';

/** Route errors as the browser's router reads them back (a 404 stays a route error response). */
function serializeErrors(errors: StaticHandlerContext['errors']) {
  if (!errors) return null;
  return Object.fromEntries(
    Object.entries(errors).map(([id, error]) => [
      id,
      isRouteErrorResponse(error)
        ? { ...error, __type: 'RouteErrorResponse' }
        : { message: error instanceof Error ? error.message : String(error), __type: 'Error' },
    ]),
  );
}

/**
 * Draws a public page with its data: the route's loaders fill the query cache through the server's
 * in-process fetch, React renders it to HTML, and the cache travels with the page so the browser
 * hydrates without asking again.
 */
export const render: RenderPage = async ({ url, locale, baseUrl, fetch }) => {
  // A failed read is not retried here: the browser draws the page instead (and retries there).
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } });
  // A page in another language is the same app under its prefix (/en/…).
  const handler = createStaticHandler(createRoutes(queryClient, fetch), {
    basename: localePrefix(locale) || undefined,
  });
  const request = new Request(new URL(url, baseUrl));
  // The session first: its live-event position must not be newer than the page's data.
  await queryClient.prefetchQuery(sessionQuery(fetch));
  const context = await handler.query(request);
  if (context instanceof Response) return null;
  const handle = context.matches.at(-1)?.route.handle as RouteHandle | undefined;
  if (!handle?.serverRendered) return null;
  // A read that failed for another reason than a missing mate or person: the browser draws the page.
  const failed = queryClient
    .getQueryCache()
    .getAll()
    .some((query) => query.state.status !== 'success');
  if (failed && context.statusCode !== 404) return null;

  let head: PageHead = {};
  const collected = { baseUrl, record: (pageHead: PageHead) => (head = pageHead) };
  const router = createStaticRouter(handler.dataRoutes, context);
  const body = renderToString(
    <StrictMode>
      <HeadCollector value={collected}>
        <AppProviders queryClient={queryClient}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </HeadCollector>
    </StrictMode>,
  );
  const state: ServerState = {
    router: {
      loaderData: context.loaderData,
      actionData: context.actionData,
      errors: serializeErrors(context.errors),
    },
    queries: dehydrate(queryClient),
  };
  const session = queryClient.getQueryData<SessionResponse>(sessionQuery().queryKey);
  return {
    status: context.statusCode,
    head: headTags(head, baseUrl, splitLocalizedPath(context.location.pathname).path, locale),
    body,
    state: scriptJson(state),
    personal: Boolean(session?.user),
    modules: context.matches.flatMap(({ route }) => {
      const module = (route.handle as RouteHandle | undefined)?.module;
      return module ? [module] : [];
    }),
  };
};
