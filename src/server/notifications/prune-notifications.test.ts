import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registeredUser, type TestApp, type TestUser } from '../testing/harness.js';

describe('notifications older than 90 days', () => {
  let t: TestApp;
  let lucia: TestUser;
  let martin: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    lucia = await registeredUser(t.app, 'Lucía Poda');
    martin = await registeredUser(t.app, 'Martín Poda');
  });
  afterAll(() => t.close());

  /** `count` notifications for the person, written `days` ago. */
  const insertAged = (user: TestUser, count: number, days: number, read: boolean) =>
    t.db.pool.query(
      `INSERT INTO notifications (user_id, type, text, link, is_read, created_at)
       SELECT $1, 'booking_confirmed', 'Aviso ' || n, '/perfil', $4, now() - make_interval(days => $3::integer)
         FROM generate_series(1, $2::integer) AS n`,
      [user.id, count, days, read],
    );
  const list = async (user: TestUser) =>
    (await user.request({ method: 'GET', url: '/api/notifications?limit=50' })).json();

  it('are deleted by the daily job, in batches; whoever lost unread ones hears the new count', async () => {
    // More than one batch of old ones, read, and three unread of Martín's among them.
    await insertAged(lucia, 2500, 91, true);
    await insertAged(martin, 3, 120, false);
    await insertAged(martin, 2, 89, false);
    await insertAged(lucia, 1, 0, false);
    expect((await list(martin)).unreadCount).toBe(5);

    await t.app.services.jobs.enqueue('notifications.prune', {});
    await expect
      .poll(
        async () =>
          (
            await t.db.pool.query(
              `SELECT user_id, count(*)::int AS n FROM notifications GROUP BY user_id ORDER BY n`,
            )
          ).rows,
        { timeout: 15_000, interval: 100 },
      )
      .toEqual([
        { user_id: lucia.id, n: 1 },
        { user_id: martin.id, n: 2 },
      ]);
    expect(await list(martin)).toMatchObject({ unreadCount: 2 });
    const { rows } = await t.db.pool.query(
      `SELECT user_id, payload FROM user_events WHERE type = 'notifications' ORDER BY id`,
    );
    expect(rows).toEqual([{ user_id: martin.id, payload: { unreadCount: 2 } }]);
  });
});
