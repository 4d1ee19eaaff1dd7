import { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { APP_ROUTE_PATTERNS } from '../shared/app-routes';
import { createRoutes } from './routes';

function paths(routes: RouteObject[]): string[] {
  return routes.flatMap((route) => [
    ...(route.index ? ['/'] : route.path && route.path !== '*' ? [`/${route.path}`] : []),
    ...paths(route.children ?? []),
  ]);
}

describe('app routes', () => {
  it('are the ones the server knows, so it answers every other path with a 404 status', () => {
    expect(paths(createRoutes(new QueryClient())).sort()).toEqual([...APP_ROUTE_PATTERNS].sort());
  });
});
