import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { AuthCallbackFallback, AuthCallbackPage, authCallbackLoader } from './pages/AuthCallbackPage';
import { ErrorPage } from './pages/ErrorPage';
import { HomePage } from './pages/HomePage';
import { NotFoundPage } from './pages/NotFoundPage';
import { RootLayout } from './pages/RootLayout';

/** Pages other than home load on demand, so the first page ships only what it shows. */
const page = (load: () => Promise<React.ComponentType>) => async () => ({ Component: await load() });

export function createRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      element: <RootLayout />,
      HydrateFallback: AuthCallbackFallback,
      children: [
        {
          errorElement: <ErrorPage />,
          children: [
            { index: true, element: <HomePage /> },
            {
              path: 'auth/callback',
              loader: authCallbackLoader(queryClient),
              element: <AuthCallbackPage />,
              HydrateFallback: AuthCallbackFallback,
            },
            { path: 'auth', lazy: page(() => import('./pages/AuthPage').then((m) => m.AuthPage)) },
            {
              path: 'contactos',
              lazy: page(() => import('./pages/ContactsPage').then((m) => m.ContactsPage)),
            },
            { path: 'mates', lazy: page(() => import('./pages/MatesPage').then((m) => m.MatesPage)) },
            {
              path: 'mates/:id',
              lazy: page(() => import('./pages/MateDetailPage').then((m) => m.MateDetailPage)),
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
            { path: 'perfil', lazy: page(() => import('./pages/ProfilePage').then((m) => m.ProfilePage)) },
            {
              path: 'u/:username',
              lazy: page(() => import('./pages/PublicProfilePage').then((m) => m.PublicProfilePage)),
            },
            { path: 'faq', lazy: page(() => import('./pages/FaqPage').then((m) => m.FaqPage)) },
            { path: '*', element: <NotFoundPage /> },
          ],
        },
      ],
    },
  ];
}
