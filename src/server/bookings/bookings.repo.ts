import type { Queryable } from '../db/sql.js';
import { query, queryOne } from '../db/sql.js';
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

export interface LockedBooking {
  id: string;
  status: string;
  guest_id: string;
  host_id: string;
  mate_id: string;
  conversation_id: string | null;
  mate_name: string;
  start_date: string;
  end_date: string;
  days: number;
  total: number;
}

/**
 * A booking and its mate, locked for a status change: the mate first, as booking and closing days do, so
 * changes of one mate's bookings queue up behind each other instead of deadlocking.
 */
export async function lockBooking(tx: Queryable, id: string) {
  const target = await queryOne<{ mate_id: string }>(tx, 'SELECT mate_id FROM bookings WHERE id = $1', [id]);
  if (!target) return null;
  await query(tx, 'SELECT 1 FROM mates WHERE id = $1 FOR UPDATE', [target.mate_id]);
  return queryOne<LockedBooking>(
    tx,
    `SELECT b.id, b.status, b.guest_id, b.host_id, b.mate_id, b.conversation_id, m.name AS mate_name,
            b.start_date, b.end_date, b.days, b.total
       FROM bookings b JOIN mates m ON m.id = b.mate_id
      WHERE b.id = $1
      FOR UPDATE OF b`,
    [id],
  );
}

export async function confirmBooking(tx: Queryable, id: string) {
  await query(tx, `UPDATE bookings SET status = 'confirmed', updated_at = now() WHERE id = $1`, [id]);
}

/** Completed at the service's clock: reviews open then, for 14 days. */
export async function completeBooking(tx: Queryable, id: string, at: Date) {
  await query(
    tx,
    `UPDATE bookings SET status = 'completed', completed_at = $2, updated_at = now() WHERE id = $1`,
    [id, at],
  );
}

export type CancelReason = 'rejected' | 'withdrawn' | 'cancelled' | 'expired';

/** Cancels a booking for a reason; the side is who did it (none for an expiry). Its days free up. */
export async function cancelBooking(
  tx: Queryable,
  id: string,
  reason: CancelReason,
  by: 'host' | 'guest' | null,
  note: string | null = null,
) {
  await query(
    tx,
    `UPDATE bookings SET status = 'cancelled', cancel_reason = $2, cancelled_by = $3, cancel_note = $4, updated_at = now()
      WHERE id = $1`,
    [id, reason, by, note],
  );
  await query(tx, 'DELETE FROM mate_taken_days WHERE booking_id = $1', [id]);
}

/** A rental that ended early ("Marcar como devuelto") no longer holds its days. */
export async function releaseBookingDays(tx: Queryable, bookingId: string) {
  await query(tx, 'DELETE FROM mate_taken_days WHERE booking_id = $1', [bookingId]);
}

/** A confirmed booking takes its days; the exclusion constraint refuses them if anything else has. */
export async function takeBookingDays(
  tx: Queryable,
  booking: { id: string; mate_id: string; start_date: string; end_date: string },
) {
  await query(
    tx,
    `INSERT INTO mate_taken_days (mate_id, during, booking_id) VALUES ($1, daterange($2::date, $3::date, '[]'), $4)`,
    [booking.mate_id, booking.start_date, booking.end_date, booking.id],
  );
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

export interface CancelledRow {
  id: string;
  guest_id: string;
  host_id: string;
  mate_id: string;
  conversation_id: string | null;
  start_date: string;
  end_date: string;
  days: number;
  total: number;
}

const CANCELLED_COLUMNS =
  'b.id, b.guest_id, b.host_id, b.mate_id, b.conversation_id, b.start_date, b.end_date, b.days, b.total';

/** Pending requests of a mate that overlap the given days: they can no longer be confirmed. */
export function rejectOverlappingRequests(tx: Queryable, mateId: string, start: string, end: string) {
  return query<CancelledRow>(
    tx,
    `UPDATE bookings b SET status = 'cancelled', cancel_reason = 'rejected', cancelled_by = 'host', updated_at = now()
      WHERE b.mate_id = $1 AND b.status = 'pending'
        AND daterange(b.start_date, b.end_date, '[]') && daterange($2::date, $3::date, '[]')
      RETURNING ${CANCELLED_COLUMNS}`,
    [mateId, start, end],
  );
}

/** Pending requests for a mate its host deletes: they can no longer be confirmed. */
export function cancelPendingBookingsOfMate(tx: Queryable, mateId: string) {
  return query<CancelledRow>(
    tx,
    `UPDATE bookings b SET status = 'cancelled', cancel_reason = 'rejected', cancelled_by = 'host', updated_at = now()
      WHERE b.mate_id = $1 AND b.status = 'pending'
      RETURNING ${CANCELLED_COLUMNS}`,
    [mateId],
  );
}

/** Confirmed rentals of a paused or deleted mate that have not started: cancelled by the host, with why. */
export async function cancelFutureRentalsOfMate(tx: Queryable, mateId: string, today: string, note: string) {
  const rows = await query<CancelledRow>(
    tx,
    `UPDATE bookings b SET status = 'cancelled', cancel_reason = 'cancelled', cancelled_by = 'host', cancel_note = $3,
            updated_at = now()
      WHERE b.mate_id = $1 AND b.status = 'confirmed' AND b.start_date > $2::date
      RETURNING ${CANCELLED_COLUMNS}`,
    [mateId, today, note],
  );
  if (rows.length > 0) {
    await query(tx, 'DELETE FROM mate_taken_days WHERE booking_id = ANY($1::uuid[])', [
      rows.map((row) => row.id),
    ]);
  }
  return rows;
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

/**
 * A guest's requests and confirmed rentals that have not started, cancelled on their side with a note
 * (their account was suspended). The mates are locked first, as every change of a booking does.
 */
export async function cancelFutureBookingsOfGuest(
  tx: Queryable,
  guestId: string,
  today: string,
  note: string,
) {
  await query(
    tx,
    `SELECT 1 FROM mates WHERE id IN (
       SELECT mate_id FROM bookings
        WHERE guest_id = $1 AND (status = 'pending' OR (status = 'confirmed' AND start_date > $2::date)))
     ORDER BY id FOR UPDATE`,
    [guestId, today],
  );
  const rows = await query<CancelledRow & { was_pending: boolean; mate_name: string }>(
    tx,
    `WITH due AS (
       SELECT id, status = 'pending' AS was_pending FROM bookings
        WHERE guest_id = $1 AND (status = 'pending' OR (status = 'confirmed' AND start_date > $2::date))
        FOR UPDATE)
     UPDATE bookings b
        SET status = 'cancelled', cancel_reason = CASE WHEN due.was_pending THEN 'withdrawn' ELSE 'cancelled' END,
            cancelled_by = 'guest', cancel_note = $3, updated_at = now()
       FROM due, mates m
      WHERE b.id = due.id AND m.id = b.mate_id
      RETURNING ${CANCELLED_COLUMNS}, due.was_pending, m.name AS mate_name`,
    [guestId, today, note],
  );
  if (rows.length > 0) {
    await query(tx, 'DELETE FROM mate_taken_days WHERE booking_id = ANY($1::uuid[])', [
      rows.map((row) => row.id),
    ]);
  }
  return rows;
}
