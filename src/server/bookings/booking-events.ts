import type { PoolClient } from 'pg';
import type { AppPage, LinkTarget } from '../../shared/app-routes.js';
import type { BookingStatus } from '../../shared/schemas/bookings.js';
import { recordEvents } from '../events/user-events.repo.js';
import type { Notifier } from '../notifications/notifier.js';

interface BookingParties {
  id: string;
  guest_id: string;
  host_id: string;
  mate_id: string;
  conversation_id: string | null;
}

/** The events that tell both parties' streams about a change of a booking. */
function bookingEvents(booking: BookingParties, status: BookingStatus) {
  return [booking.guest_id, booking.host_id].map((userId) => ({
    userId,
    type: 'booking' as const,
    data: {
      bookingId: booking.id,
      status,
      mateId: booking.mate_id,
      conversationId: booking.conversation_id,
    },
  }));
}

/** A completed rental: both sides are invited to review the other, on the booking's card. */
export function inviteReviews(
  notifier: Notifier,
  tx: PoolClient,
  booking: BookingParties & { mate_name: string; start_date: string; end_date: string },
  completedAt: Date,
) {
  const values = {
    mate: booking.mate_name,
    startDate: booking.start_date,
    endDate: booking.end_date,
    completedAt: completedAt.toISOString(),
  };
  return notifier.notify(
    tx,
    [booking.guest_id, booking.host_id].map((userId) => ({
      userId,
      type: 'review_invite' as const,
      says: { key: 'reviewInvite' as const, values },
      target: { kind: 'bookingReviews' as const, bookingId: booking.id },
      bookingId: booking.id,
    })),
  );
}

/** Both parties' streams hear about every change of a booking. */
export function announce(tx: PoolClient, booking: BookingParties, status: BookingStatus) {
  return announceAll(tx, [booking], status);
}

/** The same for many bookings at once (a batch that moved together), in one statement. */
export function announceAll(tx: PoolClient, bookings: BookingParties[], status: BookingStatus) {
  return recordEvents(
    tx,
    bookings.flatMap((booking) => bookingEvents(booking, status)),
  );
}

/** A booking's news lead to its chat, or to its mate's page when it has none. */
export const bookingTarget = (booking: { conversation_id: string | null; mate_id: string }): LinkTarget =>
  booking.conversation_id
    ? { kind: 'conversation', conversationId: booking.conversation_id }
    : { kind: 'mate', mateId: booking.mate_id };

/** The booking's chat, or a page when it has none. */
export const chatOr = (booking: { conversation_id: string | null }, page: AppPage): LinkTarget =>
  booking.conversation_id
    ? { kind: 'conversation', conversationId: booking.conversation_id }
    : { kind: 'page', page };
