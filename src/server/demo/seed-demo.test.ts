import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rentalToday } from '../../shared/rental-dates.js';
import { createTestApp, type TestApp } from '../testing/harness.js';
import { seedDemoIfEmpty } from './seed-demo.js';

describe('demo data', () => {
  let t: TestApp;
  let seeded: boolean;
  beforeAll(async () => {
    t = await createTestApp();
    seeded = await seedDemoIfEmpty(t.app, t.db);
  }, 120_000);
  afterAll(() => t.close());

  it('loads people, hosts and 30 mates with photos over Spanish cities and Buenos Aires', async () => {
    expect(seeded).toBe(true);
    const people = await t.db.pool.query(
      `SELECT role, count(*)::int AS n FROM users GROUP BY role ORDER BY role`,
    );
    expect(people.rows).toEqual([
      { role: 'host', n: 4 },
      { role: 'traveller', n: 3 },
    ]);
    const withBio = await t.db.pool.query(`SELECT count(*)::int AS n FROM users WHERE bio IS NOT NULL`);
    expect(withBio.rows).toEqual([{ n: 7 }]);
    // One operator, "Equipo Ronda", with an open report and a question waiting in the console.
    const operators = await t.db.pool.query(`SELECT email FROM users WHERE is_admin`);
    expect(operators.rows).toEqual([{ email: 'equipo@demo.ronda.app' }]);
    const work = await t.db.pool.query(
      `SELECT (SELECT count(*)::int FROM reports WHERE status = 'open') AS reports,
              (SELECT count(*)::int FROM contact_messages WHERE answered_at IS NULL) AS questions`,
    );
    expect(work.rows).toEqual([{ reports: 1, questions: 1 }]);
    const mates = await t.db.pool.query(`SELECT city, image_key FROM mates WHERE status = 'available'`);
    // The mate of the confirmed booking is Reservado; the others keep the status Disponible.
    expect(mates.rows).toHaveLength(29);
    expect(mates.rows.every((row) => row.image_key)).toBe(true);
    const cities = new Set(mates.rows.map((row) => row.city));
    expect(cities.has('Buenos Aires')).toBe(true);
    expect(cities.size - 1).toBeGreaterThanOrEqual(8);
  });

  it('has bookings in every state over past, current and future days, and conversations with messages', async () => {
    const bookings = await t.db.pool.query(
      `SELECT status, cancel_reason, count(*)::int AS n FROM bookings GROUP BY 1, 2 ORDER BY 1, 2`,
    );
    expect(bookings.rows).toEqual([
      { status: 'cancelled', cancel_reason: 'cancelled', n: 1 },
      { status: 'cancelled', cancel_reason: 'expired', n: 1 },
      { status: 'cancelled', cancel_reason: 'rejected', n: 1 },
      { status: 'cancelled', cancel_reason: 'withdrawn', n: 1 },
      { status: 'completed', cancel_reason: null, n: 2 },
      { status: 'confirmed', cancel_reason: null, n: 2 },
      { status: 'pending', cancel_reason: null, n: 2 },
    ]);
    const when = await t.db.pool.query<{ past: number; running: number; future: number }>(
      // Today in Spain, as the seed counts days: the database's current_date is UTC's.
      `SELECT count(*) FILTER (WHERE end_date < $1::date)::int AS past,
              count(*) FILTER (WHERE start_date <= $1::date AND end_date >= $1::date)::int AS running,
              count(*) FILTER (WHERE start_date > $1::date)::int AS future
         FROM bookings`,
      [rentalToday(new Date())],
    );
    expect(when.rows[0]!.past).toBeGreaterThanOrEqual(3);
    expect(when.rows[0]!.running).toBeGreaterThanOrEqual(1);
    expect(when.rows[0]!.future).toBeGreaterThanOrEqual(4);
    // The running rental makes its mate Reservado; a host blocked some days.
    const state = await t.db.pool.query(
      `SELECT (SELECT count(*)::int FROM mates WHERE status = 'reserved') AS reserved,
              (SELECT count(*)::int FROM mate_taken_days WHERE booking_id IS NULL) AS blocks`,
    );
    expect(state.rows[0]).toEqual({ reserved: 1, blocks: 1 });
    const chats = await t.db.pool.query(
      'SELECT count(DISTINCT conversation_id)::int AS conversations, count(*)::int AS messages FROM messages',
    );
    expect(chats.rows[0].conversations).toBeGreaterThanOrEqual(3);
    expect(chats.rows[0].messages).toBeGreaterThanOrEqual(6);
  });

  it('is loaded only into an empty database', async () => {
    expect(await seedDemoIfEmpty(t.app, t.db)).toBe(false);
  });
});
