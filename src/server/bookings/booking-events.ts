import type { PoolClient } from 'pg';
import type { AppPage, LinkTarget } from '../../shared/app-routes.js';
import { messages } from '../messages/catalogue.js';
import type { BookingStatus } from '../../shared/schemas/bookings.js';
import { recordEvents } from '../events/user-events.repo.js';
import type { Notifier } from '../notifications/notifier.js';
import type { Wording } from '../notifications/wording.js';
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
  return recordEvents(tx, bookingEvents(booking, status));
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

/** Tells each guest of a batch of cancelled bookings, and both sides' streams. */
async function tellGuests(
  notifier: Notifier,
  tx: PoolClient,
  cancelled: CancelledRow[],
  says: (booking: CancelledRow) => Wording,
  fallback: LinkTarget,
) {
  await notifier.notify(
    tx,
    cancelled.map((booking) => ({
      userId: booking.guest_id,
      type: 'booking_rejected' as const,
      says: says(booking),
      target: booking.conversation_id
        ? { kind: 'conversation' as const, conversationId: booking.conversation_id }
        : fallback,
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
  notifier: Notifier,
  tx: PoolClient,
  taken: { mate_id: string; mate_name: string; start_date: string; end_date: string },
) {
  const rejected = await rejectOverlappingRequests(tx, taken.mate_id, taken.start_date, taken.end_date);
  await tellGuests(
    notifier,
    tx,
    rejected,
    (booking) => ({ key: 'datesTaken', values: { mate: taken.mate_name, dates: datesOf(booking) } }),
    { kind: 'mate', mateId: taken.mate_id },
  );
}

/**
 * A deleted mate's pending requests can no longer be confirmed: they read as rejected, each guest is told
 * as on a rejection (the link goes to the chat, or to the list since the mate's page is gone).
 */
export async function cancelPendingBookingsOfRemovedMate(
  notifier: Notifier,
  tx: PoolClient,
  mate: { id: string; name: string },
) {
  const cancelled = await cancelPendingBookingsOfMate(tx, mate.id);
  await tellGuests(
    notifier,
    tx,
    cancelled,
    (booking) => ({ key: 'bookingRejected', values: { mate: mate.name, dates: datesOf(booking) } }),
    { kind: 'page', page: 'mates' },
  );
}

/** Pausing or deleting a mate cancels its rentals that have not started; each guest is told why. */
export async function cancelFutureRentals(
  notifier: Notifier,
  tx: PoolClient,
  mate: { id: string; name: string },
  today: string,
  why: string,
) {
  const cancelled = await cancelFutureRentalsOfMate(tx, mate.id, today, why);
  await notifier.notify(
    tx,
    cancelled.map((booking) => ({
      userId: booking.guest_id,
      type: 'booking_cancelled' as const,
      // "El anfitrión", whoever they are: the guest is told what happened, not who.
      says: {
        key: 'bookingCancelled' as const,
        values: { name: messages.rentals.hostName, mate: mate.name, dates: datesOf(booking), reason: why },
      },
      target: chatOr(booking, 'mates'),
      bookingId: booking.id,
    })),
  );
  await recordEvents(
    tx,
    cancelled.flatMap((booking) => bookingEvents(booking, 'cancelled')),
  );
}

const withdrawn = (booking: CancelledRow & { mate_name: string }) =>
  ({
    key: 'bookingWithdrawn',
    values: { mate: booking.mate_name, dates: datesOf(booking) },
  }) satisfies Wording;

/**
 * A guest who can no longer rent (a suspended account) gives up their requests and the rentals that have
 * not started; each host is told, with `why` as the reason.
 */
export async function cancelFutureBookingsOfGuest(
  notifier: Notifier,
  tx: PoolClient,
  guestId: string,
  today: string,
  why: string,
) {
  const cancelled = await cancelGuestBookings(tx, guestId, today, why);
  await notifier.notify(
    tx,
    cancelled.map((booking) => ({
      userId: booking.host_id,
      type: booking.was_pending ? ('mate_status_changed' as const) : ('booking_cancelled' as const),
      says: booking.was_pending
        ? withdrawn(booking)
        : { key: 'bookingCancelled' as const, values: { ...withdrawn(booking).values, reason: why } },
      actorId: guestId,
      target: chatOr(booking, 'myMates'),
      bookingId: booking.id,
    })),
  );
  await recordEvents(
    tx,
    cancelled.flatMap((booking) => bookingEvents(booking, 'cancelled')),
  );
}
