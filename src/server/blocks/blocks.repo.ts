import type { Queryable } from '../db/sql.js';
import { query, queryOne } from '../db/sql.js';

/** A person by their public name (case aside), as a profile link names them; deleted accounts are gone. */
export function findUserByPublicName(db: Queryable, publicName: string) {
  return queryOne<{ id: string }>(
    db,
    'SELECT id FROM users WHERE lower(public_name) = lower($1) AND deleted_at IS NULL',
    [publicName],
  );
}

/** Blocks once; blocking again keeps the first date. True when the block is new. */
export async function insertBlock(db: Queryable, blockerId: string, blockedId: string) {
  const rows = await query(
    db,
    `INSERT INTO user_blocks (blocker_id, blocked_id) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING 1`,
    [blockerId, blockedId],
  );
  return rows.length > 0;
}

export async function deleteBlock(db: Queryable, blockerId: string, blockedId: string) {
  await query(db, 'DELETE FROM user_blocks WHERE blocker_id = $1 AND blocked_id = $2', [
    blockerId,
    blockedId,
  ]);
}

export interface BlockedUserRow {
  public_name: string;
  name: string;
  avatar_key: string | null;
  created_at: string;
}

export function listBlockedUsers(db: Queryable, blockerId: string) {
  return query<BlockedUserRow>(
    db,
    `SELECT u.public_name, u.name, u.avatar_key, b.created_at
       FROM user_blocks b JOIN users u ON u.id = b.blocked_id
      WHERE b.blocker_id = $1 AND u.public_name IS NOT NULL
      ORDER BY b.created_at DESC, u.public_name`,
    [blockerId],
  );
}

/** The pending requests between two people, either way, and which side the first person is on. */
export function pendingBookingsBetween(db: Queryable, userId: string, otherId: string) {
  return query<{ id: string; side: 'host' | 'guest' }>(
    db,
    `SELECT id, CASE WHEN host_id = $1 THEN 'host' ELSE 'guest' END AS side
       FROM bookings
      WHERE status = 'pending'
        AND ((host_id = $1 AND guest_id = $2) OR (host_id = $2 AND guest_id = $1))
      ORDER BY created_at`,
    [userId, otherId],
  );
}
