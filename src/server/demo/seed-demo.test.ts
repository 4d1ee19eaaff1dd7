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
    const mates = await t.db.pool.query(`SELECT city, image_key FROM mates WHERE status = 'available'`);
    expect(mates.rows).toHaveLength(30);
    expect(mates.rows.every((row) => row.image_key)).toBe(true);
    const cities = new Set(mates.rows.map((row) => row.city));
    expect(cities.has('Buenos Aires')).toBe(true);
    expect(cities.size - 1).toBeGreaterThanOrEqual(8);
  });

  it('is loaded only into an empty database', async () => {
    expect(await seedDemoIfEmpty(t.app, t.db)).toBe(false);
  });
});
