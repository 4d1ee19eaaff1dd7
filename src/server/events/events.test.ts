import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openEventStream, type StreamEvent } from '../testing/event-stream.js';
import { createTestApp, freePort, registeredUser, type TestApp, type TestUser } from '../testing/harness.js';
import { publishMate } from '../testing/mates-fixtures.js';
import { startLiveChat } from '../testing/live-chat.js';
import { transaction } from '../db/sql.js';
import { EventHub } from './event-hub.js';
import { EVENTS_CHANNEL, recordEvents } from './user-events.repo.js';
import { rentalToday } from '../../shared/rental-dates.js';

/** A one-day rental starting today. */
const TODAY = { startDate: rentalToday(new Date()), endDate: rentalToday(new Date()) };

describe('live updates (Server-Sent Events)', () => {
  let t: TestApp;
  let base: string;
  let host: TestUser;
  let traveller: TestUser;
  let mateId: string;
  beforeAll(async () => {
    ({ t, base, host, traveller, mateId } = await startLiveChat({
      host: 'Host En Vivo',
      traveller: 'Viajero En Vivo',
      mate: 'Mate en vivo',
    }));
  });
  afterAll(() => t.close());

  const isMessage = (content: string) => (e: StreamEvent) =>
    e.event === 'message' && (e.data as { message: { content: string } }).message.content === content;

  it('refuses a stream without a session', async () => {
    const response = await fetch(`${base}/api/events`);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: 'Usuario no autenticado' });
  });

  it('pushes a new message, its notification and a booking to the right person as they commit', async () => {
    const stream = await openEventStream(`${base}/api/events`, { cookie: host.cookie });
    expect(stream.status).toBe(200);
    const sent = await traveller.request({
      method: 'POST',
      url: `/api/mates/${mateId}/messages`,
      payload: { content: 'Hola en vivo' },
    });
    const message = await stream.next(isMessage('Hola en vivo'));
    expect(message.data).toMatchObject({
      conversationId: sent.json().conversationId,
      message: { senderId: traveller.id },
    });
    const notification = await stream.next((e) => e.event === 'notification');
    expect(notification.data).toMatchObject({
      notification: { type: 'new_message', text: 'Viajero En Vivo te envió un mensaje' },
      unreadCount: 1,
    });

    const booked = await traveller.request({
      method: 'POST',
      url: `/api/mates/${mateId}/bookings`,
      payload: TODAY,
    });
    const booking = await stream.next((e) => e.event === 'booking');
    expect(booking.data).toMatchObject({ bookingId: booked.json().bookingId, status: 'pending', mateId });

    await host.request({ method: 'POST', url: '/api/notifications/read-all' });
    const counts = await stream.next((e) => e.event === 'notifications');
    expect(counts.data).toEqual({ unreadCount: 0 });
    stream.close();
  });

  it('never sends one person’s events to another', async () => {
    const outsider = await registeredUser(t.app, 'Ajena');
    const stream = await openEventStream(`${base}/api/events`, { cookie: outsider.cookie });
    await traveller.request({
      method: 'POST',
      url: `/api/mates/${mateId}/messages`,
      payload: { content: 'Solo para el host' },
    });
    const hostStream = await openEventStream(`${base}/api/events`, { cookie: host.cookie });
    await traveller.request({
      method: 'POST',
      url: `/api/mates/${mateId}/messages`,
      payload: { content: 'Otra para el host' },
    });
    await hostStream.next(isMessage('Otra para el host'));
    expect(stream.events).toEqual([]);
    stream.close();
    hostStream.close();
  });

  it('a client that reconnects with Last-Event-ID receives what it missed', async () => {
    const first = await openEventStream(`${base}/api/events`, { cookie: host.cookie });
    await traveller.request({
      method: 'POST',
      url: `/api/mates/${mateId}/messages`,
      payload: { content: 'Antes del corte' },
    });
    await first.next(isMessage('Antes del corte'));
    await first.next((e) => e.event === 'notification');
    const lastId = String(Math.max(...first.events.map((e) => Number(e.id))));
    first.close();

    await traveller.request({
      method: 'POST',
      url: `/api/mates/${mateId}/messages`,
      payload: { content: 'Durante el corte' },
    });
    const again = await openEventStream(`${base}/api/events`, {
      cookie: host.cookie,
      'last-event-id': lastId,
    });
    const missed = await again.next(isMessage('Durante el corte'));
    expect(Number(missed.id)).toBeGreaterThan(Number(lastId));
    expect(again.events.some(isMessage('Antes del corte'))).toBe(false);
    again.close();
  });

  it('replays everything a long absence missed, not just the first page', async () => {
    const reader = await registeredUser(t.app, 'Lectora Ausente');
    const insert = (count: number) =>
      t.db.pool.query<{ id: string }>(
        `INSERT INTO user_events (user_id, type, payload)
         SELECT $1, 'notifications', jsonb_build_object('unreadCount', n) FROM generate_series(1, $2::int) AS n
         RETURNING id`,
        [reader.id, count],
      );
    const [seen] = (await insert(1)).rows;
    const missed = (await insert(1234)).rows.map((row) => String(row.id));
    const stream = await openEventStream(`${base}/api/events`, {
      cookie: reader.cookie,
      'last-event-id': String(seen!.id),
    });
    await stream.next((e) => e.id === missed.at(-1));
    expect(stream.events.map((e) => e.id)).toEqual(missed);
    expect(stream.events.map((e) => (e.data as { unreadCount: number }).unreadCount)).toEqual(
      missed.map((_, i) => i + 1),
    );
    stream.close();
  });

  it('sends an event too big for a notice (counted in bytes) by id, whole', async () => {
    const stream = await openEventStream(`${base}/api/events`, { cookie: host.cookie });
    // 4 500 characters but 9 000 bytes: over PostgreSQL's 8 000-byte NOTIFY limit.
    const note = 'ñ'.repeat(4500);
    await transaction(t.db.pool, (tx) =>
      recordEvents(tx, [{ userId: host.id, type: 'notifications', data: { unreadCount: 3, note } }]),
    );
    const event = await stream.next((e) => e.event === 'notifications' && 'note' in (e.data as object));
    expect(event.data).toEqual({ unreadCount: 3, note });
    stream.close();
  });

  it('logs a notice it cannot read back instead of crashing the process', async () => {
    // The hub listens on the real database but reads events back through a pool already ended.
    const ended = new pg.Pool();
    await ended.end();
    const warnings: string[] = [];
    const hub = new EventHub(
      { ...t.db, pool: ended },
      { warn: (_details, message) => warnings.push(message) },
    );
    await hub.start();
    const received: unknown[] = [];
    hub.subscribe({ userId: host.id }, (event) => received.push(event), { end: () => undefined });
    await t.db.pool.query('SELECT pg_notify($1, $2)', [
      EVENTS_CHANNEL,
      JSON.stringify({ id: 1, userId: host.id }),
    ]);
    await vi.waitFor(() => expect(warnings).toEqual(['live event delivery failed']));
    expect(received).toEqual([]);
    await hub.stop();
  });
});

describe('an impossible Last-Event-ID', () => {
  it('starts the stream from now instead of leaving it silent', async () => {
    const port = await freePort();
    const t = await createTestApp({ BASE_URL: `http://localhost:${port}` });
    try {
      await t.app.listen({ port, host: '127.0.0.1' });
      const host = await registeredUser(t.app);
      const traveller = await registeredUser(t.app);
      const mate = await publishMate(host);
      const stream = await openEventStream(`http://127.0.0.1:${port}/api/events`, {
        cookie: host.cookie,
        'last-event-id': '1e30',
      });
      await traveller.request({
        method: 'POST',
        url: `/api/mates/${mate.id}/messages`,
        payload: { content: 'Hola' },
      });
      await stream.next((e) => e.event === 'message');
      stream.close();
    } finally {
      await t.close();
    }
  });
});

describe('graceful shutdown', () => {
  it('ends open streams so in-flight work finishes and the server closes', async () => {
    const port = await freePort();
    const t = await createTestApp({ BASE_URL: `http://localhost:${port}` });
    await t.app.listen({ port, host: '127.0.0.1' });
    const user = await registeredUser(t.app);
    const stream = await openEventStream(`http://127.0.0.1:${port}/api/events`, { cookie: user.cookie });
    expect(stream.status).toBe(200);
    const started = Date.now();
    await t.close();
    expect(Date.now() - started).toBeLessThan(5000);
  });
});
