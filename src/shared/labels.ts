import { bookingMessages } from './messages/bookings.js';
import { mateMessages } from './messages/mates.js';

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

/** Spec §4: booking labels; a host's rejection reads "Rechazada", a guest's withdrawal "Cancelada". */
export function bookingStatusLabel(status: string, cancelledBy?: string | null): string {
  switch (status) {
    case 'confirmed':
      return bookingMessages.statusConfirmed;
    case 'cancelled':
      return cancelledBy === 'guest' ? bookingMessages.statusCancelled : bookingMessages.statusRejected;
    case 'completed':
      return bookingMessages.statusCompleted;
    default:
      return bookingMessages.statusPending;
  }
}
