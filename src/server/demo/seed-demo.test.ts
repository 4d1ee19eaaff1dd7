import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
      { role: 'traveller', n: 2 },
    ]);
    const withBio = await t.db.pool.query(`SELECT count(*)::int AS n FROM users WHERE bio IS NOT NULL`);
    expect(withBio.rows).toEqual([{ n: 6 }]);
    const mates = await t.db.pool.query(`SELECT city, image_key FROM mates WHERE status = 'available'`);
    // The mate of the confirmed booking is Reservado; the others keep the status Disponible.
    expect(mates.rows).toHaveLength(29);
    expect(mates.rows.every((row) => row.image_key)).toBe(true);
    const cities = new Set(mates.rows.map((row) => row.city));
    expect(cities.has('Buenos Aires')).toBe(true);
    expect(cities.size - 1).toBeGreaterThanOrEqual(8);
  });

  it('has a few bookings in each status and conversations with messages', async () => {
    const bookings = await t.db.pool.query(
      `SELECT status, cancelled_by, count(*)::int AS n FROM bookings GROUP BY 1, 2 ORDER BY 1, 2`,
    );
    expect(bookings.rows).toEqual([
      { status: 'cancelled', cancelled_by: 'guest', n: 1 },
      { status: 'cancelled', cancelled_by: 'host', n: 1 },
      { status: 'completed', cancelled_by: null, n: 1 },
      { status: 'confirmed', cancelled_by: null, n: 1 },
      { status: 'pending', cancelled_by: null, n: 1 },
    ]);
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
