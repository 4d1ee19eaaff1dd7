import { bookingMessages } from './messages/bookings.js';
import { mateMessages } from './messages/mates.js';
import { rentalMessages } from './messages/rentals.js';

/** Spec §4: mate status labels; a missing status reads as inactive, anything unknown "No disponible". */
export function mateStatusLabel(status: string | null | undefined): string {
  switch (status ?? 'inactive') {
    case 'available':
      return mateMessages.statusAvailable;
    case 'reserved':
      return mateMessages.statusReserved;
    case 'inactive':
      return mateMessages.statusInactive;
    case 'deleted':
      return mateMessages.statusDeleted;
    default:
      return mateMessages.statusUnknown;
  }
}

/**
 * Spec §4: booking labels; a host's rejection reads "Rechazada", a withdrawal or a cancellation
 * "Cancelada", and a request nobody answered in time "Vencida".
 */
export function bookingStatusLabel(booking: { status: string; cancelReason: string | null }): string {
  switch (booking.status) {
    case 'confirmed':
      return bookingMessages.statusConfirmed;
    case 'cancelled':
      if (booking.cancelReason === 'expired') return rentalMessages.statusExpired;
      return booking.cancelReason === 'rejected'
        ? bookingMessages.statusRejected
        : bookingMessages.statusCancelled;
    case 'completed':
      return bookingMessages.statusCompleted;
    default:
      return bookingMessages.statusPending;
  }
}

/**
 * A mate takes requests for free days unless paused or deleted: Reservado only says a rental covers
 * today, and the mate may hold several rentals that do not overlap (decision 0020).
 */
export function mateTakesRequests(status: string | null | undefined): boolean {
  return status === 'available' || status === 'reserved';
}
