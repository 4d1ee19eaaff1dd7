import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { openDatabase, type Database } from '../db/database.js';
import { drivenClock } from '../testing/driven-clock.js';
import { createTestApp, registeredUser, type TestApp, type TestUser } from '../testing/harness.js';
import { makeJobsDueBy, unfinishedJobs } from '../testing/jobs.js';
import { publishMate } from '../testing/mates-fixtures.js';
import type { FastifyInstance } from 'fastify';
import { notificationsOf } from '../testing/notifications.js';

const POLL = { timeout: 20_000, interval: 200 };

describe('the rental lifecycle run by two server processes on one PostgreSQL', () => {
  const clock = drivenClock();
  let t: TestApp;
  let otherDb: Database;
  let second: FastifyInstance;
  let host: TestUser;
  beforeAll(async () => {
    t = await createTestApp({ JOBS_POLL_SECONDS: '0.5' }, undefined, clock);
    // A second app on its own pool: the connections and job workers a second process has.
    otherDb = await openDatabase({ url: t.url!, dataDir: 'memory://', poolSize: 5 });
    second = await buildApp({ config: t.config, db: otherDb, clock });
    await second.ready();
    host = await registeredUser(t.app, 'Anfitrión Doble');
  }, 60_000);
  afterAll(async () => {
    await second.close();
    await otherDb.close();
    await t.close();
  });

  const countOf = async (sql: string, values: unknown[]) =>
    (await t.db.pool.query<{ n: number }>(sql, values)).rows[0]!.n;

  it('expires each unanswered request once, whichever process works its job', async () => {
    const guests = await Promise.all(Array.from({ length: 12 }, () => registeredUser(t.app)));
    const ids: string[] = [];
    for (const [i, guest] of guests.entries()) {
      const mate = await publishMate(host, { name: `Mate doble ${i}` });
      const response = await guest.request({
        method: 'POST',
        url: `/api/mates/${mate.id}/bookings`,
        payload: { startDate: clock.day(5), endDate: clock.day(6) },
      });
      ids.push(response.json().bookingId);
    }
    clock.advanceHours(49);
    const due = await makeJobsDueBy(t.db.pool, 'booking.lifecycle', clock.now());
    expect(due.length).toBeGreaterThanOrEqual(ids.length);
    // Both processes also sweep at the same moment, as their schedules would.
    await Promise.all([t.app.services.rentals.runDue(), second.services.rentals.runDue()]);
    await expect.poll(() => unfinishedJobs(t.db.pool, due), POLL).toBe(0);
    expect(
      await countOf(
        `SELECT count(*)::int AS n FROM bookings WHERE id = ANY($1::uuid[]) AND cancel_reason = 'expired'`,
        [ids],
      ),
    ).toBe(ids.length);
    for (const guest of guests) {
      expect(
        await countOf(
          `SELECT count(*)::int AS n FROM notifications WHERE user_id = $1 AND type = 'booking_expired'`,
          [guest.id],
        ),
      ).toBe(1);
    }
  });

  it('sends each reminder once when both processes run the same steps at once', async () => {
    const guests: TestUser[] = await Promise.all(Array.from({ length: 8 }, () => registeredUser(t.app)));
    for (const [i, guest] of guests.entries()) {
      const mate = await publishMate(host, { name: `Mate recordado ${i}` });
      const { bookingId } = (
        await guest.request({
          method: 'POST',
          url: `/api/mates/${mate.id}/bookings`,
          payload: { startDate: clock.day(1), endDate: clock.day(1) },
        })
      ).json();
      await host.request({ method: 'POST', url: `/api/bookings/${bookingId}/confirm` });
    }
    // Past nine on the eve (reminders wait for the morning), then the last day itself: every step due,
    // run by two processes twice over.
    const hour = Number(
      new Intl.DateTimeFormat('en-GB', {
        timeZone: 'Europe/Madrid',
        hour: 'numeric',
        hourCycle: 'h23',
      }).format(clock.now()),
    );
    if (hour < 10) clock.advanceHours(10 - hour);
    for (const step of [0, 24]) {
      clock.advanceHours(step);
      const due = await makeJobsDueBy(t.db.pool, 'booking.lifecycle', clock.now());
      await Promise.all([t.app, second, t.app, second].map((app) => app.services.rentals.runDue()));
      await expect.poll(() => unfinishedJobs(t.db.pool, due), POLL).toBe(0);
    }
    for (const guest of guests) {
      const texts = (await notificationsOf(guest))
        .filter((n) => n.type === 'booking_reminder')
        .map((n) => n.text)
        .sort();
      expect(texts).toHaveLength(2);
      expect(texts[0]).toMatch(/^Hoy termina la reserva de Mate recordado \d+: coordiná la devolución$/);
      expect(texts[1]).toMatch(/^Mañana empieza la reserva de Mate recordado \d+$/);
    }
  });
});
