import type { Queryable } from '../db/sql.js';
import { query, queryOne } from '../db/sql.js';

/** The mate being booked, locked: concurrent bookings of one mate run one after another. */
export function lockMateForBooking(tx: Queryable, mateId: string) {
  return queryOne<{ id: string; host_id: string; name: string; status: string; available: boolean }>(
    tx,
    `SELECT id, host_id, name, status, available FROM mates WHERE id = $1 AND status <> 'deleted' FOR UPDATE`,
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

export async function insertBooking(
  tx: Queryable,
  b: { guestId: string; hostId: string; mateId: string; conversationId: string; message: string | null },
) {
  const row = await queryOne<{ id: string }>(
    tx,
    `INSERT INTO bookings (guest_id, host_id, mate_id, conversation_id, message) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
    [b.guestId, b.hostId, b.mateId, b.conversationId, b.message],
  );
  return row!.id;
}

export async function markMateBooked(tx: Queryable, mateId: string) {
  await query(tx, 'UPDATE mates SET available = false, updated_at = now() WHERE id = $1', [mateId]);
}

export interface LockedBooking {
  id: string;
  status: string;
  guest_id: string;
  host_id: string;
  mate_id: string;
  conversation_id: string | null;
  mate_name: string;
}

/** A booking and its mate, locked for a status change. */
export function lockBooking(tx: Queryable, id: string) {
  return queryOne<LockedBooking>(
    tx,
    `SELECT b.id, b.status, b.guest_id, b.host_id, b.mate_id, b.conversation_id, m.name AS mate_name
       FROM bookings b JOIN mates m ON m.id = b.mate_id
      WHERE b.id = $1
      FOR UPDATE OF b, m`,
    [id],
  );
}

export async function setBookingStatus(
  tx: Queryable,
  id: string,
  status: string,
  cancelledBy: 'host' | 'guest' | null = null,
) {
  await query(tx, `UPDATE bookings SET status = $2, cancelled_by = $3, updated_at = now() WHERE id = $1`, [
    id,
    status,
    cancelledBy,
  ]);
}

/** A confirmed booking reserves the mate; a mate its host paused stays paused. */
export async function markMateReserved(tx: Queryable, mateId: string) {
  await query(
    tx,
    `UPDATE mates SET status = CASE WHEN status = 'available' THEN 'reserved' ELSE status END, available = false, updated_at = now()
      WHERE id = $1 AND status <> 'deleted'`,
    [mateId],
  );
}

/** Back to the public list once no pending or confirmed booking remains (paused or deleted mates stay so). */
export async function releaseMateIfFree(tx: Queryable, mateId: string) {
  await query(
    tx,
    `UPDATE mates SET status = 'available', available = true, updated_at = now()
      WHERE id = $1 AND status IN ('available', 'reserved')
        AND NOT EXISTS (SELECT 1 FROM bookings WHERE mate_id = $1 AND status IN ('pending', 'confirmed'))`,
    [mateId],
  );
}

/** Pending requests for a mate its host deletes: they can no longer be confirmed. */
export function cancelPendingBookingsOfMate(tx: Queryable, mateId: string) {
  return query<{ id: string; guest_id: string; host_id: string; conversation_id: string | null }>(
    tx,
    `UPDATE bookings SET status = 'cancelled', cancelled_by = 'host', updated_at = now()
      WHERE mate_id = $1 AND status = 'pending'
      RETURNING id, guest_id, host_id, conversation_id`,
    [mateId],
  );
}

export interface BookingListRow {
  id: string;
  status: string;
  cancelled_by: 'host' | 'guest' | null;
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
}

/** The host's received bookings or the guest's own, with mate, other person and chat: one statement. */
export function listBookings(db: Queryable, userId: string, side: 'host' | 'guest') {
  const [mine, other] = side === 'host' ? ['host_id', 'guest_id'] : ['guest_id', 'host_id'];
  return query<BookingListRow>(
    db,
    `SELECT b.id, b.status, b.cancelled_by, b.message, b.created_at, b.updated_at, b.conversation_id,
            m.id AS mate_id, m.name AS mate_name, m.price_per_day AS mate_price, m.image_key AS mate_image_key,
            m.status AS mate_status,
            o.public_name AS other_public_name, o.name AS other_name, o.avatar_key AS other_avatar_key
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
            m.id AS mate_id, m.name AS mate_name, m.price_per_day AS mate_price, m.image_key AS mate_image_key,
            m.status AS mate_status,
            o.public_name AS other_public_name, o.name AS other_name, o.avatar_key AS other_avatar_key
       FROM bookings b
       JOIN mates m ON m.id = b.mate_id
       JOIN users o ON o.id = CASE WHEN b.host_id = $2 THEN b.guest_id ELSE b.host_id END
      WHERE b.id = $1 AND (b.host_id = $2 OR b.guest_id = $2)`,
    [id, userId],
  );
}
