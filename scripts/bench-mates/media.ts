// The media case: real WebP renditions in the server's storage (its directory or an s3rver bucket), asked
// for at the addresses the detail endpoint gives (/media/, or the bucket's own with s3-public), and read straight through the storage interface.
import { mkdtempSync, rmSync } from 'node:fs';
import { setPriority, tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { processImage, storeImage } from '../../src/server/storage/image-pipeline.js';
import { openStorage } from '../../src/server/storage/open-storage.js';
import { MEDIA_PREFIX, type ObjectStorage } from '../../src/server/storage/storage.js';
import { startTestS3 } from '../../src/server/testing/s3-server.js';
import type { BenchCase } from './cases.js';
import type { Settings } from './settings.js';

/** Distinct photos made; the stored mates share them in turn. */
const PHOTOS = 4;

export interface BenchStorage {
  storage: ObjectStorage;
  /** What the server reads to use the same storage. */
  env: Record<string, string>;
  /** Where the addresses the app gives for images start: /media/, or the bucket's own (s3-public). */
  prefix: string;
  close(): Promise<void>;
}

export async function openBenchStorage(settings: Settings): Promise<BenchStorage> {
  const dir = mkdtempSync(join(tmpdir(), 'ronda-bench-media-'));
  const removeDir = () => rmSync(dir, { recursive: true, force: true });
  if (settings.storage === 'local') {
    const storage = await openStorage({ s3: null, storageDir: dir });
    return { storage, env: { STORAGE_DIR: dir }, prefix: MEDIA_PREFIX, close: async () => removeDir() };
  }
  const s3 = await startTestS3('ronda-bench');
  // As a bucket on another machine: it gets only the CPU the measured server leaves.
  if (settings.mediaNice) setPriority(s3.pid()!, 19);
  const storage = await openStorage({ s3: s3.settings, storageDir: dir });
  // s3-public: browsers read the bucket itself (S3_PUBLIC_URL), so renditions never reach the app.
  const prefix = settings.storage === 's3-public' ? `${s3.endpoint}/${s3.bucket}/` : MEDIA_PREFIX;
  return {
    storage,
    env: settings.storage === 's3-public' ? { ...s3.env, S3_PUBLIC_URL: prefix } : s3.env,
    prefix,
    async close() {
      storage.close?.();
      await s3.close();
      removeDir();
    },
  };
}

/**
 * A photo-like source: blurred noise, so the app's pipeline makes renditions of about the size a
 * camera photo gives (some 120 KB at 1200 px, 10 KB at 400 px), not the few bytes of a flat colour.
 */
async function photo() {
  return sharp({
    create: {
      width: 1600,
      height: 1200,
      channels: 3,
      background: '#888',
      noise: { type: 'gaussian', mean: 128, sigma: 60 },
    },
  })
    .blur(2)
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** Stores both renditions of each mate's image key through the app's own pipeline and storage. */
export async function storeRenditions(storage: ObjectStorage, imageKeys: readonly string[]) {
  const renditions: { large: Buffer; small: Buffer }[] = [];
  for (let i = 0; i < PHOTOS; i++) renditions.push(await processImage(await photo()));
  await Promise.all(imageKeys.map((key, i) => storeImage(storage, key, renditions[i % PHOTOS]!)));
}

/** The large and the small rendition of each mate, at the addresses its detail answers. */
export async function mediaPaths(baseUrl: string, mateIds: readonly string[]) {
  const paths: string[] = [];
  for (const id of mateIds) {
    const response = await fetch(new URL(`/api/mates/${id}`, baseUrl));
    const mate = (await response.json()) as { imageUrl: string | null; thumbnailUrl: string | null };
    if (!mate.imageUrl || !mate.thumbnailUrl) throw new Error(`mate ${id} answered no image`);
    paths.push(mate.imageUrl, mate.thumbnailUrl);
  }
  return paths;
}

/** Its "SQL" side is the storage read alone: the object fetched and its bytes drained. */
export function mediaCase(paths: string[], media: BenchStorage): BenchCase {
  const keys = paths.map((path) => path.slice(media.prefix.length));
  const storage = media.storage;
  return {
    key: 'media',
    name: `a rendition (${media.prefix}…, large and small)`,
    paths,
    async runSql(_db, index) {
      const object = await storage.get(keys[index % keys.length]!);
      if (object === null || object === 'not-modified') throw new Error(`no object ${keys[index]}`);
      for await (const chunk of object.body) void chunk;
    },
  };
}
