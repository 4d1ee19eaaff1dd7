import './lib/zod-config';
import { startTransition, StrictMode, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrate } from '@tanstack/react-query';
import { createBrowserRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router';
import { AppProviders } from './app';
import { startLiveEventsAt } from './lib/live-events';
import { createQueryClient } from './lib/query-client';
import { queryKeys } from './lib/query-keys';
import type { SessionResponse } from '../shared/schemas/session';
import { registerServiceWorker } from './lib/service-worker';
import { signOutPending } from './lib/session';
import { createRoutes } from './routes';
import { setLocaleSource } from '../shared/i18n/active-locale';
import { addCatalogue, type MessageArea } from '../shared/i18n/define-messages';
import { loadLanguage } from '../shared/i18n/catalogues';
import { localePrefix, splitLocalizedPath } from '../shared/i18n/localized-path';
import { SERVER_STATE_ID, SERVER_TEXTS_ID, type ServerState } from './server-state';
import './styles.css';

/** A page's language is in its address (/en/…); the app runs under that prefix. */
const locale = splitLocalizedPath(window.location.pathname).locale;
const basename = localePrefix(locale) || undefined;
setLocaleSource(() => locale);

/** The page's own route modules load before hydrating, so the first render matches the server's. */
async function loadMatchedRoutes(routes: RouteObject[]) {
  const matches = matchRoutes(routes, window.location, basename) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  );
}

function readServerState(): ServerState | null {
  const element = document.getElementById(SERVER_STATE_ID);
  // A sign-out the server missed: the page it drew may show someone still signed in, so the browser
  // draws it again once the sign-out is finished (lib/session.ts).
  if (!element?.textContent || signOutPending()) return null;
  return JSON.parse(element.textContent) as ServerState;
}

/**
 * Marks the document once the app has taken over the page (hydrated or drawn): until then a drawn page's
 * buttons do nothing. The browser tests wait for it after each page load.
 */
function Started({ children }: { children: ReactNode }) {
  useEffect(() => {
    document.documentElement.dataset.app = 'started';
  }, []);
  return children;
}

/**
 * Start-up runs in steps, each its own task: the browser may paint and answer a tap between them, where
 * one long task would hold a phone's main thread for the whole start.
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** The texts a page drawn in another language than Spanish read, which it brought along as JSON. */
function readServerTexts(): Record<string, MessageArea> | null {
  const element = document.getElementById(SERVER_TEXTS_ID);
  return element?.textContent ? (JSON.parse(element.textContent) as Record<string, MessageArea>) : null;
}

async function start() {
  const queryClient = createQueryClient();
  const routes = createRoutes(queryClient);
  const container = document.getElementById('root')!;
  const state = readServerState();
  // Its language's texts before anything is drawn (Spanish is built in). A page drawn by the server
  // brought those it shows; the whole catalogue, a script of its own, follows once the page runs.
  const texts = state ? readServerTexts() : null;
  if (texts) addCatalogue(locale, texts);
  else await loadLanguage(locale);
  if (state) {
    hydrate(queryClient, state.queries);
    startLiveEventsAt(queryClient.getQueryData<SessionResponse>(queryKeys.session)?.lastEventId ?? null);
    await nextTask();
    await loadMatchedRoutes(routes);
    await nextTask();
  }
  const router = createBrowserRouter(routes, {
    basename,
    ...(state ? { hydrationData: state.router } : {}),
  });
  if (state) await nextTask();
  const app = (
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <Started>
          <RouterProvider router={router} />
        </Started>
      </AppProviders>
    </StrictMode>
  );
  // As a transition, hydration yields to the browser every few milliseconds instead of holding the main
  // thread for the whole page, so a tap during start-up is answered.
  if (state) startTransition(() => void hydrateRoot(container, app));
  else createRoot(container).render(app);
  if (texts) {
    await nextTask();
    // The page already has its texts: offline, the rest of the catalogue waits for the next page.
    await loadLanguage(locale).catch(() => undefined);
  }
}

void start();
registerServiceWorker();
