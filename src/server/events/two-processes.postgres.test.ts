import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endsWithin, openEventStream, type StreamEvent } from '../testing/event-stream.js';
import {
  call,
  registeredPerson,
  startServer,
  stopServers,
  type ServerProcess,
  publishMateOver,
} from '../testing/server-process.js';
import { createEmptyDatabase, type TestDatabase } from '../testing/test-database.js';

describe('two server processes on one PostgreSQL', () => {
  let database: TestDatabase;
  const servers: ServerProcess[] = [];
  beforeAll(async () => {
    database = await createEmptyDatabase();
    // Started together: both migrate, one at a time (advisory lock).
    servers.push(...(await Promise.all([startServer(database.url!), startServer(database.url!)])));
  }, 60_000);
  afterAll(async () => {
    await stopServers(servers);
    await database.drop();
  });

  it('a message posted through one arrives on a stream held by the other, and a reconnect catches up', async () => {
    const [a, b] = servers as [(typeof servers)[0], (typeof servers)[0]];
    const host = await registeredPerson(a.base, database, 'Host Dos Procesos');
    const traveller = await registeredPerson(a.base, database, 'Viajera Dos Procesos');
    const mateId = await publishMateOver(a.base, host, 'Mate compartido');

    const stream = await openEventStream(`${b.base}/api/events`, { cookie: host });
    expect(stream.status).toBe(200);
    const isMessage = (content: string) => (e: StreamEvent) =>
      e.event === 'message' && (e.data as { message: { content: string } }).message.content === content;

    const first = await call(a.base, `/api/mates/${mateId}/messages`, {
      method: 'POST',
      cookie: traveller,
      body: { content: 'Desde el proceso A' },
    });
    expect(first.status).toBe(201);
    await stream.next(isMessage('Desde el proceso A'));
    await stream.next((e) => e.event === 'notification');
    const lastId = String(Math.max(...stream.events.map((e) => Number(e.id))));
    stream.close();

    await call(a.base, `/api/mates/${mateId}/messages`, {
      method: 'POST',
      cookie: traveller,
      body: { content: 'Mientras no mirabas' },
    });
    const resumed = await openEventStream(`${b.base}/api/events`, { cookie: host, 'last-event-id': lastId });
    await resumed.next(isMessage('Mientras no mirabas'));
    expect(resumed.events.some(isMessage('Desde el proceso A'))).toBe(false);
    resumed.close();
  });

  it('signing out through one ends the stream held by the other before anything sent afterwards', async () => {
    const [a, b] = servers as [(typeof servers)[0], (typeof servers)[0]];
    const host = await registeredPerson(a.base, database, 'Host Sale Por A');
    const traveller = await registeredPerson(a.base, database, 'Viajera Sale Por A');
    const mateId = await publishMateOver(a.base, host, 'Mate de la salida');
    const travellerStream = await openEventStream(`${b.base}/api/events`, { cookie: traveller });
    const stream = await openEventStream(`${b.base}/api/events`, { cookie: host });
    expect(stream.status).toBe(200);

    const out = await fetch(`${a.base}/api/auth/sign-out`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: host },
      body: '{}',
    });
    expect(out.status).toBe(200);
    const sent = await call(a.base, `/api/mates/${mateId}/messages`, {
      method: 'POST',
      cookie: traveller,
      body: { content: 'Después de salir por A' },
    });
    expect(sent.status).toBe(201);
    // The message reaches both sides in one transaction: the sender's copy arriving on B means the
    // host's would have too, had their stream not ended first.
    await travellerStream.next((e) => e.event === 'message');
    expect(await endsWithin(stream)).toBe(true);
    expect(stream.events.some((e) => e.event === 'message')).toBe(false);
    travellerStream.close();
  });
});
