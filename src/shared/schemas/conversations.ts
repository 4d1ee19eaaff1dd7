import * as z from 'zod';
import { CHAT_MESSAGE_MAX, CONTACT_MESSAGE_MAX, THREAD_PAGE } from '../constants.js';
import { errorMessages } from '../messages/common.js';
import { conversationMessages } from '../messages/conversations.js';
import { timestampSchema } from './common.js';
import { bookingSummarySchema } from './bookings.js';
import { bookingReviewsSchema } from './reviews.js';

export const messageSchema = z.object({
  id: z.uuid(),
  conversationId: z.uuid(),
  senderId: z.string(),
  /** Its words, or "Mensaje oculto por el equipo de Ronda." once an operator hid it. */
  content: z.string(),
  /** Hidden by an operator after a report: `content` says so instead of the words. */
  hidden: z.boolean(),
  isRead: z.boolean(),
  createdAt: timestampSchema,
});
export type Message = z.infer<typeof messageSchema>;

/** Chat messages: 1..1000 characters once trimmed (spec §5). */
export const sendMessageSchema = z.object({
  content: z
    .string({ error: () => conversationMessages.emptyMessage })
    .trim()
    .min(1, { error: () => conversationMessages.emptyMessage })
    .max(CHAT_MESSAGE_MAX, { error: () => conversationMessages.messageTooLong }),
});

/** Writing to a host from the mate detail: 1..500 characters (spec §5). */
export const contactHostSchema = z.object({
  content: z
    .string({ error: () => conversationMessages.contactRequired })
    .trim()
    .min(1, { error: () => conversationMessages.contactRequired })
    .max(CONTACT_MESSAGE_MAX, { error: () => conversationMessages.contactTooLong }),
});

export const archiveSchema = z.object({ archived: z.boolean() });

/** How many of the other party's messages a read receipt marked read (0 when nothing was unread). */
export const readReceiptSchema = z.object({ readCount: z.number().int().min(0) });
export type ReadReceipt = z.infer<typeof readReceiptSchema>;

export const personSchema = z.object({
  publicName: z.string().nullable(),
  displayName: z.string(),
  avatarUrl: z.string().nullable(),
});

export const conversationMateSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  thumbnailUrl: z.string().nullable(),
  /** Soft-deleted mates keep their name in chats, shown with "Mate eliminado". */
  deleted: z.boolean(),
});

export const conversationSummarySchema = z.object({
  id: z.uuid(),
  mate: conversationMateSchema,
  otherUser: personSchema,
  lastMessage: z.object({ content: z.string(), createdAt: timestampSchema, fromMe: z.boolean() }).nullable(),
  unreadCount: z.number().int().min(0),
  archived: z.boolean(),
  updatedAt: timestampSchema,
});
export type ConversationSummary = z.infer<typeof conversationSummarySchema>;

export const inboxSchema = z.object({ conversations: z.array(conversationSummarySchema) });

export const conversationDetailSchema = z.object({
  id: z.uuid(),
  mate: conversationMateSchema.extend({
    imageUrl: z.string().nullable(),
    pricePerDay: z.number().nullable(),
    city: z.string(),
    status: z.string(),
  }),
  otherUser: personSchema.extend({
    /** They deleted their account ("Usuario eliminado"): the thread stays to read, nobody can write in it. */
    deleted: z.boolean(),
  }),
  /** The viewer blocked the other person and no confirmed rental keeps the chat open: nobody writes. */
  blockedByMe: z.boolean(),
  /** Which side the viewer is: the traveller who wrote about the mate, or its host. */
  myRole: z.enum(['traveller', 'host']),
  archived: z.boolean(),
  /** With its reviews: after "Marcar como devuelto" the thread offers "Dejá tu valoración" too. */
  booking: bookingSummarySchema.extend({ reviews: bookingReviewsSchema }).nullable(),
  /** The latest page of messages (or the page before `before`), oldest first. */
  messages: z.array(messageSchema),
  /** Whether older messages exist before the first one here. */
  hasEarlier: z.boolean(),
});
export type ConversationDetail = z.infer<typeof conversationDetailSchema>;

/** A page of a thread: the latest messages, or those before the message `before`. */
export const threadQuerySchema = z.object({
  before: z.uuid({ error: () => errorMessages.invalidInput }).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(THREAD_PAGE),
});

export const conversationRefSchema = z.object({ conversationId: z.uuid() });
