import { LRUCache } from 'lru-cache';
import * as z from 'zod';
import { cleanCity } from '../../shared/city.js';
import type { PlaceSuggestion } from '../../shared/schemas/places.js';

const nominatimResult = z.object({
  place_id: z.union([z.number(), z.string()]),
  lat: z.coerce.number(),
  lon: z.coerce.number(),
  display_name: z.string(),
  name: z.string().optional(),
  address: z
    .object({
      city: z.string().optional(),
      town: z.string().optional(),
      village: z.string().optional(),
      municipality: z.string().optional(),
      country: z.string().optional(),
    })
    .optional(),
});

export type AddressLookup = (text: string, limit: number) => Promise<PlaceSuggestion[]>;

/** Street addresses through an optional Nominatim-compatible service (GEOCODER_URL), 100 answers cached. */
export function createGeocoder(baseUrl: string, fetchImpl: typeof fetch = fetch): AddressLookup {
  const cache = new LRUCache<string, PlaceSuggestion[]>({ max: 100 });
  return async (text, limit) => {
    const key = `${text.toLowerCase()}|${limit}`;
    const cached = cache.get(key);
    if (cached) return cached;
    const url = new URL('search', baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`);
    url.search = new URLSearchParams({
      q: text,
      format: 'jsonv2',
      addressdetails: '1',
      limit: String(limit),
      countrycodes: 'es,ar',
      'accept-language': 'es',
    }).toString();
    const response = await fetchImpl(url, {
      signal: AbortSignal.timeout(5000),
      headers: { 'user-agent': 'Ronda/1.0' },
    });
    if (!response.ok) throw new Error(`Geocoder answered ${response.status}`);
    const results = z.array(nominatimResult).parse(await response.json());
    const places = results.map((r): PlaceSuggestion => {
      // Cut to what a saved place may hold (placeSchema), so every suggestion can be picked and saved.
      const label = r.display_name.slice(0, 200);
      const city = (
        r.address?.city ??
        r.address?.town ??
        r.address?.village ??
        r.address?.municipality ??
        cleanCity(r.display_name)
      ).slice(0, 100);
      return {
        id: `geocoder:${r.place_id}`,
        label,
        city,
        country: (r.address?.country ?? '').slice(0, 100),
        latitude: r.lat,
        longitude: r.lon,
        type: 'address',
        fullAddress: label,
        lastKnownCity: city,
      };
    });
    cache.set(key, places);
    return places;
  };
}
