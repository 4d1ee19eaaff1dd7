import type { Queryable } from '../db/sql.js';
import { query, queryOne } from '../db/sql.js';
import type { BookingStatus, CancelReason } from '../../shared/schemas/bookings.js';
import { bookingReviewColumns, type BookingReviewRow } from '../reviews/reviews.repo.js';

/** A booking's days and money, as every list and change reads them. */
const RENTAL_COLUMNS = 'b.start_date, b.end_date, b.days, b.total, b.cancel_reason, b.cancel_note';

/** The mate being booked, locked: concurrent bookings of one mate run one after another. */
export function lockMateForBooking(tx: Queryable, mateId: string) {
  return queryOne<{
    id: string;
    host_id: string;
    name: string;
    status: string;
    price_per_day: number | null;
  }>(
    tx,
    // A mate an operator hid, or whose host is suspended, cannot be booked: it reads as missing.
    `SELECT id, host_id, name, status, price_per_day FROM mates
      WHERE id = $1 AND status <> 'deleted' AND hidden_at IS NULL AND NOT host_suspended FOR UPDATE`,
    [mateId],
  );
}

/**
 * Read after the lock, in a new statement, so it sees bookings committed by whoever held the lock
 * before us (a subquery of the locking statement would still see the older snapshot).
 */
export function activeBookingsOfMate(tx: Queryable, mateId: string) {
  return query<{ guest_id: string; status: string }>(
    tx,
    `SELECT guest_id, status FROM bookings WHERE mate_id = $1 AND status IN ('pending', 'confirmed')`,
    [mateId],
  );
}

/** Whether any day from start to end (inclusive) is taken by a confirmed rental or a closure. */
export async function datesTaken(tx: Queryable, mateId: string, start: string, end: string) {
  const row = await queryOne(
    tx,
    `SELECT 1 FROM mate_taken_days WHERE mate_id = $1 AND during && daterange($2::date, $3::date, '[]') LIMIT 1`,
    [mateId, start, end],
  );
  return row !== null;
}

export async function insertBooking(
  tx: Queryable,
  b: {
    guestId: string;
    hostId: string;
    mateId: string;
    conversationId: string;
    message: string | null;
    startDate: string;
    endDate: string;
    days: number;
    total: number;
    /** The service's clock: expiry counts from it. */
    createdAt: Date;
  },
) {
  const row = await queryOne<{ id: string; created_at: string }>(
    tx,
    `INSERT INTO bookings (guest_id, host_id, mate_id, conversation_id, message, start_date, end_date, days, total,
                           created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $10) RETURNING id, created_at`,
    [
      b.guestId,
      b.hostId,
      b.mateId,
      b.conversationId,
      b.message,
      b.startDate,
      b.endDate,
      b.days,
      b.total,
      b.createdAt,
    ],
  );
  return row!;
}

/** A booking as a change of its status reads it: its parties, its mate, its days and when it was asked. */
export interface BookingRow {
  id: string;
  status: BookingStatus;
  guest_id: string;
  host_id: string;
  mate_id: string;
  conversation_id: string | null;
  mate_name: string;
  start_date: string;
  end_date: string;
  days: number;
  total: number;
  created_at: string;
}

const BOOKING_ROW = `b.id, b.status, b.guest_id, b.host_id, b.mate_id, b.conversation_id, m.name AS mate_name,
                     b.start_date, b.end_date, b.days, b.total, b.created_at`;

/**
 * A booking and its mate, locked for a status change: the mate first, as booking and closing days do, so
 * changes of one mate's bookings queue up behind each other instead of deadlocking.
 */
export async function lockBooking(tx: Queryable, id: string) {
  const target = await queryOne<{ mate_id: string }>(tx, 'SELECT mate_id FROM bookings WHERE id = $1', [id]);
  if (!target) return null;
  await query(tx, 'SELECT 1 FROM mates WHERE id = $1 FOR UPDATE', [target.mate_id]);
  return queryOne<BookingRow>(
    tx,
    `SELECT ${BOOKING_ROW} FROM bookings b JOIN mates m ON m.id = b.mate_id WHERE b.id = $1 FOR UPDATE OF b`,
    [id],
  );
}

/** Bookings whose status may change, locked in id order; the caller holds their mate's lock. */
function lockWhere(tx: Queryable, where: string, values: unknown[]) {
  return query<BookingRow>(
    tx,
    `SELECT ${BOOKING_ROW} FROM bookings b JOIN mates m ON m.id = b.mate_id
      WHERE ${where} ORDER BY b.id FOR UPDATE OF b`,
    values,
  );
}

/** Pending requests of a mate that overlap the given days. */
export function lockRequestsOverlapping(tx: Queryable, mateId: string, start: string, end: string) {
  return lockWhere(
    tx,
    `b.mate_id = $1 AND b.status = 'pending'
     AND daterange(b.start_date, b.end_date, '[]') && daterange($2::date, $3::date, '[]')`,
    [mateId, start, end],
  );
}

/** A mate's pending requests and its confirmed rentals that have not started. */
export function lockUpcomingBookingsOfMate(tx: Queryable, mateId: string, today: string) {
  return lockWhere(
    tx,
    `b.mate_id = $1 AND (b.status = 'pending' OR (b.status = 'confirmed' AND b.start_date > $2::date))`,
    [mateId, today],
  );
}

/**
 * A guest's pending requests and confirmed rentals that have not started. Their mates are locked first,
 * in id order, as every change of a booking does.
 */
export async function lockUpcomingBookingsOfGuest(tx: Queryable, guestId: string, today: string) {
  const upcoming = `b.guest_id = $1 AND (b.status = 'pending' OR (b.status = 'confirmed' AND b.start_date > $2::date))`;
  await query(
    tx,
    `SELECT 1 FROM mates WHERE id IN (SELECT b.mate_id FROM bookings b WHERE ${upcoming}) ORDER BY id FOR UPDATE`,
    [guestId, today],
  );
  return lockWhere(tx, upcoming, [guestId, today]);
}

/**
 * What the lifecycle may move at the clock's now, for one booking or all: requests asked before
 * `askedBefore` or whose first day is over, and rentals whose last day is on or before `endedBy`.
 */
export function lockDueBookings(
  tx: Queryable,
  bookingId: string | null,
  due: { askedBefore: Date; today: string } | { endedBy: string },
) {
  const only = '($1::uuid IS NULL OR b.id = $1::uuid)';
  return 'endedBy' in due
    ? lockWhere(tx, `${only} AND b.status = 'confirmed' AND b.end_date <= $2::date`, [bookingId, due.endedBy])
    : lockWhere(tx, `${only} AND b.status = 'pending' AND (b.created_at <= $2 OR b.start_date < $3::date)`, [
        bookingId,
        due.askedBefore,
        due.today,
      ]);
}

/** How one transition rewrites a booking's row (see booking-transitions.ts). */
export interface BookingChange {
  from: BookingStatus;
  to: BookingStatus;
  cancelReason: CancelReason | null;
  cancelledBy: 'host' | 'guest' | null;
  note: string | null;
  /** The service's clock: the row's updated_at, and completed_at when it completes. */
  at: Date;
  /** A confirmation takes the booking's days; an end before its last day frees them. */
  days: 'take' | 'release' | 'keep';
}

/**
 * The one statement that changes a booking's status. Only rows still in `from` move, so of two
 * concurrent changes of one booking exactly one wins; returns the ids that moved. Taking days can
 * fail on the exclusion constraint (the caller turns that into a 409).
 */
export async function applyBookingChange(tx: Queryable, change: BookingChange, ids: string[]) {
  const moved = (
    await query<{ id: string }>(
      tx,
      `UPDATE bookings
          SET status = $3::text, cancel_reason = $4, cancelled_by = $5, cancel_note = $6, updated_at = $7,
              completed_at = CASE WHEN $3::text = 'completed' THEN $7 ELSE completed_at END
        WHERE id = ANY($1::uuid[]) AND status = $2
        RETURNING id`,
      [ids, change.from, change.to, change.cancelReason, change.cancelledBy, change.note, change.at],
    )
  ).map((row) => row.id);
  if (moved.length > 0 && change.days === 'take') {
    await query(
      tx,
      `INSERT INTO mate_taken_days (mate_id, during, booking_id)
       SELECT mate_id, daterange(start_date, end_date, '[]'), id FROM bookings WHERE id = ANY($1::uuid[])`,
      [moved],
    );
  }
  if (moved.length > 0 && change.days === 'release') {
    await query(tx, 'DELETE FROM mate_taken_days WHERE booking_id = ANY($1::uuid[])', [moved]);
  }
  return moved;
}

/** Reminders go out once: the mark is set in the statement that finds the rentals due one. */
export function markReminded(
  tx: Queryable,
  which: 'start' | 'end',
  bookingId: string | null,
  date: string,
  at: Date,
) {
  const column = which === 'start' ? 'start_reminded_at' : 'end_reminded_at';
  const day = which === 'start' ? 'start_date' : 'end_date';
  return query<BookingRow>(
    tx,
    `UPDATE bookings b SET ${column} = $3
       FROM mates m
      WHERE m.id = b.mate_id AND ($1::uuid IS NULL OR b.id = $1::uuid)
        AND b.status = 'confirmed' AND b.${column} IS NULL AND b.${day} = $2::date
      RETURNING ${BOOKING_ROW}`,
    [bookingId, date, at],
  );
}

/** The mate of a booking (none for an unknown id). */
export async function mateOfBooking(tx: Queryable, bookingId: string) {
  return (await queryOne<{ mate_id: string }>(tx, 'SELECT mate_id FROM bookings WHERE id = $1', [bookingId]))
    ?.mate_id;
}

/**
 * Reservado while a confirmed rental covers today, Disponible otherwise; a paused or deleted mate keeps
 * its status. One mate, or (with null) every mate whose status is out of date.
 */
export async function syncMateReservation(tx: Queryable, today: string, mateId: string | null) {
  await query(
    tx,
    `WITH state AS (
       SELECT m.id, EXISTS (
                SELECT 1 FROM bookings b
                 WHERE b.mate_id = m.id AND b.status = 'confirmed' AND b.start_date <= $1::date AND b.end_date >= $1::date
              ) AS running
         FROM mates m
        WHERE m.status IN ('available', 'reserved') AND ($2::uuid IS NULL OR m.id = $2::uuid)
     )
     UPDATE mates m SET status = CASE WHEN s.running THEN 'reserved' ELSE 'available' END,
                        available = NOT s.running, updated_at = now()
       FROM state s
      WHERE m.id = s.id AND (m.status = 'reserved') <> s.running`,
    [today, mateId],
  );
}

export interface BookingListRow extends BookingReviewRow {
  id: string;
  status: string;
  cancelled_by: 'host' | 'guest' | null;
  cancel_reason: CancelReason | null;
  cancel_note: string | null;
  start_date: string;
  end_date: string;
  days: number;
  total: number;
  message: string | null;
  created_at: string;
  updated_at: string;
  conversation_id: string | null;
  mate_id: string;
  mate_name: string;
  mate_price: number | null;
  mate_image_key: string | null;
  mate_status: string;
  other_public_name: string | null;
  other_name: string;
  other_avatar_key: string | null;
  other_deleted: boolean;
}

/** The host's received bookings or the guest's own, with mate, other person and chat: one statement. */
export function listBookings(db: Queryable, userId: string, side: 'host' | 'guest') {
  const [mine, other] = side === 'host' ? ['host_id', 'guest_id'] : ['guest_id', 'host_id'];
  return query<BookingListRow>(
    db,
    `SELECT b.id, b.status, b.cancelled_by, b.message, b.created_at, b.updated_at, b.conversation_id, ${RENTAL_COLUMNS},
            m.id AS mate_id, m.name AS mate_name, m.price_per_day AS mate_price, m.image_key AS mate_image_key,
            m.status AS mate_status,
            o.public_name AS other_public_name, o.name AS other_name, o.avatar_key AS other_avatar_key,
            o.deleted_at IS NOT NULL AS other_deleted,
            ${bookingReviewColumns(`'${side}'`)}
       FROM bookings b
       JOIN mates m ON m.id = b.mate_id
       JOIN users o ON o.id = b.${other}
      WHERE b.${mine} = $1
      ORDER BY b.created_at DESC, b.id`,
    [userId],
  );
}

export function findBookingForParty(db: Queryable, id: string, userId: string) {
  return queryOne<BookingListRow & { guest_id: string; host_id: string }>(
    db,
    `SELECT b.id, b.status, b.cancelled_by, b.message, b.created_at, b.updated_at, b.conversation_id, b.guest_id, b.host_id,
            ${RENTAL_COLUMNS},
            m.id AS mate_id, m.name AS mate_name, m.price_per_day AS mate_price, m.image_key AS mate_image_key,
            m.status AS mate_status,
            o.public_name AS other_public_name, o.name AS other_name, o.avatar_key AS other_avatar_key,
            o.deleted_at IS NOT NULL AS other_deleted,
            ${bookingReviewColumns(`CASE WHEN b.host_id = $2 THEN 'host' ELSE 'guest' END`)}
       FROM bookings b
       JOIN mates m ON m.id = b.mate_id
       JOIN users o ON o.id = CASE WHEN b.host_id = $2 THEN b.guest_id ELSE b.host_id END
      WHERE b.id = $1 AND (b.host_id = $2 OR b.guest_id = $2)`,
    [id, userId],
  );
}
