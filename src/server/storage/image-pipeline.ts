import { fileTypeFromBuffer } from 'file-type';
import pLimit from 'p-limit';
import sharp from 'sharp';
import { IMAGE_MAX_BYTES } from '../../shared/constants.js';
import { messages } from '../messages/catalogue.js';
import { DomainError, invalid } from '../errors.js';
import { IMAGE_SIZES, imageKeys, type ObjectStorage } from './storage.js';

/** Raster types sharp decodes. SVG is left out on purpose: it can carry scripts and external references. */
const ACCEPTED_TYPES = new Set([
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'image/avif',
  'image/heic',
  'image/heif',
  'image/tiff',
]);

// Refuses decompression bombs before any pixel is decoded (about 6300 × 6300).
const MAX_INPUT_PIXELS = 40_000_000;

// Decoding a 40-megapixel image takes tens of MB and more as threads multiply, so one runs at a time,
// on one libvips thread, without libvips' operation cache: memory stays flat whatever the concurrency.
const DECODES_AT_ONCE = 1;
sharp.cache(false);
sharp.concurrency(1);

const decodeQueue = pLimit(DECODES_AT_ONCE);

/** Checks untrusted bytes and re-encodes them as two metadata-free WebP renditions. */
export async function processImage(data: Buffer): Promise<{ large: Buffer; small: Buffer }> {
  if (data.length > IMAGE_MAX_BYTES) throw new DomainError('too_large', messages.images.tooLarge);
  // The bytes decide, never the file name or the declared content type.
  const type = await fileTypeFromBuffer(data);
  if (!type || !ACCEPTED_TYPES.has(type.mime)) throw invalid(messages.images.notAnImage);
  try {
    return await decodeQueue(() => render(data));
  } catch {
    throw invalid(messages.images.invalidImage);
  }
}

/**
 * The source is decoded once, in one sequential pass; the small rendition comes from the large one.
 * failOn 'error' also aborts on truncated data; re-encoding drops EXIF (GPS included), XMP and IPTC.
 */
async function render(data: Buffer): Promise<{ large: Buffer; small: Buffer }> {
  const large = await sharp(data, {
    failOn: 'error',
    limitInputPixels: MAX_INPUT_PIXELS,
    sequentialRead: true,
  })
    .rotate()
    .resize(IMAGE_SIZES.large, IMAGE_SIZES.large, { fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 80 })
    .toBuffer();
  const small = await sharp(large)
    .resize(IMAGE_SIZES.small, IMAGE_SIZES.small, { fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 75 })
    .toBuffer();
  return { large, small };
}

/**
 * Writes both renditions; a half-written pair is removed so no base points at a missing file. Storage
 * that fails (a bucket down, a full disk) is a 503 the person can retry, never a 500; its error is kept
 * as the cause for the log.
 */
export async function storeImage(
  storage: ObjectStorage,
  base: string,
  image: { large: Buffer; small: Buffer },
): Promise<void> {
  const keys = imageKeys(base);
  try {
    await storage.put(keys.large, image.large);
    await storage.put(keys.small, image.small);
  } catch (error) {
    await storage.remove([keys.large, keys.small]).catch(() => undefined);
    throw new DomainError('unavailable', messages.images.storageUnavailable, undefined, { cause: error });
  }
}

export async function removeImage(storage: ObjectStorage, base: string | null): Promise<void> {
  if (base === null) return;
  const keys = imageKeys(base);
  await storage.remove([keys.large, keys.small]);
}
