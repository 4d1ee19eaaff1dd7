import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '../../shared/schemas/common.js';
import {
  placeSearchQuerySchema,
  placeSuggestionsSchema,
  reverseGeocodeQuerySchema,
  reverseGeocodeSchema,
} from '../../shared/schemas/places.js';
import type { GeoService } from './geo.service.js';

export async function registerGeoRoutes(app: FastifyInstance, { geo }: { geo: GeoService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/places',
    {
      schema: {
        tags: ['places'],
        summary: 'Sugerencias de ciudades (y direcciones si hay geocodificador)',
        querystring: placeSearchQuerySchema,
        response: { 200: placeSuggestionsSchema, 400: errorResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=3600');
      return { places: await geo.suggest(request.query.q, request.query.type) };
    },
  );

  api.get(
    '/api/places/reverse',
    {
      schema: {
        tags: ['places'],
        summary: 'El lugar conocido más cercano a unas coordenadas',
        querystring: reverseGeocodeQuerySchema,
        response: { 200: reverseGeocodeSchema, 400: errorResponseSchema },
      },
    },
    async (request) => geo.reverse(request.query.lat, request.query.lng),
  );
}
