import {
  AUTO_COMPLETE_DAYS,
  REQUEST_TTL_HOURS,
  addDays,
  rentalInstant,
  rentalToday,
} from '../../shared/rental-dates.js';
import type { Clock } from '../clock.js';
import type { Database } from '../db/database.js';
import { transaction, type Transaction } from '../db/sql.js';
import type { Notifier } from '../notifications/notifier.js';
import type { NewNotification } from '../notifications/notifications.repo.js';
import type { Wording } from '../notifications/wording.js';
import { bookingTarget } from './booking-events.js';
import { moveBookings } from './booking-transitions.js';
import { REVIEW_WINDOW_DAYS } from '../../shared/schemas/reviews.js';
import { publishReviewsOfClosedWindows } from '../reviews/reviews.repo.js';
import { reviewPublished } from '../reviews/reviews.service.js';
import {
  lockDueBookings,
  markReminded,
  mateOfBooking,
  syncMateReservation,
  type BookingRow,
} from './bookings.repo.js';
import { REMINDER_HOUR } from './rental-moments.js';

const bothSides = (booking: BookingRow, says: Wording): NewNotification[] =>
  [booking.guest_id, booking.host_id].map((userId) => ({
    userId,
    type: 'booking_reminder' as const,
    says,
    target: bookingTarget(booking),
    bookingId: booking.id,
  }));

/**
 * The booking lifecycle that runs by itself: requests expire, reminders go out, rentals complete and
 * mates read Reservado exactly while a rental runs. Expiry and completion are the system's transitions
 * (booking-transitions.ts), whose `WHERE status = from` lets only one run move a booking; reminders are
 * marked in the statement that finds them. So a second run (another process, a retried job) changes
 * nothing and notifies nobody twice; the notifications commit with the change they announce.
 */
export function createRentalLifecycle({
  db,
  clock,
  notifier,
}: {
  db: Database;
  clock: Clock;
  notifier: Notifier;
}) {
  /** One step in its own transaction: the rows it changed get their notifications and events there too. */
  const step = (run: (tx: Transaction) => Promise<BookingRow[]>) =>
    transaction(db.pool, async (tx) => (await run(tx)).length);

  return {
    /**
     * Everything due at the clock's now: for one booking (its own job) or for all (the sweep that
     * also covers bookings made before a job existed for them). Returns how many rows each step changed.
     */
    async runDue(bookingId: string | null = null) {
      const now = clock.now();
      const today = rentalToday(now);
      const remindersDue = now >= rentalInstant(today, REMINDER_HOUR);
      const system = (tx: Transaction) => ({ tx, notifier, now, today, actor: 'system' as const });

      const expired = await step(async (tx) =>
        moveBookings(
          'expire',
          await lockDueBookings(tx, bookingId, {
            askedBefore: new Date(now.getTime() - REQUEST_TTL_HOURS * 3_600_000),
            today,
          }),
          system(tx),
        ),
      );

      const remind = (which: 'start' | 'end', date: string, key: 'startsTomorrow' | 'endsToday') =>
        step(async (tx) => {
          const rows = await markReminded(tx, which, bookingId, date, now);
          await notifier.notify(
            tx,
            rows.flatMap((booking) => bothSides(booking, { key, values: { mate: booking.mate_name } })),
          );
          return rows;
        });
      const startsTomorrow = remindersDue ? await remind('start', addDays(today, 1), 'startsTomorrow') : 0;
      const endsToday = remindersDue ? await remind('end', today, 'endsToday') : 0;

      const completed = await step(async (tx) =>
        moveBookings(
          'complete',
          await lockDueBookings(tx, bookingId, { endedBy: addDays(today, -AUTO_COMPLETE_DAYS) }),
          system(tx),
        ),
      );

      // Reviews written alone show once their window has ended: the other side's silence ends the wait.
      const reviewsPublished = await transaction(db.pool, async (tx) => {
        const rows = await publishReviewsOfClosedWindows(
          tx,
          bookingId,
          new Date(now.getTime() - REVIEW_WINDOW_DAYS * 86_400_000),
          REVIEW_WINDOW_DAYS,
        );
        await notifier.notify(
          tx,
          rows.flatMap((row) =>
            row.subject_id ? [reviewPublished(row.subject_id, row.author_id, row.booking_id)] : [],
          ),
        );
        return rows.length;
      });

      // Reservado exactly while a confirmed rental covers today: one mate, or every mate on the sweep.
      await transaction(db.pool, async (tx) => {
        const mateId = bookingId ? await mateOfBooking(tx, bookingId) : null;
        // An unknown booking has no mate to bring up to date (null would mean every mate).
        if (mateId !== undefined) await syncMateReservation(tx, today, mateId);
      });
      return { expired, startsTomorrow, endsToday, completed, reviewsPublished };
    },
  };
}

export type RentalLifecycle = ReturnType<typeof createRentalLifecycle>;
