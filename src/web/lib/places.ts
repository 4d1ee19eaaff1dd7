import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { PLACE_QUERY_MIN_LENGTH } from '../../shared/constants';
import { routes } from '../../shared/contract/routes';
import type { PlaceSuggestion } from '../../shared/schemas/places';
import { call } from './api';
import { queryKeys } from './query-keys';

export function usePlaceSuggestions(typed: string, type: 'city' | 'address', enabled: boolean) {
  // Below the minimum the server answers the popular cities whatever was typed: one request for all of them.
  const text = typed.length < PLACE_QUERY_MIN_LENGTH ? '' : typed;
  return useQuery({
    queryKey: queryKeys.places(type, text),
    queryFn: ({ signal }): Promise<PlaceSuggestion[]> =>
      call(routes.places.suggest, { query: { q: text, type } }, { signal }).then((r) => r.places),
    enabled,
    staleTime: 60 * 60_000,
    placeholderData: keepPreviousData,
  });
}

export function reverseGeocode(latitude: number, longitude: number) {
  return call(routes.places.reverse, { query: { lat: latitude, lng: longitude } });
}
