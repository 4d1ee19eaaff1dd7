import * as z from 'zod';
import { reviewMessages } from '../messages/reviews.js';
import { idParams, timestampSchema } from './common.js';

export const REVIEW_TEXT_MAX = 1000;
/** Reviews open when a rental is completed and close this many days later; hidden ones show then. */
export const REVIEW_WINDOW_DAYS = 14;

export const reviewIdParamsSchema = idParams(() => reviewMessages.notFound);

/** "Publicar valoración": 1 to 5 stars and an optional comment. */
export const reviewInputSchema = z.object({
  rating: z
    .number({ error: () => reviewMessages.ratingRequired })
    .int({ error: () => reviewMessages.ratingRequired })
    .min(1, { error: () => reviewMessages.ratingRequired })
    .max(5, { error: () => reviewMessages.ratingRequired }),
  comment: z
    .string()
    .trim()
    .max(REVIEW_TEXT_MAX, { error: () => reviewMessages.commentTooLong })
    .optional()
    .default(''),
});
export type ReviewInput = z.input<typeof reviewInputSchema>;

/** The reviewed person's one public answer. */
export const replyInputSchema = z.object({
  reply: z
    .string({ error: () => reviewMessages.replyRequired })
    .trim()
    .min(1, { error: () => reviewMessages.replyRequired })
    .max(REVIEW_TEXT_MAX, { error: () => reviewMessages.replyTooLong }),
});
export type ReplyInput = z.input<typeof replyInputSchema>;

/** Average (one decimal) and count of the published reviews; no average without reviews. */
export const ratingSchema = z.object({ average: z.number().nullable(), count: z.number().int() });
export type Rating = z.infer<typeof ratingSchema>;

const replySchema = z.object({ text: z.string(), createdAt: timestampSchema });

/** A published review as anyone reads it on a profile or a mate. */
export const publicReviewSchema = z.object({
  id: z.uuid(),
  rating: z.number().int(),
  comment: z.string(),
  publishedAt: timestampSchema,
  author: z.object({
    publicName: z.string().nullable(),
    displayName: z.string(),
    avatarUrl: z.string().nullable(),
  }),
  /** The reviewed person, for the reply's byline. */
  subjectName: z.string(),
  mate: z.object({ id: z.uuid(), name: z.string() }),
  reply: replySchema.nullable(),
});
export type PublicReview = z.infer<typeof publicReviewSchema>;

/** One side's review on a booking card: the author always sees theirs, the other side once published. */
export const bookingSideReviewSchema = z.object({
  id: z.uuid(),
  rating: z.number().int(),
  comment: z.string(),
  createdAt: timestampSchema,
  published: z.boolean(),
  reply: replySchema.nullable(),
});
export type BookingSideReview = z.infer<typeof bookingSideReviewSchema>;

/** What a booking card shows of reviews. */
export const bookingReviewsSchema = z.object({
  mine: bookingSideReviewSchema.nullable(),
  /** The other side's review, once published. */
  theirs: bookingSideReviewSchema.nullable(),
  /** Until when the person can still write theirs; null once written or closed. */
  openUntil: timestampSchema.nullable(),
  /** The end of the 14 days after completion, when a lone review shows; null before completion. */
  windowEnd: timestampSchema.nullable(),
});
export type BookingReviews = z.infer<typeof bookingReviewsSchema>;
