import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rentalToday } from '../../shared/rental-dates.js';
import { imageKeys } from '../storage/storage.js';
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
      // Two from the booking states above, and nine returned rentals with reviews.
      { status: 'completed', cancel_reason: null, n: 11 },
      { status: 'confirmed', cancel_reason: null, n: 2 },
      { status: 'pending', cancel_reason: null, n: 2 },
    ]);
    // Each was returned (or completed by itself) back then, not when the demo was loaded.
    const completedNow = await t.db.pool.query(
      `SELECT id FROM bookings WHERE status = 'completed' AND completed_at > now() - interval '12 hours'`,
    );
    expect(completedNow.rows).toEqual([]);
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
    // Bookings, messages and reminders of demo people queue no e-mail.
    const outbox = await t.db.pool.query('SELECT count(*)::int AS n FROM outbox');
    expect(outbox.rows[0]).toEqual({ n: 0 });
  });

  it('gives a few mates several photos, each drawn and stored, so the gallery can be tried', async () => {
    const several = await t.db.pool.query(
      `SELECT m.name, array_agg(p.image_key ORDER BY p.position) AS keys
         FROM mates m JOIN mate_photos p ON p.mate_id = m.id
        GROUP BY m.id HAVING count(*) > 1 ORDER BY m.name`,
    );
    expect(several.rows.map((row) => [row.name, row.keys.length])).toEqual([
      ['Mate con vista a la Alhambra', 3],
      ['Mate criollo con virola', 5],
      ['Mate de cerámica artesanal', 3],
      ['Mate uruguayo de porongo', 4],
    ]);
    for (const { keys } of several.rows as { keys: string[] }[]) {
      expect(new Set(keys).size).toBe(keys.length);
      for (const key of keys) expect(existsSync(join(t.config.storageDir, imageKeys(key).large))).toBe(true);
    }
  });

  it('gives every demo person a bio, an avatar and a "Miembro desde" over the last two years', async () => {
    const people = await t.db.pool.query<{
      bio: string | null;
      avatar_key: string | null;
      days: number;
      same: boolean;
    }>(
      `SELECT u.bio, u.avatar_key, extract(epoch FROM now() - u.created_at)::float8 / 86400 AS days,
              a.created_at = u.created_at AS same
         FROM users u JOIN auth_user a ON a.id = u.id`,
    );
    expect(people.rows).toHaveLength(7);
    for (const person of people.rows) {
      expect(person.bio).toBeTruthy();
      expect(person.same).toBe(true);
      expect(person.days).toBeGreaterThan(150);
      expect(person.days).toBeLessThan(731);
      // The avatar's rendition is in storage, as an uploaded one would be.
      expect(existsSync(join(t.config.storageDir, imageKeys(person.avatar_key!).small))).toBe(true);
    }
    const days = people.rows.map((person) => Math.round(person.days));
    expect(new Set(days).size).toBe(7);
    expect(Math.max(...days) - Math.min(...days)).toBeGreaterThan(365);

    const profile = (await t.app.inject({ url: '/api/users/Lucía' })).json();
    expect(profile.bio).toMatch(/^Porteña en Madrid/);
    expect(profile.avatarUrl).toMatch(/^\/media\/avatars\//);
    expect((await t.app.inject({ url: profile.avatarUrl })).statusCode).toBe(200);
  });

  it('publishes each mate after its host joined, on different days, before anyone asked for it', async () => {
    const mates = await t.db.pool.query<{ after_host: boolean; before_bookings: boolean; day: string }>(
      `SELECT m.created_at > u.created_at AS after_host,
              m.created_at < coalesce((SELECT min(created_at) FROM bookings WHERE mate_id = m.id), now()) AS before_bookings,
              to_char(m.created_at, 'YYYY-MM-DD') AS day
         FROM mates m JOIN users u ON u.id = m.host_id`,
    );
    expect(mates.rows).toHaveLength(30);
    expect(mates.rows.every((mate) => mate.after_host && mate.before_bookings)).toBe(true);
    expect(new Set(mates.rows.map((mate) => mate.day)).size).toBeGreaterThan(20);
  });

  it('has returned rentals reviewed both ways, and a recent one only its guest reviewed so far', async () => {
    const reviews = await t.db.pool.query<{ published: boolean; sides: number; n: number }>(
      `SELECT visible_at IS NOT NULL AS published, count(DISTINCT author_side)::int AS sides, count(*)::int AS n
         FROM reviews GROUP BY 1 ORDER BY 1`,
    );
    expect(reviews.rows).toEqual([
      { published: false, sides: 1, n: 1 },
      { published: true, sides: 2, n: 16 },
    ]);
    // Published in pairs, at the second one's time, after the rental was returned.
    const pairs = await t.db.pool.query(
      `SELECT b.id FROM bookings b JOIN reviews r ON r.booking_id = b.id
        WHERE r.visible_at IS NOT NULL
        GROUP BY b.id
       HAVING count(*) <> 2 OR min(r.visible_at) <> max(r.visible_at) OR min(r.created_at) < min(b.completed_at)`,
    );
    expect(pairs.rows).toEqual([]);
    const ratings = await t.db.pool.query<{ rating: number; n: number }>(
      'SELECT rating, count(*)::int AS n FROM reviews GROUP BY rating ORDER BY rating',
    );
    expect(ratings.rows.map((row) => row.rating)).toEqual([3, 4, 5]);
    expect(ratings.rows[0]!.n).toBe(1);
    const replies = await t.db.pool.query(`SELECT count(*)::int AS n FROM reviews WHERE reply IS NOT NULL`);
    expect(replies.rows[0].n).toBeGreaterThanOrEqual(3);

    // The hidden one: the guest's, of a rental returned yesterday; its host is still invited to review.
    const hidden = await t.db.pool.query<{ side: string; days: number; host_id: string; booking_id: string }>(
      `SELECT r.author_side AS side, b.host_id, b.id AS booking_id,
              extract(epoch FROM now() - b.completed_at)::float8 / 86400 AS days
         FROM reviews r JOIN bookings b ON b.id = r.booking_id WHERE r.visible_at IS NULL`,
    );
    expect(hidden.rows[0]).toMatchObject({ side: 'guest' });
    expect(hidden.rows[0]!.days).toBeLessThan(3);
    const invite = await t.db.pool.query(
      `SELECT is_read FROM notifications WHERE user_id = $1 AND type = 'review_invite' AND booking_id = $2`,
      [hidden.rows[0]!.host_id, hidden.rows[0]!.booking_id],
    );
    expect(invite.rows).toEqual([{ is_read: false }]);

    // Profiles and cards show the averages: Lucía's kit was rated by three guests.
    const lucia = (await t.app.inject({ url: '/api/users/Lucía' })).json();
    expect(lucia.stats).toMatchObject({ reviewsReceived: 4, ratingAverage: 4.8 });
    expect(lucia.reviews).toHaveLength(4);
    const kit = lucia.mates.find((mate: { name: string }) => mate.name === 'Kit completo para la oficina');
    expect(kit.rating).toEqual({ average: 4.7, count: 3 });
    // Old news arrives read: of the reviewed rentals, only that invitation waits unread.
    const unread = await t.db.pool.query(
      `SELECT n.user_id FROM notifications n
         JOIN reviews r ON n.target ->> 'kind' = 'bookingReviews' AND n.target ->> 'bookingId' = r.booking_id::text
        WHERE NOT n.is_read`,
    );
    expect(unread.rows).toEqual([{ user_id: hidden.rows[0]!.host_id }]);
  });

  it("queues no e-mail or push: only the rentals' own lifecycle", async () => {
    const jobs = await t.db.pool.query(`SELECT DISTINCT name FROM pgboss.job ORDER BY name`);
    expect(jobs.rows.every((row) => row.name === 'booking.lifecycle')).toBe(true);
  });

  it('is loaded only into an empty database', async () => {
    expect(await seedDemoIfEmpty(t.app, t.db)).toBe(false);
  });
});
