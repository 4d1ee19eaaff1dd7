import { displayName } from '../../shared/display-name.js';
import type { BlockedUser } from '../../shared/schemas/reports.js';
import { blockUserSchema } from '../../shared/schemas/reports.js';
import { requireRegistered } from '../auth/access.js';
import type { Actor } from '../auth/actor.js';
import type { BookingService } from '../bookings/bookings.service.js';
import type { Database } from '../db/database.js';
import { transaction } from '../db/sql.js';
import { invalid, notFound } from '../errors.js';
import { messages } from '../messages/catalogue.js';
import { lockPair } from '../reach/reach.repo.js';
import type { MediaUrls } from '../storage/storage.js';
import {
  deleteBlock,
  findUserByPublicName,
  insertBlock,
  listBlockedUsers,
  pendingBookingsBetween,
} from './blocks.repo.js';

/**
 * "Bloquear usuario" (decision 0021): one-way and silent. This service keeps the list; what a block
 * stops is decided by the reach policy (src/server/reach), which every path asks.
 */
export function createBlockService({
  db,
  media,
  bookings,
}: {
  db: Database;
  media: MediaUrls;
  bookings: Pick<BookingService, 'reject' | 'withdraw'>;
}) {
  async function personNamed(publicName: string) {
    const user = await findUserByPublicName(db.pool, publicName);
    if (!user) throw notFound(messages.profile.notFound);
    return user;
  }

  return {
    async list(actor: Actor): Promise<{ users: BlockedUser[] }> {
      const rows = await listBlockedUsers(db.pool, actor.id);
      return {
        users: rows.map((row) => ({
          publicName: row.public_name,
          displayName: displayName({ publicName: row.public_name, name: row.name }),
          avatarUrl: media.avatarUrl(row.avatar_key),
          blockedAt: row.created_at,
        })),
      };
    },

    /**
     * Blocks, then settles the pending requests between them as each side would: the blocker rejects
     * the ones they received and withdraws the ones they made. Confirmed rentals stay.
     */
    async block(actor: Actor, input: { publicName: string }) {
      const blocker = requireRegistered(actor, messages.registration.registerPrompt);
      const { publicName } = blockUserSchema.parse(input);
      const target = await personNamed(publicName);
      if (target.id === blocker.id) throw invalid(messages.blocks.self);
      const pending = await transaction(db.pool, async (tx) => {
        // A request made meanwhile waits for this block, or is committed before it and settled below.
        await lockPair(tx, blocker.id, target.id);
        await insertBlock(tx, blocker.id, target.id);
        return pendingBookingsBetween(tx, blocker.id, target.id);
      });
      for (const booking of pending) {
        if (booking.side === 'host') await bookings.reject(blocker, booking.id);
        else await bookings.withdraw(blocker, booking.id);
      }
      return { ok: true as const };
    },

    async unblock(actor: Actor, publicName: string) {
      const target = await personNamed(publicName);
      await deleteBlock(db.pool, actor.id, target.id);
    },
  };
}

export type BlockService = ReturnType<typeof createBlockService>;
