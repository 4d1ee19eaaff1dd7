import * as z from 'zod';
import { CONTACT_MESSAGE_MAX } from '../constants.js';
import { bookingMessages } from '../messages/bookings.js';
import { rentalMessages } from '../messages/rentals.js';
import { idParams, timestampSchema } from './common.js';
import { RENTAL_NOTE_MAX } from '../rental-dates.js';
import { rentalDateSchema } from './rentals.js';
import { bookingReviewsSchema } from './reviews.js';

export const bookingStatusSchema = z.enum(['pending', 'confirmed', 'cancelled', 'completed']);
export type BookingStatus = z.infer<typeof bookingStatusSchema>;

export const bookingIdParamsSchema = idParams(() => bookingMessages.notFound);

/** Why a cancelled booking ended: Rechazada, Cancelada (solicitud retirada), Cancelada, Vencida. */
export const cancelReasonSchema = z.enum(['rejected', 'withdrawn', 'cancelled', 'expired']);
export type CancelReason = z.infer<typeof cancelReasonSchema>;

/** The days are checked against today in Spain by the service (and by the panel, before sending). */
export const createBookingSchema = z.object({
  startDate: rentalDateSchema,
  endDate: rentalDateSchema,
  message: z
    .string()
    .trim()
    .max(CONTACT_MESSAGE_MAX, { error: () => bookingMessages.messageTooLong })
    .optional()
    .transform((text) => text || undefined),
});

/** "Cancelar reserva" always says why; the other side reads it. */
export const cancelBookingSchema = z.object({
  reason: z
    .string({ error: () => rentalMessages.cancelReasonRequired })
    .trim()
    .min(1, { error: () => rentalMessages.cancelReasonRequired })
    .max(RENTAL_NOTE_MAX, { error: () => rentalMessages.cancelReasonTooLong }),
});

export const bookingCreatedSchema = z.object({ bookingId: z.uuid(), conversationId: z.uuid() });

/** A booking as the conversation's card shows it. */
export const bookingSummarySchema = z.object({
  id: z.uuid(),
  status: bookingStatusSchema,
  cancelledBy: z.enum(['host', 'guest']).nullable(),
  cancelReason: cancelReasonSchema.nullable(),
  /** The reason written with "Cancelar reserva" (or why the host's pause or deletion cancelled it). */
  cancelNote: z.string().nullable(),
  message: z.string().nullable(),
  startDate: z.string(),
  endDate: z.string(),
  days: z.number().int(),
  /** Days × price per day when requested, in euros; 0 reads "Gratis". */
  total: z.number(),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type BookingSummary = z.infer<typeof bookingSummarySchema>;

/** A row of the host's or the guest's list: the booking with its mate, the other person and the chat. */
export const bookingItemSchema = bookingSummarySchema.extend({
  conversationId: z.uuid().nullable(),
  mate: z.object({
    id: z.uuid(),
    name: z.string(),
    pricePerDay: z.number().nullable(),
    thumbnailUrl: z.string().nullable(),
    deleted: z.boolean(),
  }),
  otherUser: z.object({
    publicName: z.string().nullable(),
    displayName: z.string(),
    avatarUrl: z.string().nullable(),
  }),
  reviews: bookingReviewsSchema,
});
export type BookingItem = z.infer<typeof bookingItemSchema>;

export const bookingListSchema = z.object({ bookings: z.array(bookingItemSchema) });
