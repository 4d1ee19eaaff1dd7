import { messages } from './messages.js';

/** Spec §4: mate status labels; a missing status reads as inactive, anything unknown "No disponible". */
export function mateStatusLabel(status: string | null | undefined): string {
  switch (status ?? 'inactive') {
    case 'available':
      return messages.mates.statusAvailable;
    case 'reserved':
      return messages.mates.statusReserved;
    case 'inactive':
      return messages.mates.statusInactive;
    case 'deleted':
      return messages.mates.statusDeleted;
    default:
      return messages.mates.statusUnknown;
  }
}

/** Spec §4: booking labels; a host's rejection reads "Rechazada", a guest's withdrawal "Cancelada". */
export function bookingStatusLabel(status: string, cancelledBy?: string | null): string {
  switch (status) {
    case 'confirmed':
      return messages.bookings.statusConfirmed;
    case 'cancelled':
      return cancelledBy === 'guest' ? messages.bookings.statusCancelled : messages.bookings.statusRejected;
    case 'completed':
      return messages.bookings.statusCompleted;
    default:
      return messages.bookings.statusPending;
  }
}
