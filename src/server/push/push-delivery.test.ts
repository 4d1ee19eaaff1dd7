import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drivenClock } from '../testing/driven-clock.js';
import { createTestApp, registeredUser, type TestApp, type TestUser } from '../testing/harness.js';
import { makeJobsDue, runJobsDueBy } from '../testing/jobs.js';
import { publishMate } from '../testing/mates-fixtures.js';
import { startPushService, type TestDevice, type TestPushService } from '../testing/push-service.js';

const MINUTE_HOURS = 1 / 60;

describe('the same events as e-mail reach subscribed devices as pushes', () => {
  const clock = drivenClock();
  let pushService: TestPushService;
  let t: TestApp;
  let host: TestUser & { publicName: string };
  let guest: TestUser & { publicName: string };
  let mate: { id: string };
  let phone: TestDevice;
  let laptop: TestDevice;
  let conversationId: string;

  beforeAll(async () => {
    pushService = await startPushService();
    t = await createTestApp({ JOBS_POLL_SECONDS: '0.5' }, undefined, clock, pushService);
    host = await registeredUser(t.app, `Anfitriona Push ${Date.now() % 100000}`);
    guest = await registeredUser(t.app, `Viajero Push ${Date.now() % 100000}`);
    mate = await publishMate(host, { name: 'Mate de calabaza push' });
    phone = pushService.device('host-phone');
    laptop = pushService.device('host-laptop');
    await host.request({ method: 'PUT', url: '/api/push/subscription', payload: phone.subscription });
    // The laptop only wants messages.
    await host.request({
      method: 'PUT',
      url: '/api/push/subscription',
      payload: { ...laptop.subscription, categories: ['messages'] },
    });
  });
  afterAll(async () => {
    // The send the last test set off finishes before the app closes (on PGlite's one connection, closing
    // while a job holds it waits for the queue's stop deadline).
    await t.app.services.jobs.stop();
    await t.close();
    await pushService.close();
  });

  /** Runs every delivery job due by the driven clock's now, and waits for them. */
  const deliverDue = () => runJobsDueBy(t.db.pool, 'outbox.deliver', clock.now());
  const pushesTo = (device: TestDevice) => pushService.received.filter((push) => push.device === device.name);
  const pending = async () =>
    (
      await t.db.pool.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM outbox WHERE channel = 'push' AND sent_at IS NULL AND dropped_at IS NULL`,
      )
    ).rows[0]!.n;

  it('a booking request pushes to the device that wants Reservas, naming the mate, opening the chat', async () => {
    const booked = await guest.request({
      method: 'POST',
      url: `/api/mates/${mate.id}/bookings`,
      payload: { startDate: clock.day(3), endDate: clock.day(5) },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    ({ conversationId } = booked.json());
    await pushService.waitFor(1);
    expect(pushesTo(phone)).toEqual([
      expect.objectContaining({
        payload: {
          title: expect.stringContaining('Nueva solicitud para "Mate de calabaza push"'),
          body: expect.stringContaining(`${guest.publicName} reservó tu mate "Mate de calabaza push"`),
          url: expect.stringMatching(new RegExp(`/conversations/${conversationId}$`)),
          tag: `booking-${booked.json().bookingId}`,
        },
      }),
    ]);
    expect(pushesTo(laptop)).toEqual([]);
  });

  it('unread messages push once per conversation and device, ten minutes later, unless read', async () => {
    const before = pushService.received.length;
    for (const content of ['¿Está libre?', '¿Incluye bombilla?', '¿Y termo?'])
      await guest.request({
        method: 'POST',
        url: `/api/conversations/${conversationId}/messages`,
        payload: { content },
      });
    await deliverDue();
    expect(pushService.received.length).toBe(before);

    clock.advanceHours(11 * MINUTE_HOURS);
    await deliverDue();
    await pushService.waitFor(before + 2);
    for (const device of [phone, laptop]) {
      expect(pushesTo(device).at(-1)!.payload).toMatchObject({
        title: expect.stringContaining('3 mensajes sin leer'),
        body: '¿Y termo?',
        tag: `conversation-${conversationId}`,
      });
    }
    expect(pushService.received.length).toBe(before + 2);
  });

  it('a device the push service no longer knows is forgotten; one whose service was down gets each push once', async () => {
    pushService.answer(laptop.name, 410);
    pushService.answer(phone.name, 503);
    const before = pushService.received.length;
    await guest.request({
      method: 'POST',
      url: `/api/conversations/${conversationId}/messages`,
      payload: { content: 'Otra pregunta' },
    });
    clock.advanceHours(11 * MINUTE_HOURS);
    await deliverDue();
    const { rows } = await t.db.pool.query('SELECT 1 FROM push_subscriptions WHERE endpoint = $1', [
      laptop.subscription.endpoint,
    ]);
    expect(rows).toEqual([]);
    expect(await pending()).toBe(1);

    pushService.answer(phone.name, 201);
    // Its retry's time has come.
    await makeJobsDue(t.db.pool, 'outbox.deliver');
    await deliverDue();
    await pushService.waitFor(before + 1);
    expect(pushService.received.slice(before).map((push) => push.device)).toEqual([phone.name]);
    expect(await pending()).toBe(0);
  });

  it('queues no push for a device that turned the category off', async () => {
    await host.request({
      method: 'PUT',
      url: '/api/push/subscription',
      payload: { ...phone.subscription, categories: ['reviews'] },
    });
    const another = await registeredUser(t.app);
    const booked = await another.request({
      method: 'POST',
      url: `/api/mates/${mate.id}/bookings`,
      payload: { startDate: clock.day(10), endDate: clock.day(11) },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const { rows } = await t.db.pool.query(
      `SELECT 1 FROM outbox WHERE channel = 'push' AND payload->>'bookingId' = $1`,
      [booked.json().bookingId],
    );
    expect(rows).toEqual([]);
  });
});
