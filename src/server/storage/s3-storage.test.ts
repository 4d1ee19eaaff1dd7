import { readdirSync } from 'node:fs';
import { text } from 'node:stream/consumers';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { messages } from '../messages/catalogue.js';
import { createTestApp, registeredUser, type TestApp } from '../testing/harness.js';
import { busyJobs, makeJobsDue, storedJobs } from '../testing/jobs.js';
import { jpegPhoto, publishMate, publishRequest } from '../testing/mates-fixtures.js';
import { multipart } from '../testing/multipart.js';
import { startTestS3, type TestS3 } from '../testing/s3-server.js';
import { createS3Client, S3Storage } from './s3-storage.js';

let s3: TestS3;
let storage: S3Storage;
beforeAll(async () => {
  s3 = await startTestS3();
  storage = new S3Storage(createS3Client(s3.settings), s3.bucket);
});
afterAll(async () => {
  storage?.close();
  await s3?.close();
});

/** The key a /media/ address names. */
const keyOf = (url: string) => url.replace(/^\/media\//, '');

describe('the S3 driver', () => {
  it('puts, reads with its tag, answers not-modified for that tag, and removes', async () => {
    await storage.put('pruebas/uno-400.webp', Buffer.from('hola'));
    expect(await storage.sizeOf('pruebas/uno-400.webp')).toBe(4);
    const object = await storage.get('pruebas/uno-400.webp');
    if (object === null || object === 'not-modified') throw new Error('expected the object');
    expect(await text(object.body)).toBe('hola');
    expect(object.etag).toMatch(/^".+"$/);
    expect(await storage.get('pruebas/uno-400.webp', object.etag)).toBe('not-modified');

    await storage.remove(['pruebas/uno-400.webp', 'pruebas/nunca-existio.webp']);
    expect(await storage.get('pruebas/uno-400.webp')).toBeNull();
    expect(await storage.sizeOf('pruebas/uno-400.webp')).toBeNull();
  });
});

describe('the app with its images in a bucket', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(s3.env);
  });
  afterAll(() => t?.close());

  const stored = async (url: string) => (await storage.sizeOf(keyOf(url))) !== null;

  it('stores a mate photo in the bucket, not on disk, and serves it as local files are served', async () => {
    const host = await registeredUser(t.app);
    const mate = await publishMate(host, {}, await jpegPhoto());
    expect(readdirSync(t.config.storageDir)).toEqual([]);
    expect(await stored(mate.imageUrl!)).toBe(true);
    expect(await stored(mate.thumbnailUrl!)).toBe(true);

    const image = await t.app.inject({ method: 'GET', url: mate.imageUrl! });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(await sharp(image.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 1200 });
    const etag = String(image.headers.etag);
    const again = await t.app.inject({
      method: 'GET',
      url: mate.imageUrl!,
      headers: { 'if-none-match': etag },
    });
    expect([again.statusCode, again.rawPayload.length]).toEqual([304, 0]);

    for (const url of ['/media/mates/nada-1200.webp', '/media/../secreto.webp', '/media/mates/x.txt']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
  });

  it('replaces an avatar: the new one is stored, the old one removed', async () => {
    const person = await registeredUser(t.app);
    const upload = async () => {
      const response = await person.request({
        method: 'POST',
        url: '/api/profile/avatar',
        ...multipart({}, await jpegPhoto(600, 600)),
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().avatarUrl as string;
    };
    const first = await upload();
    const second = await upload();
    expect(second).not.toBe(first);
    expect(await stored(second)).toBe(true);
    expect(await stored(first)).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: first })).statusCode).toBe(404);
  });

  it('removes the photos with the mate, and with the account', async () => {
    const host = await registeredUser(t.app);
    const gone = await publishMate(host, {}, await jpegPhoto());
    await host.request({ method: 'DELETE', url: `/api/mates/${gone.id}` });
    expect(await stored(gone.imageUrl!)).toBe(false);
    expect(await stored(gone.thumbnailUrl!)).toBe(false);

    const kept = await publishMate(host, {}, await jpegPhoto());
    const avatar = (
      await host.request({ method: 'POST', url: '/api/profile/avatar', ...multipart({}, await jpegPhoto()) })
    ).json().avatarUrl as string;
    expect(await stored(kept.imageUrl!)).toBe(true);
    const deleted = await host.request({
      method: 'DELETE',
      url: '/api/profile',
      payload: { confirmation: host.publicName },
    });
    expect(deleted.statusCode, deleted.body).toBe(204);
    for (const url of [kept.imageUrl!, kept.thumbnailUrl!, avatar]) expect(await stored(url)).toBe(false);
  });

  it('with the bucket down: a clear 503, no mate, no changed avatar, nothing left behind', async () => {
    const host = await registeredUser(t.app);
    const mate = await publishMate(host, {}, await jpegPhoto());
    const count = async () =>
      (await t.db.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM mates')).rows[0]!.n;
    const avatarOf = async () =>
      (await t.db.pool.query('SELECT avatar_key FROM users WHERE id = $1', [host.id])).rows[0]?.avatar_key;
    const matesBefore = await count();
    const avatarBefore = await avatarOf();
    const keysBefore = await listKeys();

    await s3.stop();
    try {
      const publish = await host.request({
        method: 'POST',
        url: '/api/mates',
        ...publishRequest({ name: 'Sin bucket' }, await jpegPhoto()),
      });
      expect([publish.statusCode, publish.json()]).toEqual([
        503,
        { error: messages.images.storageUnavailable },
      ]);
      const avatar = await host.request({
        method: 'POST',
        url: '/api/profile/avatar',
        ...multipart({}, await jpegPhoto()),
      });
      expect([avatar.statusCode, avatar.json()]).toEqual([
        503,
        { error: messages.images.storageUnavailable },
      ]);
      const image = await t.app.inject({ method: 'GET', url: mate.imageUrl! });
      expect([image.statusCode, image.json()]).toEqual([503, { error: messages.images.unavailable }]);
    } finally {
      await s3.start();
    }
    expect(await count()).toBe(matesBefore);
    expect(await avatarOf()).toBe(avatarBefore);
    // Back up, the bucket holds what it held: nothing of the refused uploads (the removal of what they
    // may have written is queued as well).
    expect(await listKeys()).toEqual(keysBefore);
  });

  it('deletes a mate and an account with the bucket down, and removes their photos once it is back', async () => {
    const host = await registeredUser(t.app);
    const mate = await publishMate(host, {}, await jpegPhoto());
    const leaving = await registeredUser(t.app);
    const theirs = await publishMate(leaving, {}, await jpegPhoto());
    const photos = [mate.imageUrl!, mate.thumbnailUrl!, theirs.imageUrl!, theirs.thumbnailUrl!];
    const queuedBefore = (await storedJobs(t.db.pool, 'images.remove')).length;

    await s3.stop();
    try {
      const removed = await host.request({ method: 'DELETE', url: `/api/mates/${mate.id}` });
      expect(removed.statusCode).toBe(204);
      const deleted = await leaving.request({
        method: 'DELETE',
        url: '/api/profile',
        payload: { confirmation: leaving.publicName },
      });
      expect(deleted.statusCode).toBe(204);
    } finally {
      await s3.start();
    }
    const { rows } = await t.db.pool.query(
      "SELECT count(*)::int AS n FROM mates WHERE id = ANY($1) AND status <> 'deleted'",
      [[mate.id, theirs.id]],
    );
    expect(rows[0].n).toBe(0);
    for (const url of photos) expect(await stored(url)).toBe(true);
    // One removal queued for the mate, one for the account's.
    expect(await storedJobs(t.db.pool, 'images.remove')).toHaveLength(queuedBefore + 2);

    await makeJobsDue(t.db.pool, 'images.remove');
    await vi.waitFor(
      async () => {
        for (const url of photos) expect(await stored(url)).toBe(false);
      },
      { timeout: 20_000, interval: 200 },
    );
    await vi.waitFor(async () => expect(await busyJobs(t.db.pool, 'images.remove')).toBe(0));
  });
});

describe('the app with S3_PUBLIC_URL: browsers read images from the bucket itself', () => {
  let t: TestApp;
  let publicUrl: string;
  beforeAll(async () => {
    publicUrl = `${s3.endpoint}/${s3.bucket}/`;
    t = await createTestApp({ ...s3.env, S3_PUBLIC_URL: publicUrl });
  });
  afterAll(() => t?.close());

  it('gives the bucket addresses of a photo everywhere, and lets pages load images from there', async () => {
    const host = await registeredUser(t.app);
    const mate = await publishMate(host, {}, await jpegPhoto());
    expect(mate.imageUrl).toMatch(new RegExp(`^${publicUrl}mates/.+-1200\\.webp$`));
    expect(mate.thumbnailUrl).toMatch(new RegExp(`^${publicUrl}mates/.+-400\\.webp$`));
    const detail = await t.app.inject({ method: 'GET', url: `/api/mates/${mate.id}` });
    expect(detail.json()).toMatchObject({ imageUrl: mate.imageUrl, thumbnailUrl: mate.thumbnailUrl });

    // Fetched as a browser would, without credentials and without the app.
    const image = await fetch(mate.imageUrl!);
    expect(image.status).toBe(200);
    expect(await sharp(Buffer.from(await image.arrayBuffer())).metadata()).toMatchObject({
      format: 'webp',
      width: 1200,
    });
    expect(String(detail.headers['content-security-policy'])).toContain(`img-src 'self' data: blob:`);
    expect(String(detail.headers['content-security-policy'])).toMatch(
      new RegExp(`img-src [^;]*${s3.endpoint.replace(/\./g, '\\.')}(;| )`),
    );

    // The app's own /media/ addresses keep working for links shared before.
    const throughApp = await t.app.inject({
      method: 'GET',
      url: `/media/${mate.imageUrl!.slice(publicUrl.length)}`,
    });
    expect(throughApp.statusCode).toBe(200);
  });
});

async function listKeys(): Promise<string[]> {
  const listed = await storage.client.send(new ListObjectsV2Command({ Bucket: s3.bucket }));
  return (listed.Contents ?? []).map((object) => object.Key!);
}
