import {
  replyInputSchema,
  reviewInputSchema,
  type BookingReviews,
  type BookingSideReview,
  type ReplyInput,
  type ReviewInput,
} from '../../shared/schemas/reviews.js';
import type { Actor } from '../auth/actor.js';
import { requireRegistered } from '../auth/access.js';
import type { Clock } from '../clock.js';
import type { Database } from '../db/database.js';
import { isUniqueViolation, transaction } from '../db/sql.js';
import { conflict, notFound } from '../errors.js';
import { messages } from '../messages/catalogue.js';
import type { NewNotification } from '../notifications/notifications.repo.js';
import type { Notifier } from '../notifications/notifier.js';
import { assertMayReach } from '../reach/reach-policy.js';
import { relationOf } from '../reach/reach.repo.js';
import type { MediaUrls } from '../storage/storage.js';
import { reviewWindowEnd } from './review-invite.js';
import { SHOWN_REVIEWS, toPublicReview } from './public-review.js';
import {
  insertReview,
  listReviewsOfUser,
  lockBookingForReview,
  lockReviewForReply,
  setReply,
  type BookingReviewRow,
  type SideReviewJson,
} from './reviews.repo.js';

/** "{name} te dejó una valoración", naming its author when read, leading to the booking's card. */
export const reviewPublished = (userId: string, authorId: string, bookingId: string): NewNotification => ({
  userId,
  type: 'review_published',
  says: { key: 'reviewPublished' },
  actorId: authorId,
  // Not told if they blocked its author (decision 0021).
  fromUserId: authorId,
  target: { kind: 'bookingReviews', bookingId },
});

interface Dependencies {
  db: Database;
  media: MediaUrls;
  clock: Clock;
  notifier: Notifier;
  /** The reviews of a booking as its card shows them to the person, after a change. */
  bookingReviewsFor(actor: Actor, bookingId: string): Promise<BookingReviews>;
}

/** Timestamps inside JSON come as PostgreSQL writes them; the API speaks ISO in UTC. */
const iso = (timestamp: string) => new Date(timestamp).toISOString();

function sideReview(review: SideReviewJson | null): BookingSideReview | null {
  if (!review) return null;
  return {
    ...review,
    createdAt: iso(review.createdAt),
    reply: review.reply && { text: review.reply.text, createdAt: iso(review.reply.createdAt) },
  };
}

/** A booking card's reviews, from the booking lists' row, at the clock's now. */
export function bookingReviews(row: BookingReviewRow, now: Date): BookingReviews {
  const end = row.completed_at ? reviewWindowEnd(row.completed_at) : null;
  return {
    mine: sideReview(row.my_review),
    theirs: sideReview(row.their_review),
    openUntil: end && !row.my_review && now < end ? end.toISOString() : null,
    windowEnd: end?.toISOString() ?? null,
  };
}

export function createReviewService({ db, media, clock, notifier, bookingReviewsFor }: Dependencies) {
  return {
    /**
     * "Publicar valoración": either side of a completed rental, once, within 14 days of completion. It
     * stays hidden until the other side writes theirs (then both show) or the window ends.
     */
    async create(actor: Actor, bookingId: string, input: ReviewInput): Promise<BookingReviews> {
      const author = requireRegistered(actor, messages.registration.registerPrompt);
      const { rating, comment } = reviewInputSchema.parse(input);
      const now = clock.now();
      await transaction(db.pool, async (tx) => {
        const booking = await lockBookingForReview(tx, bookingId);
        const side =
          booking?.guest_id === author.id ? 'guest' : booking?.host_id === author.id ? 'host' : null;
        if (!booking || !side) throw notFound(messages.bookings.notFound);
        if (booking.status !== 'completed' || !booking.completed_at) {
          throw conflict(messages.reviews.notCompleted);
        }
        if (now >= reviewWindowEnd(booking.completed_at)) throw conflict(messages.reviews.windowClosed);
        const subjectId = side === 'guest' ? booking.host_id : booking.guest_id;
        assertMayReach('review', await relationOf(tx, { actorId: author.id, otherId: subjectId }));
        let bothIn: boolean;
        try {
          bothIn = await insertReview(tx, {
            bookingId: booking.id,
            mateId: booking.mate_id,
            side,
            authorId: author.id,
            subjectId,
            rating,
            comment,
            at: now,
          });
        } catch (error) {
          throw isUniqueViolation(error) ? conflict(messages.reviews.alreadyReviewed) : error;
        }
        // Both in: each side can now read what the other wrote.
        if (bothIn) {
          await notifier.notify(tx, [
            reviewPublished(booking.guest_id, booking.host_id, booking.id),
            reviewPublished(booking.host_id, booking.guest_id, booking.id),
          ]);
        }
      });
      return bookingReviewsFor(author, bookingId);
    },

    /** "Responder": the reviewed person, once, to a published review. */
    async reply(actor: Actor, reviewId: string, input: ReplyInput): Promise<BookingReviews> {
      const user = requireRegistered(actor, messages.registration.registerPrompt);
      const { reply } = replyInputSchema.parse(input);
      const bookingId = await transaction(db.pool, async (tx) => {
        const review = await lockReviewForReply(tx, reviewId);
        if (!review || !review.published || review.subject_id !== user.id) {
          throw notFound(messages.reviews.notFound);
        }
        // A reply is public and addressed to the review's author: someone they blocked gets "not found".
        assertMayReach('reply', await relationOf(tx, { actorId: user.id, otherId: review.author_id }));
        if (review.reply !== null) throw conflict(messages.reviews.alreadyReplied);
        await setReply(tx, review.id, reply, clock.now());
        return review.booking_id;
      });
      return bookingReviewsFor(user, bookingId);
    },

    /** A person's published reviews received, newest first. */
    async ofUser(userId: string) {
      return (await listReviewsOfUser(db.pool, userId, SHOWN_REVIEWS)).map((row) =>
        toPublicReview(media, row),
      );
    },
  };
}

export type ReviewService = ReturnType<typeof createReviewService>;
