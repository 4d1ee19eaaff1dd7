import {
  AUTO_COMPLETE_DAYS,
  REQUEST_TTL_HOURS,
  addDays,
  rentalInstant,
  rentalToday,
} from '../../shared/rental-dates.js';
import type { Clock } from '../clock.js';
import type { Database } from '../db/database.js';
import { query, transaction, type Queryable, type Transaction } from '../db/sql.js';
import type { Notifier } from '../notifications/notifier.js';
import type { NewNotification } from '../notifications/notifications.repo.js';
import type { Wording } from '../notifications/wording.js';
import { announce, bookingTarget, inviteReviews } from './booking-events.js';
import { REVIEW_WINDOW_DAYS } from '../../shared/schemas/reviews.js';
import { publishReviewsOfClosedWindows } from '../reviews/reviews.repo.js';
import { reviewPublished } from '../reviews/reviews.service.js';
import { syncMateReservation } from './bookings.repo.js';

/** Reminders go out at this hour of the day in Spain, not at midnight. */
const REMINDER_HOUR = 9;

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

interface SteppedBooking {
  id: string;
  guest_id: string;
  host_id: string;
  mate_id: string;
  mate_name: string;
  conversation_id: string | null;
  start_date: string;
  end_date: string;
}

const RETURNING = `b.id, b.guest_id, b.host_id, b.mate_id, b.conversation_id, b.start_date, b.end_date,
                   (SELECT name FROM mates WHERE id = b.mate_id) AS mate_name`;

const bothSides = (booking: SteppedBooking, says: Wording): NewNotification[] =>
  [booking.guest_id, booking.host_id].map((userId) => ({
    userId,
    type: 'booking_reminder' as const,
    says,
    target: bookingTarget(booking),
    bookingId: booking.id,
  }));

/**
 * The booking lifecycle that runs by itself: requests expire, reminders go out, rentals complete and
 * mates read Reservado exactly while a rental runs. Each step is one UPDATE whose WHERE still holds
 * only for rows not yet stepped, so a second run (another process, a retried job) changes nothing and
 * notifies nobody twice; the notifications commit with the change they announce.
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
  /** One step: the rows it changed get their notifications and events in the same transaction. */
  async function step(
    sql: string,
    values: unknown[],
    after: (tx: Transaction, rows: SteppedBooking[]) => Promise<void>,
  ) {
    return transaction(db.pool, async (tx) => {
      const rows = await query<SteppedBooking>(tx, sql, values);
      if (rows.length > 0) await after(tx, rows);
      return rows.length;
    });
  }

  return {
    /**
     * Everything due at the clock's now: for one booking (its own job) or for all (the sweep that
     * also covers bookings made before a job existed for them). Returns how many rows each step changed.
     */
    async runDue(bookingId: string | null = null) {
      const now = clock.now();
      const today = rentalToday(now);
      const remindersDue = now >= rentalInstant(today, REMINDER_HOUR);
      const expiredBefore = new Date(now.getTime() - REQUEST_TTL_HOURS * 3_600_000);
      const only = `($1::uuid IS NULL OR b.id = $1::uuid)`;

      const expired = await step(
        `UPDATE bookings b SET status = 'cancelled', cancel_reason = 'expired', updated_at = now()
          WHERE ${only} AND b.status = 'pending' AND (b.created_at <= $2 OR b.start_date < $3::date)
          RETURNING ${RETURNING}`,
        [bookingId, expiredBefore.toISOString(), today],
        async (tx, rows) => {
          await notifier.notify(
            tx,
            rows.map((booking) => ({
              userId: booking.guest_id,
              type: 'booking_expired' as const,
              says: { key: 'bookingExpired' as const, values: { mate: booking.mate_name } },
              target: { kind: 'mate' as const, mateId: booking.mate_id },
              bookingId: booking.id,
            })),
          );
          for (const booking of rows) await announce(tx, booking, 'cancelled');
        },
      );

      const startsTomorrow = remindersDue
        ? await step(
            `UPDATE bookings b SET start_reminded_at = now()
              WHERE ${only} AND b.status = 'confirmed' AND b.start_reminded_at IS NULL AND b.start_date = $2::date
              RETURNING ${RETURNING}`,
            [bookingId, addDays(today, 1)],
            (tx, rows) =>
              notifier.notify(
                tx,
                rows.flatMap((booking) =>
                  bothSides(booking, { key: 'startsTomorrow', values: { mate: booking.mate_name } }),
                ),
              ),
          )
        : 0;

      const endsToday = remindersDue
        ? await step(
            `UPDATE bookings b SET end_reminded_at = now()
              WHERE ${only} AND b.status = 'confirmed' AND b.end_reminded_at IS NULL AND b.end_date = $2::date
              RETURNING ${RETURNING}`,
            [bookingId, today],
            (tx, rows) =>
              notifier.notify(
                tx,
                rows.flatMap((booking) =>
                  bothSides(booking, { key: 'endsToday', values: { mate: booking.mate_name } }),
                ),
              ),
          )
        : 0;

      const completed = await step(
        `UPDATE bookings b SET status = 'completed', completed_at = $3, updated_at = now()
          WHERE ${only} AND b.status = 'confirmed' AND b.end_date <= $2::date
          RETURNING ${RETURNING}`,
        [bookingId, addDays(today, -AUTO_COMPLETE_DAYS), now],
        async (tx, rows) => {
          for (const booking of rows) {
            await announce(tx, booking, 'completed');
            await inviteReviews(notifier, tx, booking, now);
          }
        },
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
        await syncMateReservation(tx, today, bookingId ? await mateOf(tx, bookingId) : null);
      });
      return { expired, startsTomorrow, endsToday, completed, reviewsPublished };
    },
  };
}

async function mateOf(tx: Queryable, bookingId: string) {
  const rows = await query<{ mate_id: string }>(tx, 'SELECT mate_id FROM bookings WHERE id = $1', [
    bookingId,
  ]);
  return rows[0]?.mate_id ?? '00000000-0000-0000-0000-000000000000';
}

export type RentalLifecycle = ReturnType<typeof createRentalLifecycle>;
