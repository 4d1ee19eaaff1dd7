import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestS3, type TestS3 } from '../testing/s3-server.js';
import { registeredPerson, startServer, stopServers, type ServerProcess } from '../testing/server-process.js';
import { createEmptyDatabase, type TestDatabase } from '../testing/test-database.js';

let database: TestDatabase;
let s3: TestS3;
const servers: ServerProcess[] = [];
beforeAll(async () => {
  [database, s3] = await Promise.all([createEmptyDatabase(), startTestS3()]);
  // Each process gets a storage directory of its own: only the bucket is shared.
  servers.push(
    ...(await Promise.all([startServer(database.url!, s3.env), startServer(database.url!, s3.env)])),
  );
}, 90_000);
afterAll(async () => {
  await stopServers(servers);
  await database?.drop();
  await s3?.close();
});

it('two processes on one PostgreSQL and one bucket share images without a shared volume', async () => {
  const [a, b] = servers as [ServerProcess, ServerProcess];
  const host = await registeredPerson(a.base, database, 'Host Del Bucket');
  const form = new FormData();
  form.set('name', 'Mate en la nube');
  form.set('pricePerDay', '3');
  form.set(
    'location',
    JSON.stringify({ label: 'Madrid, España', city: 'Madrid', latitude: 40.4165, longitude: -3.70256 }),
  );
  const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#6fa35a' } })
    .jpeg()
    .toBuffer();
  form.set('photo', new Blob([photo], { type: 'image/jpeg' }), 'mate.jpg');
  const published = await fetch(`${a.base}/api/mates`, {
    method: 'POST',
    headers: { cookie: host },
    body: form,
  });
  expect(published.status).toBe(201);
  const mate = (await published.json()) as { id: string; imageUrl: string };

  const image = await fetch(`${b.base}${mate.imageUrl}`);
  expect(image.status).toBe(200);
  expect(image.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  expect(await sharp(Buffer.from(await image.arrayBuffer())).metadata()).toMatchObject({ format: 'webp' });

  const removed = await fetch(`${b.base}/api/mates/${mate.id}`, {
    method: 'DELETE',
    headers: { cookie: host },
  });
  expect(removed.status).toBe(204);
  expect((await fetch(`${a.base}${mate.imageUrl}`)).status).toBe(404);
});
