import * as z from 'zod';
import { CONTACT_MESSAGE_MAX } from '../constants.js';
import { bookingMessages } from '../messages/bookings.js';
import { idParams, timestampSchema } from './common.js';

export const bookingStatusSchema = z.enum(['pending', 'confirmed', 'cancelled', 'completed']);
export type BookingStatus = z.infer<typeof bookingStatusSchema>;

export const bookingIdParamsSchema = idParams(bookingMessages.notFound);

export const createBookingSchema = z.object({
  message: z
    .string()
    .trim()
    .max(CONTACT_MESSAGE_MAX, bookingMessages.messageTooLong)
    .optional()
    .transform((text) => text || undefined),
});

export const bookingCreatedSchema = z.object({ bookingId: z.uuid(), conversationId: z.uuid() });

/** A booking as the conversation's card shows it. */
export const bookingSummarySchema = z.object({
  id: z.uuid(),
  status: bookingStatusSchema,
  cancelledBy: z.enum(['host', 'guest']).nullable(),
  message: z.string().nullable(),
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
});
export type BookingItem = z.infer<typeof bookingItemSchema>;

export const bookingListSchema = z.object({ bookings: z.array(bookingItemSchema) });
