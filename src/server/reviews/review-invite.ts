import { fill, formatLongDate } from '../../shared/format.js';
import { formatRentalDates } from '../../shared/rental-dates.js';
import { REVIEW_WINDOW_DAYS } from '../../shared/schemas/reviews.js';
import { messages } from '../messages/catalogue.js';

const DAY_MS = 86_400_000;

/** Until when a completed rental can be reviewed. */
export function reviewWindowEnd(completedAt: string): Date {
  return new Date(new Date(completedAt).getTime() + REVIEW_WINDOW_DAYS * DAY_MS);
}

export interface InvitedBooking {
  mateName: string;
  startDate: string;
  endDate: string;
  completedAt: string;
}

/**
 * A review invitation's words at `now`: until when the person can write theirs, or, once the window has
 * ended, that it did (an old invitation never promises time that is gone).
 */
export function reviewInviteText(booking: InvitedBooking, now: Date): string {
  const end = reviewWindowEnd(booking.completedAt);
  const values = {
    mate: booking.mateName,
    dates: formatRentalDates(booking.startDate, booking.endDate),
    date: formatLongDate(end.toISOString()),
  };
  return now < end
    ? fill(messages.reviews.notifyInvite, values)
    : fill(messages.reviews.notifyInviteEnded, values);
}
