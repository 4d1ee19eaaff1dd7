import {
  placeSearchQuerySchema,
  placeSuggestionsSchema,
  reverseGeocodeQuerySchema,
  reverseGeocodeSchema,
} from '../schemas/places.js';
import { endpoint } from './endpoint.js';
import { routeTable } from './routes.js';

const tags = ['places'];

export const placeEndpoints = {
  suggest: endpoint({
    ...routeTable.places.suggest,
    access: 'public',
    tags,
    summary: 'Sugerencias de ciudades (y direcciones si hay geocodificador)',
    query: placeSearchQuerySchema,
    status: 200,
    response: placeSuggestionsSchema,
    errors: [400],
  }),
  reverse: endpoint({
    ...routeTable.places.reverse,
    access: 'public',
    tags,
    summary: 'El lugar conocido más cercano a unas coordenadas',
    query: reverseGeocodeQuerySchema,
    status: 200,
    response: reverseGeocodeSchema,
    errors: [400],
  }),
};
