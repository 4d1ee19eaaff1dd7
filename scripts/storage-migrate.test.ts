import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createS3Client, S3Storage } from '../src/server/storage/s3-storage.js';
import { startTestS3, type TestS3 } from '../src/server/testing/s3-server.js';

let s3: TestS3;
let bucket: S3Storage;
let dir = '';
beforeAll(async () => {
  s3 = await startTestS3();
  bucket = new S3Storage(createS3Client(s3.settings), s3.bucket);
  dir = mkdtempSync(join(tmpdir(), 'ronda-migrate-'));
});
afterAll(async () => {
  bucket?.close();
  await s3?.close();
  rmSync(dir, { recursive: true, force: true });
});

const FILES = {
  'mates/m1/a-1200.webp': 'foto grande del mate uno',
  'mates/m1/a-400.webp': 'foto chica',
  'avatars/u1/b-400.webp': 'avatar',
};

/** `npm run storage:migrate`, as an operator runs it: its exit code and what it printed. */
function migrate(env: Record<string, string>) {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/storage-migrate.ts'], {
    // Not this process's environment: vitest's own (BASE_URL among them) is no server's.
    env: { PATH: process.env.PATH, NODE_ENV: 'test', STORAGE_DIR: dir, ...env },
    encoding: 'utf8',
  });
  return { status: run.status, out: run.stdout, err: run.stderr };
}

const contentOf = async (key: string) => {
  const object = await bucket.get(key);
  return object && object !== 'not-modified' ? text(object.body) : null;
};

it('moves local images into the bucket, resumably, saying what it does', async () => {
  for (const [key, content] of Object.entries(FILES)) {
    mkdirSync(dirname(join(dir, key)), { recursive: true });
    writeFileSync(join(dir, key), content);
  }
  // A file being written when the copy starts is not an image yet.
  writeFileSync(join(dir, 'mates/m1/.a1b2.tmp'), 'a medias');

  const noBucket = migrate({});
  expect(noBucket.status, noBucket.err).toBe(2);
  expect(noBucket.err).toContain('Falta S3_BUCKET');

  // The bucket is down: the run stops, says so and how to go on.
  await s3.stop();
  const down = migrate(s3.env);
  await s3.start();
  expect(down.status).toBe(1);
  expect(down.err).toMatch(/No se pudo copiar .+volvé a correr el comando para seguir/);

  // An earlier run had copied one file; another is in the bucket with other content (not the same size).
  await bucket.put('mates/m1/a-400.webp', Buffer.from(FILES['mates/m1/a-400.webp']));
  await bucket.put('avatars/u1/b-400.webp', Buffer.from('otra cosa más larga'));
  const first = migrate(s3.env);
  expect(first.status, first.err).toBe(0);
  expect(first.out).toContain(`Moviendo 3 archivos de ${dir} al bucket ${s3.bucket}`);
  expect(first.out).toContain('ya estaba mates/m1/a-400.webp');
  expect(first.out).toContain('copiado avatars/u1/b-400.webp');
  expect(first.out).toContain('copiado mates/m1/a-1200.webp');
  expect(first.out).toContain('Listo: 2 copiados, 1 ya estaban en el bucket.');
  for (const [key, content] of Object.entries(FILES)) expect(await contentOf(key)).toBe(content);
  expect(await bucket.sizeOf('mates/m1/.a1b2.tmp')).toBeNull();

  const again = migrate(s3.env);
  expect(again.status).toBe(0);
  expect(again.out).toContain('Listo: 0 copiados, 3 ya estaban en el bucket.');
});
