import { randomUUID } from 'node:crypto';
import { MATE_PHOTOS_MAX } from '../../shared/constants.js';
import { fill } from '../../shared/format.js';
import { matePhotoOrderSchema, type MatePhotoOrderInput } from '../../shared/schemas/mates.js';
import type { Actor } from '../auth/actor.js';
import type { Database } from '../db/database.js';
import { transaction, type Transaction } from '../db/sql.js';
import { conflict, invalid, notFound } from '../errors.js';
import { messages } from '../messages/catalogue.js';
import { processImage, removeImage, storeImage } from '../storage/image-pipeline.js';
import type { ObjectStorage } from '../storage/storage.js';
import {
  appendPhoto,
  countOwnPhotos,
  deletePhoto,
  listPhotos,
  orderPhotos,
  syncCover,
} from './mate-photos.repo.js';
import { lockOwnMate } from './mates.repo.js';
import type { MateService } from './mates.service.js';

interface Dependencies {
  db: Database;
  storage: ObjectStorage;
  log: { error(obj: object, msg: string): void };
  mates: Pick<MateService, 'getForEdit'>;
}

const tooMany = () => conflict(fill(messages.matePhotos.tooMany, { max: MATE_PHOTOS_MAX }));

/**
 * A mate's photos, changed by its host only: add one (through the image pipeline), remove one, put them
 * in order, choose the cover. The first photo is the cover, and the mate's own image follows it.
 * Each change answers the mate as its edit form shows it.
 */
export function createMatePhotoService({ db, storage, log, mates }: Dependencies) {
  /** The host's own mate, locked; others (and deleted mates) get the same 404 as every other edit. */
  async function withOwnPhotos<T>(host: Actor, mateId: string, change: (tx: Transaction) => Promise<T>) {
    return transaction(db.pool, async (tx) => {
      if (!(await lockOwnMate(tx, mateId, host.id)))
        throw notFound(messages.mates.notFoundOrNoPermissionEdit);
      const result = await change(tx);
      await syncCover(tx, mateId);
      return result;
    });
  }

  const forget = (key: string | null) =>
    removeImage(storage, key).catch((error: unknown) => log.error({ err: error }, 'could not remove image'));

  async function placeInOrder(host: Actor, mateId: string, order: (ids: string[]) => string[]) {
    await withOwnPhotos(host, mateId, async (tx) => {
      const current = (await listPhotos(tx, mateId)).map((photo) => photo.id);
      const wanted = order(current);
      const known = new Set(current);
      if (wanted.some((id) => !known.has(id))) throw invalid(messages.matePhotos.photoNotFound);
      if (wanted.length !== current.length || new Set(wanted).size !== wanted.length)
        throw invalid(messages.matePhotos.orderMismatch);
      await orderPhotos(tx, mateId, wanted);
    });
    return mates.getForEdit(host, mateId);
  }

  return {
    /**
     * Adds a photo after the others. The count is checked before the work of decoding and again, locked,
     * before saving; the stored files go again when the mate turned out full or gone meanwhile.
     */
    async add(host: Actor, mateId: string, photo: Buffer) {
      const count = await countOwnPhotos(db.pool, mateId, host.id);
      if (count === null) throw notFound(messages.mates.notFoundOrNoPermissionEdit);
      if (count >= MATE_PHOTOS_MAX) throw tooMany();
      const image = await processImage(photo);
      const key = `mates/${mateId}/${randomUUID()}`;
      await storeImage(storage, key, image);
      try {
        await withOwnPhotos(host, mateId, async (tx) => {
          if ((await listPhotos(tx, mateId)).length >= MATE_PHOTOS_MAX) throw tooMany();
          await appendPhoto(tx, mateId, key);
        });
      } catch (error) {
        await forget(key);
        throw error;
      }
      return mates.getForEdit(host, mateId);
    },

    /** Removes a photo and its files; when it was the cover, the next one becomes the cover. */
    async remove(host: Actor, mateId: string, photoId: string) {
      const key = await withOwnPhotos(host, mateId, async (tx) => {
        const removed = await deletePhoto(tx, mateId, photoId);
        if (!removed) throw notFound(messages.matePhotos.photoNotFound);
        return removed;
      });
      await forget(key);
      return mates.getForEdit(host, mateId);
    },

    /** Puts the photos in the given order: it names every photo of the mate, each once. */
    reorder(host: Actor, mateId: string, input: MatePhotoOrderInput) {
      const { photoIds } = matePhotoOrderSchema.parse(input);
      return placeInOrder(host, mateId, () => photoIds);
    },

    /** Makes a photo the cover: it moves first, the others keep their order. */
    setCover(host: Actor, mateId: string, photoId: string) {
      return placeInOrder(host, mateId, (ids) => [photoId, ...ids.filter((id) => id !== photoId)]);
    },
  };
}

export type MatePhotoService = ReturnType<typeof createMatePhotoService>;
