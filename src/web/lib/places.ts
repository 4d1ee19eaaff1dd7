import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PlaceSuggestion, ReverseGeocode } from '../../shared/schemas/places';
import { api } from './api';

export function usePlaceSuggestions(text: string, type: 'city' | 'address', enabled: boolean) {
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
