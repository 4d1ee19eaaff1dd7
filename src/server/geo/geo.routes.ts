import { placeEndpoints as endpoints } from '../../shared/contract/places.js';
import type { Route } from '../http/route.js';
import type { GeoService } from './geo.service.js';

export function registerGeoRoutes(route: Route, { geo }: { geo: GeoService }) {
  route(endpoints.suggest, async ({ query, reply }) => {
    reply.header('cache-control', 'public, max-age=3600');
    return { places: await geo.suggest(query.q, query.type) };
  });
  route(endpoints.reverse, ({ query }) => geo.reverse(query.lat, query.lng));
}
