import * as z from 'zod';
import { latitudeSchema, longitudeSchema } from './common.js';

/** Spec §3 "City suggestion". */
export const placeSuggestionSchema = z.object({
  id: z.string(),
  label: z.string(),
  city: z.string(),
  country: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  type: z.enum(['city', 'address']),
  fullAddress: z.string(),
  lastKnownCity: z.string(),
});
export type PlaceSuggestion = z.infer<typeof placeSuggestionSchema>;

export const placeSearchQuerySchema = z.object({
  q: z.string().trim().max(100).optional().default(''),
  type: z.enum(['city', 'address']).optional().default('city'),
});

export const placeSuggestionsSchema = z.object({ places: z.array(placeSuggestionSchema) });

export const reverseGeocodeQuerySchema = z.object({
  lat: z.coerce.number().pipe(latitudeSchema),
  lng: z.coerce.number().pipe(longitudeSchema),
});

/** Spec §3 "Location result" (without accuracy, which only the browser knows). */
export const reverseGeocodeSchema = z.object({
  city: z.string(),
  country: z.string(),
  latitude: z.number(),
  longitude: z.number(),
});
export type ReverseGeocode = z.infer<typeof reverseGeocodeSchema>;
