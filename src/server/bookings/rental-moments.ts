import { AUTO_COMPLETE_DAYS, REQUEST_TTL_HOURS, addDays, rentalInstant } from '../../shared/rental-dates.js';
import type { Transaction } from '../db/sql.js';

/** Reminders go out at this hour of the day in Spain, not at midnight. */
export const REMINDER_HOUR = 9;

/** Queues a booking's lifecycle check for each moment, in the caller's transaction. */
export type RentalSchedule = (tx: Transaction, bookingId: string, moments: Date[]) => Promise<void>;

/** A request expires 48 hours after it was made, or when its first day has ended, whichever comes first. */
export function expiryTime(createdAt: string, startDate: string): Date {
  const ttl = new Date(new Date(createdAt).getTime() + REQUEST_TTL_HOURS * 3_600_000);
  const firstDayOver = rentalInstant(addDays(startDate, 1));
  return ttl < firstDayOver ? ttl : firstDayOver;
}

/** When a confirmed rental's steps are due: the eve's reminder, its start, the last day's reminder, its end, completion. */
export function confirmedSteps(booking: { start_date: string; end_date: string }): Date[] {
  return [
    rentalInstant(addDays(booking.start_date, -1), REMINDER_HOUR),
    rentalInstant(booking.start_date),
    rentalInstant(booking.end_date, REMINDER_HOUR),
    rentalInstant(addDays(booking.end_date, 1)),
    rentalInstant(addDays(booking.end_date, AUTO_COMPLETE_DAYS)),
  ];
}
