import * as z from 'zod';
import { rentalMessages } from '../messages/rentals.js';
import { isIsoDate, RENTAL_NOTE_MAX } from '../rental-dates.js';

/** A day as "2026-03-07"; a missing one reads as a request to choose both. */
export const rentalDateSchema = z
  .string({ error: () => rentalMessages.datesRequired })
  .trim()
  .min(1, { error: () => rentalMessages.datesRequired })
  .refine(isIsoDate, { error: () => rentalMessages.dateInvalid });

/** A day in a list's query: empty means not given. */
export const optionalRentalDateSchema = z.preprocess(
  (value) => (value === '' ? undefined : value),
  z
    .string()
    .refine(isIsoDate, { error: () => rentalMessages.dateInvalid })
    .optional(),
);

/** Days on a calendar, both ends included. */
export const dateRangeSchema = z.object({ startDate: z.string(), endDate: z.string() });
export type DateRange = z.infer<typeof dateRangeSchema>;

/** A closure: a period the host closed to bookings ("Bloquear fechas": vacations, the kit in use), with an optional note only they see. */
export const closureSchema = dateRangeSchema.extend({ id: z.uuid(), note: z.string().nullable() });
export type Closure = z.infer<typeof closureSchema>;

export const closureInputSchema = z.object({
  startDate: rentalDateSchema,
  endDate: rentalDateSchema,
  note: z
    .string()
    .trim()
    .max(RENTAL_NOTE_MAX, { error: () => rentalMessages.closureNoteTooLong })
    .optional()
    .nullable()
    .transform((text) => text || null),
});
export type ClosureInput = z.input<typeof closureInputSchema>;

export const closureParamsSchema = z.object({
  // `blockId` is the path's name for a closure's id (the public API keeps it).
  id: z.uuid({ error: () => rentalMessages.closureNotFound }),
  blockId: z.uuid({ error: () => rentalMessages.closureNotFound }),
});
