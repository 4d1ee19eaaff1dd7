import { randomUUID } from 'node:crypto';
import { cleanCity } from '../../shared/city.js';
import { displayName } from '../../shared/display-name.js';
import { fill } from '../../shared/format.js';
import { messages } from '../messages/catalogue.js';
import {
  mateFieldsSchema,
  updateMateSchema,
  type MateDetail,
  type MateFieldsInput,
  type MateList,
  type MateListQuery,
  type MateSummary,
  type OwnMate,
  type UpdateMateInput,
} from '../../shared/schemas/mates.js';
import type { Place } from '../../shared/schemas/common.js';
import { requireRegistered } from '../auth/access.js';
import type { Actor } from '../auth/actor.js';
import type { Database } from '../db/database.js';
import { transaction, type Transaction } from '../db/sql.js';
import { conflict, forbidden, notFound } from '../errors.js';
import { cancelPendingBookingsOfRemovedMate } from '../bookings/booking-events.js';
import { notify } from '../notifications/notify.js';
import { processImage, removeImage, storeImage } from '../storage/image-pipeline.js';
import type { MediaUrls, ObjectStorage } from '../storage/storage.js';
import { AREA_RADIUS_METERS, approximatePoint } from './approximate-location.js';
import {
  findMateDetail,
  findOwnMate,
  insertMate,
  listHostMates,
  listInterestedTravellers,
  listPublicMates,
  listPublicMatesOfUser,
  lockOwnMate,
  mateExists,
  promoteToHost,
  setMateState,
  updateOwnMate,
  type LockedMate,
  type MateDetailRow,
  type MatePlace,
  type MateRow,
  type OwnMateRow,
} from './mates.repo.js';

/** The place as stored: the picked place plus the public point of its grid cell (decision 0006). */
function matePlace(place: Place): MatePlace {
  const approx = approximatePoint(place.latitude, place.longitude);
  return {
    location: place.label,
    city: place.city,
    latitude: place.latitude,
    longitude: place.longitude,
    approxLatitude: approx.latitude,
    approxLongitude: approx.longitude,
  };
}

interface Dependencies {
  db: Database;
  storage: ObjectStorage;
  media: MediaUrls;
  log: { error(obj: object, msg: string): void };
}

export function createMateService({ db, storage, media, log }: Dependencies) {
  function toSummary(row: MateRow): MateSummary {
    const images = media.imageUrls(row.image_key);
    return {
      id: row.id,
      name: row.name,
      description: row.description,
      pricePerDay: row.price_per_day,
      imageUrl: images?.url ?? null,
      thumbnailUrl: images?.thumbnailUrl ?? null,
      available: row.available,
      status: row.status,
      city: cleanCity(row.city),
      createdAt: row.created_at,
      // Public views never fall back to the e-mail address.
      host: {
        publicName: row.host_public_name,
        displayName: displayName({ publicName: row.host_public_name, name: row.host_name }),
      },
      distanceKm: row.distance_km,
    };
  }

  function toDetail(row: MateDetailRow, viewer: Actor | null): MateDetail {
    const summary = toSummary(row);
    return {
      ...summary,
      updatedAt: row.updated_at,
      area: {
        latitude: row.approx_latitude,
        longitude: row.approx_longitude,
        radiusMeters: AREA_RADIUS_METERS,
      },
      host: {
        ...summary.host,
        avatarUrl: media.avatarUrl(row.host_avatar_key),
        city: row.host_city,
        memberSince: row.host_member_since,
      },
      viewer: {
        isOwner: viewer?.id === row.host_id,
        booking:
          row.viewer_booking_id && row.viewer_booking_status
            ? {
                id: row.viewer_booking_id,
                status: row.viewer_booking_status as 'pending' | 'confirmed',
                conversationId: row.viewer_booking_conversation_id,
              }
            : null,
      },
    };
  }

  function toOwn(row: OwnMateRow): OwnMate {
    return {
      ...toSummary(row),
      updatedAt: row.updated_at,
      pendingBooking: row.pending_booking,
      location: {
        label: row.location ?? row.city ?? '',
        city: row.city ?? '',
        latitude: row.latitude,
        longitude: row.longitude,
      },
    };
  }

  async function ownMate(actor: Actor, id: string, missing: string): Promise<OwnMate> {
    const row = await findOwnMate(db.pool, id, actor.id);
    if (!row) throw notFound(missing);
    return toOwn(row);
  }

  /** Locks the host's own mate for a status change; others (and deleted mates) get the spec's 404. */
  async function withOwnMate<T>(
    host: Actor,
    id: string,
    missing: string,
    change: (tx: Transaction, mate: LockedMate) => Promise<T>,
  ) {
    return transaction(db.pool, async (tx) => {
      const mate = await lockOwnMate(tx, id, host.id);
      if (!mate) throw notFound(missing);
      return change(tx, mate);
    });
  }

  return {
    async list(query: MateListQuery): Promise<MateList> {
      const { rows, hasMore } = await listPublicMates(db.pool, query);
      return { mates: rows.map(toSummary), hasMore, page: query.page, pageSize: query.pageSize };
    },

    async detail(viewer: Actor | null, id: string, lat?: number, lng?: number): Promise<MateDetail> {
      const row = await findMateDetail(db.pool, id, viewer?.id ?? null, lat, lng);
      if (!row) throw notFound(messages.mates.notFound);
      return toDetail(row, viewer);
    },

    async listMine(host: Actor): Promise<OwnMate[]> {
      return (await listHostMates(db.pool, host.id)).map(toOwn);
    },

    async listOfUser(publicName: string, lat?: number, lng?: number): Promise<MateSummary[]> {
      return (await listPublicMatesOfUser(db.pool, publicName, lat, lng)).map(toSummary);
    },

    /** The edit form's data: only for the mate's host. */
    async getForEdit(host: Actor, id: string): Promise<OwnMate> {
      const own = await findOwnMate(db.pool, id, host.id);
      if (own) return toOwn(own);
      throw (await mateExists(db.pool, id))
        ? forbidden(messages.mates.noEditPermission)
        : notFound(messages.mates.editNotFound);
    },

    /**
     * Publishes a mate. The photo is checked and stored first; the mate and the host role are written
     * in one transaction, and if that fails the stored photo is removed: nothing is ever half-saved.
     */
    async create(actor: Actor, input: MateFieldsInput, photo?: Buffer): Promise<OwnMate> {
      const host = requireRegistered(actor, messages.mates.mustRegisterToPublish);
      const fields = mateFieldsSchema.parse(input);
      const id = randomUUID();
      let imageKey: string | null = null;
      if (photo) {
        const image = await processImage(photo);
        imageKey = `mates/${id}/${randomUUID()}`;
        await storeImage(storage, imageKey, image);
      }
      try {
        await transaction(db.pool, async (tx) => {
          await insertMate(tx, {
            id,
            hostId: host.id,
            name: fields.name,
            description: fields.description,
            pricePerDay: fields.pricePerDay,
            imageKey,
            ...matePlace(fields.location),
          });
          await promoteToHost(tx, host.id);
        });
      } catch (error) {
        await removeImage(storage, imageKey).catch((cleanup: unknown) =>
          log.error({ err: cleanup }, 'could not remove image'),
        );
        throw error;
      }
      return ownMate(host, id, messages.mates.notFound);
    },

    async update(host: Actor, id: string, input: UpdateMateInput): Promise<OwnMate> {
      const fields = updateMateSchema.parse(input);
      const updated = await updateOwnMate(db.pool, id, host.id, {
        name: fields.name,
        description: fields.description,
        pricePerDay: fields.pricePerDay,
        place: fields.location ? matePlace(fields.location) : null,
      });
      if (!updated) throw notFound(messages.mates.notFoundOrNoPermissionEdit);
      return ownMate(host, id, messages.mates.notFoundOrNoPermissionEdit);
    },

    /** Pausar: the mate leaves the public list until the host reactivates it. */
    async pause(actor: Actor, id: string): Promise<OwnMate> {
      await withOwnMate(actor, id, messages.mates.notFoundOrNoPermissionEdit, async (tx, mate) => {
        if (mate.status === 'inactive') throw conflict(messages.mates.alreadyPaused);
        await setMateState(tx, mate.id, 'inactive', false);
      });
      return ownMate(actor!, id, messages.mates.notFoundOrNoPermissionEdit);
    },

    /** Spec §4: refused if already available or while a booking is pending; earlier bookings stay as they are. */
    async reactivate(actor: Actor, id: string): Promise<OwnMate> {
      await withOwnMate(actor, id, messages.mates.notFoundOrNoPermissionEdit, async (tx, mate) => {
        if (mate.status === 'available' && mate.available) throw conflict(messages.mates.alreadyAvailable);
        if (mate.has_pending_booking) throw conflict(messages.mates.pendingBookingBlocksReactivation);
        // Someone holds the kit: it comes back with "Marcar como devuelto", not by reactivating.
        if (mate.has_confirmed_booking) throw conflict(messages.mates.confirmedBookingBlocksReactivation);
        await setMateState(tx, mate.id, 'available', true);
        const travellers = await listInterestedTravellers(tx, mate.id);
        await notify(
          tx,
          travellers.map(({ user_id }) => ({
            userId: user_id,
            type: 'mate_reactivated' as const,
            text: fill(messages.mates.reactivatedNotification, { mate: mate.name }),
            link: `/mates/${mate.id}`,
          })),
        );
      });
      return ownMate(actor!, id, messages.mates.notFoundOrNoPermissionEdit);
    },

    /** Soft delete: gone from every list and detail; bookings and chats keep its name. Photos are removed. */
    async remove(actor: Actor, id: string): Promise<void> {
      const imageKey = await withOwnMate(
        actor,
        id,
        messages.mates.notFoundOrNoPermissionDelete,
        async (tx, mate) => {
          await setMateState(tx, mate.id, 'deleted', false, true);
          await cancelPendingBookingsOfRemovedMate(tx, mate);
          return mate.image_key;
        },
      );
      await removeImage(storage, imageKey).catch((error: unknown) =>
        log.error({ err: error }, 'could not remove image'),
      );
    },
  };
}

export type MateService = ReturnType<typeof createMateService>;
