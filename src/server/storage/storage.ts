import { mkdir, rm, writeFile, rename } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { randomUUID } from 'node:crypto';

/** Where image files live. The local directory is the default; object storage can implement the same. */
export interface ObjectStorage {
  put(key: string, data: Buffer): Promise<void>;
  remove(keys: readonly string[]): Promise<void>;
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

export const mediaUrls: MediaUrls = {
  avatarUrl: (base) => (base ? `${MEDIA_PREFIX}${imageKeys(base).small}` : null),
  imageUrls: (base) =>
    base
      ? {
          url: `${MEDIA_PREFIX}${imageKeys(base).large}`,
          thumbnailUrl: `${MEDIA_PREFIX}${imageKeys(base).small}`,
        }
      : null,
};

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
}
