import * as z from 'zod';
import { rentalMessages } from '../messages/rentals.js';
import { isIsoDate, RENTAL_NOTE_MAX } from '../rental-dates.js';

/** A day as "2026-03-07"; a missing one reads as a request to choose both. */
export const rentalDateSchema = z
  .string({ error: rentalMessages.datesRequired })
  .trim()
  .min(1, rentalMessages.datesRequired)
  .refine(isIsoDate, rentalMessages.dateInvalid);

/** A day in a list's query: empty means not given. */
export const optionalRentalDateSchema = z.preprocess(
  (value) => (value === '' ? undefined : value),
  z.string().refine(isIsoDate, rentalMessages.dateInvalid).optional(),
);

/** Days on a calendar, both ends included. */
export const dateRangeSchema = z.object({ startDate: z.string(), endDate: z.string() });
export type DateRange = z.infer<typeof dateRangeSchema>;

/** A period the host blocked (vacations, the kit in use), with an optional note only they see. */
export const blockedPeriodSchema = dateRangeSchema.extend({ id: z.uuid(), note: z.string().nullable() });
export type BlockedPeriod = z.infer<typeof blockedPeriodSchema>;

export const blockInputSchema = z.object({
  startDate: rentalDateSchema,
  endDate: rentalDateSchema,
  note: z
    .string()
    .trim()
    .max(RENTAL_NOTE_MAX, rentalMessages.blockNoteTooLong)
    .optional()
    .nullable()
    .transform((text) => text || null),
});
export type BlockInput = z.input<typeof blockInputSchema>;

export const blockParamsSchema = z.object({
  id: z.uuid({ error: rentalMessages.blockNotFound }),
  blockId: z.uuid({ error: rentalMessages.blockNotFound }),
});
