import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './database.js';
import { migrate } from './migrate.js';
import { createEmptyDatabase, type TestDatabase } from '../testing/test-database.js';

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

  it('installs the four extensions', async () => {
    const { rows } = await test.db.pool.query('SELECT extname FROM pg_extension');
    expect(rows.map((r) => r.extname)).toEqual(
      expect.arrayContaining(['cube', 'earthdistance', 'pg_trgm', 'unaccent']),
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
    expect(defs.notifications_user_idx).toMatch(/\(user_id, is_read, created_at DESC\)/);
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
        `INSERT INTO bookings (guest_id, host_id, mate_id, status, cancelled_by) VALUES ($1, $2, $3, $4, $5)`,
        [guestId, hostId, mateId, status, status === 'cancelled' ? 'host' : null],
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

  it('erasing an identity erases the profile and what it owns', async () => {
    await test.db.pool.query('DELETE FROM auth_user WHERE id = $1', [hostId]);
    const left = await test.db.pool.query('SELECT count(*)::int AS n FROM mates WHERE host_id = $1', [
      hostId,
    ]);
    expect(left.rows[0].n).toBe(0);
  });
});
