import type { FastifyInstance } from 'fastify';
import { DomainError } from '../errors.js';
import { messages } from '../messages/catalogue.js';
import { MEDIA_PREFIX, type ObjectStorage } from '../storage/storage.js';

/** What @fastify/static sends for a local image: keys are unique per upload, so content never changes. */
export const MEDIA_CACHE = 'public, max-age=31536000, immutable';

// Every stored key is a path of plain segments ending in a WebP rendition; anything else names nothing.
const KEY = /^[\w-]+(?:\/[\w-]+)*\.webp$/;

/**
 * Images in a bucket reach the browser through the app, at the same /media/ addresses and with the same
 * caching as local files (decision 0031): the object is streamed from the bucket, no database involved.
 */
export function registerBucketMedia(app: FastifyInstance, storage: ObjectStorage) {
  app.get(`${MEDIA_PREFIX}*`, { schema: { hide: true } }, async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    const notFound = () => reply.status(404).send({ error: messages.errors.notFound });
    if (!KEY.test(key)) return notFound();
    const ifNoneMatch = request.headers['if-none-match'];
    let object: Awaited<ReturnType<ObjectStorage['get']>>;
    try {
      object = await storage.get(key, ifNoneMatch);
    } catch (error) {
      throw new DomainError('unavailable', messages.images.unavailable, undefined, { cause: error });
    }
    if (object === null) return notFound();
    reply.header('cache-control', MEDIA_CACHE);
    if (object === 'not-modified') return reply.status(304).header('etag', ifNoneMatch).send();
    return reply
      .header('etag', object.etag)
      .header('last-modified', object.lastModified.toUTCString())
      .header('content-length', object.size)
      .type('image/webp')
      .send(object.body);
  });
}
