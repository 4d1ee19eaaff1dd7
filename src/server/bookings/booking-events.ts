import type { PoolClient } from 'pg';
import { fill } from '../../shared/format.js';
import { messages } from '../messages/catalogue.js';
import type { BookingStatus } from '../../shared/schemas/bookings.js';
import { recordEvents } from '../events/user-events.repo.js';
import { notify } from '../notifications/notify.js';
import { reviewInviteText } from '../reviews/review-invite.js';
import { reviewLink } from '../reviews/reviews.service.js';
import { formatRentalDates } from '../../shared/rental-dates.js';
import {
  cancelFutureBookingsOfGuest as cancelGuestBookings,
  cancelFutureRentalsOfMate,
  cancelPendingBookingsOfMate,
  rejectOverlappingRequests,
  type CancelledRow,
} from './bookings.repo.js';

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
  tx: PoolClient,
  booking: BookingParties & { mate_name: string; start_date: string; end_date: string },
  completedAt: Date,
) {
  const text = reviewInviteText(
    {
      mateName: booking.mate_name,
      startDate: booking.start_date,
      endDate: booking.end_date,
      completedAt: completedAt.toISOString(),
    },
    completedAt,
  );
  return notify(
    tx,
    [booking.guest_id, booking.host_id].map((userId) => ({
      userId,
      type: 'review_invite' as const,
      text,
      link: reviewLink(booking.id),
      bookingId: booking.id,
    })),
  );
}

/** Both parties' streams hear about every change of a booking. */
export function announce(tx: PoolClient, booking: BookingParties, status: BookingStatus) {
  return recordEvents(tx, bookingEvents(booking, status));
}

const chatOr = (booking: CancelledRow, fallback: string) =>
  booking.conversation_id ? `/conversations/${booking.conversation_id}` : fallback;

/** Tells each guest of a batch of cancelled bookings, and both sides' streams. */
async function tellGuests(
  tx: PoolClient,
  cancelled: CancelledRow[],
  text: (booking: CancelledRow) => string,
  fallback: string,
) {
  await notify(
    tx,
    cancelled.map((booking) => ({
      userId: booking.guest_id,
      type: 'booking_rejected' as const,
      text: text(booking),
      link: chatOr(booking, fallback),
      bookingId: booking.id,
    })),
  );
  await recordEvents(
    tx,
    cancelled.flatMap((booking) => bookingEvents(booking, 'cancelled')),
  );
}

const datesOf = (booking: CancelledRow) => formatRentalDates(booking.start_date, booking.end_date);

/**
 * Once days are taken (a confirmation, a closure), the pending requests that touch them can never be
 * confirmed: they are rejected and each guest reads "Las fechas ya no están disponibles".
 */
export async function rejectRequestsOverlapping(
  tx: PoolClient,
  taken: { mate_id: string; mate_name: string; start_date: string; end_date: string },
) {
  const rejected = await rejectOverlappingRequests(tx, taken.mate_id, taken.start_date, taken.end_date);
  await tellGuests(
    tx,
    rejected,
    (booking) => fill(messages.bookings.notifyDatesTaken, { mate: taken.mate_name, dates: datesOf(booking) }),
    `/mates/${taken.mate_id}`,
  );
}

/**
 * A deleted mate's pending requests can no longer be confirmed: they read as rejected, each guest is told
 * as on a rejection (the link goes to the chat, or to the list since the mate's page is gone).
 */
export async function cancelPendingBookingsOfRemovedMate(tx: PoolClient, mate: { id: string; name: string }) {
  const cancelled = await cancelPendingBookingsOfMate(tx, mate.id);
  await tellGuests(
    tx,
    cancelled,
    (booking) => fill(messages.bookings.notifyRejected, { mate: mate.name, dates: datesOf(booking) }),
    '/mates',
  );
}

/** Pausing or deleting a mate cancels its rentals that have not started; each guest is told why. */
export async function cancelFutureRentals(
  tx: PoolClient,
  mate: { id: string; name: string },
  today: string,
  why: string,
) {
  const cancelled = await cancelFutureRentalsOfMate(tx, mate.id, today, why);
  await notify(
    tx,
    cancelled.map((booking) => ({
      userId: booking.guest_id,
      type: 'booking_cancelled' as const,
      text: fill(messages.bookings.notifyCancelled, {
        name: messages.rentals.hostName,
        mate: mate.name,
        dates: datesOf(booking),
        reason: why,
      }),
      link: chatOr(booking, '/mates'),
      bookingId: booking.id,
    })),
  );
  await recordEvents(
    tx,
    cancelled.flatMap((booking) => bookingEvents(booking, 'cancelled')),
  );
}

/**
 * A guest who can no longer rent (a suspended account) gives up their requests and the rentals that have
 * not started; each host is told, with `why` as the reason.
 */
export async function cancelFutureBookingsOfGuest(
  tx: PoolClient,
  guest: { id: string; name: string },
  today: string,
  why: string,
) {
  const cancelled = await cancelGuestBookings(tx, guest.id, today, why);
  await notify(
    tx,
    cancelled.map((booking) => ({
      userId: booking.host_id,
      type: booking.was_pending ? ('mate_status_changed' as const) : ('booking_cancelled' as const),
      text: booking.was_pending
        ? fill(messages.bookings.notifyWithdrawn, {
            name: guest.name,
            mate: booking.mate_name,
            dates: datesOf(booking),
          })
        : fill(messages.bookings.notifyCancelled, {
            name: guest.name,
            mate: booking.mate_name,
            dates: datesOf(booking),
            reason: why,
          }),
      link: chatOr(booking, '/mis-mates'),
      bookingId: booking.id,
    })),
  );
  await recordEvents(
    tx,
    cancelled.flatMap((booking) => bookingEvents(booking, 'cancelled')),
  );
}
