/**
 * The raster types the server takes (src/server/storage/image-pipeline.ts), told apart by their first
 * bytes as the server's `file-type` does: a renamed text file says "image/jpeg" by its name alone.
 */
export const SIGNATURE_BYTES = 12;

// HEIF containers (AVIF, HEIC) name their kind in the "ftyp" box's major brand.
const HEIF_BRANDS = new Set(['avif', 'avis', 'heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'mif1', 'msf1']);

const ascii = (head: Uint8Array, from: number, to: number) => String.fromCharCode(...head.subarray(from, to));
const startsWith = (head: Uint8Array, bytes: number[]) => bytes.every((byte, i) => head[i] === byte);

/** The image type the first bytes of a file announce, or null when they are not one the server takes. */
export function imageTypeOf(head: Uint8Array): string | null {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WEBP') return 'image/webp';
  if (ascii(head, 0, 6) === 'GIF87a' || ascii(head, 0, 6) === 'GIF89a') return 'image/gif';
  if (startsWith(head, [0x49, 0x49, 0x2a, 0x00]) || startsWith(head, [0x4d, 0x4d, 0x00, 0x2a]))
    return 'image/tiff';
  if (ascii(head, 4, 8) === 'ftyp' && HEIF_BRANDS.has(ascii(head, 8, 12))) {
    return ascii(head, 8, 11) === 'avi' ? 'image/avif' : 'image/heif';
  }
  return null;
}

/** Reads only the file's first bytes; a file that cannot be read is no image either. */
export async function fileImageType(file: Blob): Promise<string | null> {
  try {
    return imageTypeOf(new Uint8Array(await file.slice(0, SIGNATURE_BYTES).arrayBuffer()));
  } catch {
    return null;
  }
}
