import { rentalToday } from '../../../shared/rental-dates';
import type { BookingSummary } from '../../../shared/schemas/bookings';

type Rental = Pick<BookingSummary, 'status' | 'startDate'>;

/** A confirmed rental can be cancelled, by either side, until its first day starts (decisions). */
export function canCancel(booking: Rental) {
  return booking.status === 'confirmed' && booking.startDate > rentalToday(new Date());
}

/** "Marcar como devuelto" once the rental has started: before that nothing was lent. */
export function canMarkReturned(booking: Rental) {
  return booking.status === 'confirmed' && booking.startDate <= rentalToday(new Date());
}
