import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { IMAGE_MAX_BYTES } from '../../shared/constants.js';
import { messages } from '../../shared/messages.js';
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

/** Checks untrusted bytes and re-encodes them as two metadata-free WebP renditions. */
export async function processImage(data: Buffer): Promise<{ large: Buffer; small: Buffer }> {
  if (data.length > IMAGE_MAX_BYTES) throw new DomainError('too_large', messages.images.tooLarge);
  // The bytes decide, never the file name or the declared content type.
  const type = await fileTypeFromBuffer(data);
  if (!type || !ACCEPTED_TYPES.has(type.mime)) throw invalid(messages.images.notAnImage);

  // failOn 'error' also aborts on truncated data; re-encoding drops EXIF (GPS included), XMP and IPTC.
  const source = sharp(data, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS }).rotate();
  const render = (size: number, quality: number) =>
    source
      .clone()
      .resize(size, size, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality })
      .toBuffer();
  try {
    const [large, small] = await Promise.all([render(IMAGE_SIZES.large, 80), render(IMAGE_SIZES.small, 75)]);
    return { large, small };
  } catch {
    throw invalid(messages.images.invalidImage);
  }
}

/** Writes both renditions; a half-written pair is removed so no base points at a missing file. */
export async function storeImage(
  storage: ObjectStorage,
  base: string,
  image: { large: Buffer; small: Buffer },
): Promise<void> {
  const keys = imageKeys(base);
  await storage.put(keys.large, image.large);
  try {
    await storage.put(keys.small, image.small);
  } catch (error) {
    await storage.remove([keys.large, keys.small]).catch(() => undefined);
    throw error;
  }
}

export async function removeImage(storage: ObjectStorage, base: string | null): Promise<void> {
  if (base === null) return;
  const keys = imageKeys(base);
  await storage.remove([keys.large, keys.small]);
}
