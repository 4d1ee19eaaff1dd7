import { randomUUID } from 'node:crypto';
import { cleanCity } from '../../shared/city.js';
import { displayName } from '../../shared/display-name.js';
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
  type MatePhoto,
  type UpdateMateInput,
} from '../../shared/schemas/mates.js';
import type { Place } from '../../shared/schemas/common.js';
import { requireRegistered } from '../auth/access.js';
import type { Actor } from '../auth/actor.js';
import type { Database } from '../db/database.js';
import { transaction, type Transaction } from '../db/sql.js';
import { conflict, forbidden, invalid, notFound } from '../errors.js';
import { endBookingsOfMate, settleBookingsOfPausedMate } from '../bookings/booking-settlements.js';
import { syncMateReservation } from '../bookings/bookings.repo.js';
import { rejectRequestsOverlapping } from '../bookings/booking-transitions.js';
import { closureInputSchema, type ClosureInput } from '../../shared/schemas/rentals.js';
import { rentalHorizon, rentalRangeProblem, rentalToday } from '../../shared/rental-dates.js';
import type { Clock } from '../clock.js';
import { isExclusionViolation } from '../db/sql.js';
import type { Notifier } from '../notifications/notifier.js';
import { mayReach, refusalOf, type Relation } from '../reach/reach-policy.js';
import { relationOf } from '../reach/reach.repo.js';
import { toPublicReview } from '../reviews/public-review.js';
import { processImage, removeImage, storeImage } from '../storage/image-pipeline.js';
import type { MediaUrls, ObjectStorage } from '../storage/storage.js';
import { appendPhoto, deletePhotosOfMate, type PhotoRow } from './mate-photos.repo.js';
import { AREA_RADIUS_METERS, approximatePoint } from './approximate-location.js';
import {
  findMateDetail,
  findOwnMate,
  insertMate,
  listHostMates,
  deleteClosure,
  findClosure,
  insertClosure,
  listInterestedTravellers,
  listPublicMates,
  listPublicMatesOfUser,
  lockOwnMate,
  mateExists,
  promoteToHost,
  setMateState,
  updateClosure,
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
  clock: Clock;
  notifier: Notifier;
}

export function createMateService({ db, storage, media, log, clock, notifier }: Dependencies) {
  const today = () => rentalToday(clock.now());
  /** The host's own change of a mate settles its bookings through the transitions table, as host. */
  const settling = (tx: Transaction) => {
    const now = clock.now();
    return { tx, notifier, now, today: rentalToday(now), actor: 'host' as const };
  };

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
      rating: { average: row.rating_average, count: row.rating_count },
    };
  }

  function toPhotos(rows: PhotoRow[]): MatePhoto[] {
    return rows.flatMap(({ id, key }) => {
      const images = media.imageUrls(key);
      return images ? [{ id, ...images }] : [];
    });
  }

  function toDetail(row: MateDetailRow, viewer: Actor | null, relation: Relation | null): MateDetail {
    const isOwner = viewer?.id === row.host_id;
    const summary = toSummary(row);
    return {
      ...summary,
      updatedAt: row.updated_at,
      photos: toPhotos(row.photos),
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
        isOwner,
        hiddenReason: isOwner ? row.hidden_reason : null,
        // The policy's own answer, not a check of its own: the booking and the first message ask it too.
        mayBook: !isOwner && (!relation || mayReach('book', relation)),
        mayWrite: !isOwner && (!relation || mayReach('start', relation)),
        blockedByMe: !!relation && refusalOf('book', relation) === 'blocked-by-actor',
        booking:
          row.viewer_booking_id && row.viewer_booking_status
            ? {
                id: row.viewer_booking_id,
                status: row.viewer_booking_status as 'pending' | 'confirmed',
                conversationId: row.viewer_booking_conversation_id,
                startDate: row.viewer_booking_start_date!,
                endDate: row.viewer_booking_end_date!,
                days: row.viewer_booking_days!,
                total: row.viewer_booking_total!,
              }
            : null,
      },
      takenDates: row.taken_dates,
      reviews: row.reviews.map((review) => toPublicReview(media, review)),
    };
  }

  function toOwn(row: OwnMateRow): OwnMate {
    return {
      ...toSummary(row),
      updatedAt: row.updated_at,
      photos: toPhotos(row.photos),
      pendingBooking: row.pending_requests > 0,
      pendingRequests: row.pending_requests,
      hiddenReason: row.hidden_reason,
      blocks: row.blocks,
      location: {
        label: row.location ?? row.city ?? '',
        city: row.city ?? '',
        latitude: row.latitude,
        longitude: row.longitude,
      },
    };
  }

  async function ownMate(actor: Actor, id: string, missing: string): Promise<OwnMate> {
    const row = await findOwnMate(db.pool, id, actor.id, today());
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
    async list(query: MateListQuery, viewer: Actor | null = null): Promise<MateList> {
      const { rows, hasMore, total, totalCapped } = await listPublicMates(
        db.pool,
        query,
        today(),
        viewer?.id ?? null,
      );
      return {
        // Every listed mate is free on the days searched (today when none): a mate Reservado today and
        // free on the days asked for is available for them, not "No disponible" (decision 0020).
        mates: rows.map((row) => ({
          ...toSummary(row),
          available: true,
          point: { latitude: row.approx_latitude, longitude: row.approx_longitude },
        })),
        total,
        totalCapped,
        hasMore,
        page: query.page,
        pageSize: query.pageSize,
      };
    },

    async detail(viewer: Actor | null, id: string, lat?: number, lng?: number): Promise<MateDetail> {
      const from = today();
      const row = await findMateDetail(db.pool, {
        id,
        viewerId: viewer?.id ?? null,
        from,
        to: rentalHorizon(from),
        lat,
        lng,
      });
      if (!row) throw notFound(messages.mates.notFound);
      // How the viewer stands with the host: only for someone signed in who is not the host.
      const relation =
        viewer && viewer.id !== row.host_id
          ? await relationOf(db.pool, { actorId: viewer.id, otherId: row.host_id })
          : null;
      return toDetail(row, viewer, relation);
    },

    async listMine(host: Actor): Promise<OwnMate[]> {
      return (await listHostMates(db.pool, host.id, today())).map(toOwn);
    },

    async listOfUser(publicName: string, lat?: number, lng?: number): Promise<MateSummary[]> {
      return (await listPublicMatesOfUser(db.pool, publicName, lat, lng)).map(toSummary);
    },

    /** The edit form's data: only for the mate's host. */
    async getForEdit(host: Actor, id: string): Promise<OwnMate> {
      const own = await findOwnMate(db.pool, id, host.id, today());
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
          // The first photo is the cover; more are added one by one afterwards.
          if (imageKey) await appendPhoto(tx, id, imageKey);
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

    /**
     * Pausar: the mate leaves the public list until the host reactivates it; its requests are rejected
     * and its rentals that have not started cancelled, each guest told why (decision 0030).
     */
    async pause(actor: Actor, id: string): Promise<OwnMate> {
      await withOwnMate(actor, id, messages.mates.notFoundOrNoPermissionEdit, async (tx, mate) => {
        if (mate.status === 'inactive') throw conflict(messages.mates.alreadyPaused);
        await setMateState(tx, mate.id, 'inactive', false);
        await settleBookingsOfPausedMate(settling(tx), mate.id, messages.bookings.cancelledPaused);
      });
      return ownMate(actor!, id, messages.mates.notFoundOrNoPermissionEdit);
    },

    /**
     * Spec §4: refused if already available; earlier bookings stay as they are. A paused mate can always
     * come back (decision 0030): a request or a rental does not hold it paused, and one running today
     * makes it Reservado.
     */
    async reactivate(actor: Actor, id: string): Promise<OwnMate> {
      await withOwnMate(actor, id, messages.mates.notFoundOrNoPermissionEdit, async (tx, mate) => {
        if (mate.status === 'available' && mate.available) throw conflict(messages.mates.alreadyAvailable);
        // Not paused but lent out today: it already takes requests for its free days.
        if (mate.status === 'reserved') throw conflict(messages.mates.confirmedBookingBlocksReactivation);
        await setMateState(tx, mate.id, 'available', true);
        await syncMateReservation(tx, today(), mate.id);
        const travellers = await listInterestedTravellers(tx, mate.id);
        await notifier.notify(
          tx,
          travellers.map(({ user_id }) => ({
            userId: user_id,
            type: 'mate_reactivated' as const,
            says: { key: 'mateReactivated' as const, values: { mate: mate.name } },
            target: { kind: 'mate' as const, mateId: mate.id },
          })),
        );
      });
      return ownMate(actor!, id, messages.mates.notFoundOrNoPermissionEdit);
    },

    /** Soft delete: gone from every list and detail; bookings and chats keep its name. Photos are removed. */
    async remove(actor: Actor, id: string): Promise<void> {
      const imageKeys = await withOwnMate(
        actor,
        id,
        messages.mates.notFoundOrNoPermissionDelete,
        async (tx, mate) => {
          await setMateState(tx, mate.id, 'deleted', false, true);
          await endBookingsOfMate(settling(tx), mate.id, messages.bookings.cancelledDeleted);
          return deletePhotosOfMate(tx, mate.id, mate.image_key);
        },
      );
      for (const key of imageKeys)
        await removeImage(storage, key).catch((error: unknown) =>
          log.error({ err: error }, 'could not remove image'),
        );
    },

    /** "Bloquear fechas": the days become taken; pending requests touching them are rejected. */
    closeDays(host: Actor, id: string, input: ClosureInput): Promise<OwnMate> {
      return saveClosure(host, id, null, input);
    },

    /** Changes a closure (one already under way keeps its first day). */
    changeClosure(host: Actor, id: string, closureId: string, input: ClosureInput): Promise<OwnMate> {
      return saveClosure(host, id, closureId, input);
    },

    /** Removes a closure: its days are free again. */
    async removeClosure(host: Actor, id: string, closureId: string): Promise<OwnMate> {
      await withOwnMate(host, id, messages.mates.notFoundOrNoPermissionEdit, async (tx, mate) => {
        if (!(await deleteClosure(tx, mate.id, closureId))) throw notFound(messages.rentals.closureNotFound);
      });
      return ownMate(host, id, messages.mates.notFoundOrNoPermissionEdit);
    },
  };

  async function saveClosure(host: Actor, id: string, closureId: string | null, input: ClosureInput) {
    const closure = closureInputSchema.parse(input);
    await withOwnMate(host, id, messages.mates.notFoundOrNoPermissionEdit, async (tx, mate) => {
      const existing = closureId ? await findClosure(tx, mate.id, closureId) : null;
      if (closureId && !existing) throw notFound(messages.rentals.closureNotFound);
      const problem = rentalRangeProblem(closure.startDate, closure.endDate, today(), {
        closure: true,
        keptStart: existing?.start_date,
      });
      if (problem) throw invalid(problem);
      // The exclusion constraint refuses days a rental or another closure already has.
      try {
        if (closureId) await updateClosure(tx, mate.id, closureId, closure);
        else await insertClosure(tx, mate.id, closure);
      } catch (error) {
        throw isExclusionViolation(error) ? conflict(messages.rentals.closureOverlapsBooking) : error;
      }
      await rejectRequestsOverlapping(settling(tx), {
        mate_id: mate.id,
        start_date: closure.startDate,
        end_date: closure.endDate,
      });
    });
    return ownMate(host, id, messages.mates.notFoundOrNoPermissionEdit);
  }
}

export type MateService = ReturnType<typeof createMateService>;
