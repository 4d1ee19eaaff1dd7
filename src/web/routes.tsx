import type { QueryClient } from '@tanstack/react-query';
import { data, type LoaderFunctionArgs, type RouteObject, type ShouldRevalidateFunction } from 'react-router';
import { mateMessages } from '../shared/messages/mates';
import { profileMessages } from '../shared/messages/profiles';
import { mateListQuery, mateQuery, recentMatesQuery } from './features/mates/api';
import {
  areaParam,
  filtersFromSearch,
  listParams,
  needsPosition,
  pagesFromSearch,
} from './features/mates/filters';
import { publicProfileQuery } from './features/profiles/api';
import { ApiError, type Fetch } from './lib/api';
import { viewerPosition } from './lib/geolocation';
import { PageSpinner } from './components/ui/Spinner';
import { AuthCallbackFallback, AuthCallbackPage, authCallbackLoader } from './pages/AuthCallbackPage';
import { ErrorPage, type NotFoundData } from './pages/ErrorPage';
import { HomePage } from './pages/HomePage';
import { NotFoundPage } from './pages/NotFoundPage';
import { RootLayout } from './pages/RootLayout';
// Only its type: the page itself loads on demand.
import type * as ProfilePageModule from './pages/ProfilePage';

type ProfileSectionComponent = Exclude<keyof typeof ProfilePageModule, 'ProfilePage'>;

/** Pages other than home load on demand, so the first page ships only what it shows. */
const page = (load: () => Promise<React.ComponentType>) => async () => ({ Component: await load() });

/**
 * The public pages are drawn on the server with their data (entry-server.tsx); `module` names the page's
 * source so the server can preload its script. Signed-in screens are drawn by the browser.
 */
export interface RouteHandle {
  serverRendered: true;
  module?: string;
}
const serverRendered = (module?: string): RouteHandle => ({ serverRendered: true, module });

/**
 * Fills a page's queries before it shows. A missing mate or person becomes the route's 404; any other
 * failure is left to the page, which shows it and can retry.
 */
async function preload(load: () => Promise<unknown>, notFoundTitle?: string) {
  try {
    await load();
  } catch (error) {
    const missing = error instanceof ApiError && (error.status === 404 || error.status === 400);
    if (notFoundTitle && missing) throw data<NotFoundData>({ title: notFoundTitle }, { status: 404 });
  }
  return null;
}

/** Filters live in the URL; a new search is the list's own business, not a new page load. */
const onlyOnNewPath: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  currentUrl.pathname !== nextUrl.pathname && defaultShouldRevalidate;

/**
 * The app's routes for one query cache. `fetch` is the server render's own (its loaders read the API
 * in-process, and know no position); the browser uses its fetch.
 */
export function createRoutes(queryClient: QueryClient, fetch?: Fetch): RouteObject[] {
  const position = () => (fetch ? null : viewerPosition());
  return [
    {
      element: <RootLayout />,
      // Only while a page's data loads in a browser that got no server render (npm run dev).
      HydrateFallback: PageSpinner,
      // What the layout itself loads on demand (the login modal) may fail too, offline: the same page says
      // so in Spanish, instead of the router's own English one.
      errorElement: <ErrorPage />,
      children: [
        {
          errorElement: <ErrorPage />,
          children: [
            {
              index: true,
              element: <HomePage />,
              handle: serverRendered(),
              loader: () => preload(() => queryClient.ensureQueryData(recentMatesQuery(fetch))),
            },
            {
              path: 'auth/callback',
              loader: authCallbackLoader(queryClient),
              element: <AuthCallbackPage />,
              HydrateFallback: AuthCallbackFallback,
            },
            {
              // Drawn on the server: "Iniciar Sesión" is a link here, and without JavaScript it lands on
              // a page that says what to do rather than an empty one.
              path: 'auth',
              lazy: page(() => import('./pages/AuthPage').then((m) => m.AuthPage)),
              handle: serverRendered('pages/AuthPage.tsx'),
            },
            {
              path: 'contactos',
              lazy: page(() => import('./pages/ContactsPage').then((m) => m.ContactsPage)),
            },
            {
              path: 'mates',
              lazy: page(() => import('./pages/MatesPage').then((m) => m.MatesPage)),
              handle: serverRendered('pages/MatesPage.tsx'),
              loader: ({ request }: LoaderFunctionArgs) => {
                const search = new URL(request.url).searchParams;
                const filters = filtersFromSearch(search);
                const point = position();
                // A search near me waits for the browser's position.
                if (needsPosition(filters) && !point) return null;
                // "Cargar más" followed as a link (?pagina=3) shows every page up to that one.
                const pages = pagesFromSearch(search);
                return preload(() =>
                  queryClient.ensureInfiniteQueryData({
                    ...mateListQuery({ ...listParams(filters, point), bbox: areaParam(search) }, fetch),
                    pages,
                  }),
                );
              },
              shouldRevalidate: onlyOnNewPath,
            },
            {
              path: 'mates/:id',
              // With what the page draws only for the person looking (their booking form): the browser
              // adopts the server's page with it, and a first visit shows it whole.
              lazy: page(() =>
                import('./pages/MateDetailPage').then(async (m) => {
                  await m.loadViewerParts(queryClient);
                  return m.MateDetailPage;
                }),
              ),
              handle: serverRendered('pages/MateDetailPage.tsx'),
              loader: ({ params }: LoaderFunctionArgs) =>
                preload(
                  () =>
                    Promise.all([
                      queryClient.ensureQueryData(mateQuery(params.id ?? '', position(), fetch)),
                      import('./pages/MateDetailPage').then((m) => m.loadViewerParts(queryClient)),
                    ]),
                  mateMessages.notFound,
                ),
              // The days chosen on the page go into its address (?desde=&hasta=): not a new page load.
              shouldRevalidate: onlyOnNewPath,
            },
            { path: 'publicar', lazy: page(() => import('./pages/PublishPage').then((m) => m.PublishPage)) },
            { path: 'new-mate', lazy: page(() => import('./pages/PublishPage').then((m) => m.PublishPage)) },
            {
              path: 'editar-mate/:id',
              lazy: page(() => import('./pages/EditMatePage').then((m) => m.EditMatePage)),
            },
            { path: 'mis-mates', lazy: page(() => import('./pages/MyMatesPage').then((m) => m.MyMatesPage)) },
            {
              path: 'conversations',
              lazy: page(() => import('./pages/ConversationsPage').then((m) => m.ConversationsPage)),
            },
            {
              path: 'conversations/:id',
              lazy: page(() => import('./pages/ConversationPage').then((m) => m.ConversationPage)),
            },
            {
              // /perfil's sections: one page with its menu, each section at its own address.
              lazy: page(() => import('./pages/ProfilePage').then((m) => m.ProfilePage)),
              children: [
                ['perfil', 'ProfileOverview'],
                ['perfil/solicitudes', 'RequestsSection'],
                ['perfil/reservas', 'BookingsSection'],
                ['perfil/mates', 'MatesSection'],
                ['perfil/notificaciones', 'NotificationsSection'],
                ['perfil/datos', 'DataSection'],
              ].map(([path, name]) => ({
                path,
                lazy: page(() =>
                  import('./pages/ProfilePage').then((m) => m[name as ProfileSectionComponent]),
                ),
              })),
            },
            {
              path: 'correos/baja',
              lazy: page(() => import('./pages/UnsubscribePage').then((m) => m.UnsubscribePage)),
            },
            { path: 'admin', lazy: page(() => import('./pages/AdminPage').then((m) => m.AdminPage)) },
            {
              path: 'u/:username',
              lazy: page(() => import('./pages/PublicProfilePage').then((m) => m.PublicProfilePage)),
              handle: serverRendered('pages/PublicProfilePage.tsx'),
              loader: ({ params }: LoaderFunctionArgs) =>
                preload(
                  () =>
                    queryClient.ensureQueryData(publicProfileQuery(params.username ?? '', position(), fetch)),
                  profileMessages.notFound,
                ),
            },
            {
              path: 'faq',
              lazy: page(() => import('./pages/FaqPage').then((m) => m.FaqPage)),
              handle: serverRendered('pages/FaqPage.tsx'),
            },
            { path: '*', element: <NotFoundPage />, handle: serverRendered() },
          ],
        },
      ],
    },
  ];
}
