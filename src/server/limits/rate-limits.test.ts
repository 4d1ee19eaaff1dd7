import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../messages/catalogue.js';
import { createTestApp, registeredUser, type TestApp, type TestUser } from '../testing/harness.js';
import { clearOfWindowEdge } from '../testing/limit-windows.js';
import { jpegPhoto, publishMate, publishRequest } from '../testing/mates-fixtures.js';
import { multipart } from '../testing/multipart.js';
import { countHit } from './rate-limits.repo.js';
import { rentalToday } from '../../shared/rental-dates.js';

/** A one-day rental starting today. */
const TODAY = { startDate: rentalToday(new Date()), endDate: rentalToday(new Date()) };

const MINUTE = 60;
const HOUR = 3600;
const DAY = 86_400;

/** A 429 in the API's error shape, with a Retry-After inside the window that refused. */
function expectRefused(response: LightMyRequestResponse, message: string, windowSeconds: number) {
  expect([response.statusCode, response.json()]).toEqual([429, { error: message }]);
  const retryAfter = Number(response.headers['retry-after']);
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
}

/** Moves every window of a limit into the past, as if its time had run out. */
async function endWindows(t: TestApp, name: string) {
  await t.db.pool.query(
    `UPDATE rate_limits SET window_start = window_start - interval '2 days',
                            expires_at = expires_at - interval '2 days'
      WHERE name = $1`,
    [name],
  );
}

describe('per-person limits', () => {
  let t: TestApp;
  let host: TestUser;
  let traveller: TestUser;
  let other: TestUser;
  let mateId: string;
  beforeAll(async () => {
    t = await createTestApp({
      CHAT_MESSAGES_PER_MINUTE_MAX: '3',
      CHAT_MESSAGES_PER_DAY_MAX: '5',
      HOST_MESSAGES_PER_HOUR_MAX: '2',
      BOOKINGS_PER_HOUR_MAX: '2',
      MATES_PER_DAY_MAX: '2',
      PROFILE_EDITS_PER_HOUR_MAX: '2',
      AVATAR_CHANGES_PER_HOUR_MAX: '2',
      // The defaults.
      REPORTS_PER_HOUR_MAX: '10',
      REPORTS_PER_DAY_MAX: '30',
    });
    host = await registeredUser(t.app, 'Host Limitado');
    traveller = await registeredUser(t.app, 'Viajera Limitada');
    other = await registeredUser(t.app, 'Otra Persona');
    mateId = (await publishMate(host, { name: 'Mate con límites' })).id;
  });
  afterAll(() => t.close());

  const contactHost = (user: TestUser, content = 'Hola, ¿está libre?') =>
    user.request({ method: 'POST', url: `/api/mates/${mateId}/messages`, payload: { content } });
  const send = (user: TestUser, conversationId: string, content = 'Un mensaje') =>
    user.request({
      method: 'POST',
      url: `/api/conversations/${conversationId}/messages`,
      payload: { content },
    });

  it('chat messages: 3 a minute, then 429 with Retry-After; the other person still writes', async () => {
    await clearOfWindowEdge(t.db.pool, MINUTE);
    const conversationId = (await contactHost(traveller)).json().conversationId as string;
    for (let i = 0; i < 3; i++) expect((await send(traveller, conversationId)).statusCode).toBe(201);
    expectRefused(await send(traveller, conversationId), messages.limits.chatMessages, MINUTE);
    expect((await send(host, conversationId, 'Sí, está libre')).statusCode).toBe(201);
    // Signed out is still "sign in", never "too many".
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api/conversations/${conversationId}/messages`,
      payload: { content: 'Hola' },
    });
    expect(anonymous.statusCode).toBe(401);

    // A refused message does not use up the day: after the minute, two more fit (5 a day)…
    await endWindows(t, 'chatMessage:60');
    for (let i = 0; i < 2; i++) expect((await send(traveller, conversationId)).statusCode).toBe(201);
    // …and then the day refuses, until its own window ends.
    await endWindows(t, 'chatMessage:60');
    expectRefused(await send(traveller, conversationId), messages.limits.chatMessages, DAY);
    // Ended windows are deleted by the next check of the same person and limit.
    const { rows } = await t.db.pool.query(
      `SELECT name, count FROM rate_limits WHERE subject = $1 AND name LIKE 'chatMessage:%' ORDER BY name`,
      [traveller.id],
    );
    expect(rows).toEqual([
      { name: 'chatMessage:60', count: 1 },
      { name: 'chatMessage:86400', count: 6 },
    ]);
  });

  it('messages to a host: 2 an hour, per person', async () => {
    await clearOfWindowEdge(t.db.pool, HOUR);
    expect((await contactHost(other)).statusCode).toBe(201);
    expect((await contactHost(other)).statusCode).toBe(201);
    expectRefused(await contactHost(other), messages.limits.hostMessages, HOUR);
  });

  it('booking requests and withdrawals: 2 an hour together, per person', async () => {
    await clearOfWindowEdge(t.db.pool, HOUR);
    const book = (user: TestUser) =>
      user.request({ method: 'POST', url: `/api/mates/${mateId}/bookings`, payload: TODAY });
    const booked = await book(other);
    expect(booked.statusCode).toBe(201);
    const withdrawn = await other.request({
      method: 'POST',
      url: `/api/bookings/${booked.json().bookingId}/withdraw`,
    });
    expect(withdrawn.statusCode).toBe(200);
    expectRefused(await book(other), messages.limits.bookings, HOUR);
    expect((await book(traveller)).statusCode).toBe(201);
  });

  it('mates published: 2 a day, refused before the upload is read', async () => {
    await clearOfWindowEdge(t.db.pool, DAY);
    const publisher = await registeredUser(t.app, 'Publica Mucho');
    await publishMate(publisher);
    await publishMate(publisher);
    expectRefused(
      await publisher.request({ method: 'POST', url: '/api/mates', ...publishRequest() }),
      messages.limits.matePublish,
      DAY,
    );
    // Not even a body that could never be read gets further than the limit.
    expectRefused(
      await publisher.request({
        method: 'POST',
        url: '/api/mates',
        payload: 'no es multipart',
        headers: { 'content-type': 'multipart/form-data; boundary=nada' },
      }),
      messages.limits.matePublish,
      DAY,
    );
    const signedOut = await t.app.inject({ method: 'POST', url: '/api/mates', ...publishRequest() });
    expect(signedOut.statusCode).toBe(401);
    expect((await publishMate(other)).id).toBeTruthy();
  });

  it('profile edits and avatar changes: 2 an hour each', async () => {
    await clearOfWindowEdge(t.db.pool, HOUR);
    const person = await registeredUser(t.app, 'Cambia Perfil');
    const edit = (bio: string) =>
      person.request({ method: 'PATCH', url: '/api/profile', payload: { publicName: 'Cambia Perfil', bio } });
    expect((await edit('Uno')).statusCode).toBe(200);
    expect((await edit('Dos')).statusCode).toBe(200);
    expectRefused(await edit('Tres'), messages.limits.profileEdits, HOUR);

    const photo = await jpegPhoto(300, 300);
    const upload = () =>
      person.request({ method: 'POST', url: '/api/profile/avatar', ...multipart({}, photo) });
    expect((await upload()).statusCode).toBe(200);
    expect((await upload()).statusCode).toBe(200);
    expectRefused(await upload(), messages.limits.avatarChanges, HOUR);
    expect(
      (await traveller.request({ method: 'POST', url: '/api/profile/avatar', ...multipart({}, photo) }))
        .statusCode,
    ).toBe(200);
  });

  it('reports: 10 an hour and 30 a day, per person', async () => {
    // Long enough for the whole sequence to stay inside one hour (and so one day).
    await clearOfWindowEdge(t.db.pool, HOUR, 60);
    const reporter = await registeredUser(t.app, 'Reporta Mucho');
    const people: string[] = [];
    for (let i = 0; i < 10; i++) people.push((await registeredUser(t.app, `Reportada ${i}`)).publicName);
    const report = (targetId: string) =>
      reporter.request({
        method: 'POST',
        url: '/api/reports',
        payload: { targetType: 'user', targetId, reason: 'spam', details: 'x'.repeat(900) },
      });
    for (const name of people) expect((await report(name)).statusCode).toBe(201);
    expectRefused(await report('Host Limitado'), messages.limits.reports, HOUR);
    // Someone else still reports.
    expect(
      (
        await other.request({
          method: 'POST',
          url: '/api/reports',
          payload: { targetType: 'user', targetId: 'Host Limitado', reason: 'spam' },
        })
      ).statusCode,
    ).toBe(201);

    // Each hour allows 10 more (a repeated report is refused as such, and counts) until the day's 30.
    for (let hour = 0; hour < 2; hour++) {
      await endWindows(t, 'report:3600');
      for (const name of people) expect((await report(name)).statusCode).toBe(409);
    }
    await endWindows(t, 'report:3600');
    expectRefused(await report('Host Limitado'), messages.limits.reports, DAY);
    const { rows } = await t.db.pool.query('SELECT count(*)::int AS n FROM reports WHERE reporter_id = $1', [
      reporter.id,
    ]);
    expect(rows).toEqual([{ n: 10 }]);
    // It may first wait up to a minute for the next hour to begin.
  }, 120_000);
});

describe('per-address limits in the same store', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '2', CONTACT_RATE_LIMIT_MAX: '2' });
  });
  afterAll(() => t.close());

  it('sign-in attempts: per client address, with Retry-After', async () => {
    await clearOfWindowEdge(t.db.pool, MINUTE);
    const attempt = (remoteAddress: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        payload: { email: 'nadie@ejemplo.com', password: 'incorrecta-1' },
        remoteAddress,
      });
    for (let i = 0; i < 2; i++) expect((await attempt('192.0.2.1')).statusCode).toBe(401);
    expectRefused(await attempt('192.0.2.1'), messages.auth.tooManyAttempts, MINUTE);
    expect((await attempt('192.0.2.2')).statusCode).toBe(401);
  });

  it('contact form: per client address per hour, with Retry-After', async () => {
    await clearOfWindowEdge(t.db.pool, HOUR);
    const submit = (remoteAddress: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: { name: 'Ana', email: 'ana@ejemplo.com', comments: 'Hola' },
        remoteAddress,
      });
    expect((await submit('198.51.100.1')).statusCode).toBe(201);
    expect((await submit('198.51.100.1')).statusCode).toBe(201);
    expectRefused(await submit('198.51.100.1'), messages.errors.tooManyRequests, HOUR);
    expect((await submit('198.51.100.2')).statusCode).toBe(201);
  });
});

describe('the counter store', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('counts concurrent hits exactly once each', async () => {
    const hits = await Promise.all(
      Array.from({ length: 20 }, () => countHit(t.db.pool, 'prueba', 'concurrente', HOUR)),
    );
    expect(hits.map((hit) => hit.count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
  });

  it('drops ended windows of people who never came back, in the hourly job', async () => {
    await t.db.pool.query(
      `INSERT INTO rate_limits (name, subject, window_start, expires_at)
       VALUES ('chatMessage:60', 'se-fue', now() - interval '2 hours', now() - interval '1 hour'),
              ('chatMessage:60', 'sigue', now(), now() + interval '1 minute')`,
    );
    await t.app.services.jobs.enqueue('limits.prune', {});
    await expect
      .poll(
        async () =>
          (await t.db.pool.query(`SELECT subject FROM rate_limits WHERE subject IN ('se-fue', 'sigue')`))
            .rows,
        { timeout: 15_000, interval: 100 },
      )
      .toEqual([{ subject: 'sigue' }]);
  });
});
