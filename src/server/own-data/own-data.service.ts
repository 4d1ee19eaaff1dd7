import { rentalToday } from '../../shared/rental-dates.js';
import {
  OWN_DATA_SECTIONS,
  confirmationMatches,
  deleteAccountSchema,
  deletionConfirmationOf,
  type DeleteAccountInput,
  type OwnDataExport,
} from '../../shared/schemas/own-data.js';
import type { Actor } from '../auth/actor.js';
import {
  endBookingsOfGuest,
  endBookingsOfMate,
  type SettlementContext,
} from '../bookings/booking-settlements.js';
import type { Clock } from '../clock.js';
import type { Database } from '../db/database.js';
import { transaction, type Transaction } from '../db/sql.js';
import { invalid, unauthenticated } from '../errors.js';
import { deletePhotosOfMate } from '../mates/mate-photos.repo.js';
import { setMateState } from '../mates/mates.repo.js';
import { messages } from '../messages/catalogue.js';
import { notificationText } from '../notifications/notification-item.js';
import { keptEventsNaming, setKeptEventText } from '../notifications/notifications.repo.js';
import type { Notifier } from '../notifications/notifier.js';
import { removeImage } from '../storage/image-pipeline.js';
import type { MediaUrls, ObjectStorage } from '../storage/storage.js';
import {
  eraseAccount,
  exportProfile,
  exportSections,
  lockAccount,
  lockLiveMatesOfHost,
} from './own-data.repo.js';

interface Dependencies {
  db: Database;
  media: MediaUrls;
  storage: ObjectStorage;
  clock: Clock;
  notifier: Notifier;
  log: { error(obj: object, msg: string): void };
}

/** Photos travel in the export as the addresses Ronda serves them at, not as storage keys. */
function withImageUrls(rows: Record<string, unknown>[], media: MediaUrls) {
  return rows.map(({ image_key, ...row }) =>
    image_key === undefined
      ? row
      : { ...row, image_url: media.imageUrls(image_key as string | null)?.url ?? null },
  );
}

/** "Tus datos" (the GDPR's access and erasure): only ever about the signed-in person themself. */
export function createOwnDataService({ db, media, storage, clock, notifier, log }: Dependencies) {
  /** The host's mates are deleted as "Eliminar" does: requests rejected, upcoming rentals cancelled. */
  async function removeMatesAsHost(tx: Transaction, id: string, settle: SettlementContext) {
    const mates = await lockLiveMatesOfHost(tx, id);
    const keys: string[] = [];
    for (const mate of mates) {
      await setMateState(tx, mate.id, 'deleted', false, true);
      await endBookingsOfMate(settle, mate.id, messages.ownData.cancelledHostDeleted);
      keys.push(...(await deletePhotosOfMate(tx, mate.id, mate.image_key)));
    }
    return keys;
  }

  return {
    /** "Descargar mis datos": the profile and one list per section, read in one snapshot. */
    async exportData(actor: Actor): Promise<OwnDataExport> {
      const now = clock.now();
      return transaction(db.pool, async (tx) => {
        await tx.query('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ READ ONLY');
        const profile = await exportProfile(tx, actor.id);
        if (!profile) throw unauthenticated(messages.auth.notAuthenticated);
        const { avatar_key, ...rest } = profile;
        const subject = { id: actor.id, email: String(profile.email), now };
        const sections: Record<string, Record<string, unknown>[]> = {};
        // One connection answers one query at a time.
        for (const name of OWN_DATA_SECTIONS)
          sections[name] = withImageUrls(await exportSections[name](tx, subject), media);
        return {
          exportedAt: now.toISOString(),
          profile: { ...rest, avatar_url: media.avatarUrl(avatar_key as string | null) },
          ...(sections as Omit<OwnDataExport, 'exportedAt' | 'profile'>),
        };
      });
    },

    /**
     * "Eliminar mi cuenta": one transaction cancels what is upcoming (telling the other side), deletes
     * the mates, and erases the account down to a row without personal data; then the photos go.
     */
    async deleteAccount(actor: Actor, input: DeleteAccountInput): Promise<void> {
      const { confirmation } = deleteAccountSchema.parse(input);
      const now = clock.now();
      const photos = await transaction(db.pool, async (tx) => {
        const account = await lockAccount(tx, actor.id);
        if (!account) throw unauthenticated(messages.auth.notAuthenticated);
        const expected = deletionConfirmationOf({ publicName: account.public_name, email: account.email });
        if (!confirmationMatches(confirmation, expected)) {
          throw invalid(messages.ownData.confirmationMismatch, {
            confirmation: messages.ownData.confirmationMismatch,
          });
        }
        // The person's requests and upcoming rentals as a guest end first; each host is told, the person
        // named by id (read as "Usuario eliminado" once this commits).
        const settle = { tx, notifier, now, today: rentalToday(now), actor: 'deletion' as const };
        await endBookingsOfGuest(settle, actor.id, messages.ownData.cancelledGuestDeleted);
        const mateImages = await removeMatesAsHost(tx, actor.id, settle);
        await eraseAccount(tx, actor.id, account.email, account.has_profile);
        // Others' notifications name the person by id and read "Usuario eliminado" from now on; only
        // the copies their streams keep for a day were worded with the name, so they are worded again.
        for (const row of await keptEventsNaming(tx, actor.id))
          await setKeptEventText(tx, row.event_id, notificationText(row, now));
        return [account.avatar_key, ...mateImages];
      });
      for (const photo of photos) {
        await removeImage(storage, photo).catch((error: unknown) =>
          log.error({ err: error }, 'could not remove a deleted account photo'),
        );
      }
    },
  };
}

export type OwnDataService = ReturnType<typeof createOwnDataService>;
