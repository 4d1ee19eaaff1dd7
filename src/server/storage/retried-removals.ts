import type { FastifyBaseLogger } from 'fastify';
import type { ObjectStorage } from './storage.js';

/** Queues a removal to be tried again later (the images.remove job). */
export type QueueRemoval = (keys: string[]) => Promise<void>;

/**
 * The storage the services use: a removal that fails (the bucket down when a mate, an avatar or an
 * account goes) is queued and retried until it succeeds, so no file outlives the row that named it.
 * Deleting never waits on, nor fails because of, the storage.
 */
export function withRetriedRemovals(
  storage: ObjectStorage,
  queueRemoval: QueueRemoval,
  log: FastifyBaseLogger,
): ObjectStorage {
  return {
    put: (key, data) => storage.put(key, data),
    get: (key, ifNoneMatch) => storage.get(key, ifNoneMatch),
    sizeOf: (key) => storage.sizeOf(key),
    close: () => storage.close?.(),
    async remove(keys) {
      try {
        await storage.remove(keys);
      } catch (error) {
        log.warn({ err: error, keys }, 'images not removed: queued to be removed later');
        await queueRemoval([...keys]);
      }
    },
  };
}
