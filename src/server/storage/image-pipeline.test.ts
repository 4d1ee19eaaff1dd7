import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { text } from 'node:stream/consumers';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { messages } from '../messages/catalogue.js';
import { demoMateImage } from '../demo/demo-images.js';
import { DomainError } from '../errors.js';
import { IMAGE_MAX_BYTES } from '../../shared/constants.js';
import { processImage, removeImage, storeImage } from './image-pipeline.js';
import { LocalDirectoryStorage, imageKeys, type ObjectStorage } from './storage.js';

const blank = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#b5651d' } });

async function expectDomainError(promise: Promise<unknown>, kind: string, message: string) {
  const error: unknown = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(DomainError);
  expect(error).toMatchObject({ kind, message });
}

describe('processImage', () => {
  it('turns a large JPEG into 1200 and 400 pixel WebP renditions', async () => {
    const { large, small } = await processImage(await blank(3000, 2000).jpeg().toBuffer());
    expect(await sharp(large).metadata()).toMatchObject({ format: 'webp', width: 1200, height: 800 });
    expect(await sharp(small).metadata()).toMatchObject({ format: 'webp', width: 400, height: 267 });
  });

  it('never enlarges a small image', async () => {
    const { large, small } = await processImage(await blank(300, 200).png().toBuffer());
    expect(await sharp(large).metadata()).toMatchObject({ format: 'webp', width: 300, height: 200 });
    expect(await sharp(small).metadata()).toMatchObject({ format: 'webp', width: 300, height: 200 });
  });

  it('applies the EXIF orientation', async () => {
    const input = await blank(200, 100).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    expect(await sharp(input).metadata()).toMatchObject({ orientation: 6, width: 200, height: 100 });
    const output = await sharp((await processImage(input)).large).metadata();
    expect(output).toMatchObject({ width: 100, height: 200 });
    expect(output.orientation).toBeUndefined();
  });

  it('strips metadata, GPS included', async () => {
    const input = await blank(400, 300)
      .jpeg()
      .withExif({
        IFD0: { Artist: 'Persona Secreta', Copyright: 'Privado' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '40/1 25/1 0/1' },
      })
      .toBuffer();
    expect((await sharp(input).metadata()).exif?.toString('latin1')).toContain('Persona Secreta');
    const { large, small } = await processImage(input);
    for (const rendition of [large, small]) {
      const metadata = await sharp(rendition).metadata();
      expect(metadata.exif).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
      expect(rendition.toString('latin1')).not.toContain('Persona Secreta');
    }
  });

  it('refuses bytes that are not an image, whatever the file is called', async () => {
    await expectDomainError(
      processImage(Buffer.from('hola, no soy una imagen')),
      'invalid',
      messages.images.notAnImage,
    );
  });

  it('refuses an SVG, which could carry a script', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>',
    );
    await expectDomainError(processImage(svg), 'invalid', messages.images.notAnImage);
  });

  it('refuses more than 5 MB', async () => {
    expect(IMAGE_MAX_BYTES).toBe(5 * 1024 * 1024);
    await expectDomainError(
      processImage(Buffer.alloc(6 * 1024 * 1024)),
      'too_large',
      messages.images.tooLarge,
    );
  });

  it('refuses a decompression bomb: a small file with too many pixels', async () => {
    const bomb = await blank(8000, 6000).png({ compressionLevel: 9 }).toBuffer();
    expect(bomb.length).toBeLessThan(IMAGE_MAX_BYTES);
    await expectDomainError(processImage(bomb), 'invalid', messages.images.invalidImage);
  });

  it('refuses a truncated JPEG', async () => {
    const noise = { type: 'gaussian', mean: 128, sigma: 40 } as const;
    const jpeg = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#000', noise } })
      .jpeg()
      .toBuffer();
    await expectDomainError(
      processImage(jpeg.subarray(0, Math.floor(jpeg.length / 2))),
      'invalid',
      messages.images.invalidImage,
    );
  });
});

describe('storeImage and removeImage', () => {
  let root = '';
  afterEach(() => rmSync(root, { recursive: true, force: true }));
  const newStorage = () => {
    root = mkdtempSync(join(tmpdir(), 'ronda-images-'));
    return new LocalDirectoryStorage(root);
  };
  const image = { large: Buffer.from('large'), small: Buffer.from('small') };

  it('writes and removes both renditions', async () => {
    const storage = newStorage();
    const keys = imageKeys('mates/abc');
    await storeImage(storage, 'mates/abc', image);
    expect(existsSync(join(root, keys.large))).toBe(true);
    expect(existsSync(join(root, keys.small))).toBe(true);

    await removeImage(storage, 'mates/abc');
    expect(existsSync(join(root, keys.large))).toBe(false);
    expect(existsSync(join(root, keys.small))).toBe(false);
    await removeImage(storage, null);
  });

  it('leaves nothing behind when the second write fails', async () => {
    const local = newStorage();
    let puts = 0;
    const failing: ObjectStorage = {
      get: (key) => local.get(key),
      sizeOf: (key) => local.sizeOf(key),
      put: async (key, data) => {
        if (++puts === 2) throw new Error('disk full');
        await local.put(key, data);
      },
      remove: (keys) => local.remove(keys),
    };
    await expectDomainError(
      storeImage(failing, 'avatar', image),
      'unavailable',
      messages.images.storageUnavailable,
    );
    expect(readdirSync(root)).toEqual([]);
  });
});

describe('LocalDirectoryStorage', () => {
  let root = '';
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('reads back with a tag, answers not-modified for it, sizes and lists its keys', async () => {
    root = mkdtempSync(join(tmpdir(), 'ronda-images-'));
    const storage = new LocalDirectoryStorage(root);
    expect(await storage.keys()).toEqual([]);
    await storage.put('mates/m/a-400.webp', Buffer.from('chica'));
    await storage.put('avatars/u/b-400.webp', Buffer.from('avatar'));
    writeFileSync(join(root, 'mates/m/.a-medias.tmp'), 'x');

    expect((await storage.keys()).sort()).toEqual(['avatars/u/b-400.webp', 'mates/m/a-400.webp']);
    expect(await storage.sizeOf('mates/m/a-400.webp')).toBe(5);
    expect(await storage.sizeOf('mates/m/nada.webp')).toBeNull();
    const object = await storage.get('mates/m/a-400.webp');
    if (object === null || object === 'not-modified') throw new Error('expected the object');
    expect(await text(object.body)).toBe('chica');
    expect(await storage.get('mates/m/a-400.webp', object.etag)).toBe('not-modified');
    expect(await storage.get('mates/m/nada.webp')).toBeNull();
    await expect(storage.put('../fuera.webp', Buffer.from('x'))).rejects.toThrow('Invalid storage key');
  });
});

describe('demoMateImage', () => {
  it('draws different, valid JPEGs that the pipeline accepts', async () => {
    const [one, two] = await Promise.all([demoMateImage(1), demoMateImage(2)]);
    expect(one.equals(two)).toBe(false);
    expect((await demoMateImage(1)).equals(one)).toBe(true);
    for (const photo of [one, two]) {
      expect(await sharp(photo).metadata()).toMatchObject({ format: 'jpeg', width: 1000, height: 750 });
      const { small } = await processImage(photo);
      expect(await sharp(small).metadata()).toMatchObject({ format: 'webp', width: 400, height: 300 });
    }
  });
});
