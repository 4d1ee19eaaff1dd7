import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import pLimit from 'p-limit';
import type { LocalDirectoryStorage, ObjectStorage } from './storage.js';

export interface CopiedFile {
  key: string;
  /** Files handled so far, this one included, of `total`. */
  done: number;
  total: number;
  /** False when the bucket already held it, same size. */
  copied: boolean;
}

/** The file the copy stopped at; what came before is in the bucket. */
export class CopyFailed extends Error {
  constructor(
    readonly key: string,
    cause: unknown,
  ) {
    super(`could not copy ${key}`, { cause });
  }
}

// A few uploads at once keep a bucket across the network busy without holding many files in memory.
const UPLOADS_AT_ONCE = 4;

/**
 * Copies every local image into the bucket under the same key. An object already there with the same size
 * is skipped (a PUT lands whole or not at all), so a run cut short is finished by running it again.
 * Local files are left in place: the operator removes them once the server runs on the bucket.
 */
export async function copyToBucket(
  local: LocalDirectoryStorage,
  bucket: ObjectStorage,
  onFile: (file: CopiedFile) => void,
): Promise<{ copied: number; skipped: number; total: number }> {
  const keys = (await local.keys()).sort();
  const total = keys.length;
  const limit = pLimit(UPLOADS_AT_ONCE);
  let done = 0;
  let copied = 0;
  await Promise.all(
    keys.map((key) =>
      limit(async () => {
        let already: boolean;
        try {
          const data = await readFile(join(local.root, key));
          already = (await bucket.sizeOf(key)) === data.length;
          if (!already) await bucket.put(key, data);
        } catch (error) {
          // The files not started yet wait for the next run.
          limit.clearQueue();
          throw new CopyFailed(key, error);
        }
        if (!already) copied += 1;
        onFile({ key, done: ++done, total, copied: !already });
      }),
    ),
  );
  return { copied, skipped: total - copied, total };
}
