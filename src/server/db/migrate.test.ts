import { copyFile, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './database.js';
import { migrate } from './migrate.js';
import { approximatePoint } from '../mates/approximate-location.js';
import { createEmptyDatabase, type TestDatabase } from '../testing/test-database.js';

const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));

/** Everything the schema consists of, to compare before and after a second run. */
async function schemaSnapshot(db: Database) {
  const { rows } = await db.pool.query(`
    SELECT 'column' AS kind, table_name || '.' || column_name || ':' || data_type || ':' || is_nullable AS name
      FROM information_schema.columns WHERE table_schema = 'public'
    UNION ALL SELECT 'index', indexname || ':' || indexdef FROM pg_indexes WHERE schemaname = 'public'
    UNION ALL SELECT 'constraint', conrelid::regclass || '.' || conname || ':' || pg_get_constraintdef(oid)
      FROM pg_constraint WHERE connamespace = 'public'::regnamespace
    ORDER BY 1, 2`);
  return rows;
}

describe('migrations', () => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createEmptyDatabase();
  });
  afterAll(() => test.drop());

  it('apply to an empty database and a second run changes nothing', async () => {
    const first = await migrate(test.db.pool);
    expect(first.applied.length).toBeGreaterThanOrEqual(7);
    expect(first.applied[0]).toBe('001-extensions.sql');

    const before = await schemaSnapshot(test.db);
    const second = await migrate(test.db.pool);
    expect(second.applied).toEqual([]);
    expect(await schemaSnapshot(test.db)).toEqual(before);

    const recorded = await test.db.pool.query('SELECT name FROM schema_migrations ORDER BY name');
    expect(recorded.rows.map((r) => r.name)).toEqual(first.applied);
  });

  it('creates every entity of the spec and the auth tables', async () => {
    const { rows } = await test.db.pool.query(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public'`,
    );
    const tables = rows.map((r) => r.table_name);
    for (const table of [
      'users',
      'mates',
      'bookings',
      'conversations',
      'messages',
      'notifications',
      'contact_messages',
      'auth_user',
      'auth_session',
      'auth_account',
      'auth_verification',
    ]) {
      expect(tables).toContain(table);
    }
  });

  it('installs the five extensions', async () => {
    const { rows } = await test.db.pool.query('SELECT extname FROM pg_extension');
    expect(rows.map((r) => r.extname)).toEqual(
      expect.arrayContaining(['btree_gist', 'cube', 'earthdistance', 'pg_trgm', 'unaccent']),
    );
  });

  it('has the indexes the features rely on', async () => {
    const { rows } = await test.db.pool.query(
      `SELECT indexname, indexdef FROM pg_indexes WHERE schemaname = 'public'`,
    );
    const defs = Object.fromEntries(rows.map((r) => [r.indexname, r.indexdef as string]));
    expect(defs.mates_approx_earth_idx).toMatch(
      /USING gist \(ll_to_earth\(approx_latitude, approx_longitude\)\)/,
    );
    expect(defs.mates_search_doc_trgm).toMatch(/gin \(search_doc gin_trgm_ops\)/);
    expect(defs.bookings_one_active_per_guest).toMatch(/UNIQUE INDEX .* WHERE \(status = ANY/);
    expect(defs.conversations_participants_unique).toMatch(/UNIQUE .*\(sender_id, receiver_id, mate_id\)/);
    expect(defs.notifications_user_latest_idx).toMatch(/\(user_id, created_at DESC, id DESC\)/);
    expect(defs.notifications_user_unread_idx).toMatch(/\(user_id\) WHERE \(NOT is_read\)/);
    expect(defs.notifications_user_idx).toBeUndefined();
    expect(defs.messages_conversation_idx).toMatch(/\(conversation_id, created_at\)/);
  });
});

describe('database constraints', () => {
  let test: TestDatabase;
  let hostId: string;
  let guestId: string;
  let mateId: string;

  const insertUser = async (id: string) => {
    await test.db.pool.query(
      `INSERT INTO auth_user (id, name, email, email_verified) VALUES ($1, $1, $1 || '@x.com', true)`,
      [id],
    );
    await test.db.pool.query(
      `INSERT INTO users (id, name, email, role) VALUES ($1, $1, $1 || '@x.com', 'traveller')`,
      [id],
    );
  };
  const insertMate = (overrides: Record<string, unknown> = {}) => {
    const mate = { name: 'Mate', description: '', price_per_day: 5, status: 'available', ...overrides };
    return test.db.pool.query(
      `INSERT INTO mates (host_id, name, description, price_per_day, status, latitude, longitude, approx_latitude, approx_longitude)
       VALUES ($1, $2, $3, $4, $5, 40.4, -3.7, 40.401, -3.701) RETURNING id`,
      [hostId, mate.name, mate.description, mate.price_per_day, mate.status],
    );
  };

  beforeAll(async () => {
    test = await createEmptyDatabase();
    await migrate(test.db.pool);
    hostId = 'host-1';
    guestId = 'guest-1';
    await insertUser(hostId);
    await insertUser(guestId);
    mateId = (await insertMate()).rows[0].id;
  });
  afterAll(() => test.drop());

  it('limits mate names to 100 and descriptions to 500 characters', async () => {
    await expect(insertMate({ name: 'x'.repeat(101) })).rejects.toMatchObject({ code: '23514' });
    await expect(insertMate({ name: '   ' })).rejects.toMatchObject({ code: '23514' });
    await expect(insertMate({ description: 'x'.repeat(501) })).rejects.toMatchObject({ code: '23514' });
    await expect(insertMate({ name: 'x'.repeat(100), description: 'x'.repeat(500) })).resolves.toBeTruthy();
  });

  it('refuses negative prices and allows an empty one', async () => {
    await expect(insertMate({ price_per_day: -1 })).rejects.toMatchObject({ code: '23514' });
    await expect(insertMate({ price_per_day: null })).resolves.toBeTruthy();
  });

  it('only knows the spec status values', async () => {
    await expect(insertMate({ status: 'borrowed' })).rejects.toMatchObject({ code: '23514' });
  });

  it('keeps chat messages between 1 and 1000 characters', async () => {
    const conversation = await test.db.pool.query(
      `INSERT INTO conversations (sender_id, receiver_id, mate_id) VALUES ($1, $2, $3) RETURNING id`,
      [guestId, hostId, mateId],
    );
    const send = (content: string) =>
      test.db.pool.query('INSERT INTO messages (conversation_id, sender_id, content) VALUES ($1, $2, $3)', [
        conversation.rows[0].id,
        guestId,
        content,
      ]);
    await expect(send('   ')).rejects.toMatchObject({ code: '23514' });
    await expect(send('x'.repeat(1001))).rejects.toMatchObject({ code: '23514' });
    await expect(send('x'.repeat(1000))).resolves.toBeTruthy();
    // One conversation per traveller, host and mate.
    await expect(
      test.db.pool.query('INSERT INTO conversations (sender_id, receiver_id, mate_id) VALUES ($1, $2, $3)', [
        guestId,
        hostId,
        mateId,
      ]),
    ).rejects.toMatchObject({ code: '23505' });
  });

  it('lets a guest hold one active booking per mate', async () => {
    const book = (status: string) =>
      test.db.pool.query(
        `INSERT INTO bookings (guest_id, host_id, mate_id, status, cancelled_by, cancel_reason, start_date, end_date, days, total)
         VALUES ($1, $2, $3, $4, $5, $6, current_date, current_date, 1, 0)`,
        [
          guestId,
          hostId,
          mateId,
          status,
          status === 'cancelled' ? 'host' : null,
          status === 'cancelled' ? 'rejected' : null,
        ],
      );
    await book('pending');
    await expect(book('pending')).rejects.toMatchObject({ code: '23505' });
    await expect(book('confirmed')).rejects.toMatchObject({ code: '23505' });
    await expect(book('cancelled')).resolves.toBeTruthy();
    await expect(book('lost')).rejects.toMatchObject({ code: '23514' });
  });

  it('makes public names unique ignoring case and checks their characters', async () => {
    await test.db.pool.query(`UPDATE users SET public_name = 'Caro' WHERE id = $1`, [hostId]);
    await expect(
      test.db.pool.query(`UPDATE users SET public_name = 'caro' WHERE id = $1`, [guestId]),
    ).rejects.toMatchObject({
      code: '23505',
    });
    await expect(
      test.db.pool.query(`UPDATE users SET public_name = '<b>x</b>' WHERE id = $1`, [guestId]),
    ).rejects.toMatchObject({
      code: '23514',
    });
  });

  it("keeps a person's language unset until they choose one of Ronda's", async () => {
    const language = async () =>
      (await test.db.pool.query('SELECT language FROM users WHERE id = $1', [guestId])).rows[0].language;
    expect(await language()).toBeNull();
    for (const chosen of ['es', 'en', 'pt-BR']) {
      await test.db.pool.query('UPDATE users SET language = $2 WHERE id = $1', [guestId, chosen]);
      expect(await language()).toBe(chosen);
    }
    for (const odd of ['pt', 'EN', 'fr', '']) {
      await expect(
        test.db.pool.query('UPDATE users SET language = $2 WHERE id = $1', [guestId, odd]),
      ).rejects.toMatchObject({ code: '23514' });
    }
  });

  it('erasing an identity erases the profile and what it owns', async () => {
    await test.db.pool.query('DELETE FROM auth_user WHERE id = $1', [hostId]);
    const left = await test.db.pool.query('SELECT count(*)::int AS n FROM mates WHERE host_id = $1', [
      hostId,
    ]);
    expect(left.rows[0].n).toBe(0);
  });
});

/**
 * A database migrated up to, not including, migration `number` (as one deployed before it), made before
 * the enclosing describe's tests and dropped after them.
 */
function databaseBefore(number: string) {
  let test: TestDatabase | undefined;
  let before: string | undefined;
  beforeAll(async () => {
    test = await createEmptyDatabase();
    before = await mkdtemp(join(tmpdir(), 'ronda-migrations-'));
    for (const name of await readdir(MIGRATIONS_DIR)) {
      if (name < number) await copyFile(join(MIGRATIONS_DIR, name), join(before, name));
    }
    await migrate(test.db.pool, before);
  });
  afterAll(async () => {
    await test?.drop();
    if (before) await rm(before, { recursive: true, force: true });
  });
  return {
    get pool() {
      return test!.db.pool;
    },
  };
}

describe('migration 012: public points on the grid', () => {
  // The database as it was before 012, with public points drawn the old way.
  const database = databaseBefore('012');

  it('recomputes existing public points exactly as the server computes new ones', async () => {
    await database.pool.query(
      `INSERT INTO auth_user (id, name, email, email_verified) VALUES ('grid-host', 'h', 'h@x.com', true)`,
    );
    await database.pool.query(
      `INSERT INTO users (id, name, email, role) VALUES ('grid-host', 'h', 'h@x.com', 'host')`,
    );
    const points: Array<[number, number]> = [
      [40.4165, -3.70256],
      [36.72016, -4.42034],
      [-34.60372, -58.38159],
      [64.14661, -21.94266],
      [-33.86882, 151.20929],
      [0, 0],
      [-0.000001, -0.000001],
      [89.9999, 179.9999],
      [-90, -180],
      [-16.5, 179.99],
    ];
    for (let i = 0; i < 40; i++) points.push([-85 + ((i * 37.17) % 170), -180 + ((i * 91.73) % 360)]);
    for (const [latitude, longitude] of points) {
      await database.pool.query(
        `INSERT INTO mates (host_id, name, latitude, longitude, approx_latitude, approx_longitude)
         VALUES ('grid-host', 'Mate', $1, $2, 0, 0)`,
        [latitude, longitude],
      );
    }

    expect((await migrate(database.pool)).applied).toContain('012-public-point-grid.sql');

    const { rows } = await database.pool.query<{
      latitude: number;
      longitude: number;
      approx_latitude: number;
      approx_longitude: number;
    }>('SELECT latitude, longitude, approx_latitude, approx_longitude FROM mates');
    expect(rows).toHaveLength(points.length);
    for (const row of rows) {
      expect({ latitude: row.approx_latitude, longitude: row.approx_longitude }).toEqual(
        approximatePoint(row.latitude, row.longitude),
      );
    }
  });
});

describe('migration 021: review invitations name their booking', () => {
  const database = databaseBefore('021');

  it('finds the booking of each invitation sent before, by its link', async () => {
    const db = database.pool;
    for (const id of ['inv-host', 'inv-guest']) {
      await db.query(
        `INSERT INTO auth_user (id, name, email, email_verified) VALUES ($1, $1, $1 || '@x.com', true)`,
        [id],
      );
      await db.query(
        `INSERT INTO users (id, name, email, role) VALUES ($1, $1, $1 || '@x.com', 'traveller')`,
        [id],
      );
    }
    const mate = await db.query(
      `INSERT INTO mates (host_id, name, latitude, longitude, approx_latitude, approx_longitude)
       VALUES ('inv-host', 'Mate', 40.4, -3.7, 40.4, -3.7) RETURNING id`,
    );
    const booking = await db.query(
      `INSERT INTO bookings (guest_id, host_id, mate_id, status, completed_at, start_date, end_date, days, total)
       VALUES ('inv-guest', 'inv-host', $1, 'completed', now(), current_date, current_date, 1, 0) RETURNING id`,
      [mate.rows[0].id],
    );
    const bookingId = booking.rows[0].id as string;
    await db.query(
      `INSERT INTO notifications (user_id, type, text, link) VALUES
         ('inv-guest', 'review_invite', 'Dejá tu valoración', '/perfil?reserva=' || $1),
         ('inv-guest', 'booking_confirmed', 'Confirmada', '/perfil?reserva=' || $1)`,
      [bookingId],
    );

    expect((await migrate(db)).applied).toContain('021-notification-booking.sql');

    const { rows } = await db.query('SELECT type, booking_id FROM notifications ORDER BY type');
    expect(rows).toEqual([
      { type: 'booking_confirmed', booking_id: null },
      { type: 'review_invite', booking_id: bookingId },
    ]);
  });
});

describe('migration 022: notifications name whoever acted by id and lead to typed targets', () => {
  const database = databaseBefore('022');

  it('finds the target of each link and the actor of each message and published review; the rest keep their words', async () => {
    const db = database.pool;
    for (const id of ['act-host', 'act-guest']) {
      await db.query(
        `INSERT INTO auth_user (id, name, email, email_verified) VALUES ($1, $1, $1 || '@x.com', true)`,
        [id],
      );
      await db.query(
        `INSERT INTO users (id, name, email, role) VALUES ($1, $1, $1 || '@x.com', 'traveller')`,
        [id],
      );
    }
    const mateId = (
      await db.query(
        `INSERT INTO mates (host_id, name, latitude, longitude, approx_latitude, approx_longitude)
         VALUES ('act-host', 'Mate', 40.4, -3.7, 40.4, -3.7) RETURNING id`,
      )
    ).rows[0].id as string;
    const conversationId = (
      await db.query(
        `INSERT INTO conversations (sender_id, receiver_id, mate_id) VALUES ('act-guest', 'act-host', $1) RETURNING id`,
        [mateId],
      )
    ).rows[0].id as string;
    const bookingId = (
      await db.query(
        `INSERT INTO bookings (guest_id, host_id, mate_id, status, completed_at, start_date, end_date, days, total)
         VALUES ('act-guest', 'act-host', $1, 'completed', now(), current_date, current_date, 1, 0) RETURNING id`,
        [mateId],
      )
    ).rows[0].id as string;
    await db.query(
      `INSERT INTO notifications (user_id, type, text, link, conversation_id, message_count) VALUES
         ('act-host', 'new_message', '3 mensajes nuevos de act-guest', '/conversations/' || $1, $1::uuid, 3),
         ('act-guest', 'review_published', 'act-host te dejó una valoración', '/perfil?reserva=' || $2, NULL, 1),
         ('act-guest', 'booking_expired', 'Tu solicitud para Mate venció sin respuesta', '/mates/' || $3, NULL, 1),
         ('act-host', 'mate_status_changed', 'Ocultamos tu mate', '/mis-mates', NULL, 1)`,
      [conversationId, bookingId, mateId],
    );
    await db.query(
      `INSERT INTO outbox (user_id, channel, category, kind, payload) VALUES
         ('act-guest', 'email', 'bookings', 'booking_expired', jsonb_build_object('text', 'Venció', 'link', '/mates/' || $1))`,
      [mateId],
    );

    expect((await migrate(db)).applied).toContain('022-notification-actors.sql');

    const { rows } = await db.query(
      `SELECT type, text, actor_id, wording, target FROM notifications ORDER BY type`,
    );
    expect(rows).toEqual([
      {
        type: 'booking_expired',
        text: 'Tu solicitud para Mate venció sin respuesta',
        actor_id: null,
        wording: null,
        target: { kind: 'mate', mateId },
      },
      {
        type: 'mate_status_changed',
        text: 'Ocultamos tu mate',
        actor_id: null,
        wording: null,
        target: { kind: 'page', page: 'myMates' },
      },
      {
        type: 'new_message',
        text: null,
        actor_id: 'act-guest',
        wording: { key: 'message', values: {} },
        target: { kind: 'conversation', conversationId },
      },
      {
        type: 'review_published',
        text: null,
        actor_id: 'act-host',
        wording: { key: 'reviewPublished', values: {} },
        target: { kind: 'bookingReviews', bookingId },
      },
    ]);
    const outbox = await db.query(`SELECT payload FROM outbox`);
    expect(outbox.rows).toEqual([
      { payload: { text: 'Venció', link: `/mates/${mateId}`, target: { kind: 'mate', mateId } } },
    ]);
  });
});

describe('migration 026: several photos per mate', () => {
  const database = databaseBefore('026');

  it('keeps the photo of every mate published before as its cover, and mates without one without', async () => {
    const db = database.pool;
    await db.query(
      `INSERT INTO auth_user (id, name, email, email_verified) VALUES ('photo-host', 'h', 'p@x.com', true)`,
    );
    await db.query(`INSERT INTO users (id, name, email, role) VALUES ('photo-host', 'h', 'p@x.com', 'host')`);
    const insert = (name: string, key: string | null) =>
      db.query<{ id: string }>(
        `INSERT INTO mates (host_id, name, image_key, latitude, longitude, approx_latitude, approx_longitude)
         VALUES ('photo-host', $1, $2, 0, 0, 0, 0) RETURNING id`,
        [name, key],
      );
    const withPhoto = (await insert('Con foto', 'mates/a/foto')).rows[0]!.id;
    const without = (await insert('Sin foto', null)).rows[0]!.id;

    expect((await migrate(db)).applied).toContain('026-mate-photos.sql');

    const { rows } = await db.query('SELECT mate_id, image_key, position FROM mate_photos');
    expect(rows).toEqual([{ mate_id: withPhoto, image_key: 'mates/a/foto', position: 0 }]);
    const mates = await db.query('SELECT id, image_key FROM mates ORDER BY name');
    expect(mates.rows).toEqual([
      { id: withPhoto, image_key: 'mates/a/foto' },
      { id: without, image_key: null },
    ]);
  });
});
