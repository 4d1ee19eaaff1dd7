import { query, type Queryable } from '../db/sql.js';
import type { Relation } from './reach-policy.js';

export interface Pair {
  actorId: string;
  /** Null when the other is gone for good (a review whose author deleted their account). */
  otherId: string | null;
  /** The conversation the act happens in, when there is one: a confirmed rental there keeps it open. */
  conversationId?: string | null;
}

interface RelationRow {
  actor_suspended: boolean;
  actor_deleted: boolean;
  other_suspended: boolean;
  other_deleted: boolean;
  actor_blocked_other: boolean;
  other_blocked_actor: boolean;
  rental_chat: boolean;
}

/** How each pair stands, in the order given: one statement however many pairs. */
export async function relationsOf(db: Queryable, pairs: readonly Pair[]): Promise<Relation[]> {
  if (pairs.length === 0) return [];
  const rows = await query<RelationRow & { n: number }>(
    db,
    `SELECT p.n,
            coalesce(a.suspended_at IS NOT NULL, false) AS actor_suspended,
            coalesce(a.deleted_at IS NOT NULL, false) AS actor_deleted,
            coalesce(o.suspended_at IS NOT NULL, false) AS other_suspended,
            p.other_id IS NULL OR coalesce(o.deleted_at IS NOT NULL, false) AS other_deleted,
            EXISTS (SELECT 1 FROM user_blocks b WHERE b.blocker_id = p.actor_id AND b.blocked_id = p.other_id)
              AS actor_blocked_other,
            EXISTS (SELECT 1 FROM user_blocks b WHERE b.blocker_id = p.other_id AND b.blocked_id = p.actor_id)
              AS other_blocked_actor,
            EXISTS (SELECT 1 FROM bookings k WHERE k.conversation_id = p.conversation_id AND k.status = 'confirmed')
              AS rental_chat
       FROM unnest($1::text[], $2::text[], $3::uuid[]) WITH ORDINALITY AS p (actor_id, other_id, conversation_id, n)
       LEFT JOIN users a ON a.id = p.actor_id
       LEFT JOIN users o ON o.id = p.other_id
      ORDER BY p.n`,
    [pairs.map((p) => p.actorId), pairs.map((p) => p.otherId), pairs.map((p) => p.conversationId ?? null)],
  );
  return rows.map((row) => ({
    actor: { suspended: row.actor_suspended, deleted: row.actor_deleted },
    other: { suspended: row.other_suspended, deleted: row.other_deleted },
    actorBlockedOther: row.actor_blocked_other,
    otherBlockedActor: row.other_blocked_actor,
    rentalChat: row.rental_chat,
  }));
}

export async function relationOf(db: Queryable, pair: Pair): Promise<Relation> {
  const [relation] = await relationsOf(db, [pair]);
  return relation!;
}

/** Advisory locks of this area: the first key of the two-key form, apart from any other lock. */
const PAIR_LOCK = 21;

/**
 * Serialises, until the transaction ends, what changes how two people stand (a block) with what acts on
 * it (a booking request): either the request sees the block, or the block sees the request and settles
 * it. The same lock for both orders of the pair.
 */
export async function lockPair(tx: Queryable, oneId: string, otherId: string) {
  const key = oneId < otherId ? `${oneId} ${otherId}` : `${otherId} ${oneId}`;
  await query(tx, 'SELECT pg_advisory_xact_lock($1, hashtext($2))', [PAIR_LOCK, key]);
}
