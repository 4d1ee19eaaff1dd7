import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { fileImageType, imageTypeOf } from './image-signature';

const pixels = () => sharp({ create: { width: 8, height: 6, channels: 3, background: '#8a6b3d' } });

describe('image signature', () => {
  it('knows each type the server takes by the bytes its encoder writes, as file-type does', async () => {
    const encoded = {
      'image/jpeg': await pixels().jpeg().toBuffer(),
      'image/png': await pixels().png().toBuffer(),
      'image/webp': await pixels().webp().toBuffer(),
      'image/gif': await pixels().gif().toBuffer(),
      'image/tiff': await pixels().tiff().toBuffer(),
      'image/avif': await pixels().avif().toBuffer(),
    };
    for (const [type, bytes] of Object.entries(encoded)) {
      expect(imageTypeOf(bytes)).toBe(type);
      expect((await fileTypeFromBuffer(bytes))?.mime).toBe(type);
    }
    // A HEIC photo from a phone: an "ftyp" box with the brand "heic".
    const heic = Uint8Array.from([0, 0, 0, 24, ...Buffer.from('ftypheic')]);
    expect(imageTypeOf(heic)).toBe('image/heif');
  });

  it('refuses text renamed as a photo, SVG, a PDF and an empty file', () => {
    for (const text of [
      'hola, esto no es una foto',
      '<svg xmlns="http://www.w3.org/2000/svg"/>',
      '%PDF-1.7',
      '',
    ]) {
      expect(imageTypeOf(new TextEncoder().encode(text))).toBeNull();
    }
    // Cut short: a JPEG's first two bytes are not enough.
    expect(imageTypeOf(Uint8Array.from([0xff, 0xd8]))).toBeNull();
  });

  it('reads only the first bytes of a file', async () => {
    const jpeg = await pixels().jpeg().toBuffer();
    expect(await fileImageType(new Blob([jpeg], { type: 'image/jpeg' }))).toBe('image/jpeg');
    expect(await fileImageType(new Blob(['no soy una imagen'], { type: 'image/jpeg' }))).toBeNull();
  });
});
