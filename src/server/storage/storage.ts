import { createReadStream } from 'node:fs';
import { mkdir, readdir, rm, stat, writeFile, rename } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';

/** One stored file as it is sent to a browser. */
export interface StoredObject {
  body: Readable;
  size: number;
  /** A quoted entity tag, as it goes in the ETag header. */
  etag: string;
  lastModified: Date;
}

/**
 * Where image files live: the local directory (the default) or an S3-compatible bucket (s3-storage.ts).
 * Keys are paths such as `mates/{id}/{upload}-1200.webp`.
 */
export interface ObjectStorage {
  put(key: string, data: Buffer): Promise<void>;
  /** Absent keys are no error. */
  remove(keys: readonly string[]): Promise<void>;
  /** The object, 'not-modified' when `ifNoneMatch` names its entity tag, or null when there is none. */
  get(key: string, ifNoneMatch?: string): Promise<StoredObject | 'not-modified' | null>;
  /** The object's size in bytes, or null when there is none. */
  sizeOf(key: string): Promise<number | null>;
  /** Lets go of open connections when the app closes. */
  close?(): void;
}

export const MEDIA_PREFIX = '/media/';

/** Stored images are written under a key base; each base has a large and a small WebP rendition. */
export const IMAGE_SIZES = { large: 1200, small: 400 } as const;

export function imageKeys(base: string) {
  return { large: `${base}-${IMAGE_SIZES.large}.webp`, small: `${base}-${IMAGE_SIZES.small}.webp` };
}

export interface MediaUrls {
  avatarUrl(base: string | null): string | null;
  imageUrls(base: string | null): { url: string; thumbnailUrl: string } | null;
}

/**
 * Image addresses under `prefix`: the app's own /media/ (the default), or where browsers read a bucket
 * directly (S3_PUBLIC_URL, decision 0031), so that image bytes never pass through the app.
 */
export function mediaUrlsUnder(prefix: string): MediaUrls {
  return {
    avatarUrl: (base) => (base ? `${prefix}${imageKeys(base).small}` : null),
    imageUrls: (base) =>
      base
        ? { url: `${prefix}${imageKeys(base).large}`, thumbnailUrl: `${prefix}${imageKeys(base).small}` }
        : null,
  };
}

export const mediaUrls = mediaUrlsUnder(MEDIA_PREFIX);

const isMissing = (error: unknown) =>
  (error as NodeJS.ErrnoException).code === 'ENOENT' || (error as NodeJS.ErrnoException).code === 'ENOTDIR';

export class LocalDirectoryStorage implements ObjectStorage {
  readonly root: string;

  constructor(root: string) {
    this.root = resolve(root);
  }

  private pathOf(key: string) {
    const path = resolve(this.root, key);
    if (!path.startsWith(this.root + sep)) throw new Error(`Invalid storage key: ${key}`);
    return path;
  }

  async put(key: string, data: Buffer) {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    // Write then rename, so a reader never sees half a file.
    const temporary = join(dirname(path), `.${randomUUID()}.tmp`);
    await writeFile(temporary, data);
    await rename(temporary, path);
  }

  async remove(keys: readonly string[]) {
    await Promise.all(keys.map((key) => rm(this.pathOf(key), { force: true })));
  }

  // The server sends these files with @fastify/static (web-app.ts); this is the same answer for callers
  // that go through the interface. The tag is the one @fastify/static gives: size and time, weak.
  async get(key: string, ifNoneMatch?: string) {
    const path = this.pathOf(key);
    const size = await this.sizeOf(key);
    if (size === null) return null;
    const { mtime } = await stat(path);
    const etag = `W/"${size.toString(16)}-${mtime.getTime().toString(16)}"`;
    if (ifNoneMatch === etag) return 'not-modified';
    return { body: createReadStream(path), size, etag, lastModified: mtime };
  }

  /** Every stored key, in no particular order; files being written (dot files) are left out. */
  async keys(): Promise<string[]> {
    const entries = await readdir(this.root, { recursive: true, withFileTypes: true }).catch(
      (error: unknown) => {
        if (isMissing(error)) return [];
        throw error;
      },
    );
    return entries
      .filter((entry) => entry.isFile() && !entry.name.startsWith('.'))
      .map((entry) => relative(this.root, join(entry.parentPath, entry.name)).split(sep).join('/'));
  }

  async sizeOf(key: string) {
    try {
      const info = await stat(this.pathOf(key));
      return info.isFile() ? info.size : null;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }
}
