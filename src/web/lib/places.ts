import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { PLACE_QUERY_MIN_LENGTH } from '../../shared/constants';
import type { PlaceSuggestion, ReverseGeocode } from '../../shared/schemas/places';
import { api } from './api';

export function usePlaceSuggestions(typed: string, type: 'city' | 'address', enabled: boolean) {
  // Below the minimum the server answers the popular cities whatever was typed: one request for all of them.
  const text = typed.length < PLACE_QUERY_MIN_LENGTH ? '' : typed;
  return useQuery({
    queryKey: ['places', type, text],
    queryFn: async ({ signal }): Promise<PlaceSuggestion[]> => {
      const { places } = await api<{ places: PlaceSuggestion[] }>(
        `/api/places?${new URLSearchParams({ q: text, type })}`,
        { signal },
      );
      return places;
    },
    enabled,
    staleTime: 60 * 60_000,
    placeholderData: keepPreviousData,
  });
}

export function reverseGeocode(latitude: number, longitude: number) {
  return api<ReverseGeocode>(
    `/api/places/reverse?${new URLSearchParams({ lat: String(latitude), lng: String(longitude) })}`,
  );
}
