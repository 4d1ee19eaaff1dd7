import * as z from 'zod';
import { errorMessages } from '../messages/common.js';

/** The one error shape of the API. */
export const errorResponseSchema = z.object({
  error: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

/** The error responses a route documents, all in the one shape: `errorResponses(400, 404)`. */
export function errorResponses<Code extends number>(...codes: Code[]) {
  return Object.fromEntries(codes.map((code) => [code, errorResponseSchema])) as Record<
    Code,
    typeof errorResponseSchema
  >;
}

export const timestampSchema = z.iso.datetime();

/** An `:id` route parameter; a malformed id reads as the area's own "not found" message. */
export const idParams = (notFound: () => string) => z.object({ id: z.uuid({ error: notFound }) });

/** A non-empty trimmed string with the catalogue's "Campo obligatorio" when missing or blank. */
export function requiredText(max: number, tooLong: () => string) {
  return z
    .string({ error: () => errorMessages.requiredField })
    .trim()
    .min(1, { error: () => errorMessages.requiredField })
    .max(max, { error: tooLong });
}

export const latitudeSchema = z.number().min(-90).max(90);
export const longitudeSchema = z.number().min(-180).max(180);

/** A place picked from the gazetteer (or the optional geocoder): what forms send for a location. */
export const placeSchema = z.object({
  label: z.string().trim().min(1).max(200),
  city: z.string().trim().min(1).max(100),
  country: z.string().trim().max(100).optional(),
  latitude: latitudeSchema,
  longitude: longitudeSchema,
});
export type Place = z.infer<typeof placeSchema>;

export const okResponseSchema = z.object({ ok: z.literal(true) });
