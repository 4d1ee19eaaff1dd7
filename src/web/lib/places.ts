import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { PLACE_QUERY_MIN_LENGTH } from '../../shared/constants';
import { placeEndpoints } from '../../shared/contract/places';
import type { PlaceSuggestion } from '../../shared/schemas/places';
import { call } from './api';
import { queryKeys } from './query-keys';

export function usePlaceSuggestions(typed: string, type: 'city' | 'address', enabled: boolean) {
  // Below the minimum the server answers the popular cities whatever was typed: one request for all of them.
  const text = typed.length < PLACE_QUERY_MIN_LENGTH ? '' : typed;
  return useQuery({
    queryKey: queryKeys.places(type, text),
    queryFn: ({ signal }): Promise<PlaceSuggestion[]> =>
      call(placeEndpoints.suggest, { query: { q: text, type } }, { signal }).then((r) => r.places),
    enabled,
    staleTime: 60 * 60_000,
    placeholderData: keepPreviousData,
  });
}

export function reverseGeocode(latitude: number, longitude: number) {
  return call(placeEndpoints.reverse, { query: { lat: latitude, lng: longitude } });
}
