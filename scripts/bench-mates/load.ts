// Loads the generated data set into the database in set-based batches.
import { performance } from 'node:perf_hooks';
import type { Database } from '../../src/server/db/database.js';
import type { Queryable } from '../../src/server/db/sql.js';
import { Gazetteer } from '../../src/server/geo/gazetteer.js';
import { generateHosts, generateMate, type HostSeed, type MateSeed } from './generate.js';
import { pick, seededRandom, type Random } from './random.js';
import type { Settings } from './settings.js';

const BATCH = 10_000;

/** Set-based loading: one INSERT … SELECT FROM unnest(arrays) per batch of rows. */
async function insertRows<T>(
  db: Queryable,
  rows: readonly T[],
  sql: string,
  columns: readonly ((row: T) => unknown)[],
) {
  for (let start = 0; start < rows.length; start += BATCH) {
    const batch = rows.slice(start, start + BATCH);
    await db.query(
      sql,
      columns.map((column) => batch.map(column)),
    );
  }
}

async function insertHosts(db: Queryable, hosts: readonly HostSeed[]) {
  await insertRows(
    db,
    hosts,
    `INSERT INTO auth_user (id, name, email, email_verified)
     SELECT id, name, email, true FROM unnest($1::text[], $2::text[], $3::text[]) AS t(id, name, email)`,
    [(h) => h.id, (h) => h.name, (h) => h.email],
  );
  await insertRows(
    db,
    hosts,
    `INSERT INTO users (id, name, email, role, public_name, last_known_city)
     SELECT id, name, email, 'host', public_name, city
       FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[])
         AS t(id, name, email, public_name, city)`,
    [(h) => h.id, (h) => h.name, (h) => h.email, (h) => h.publicName, (h) => h.home.name],
  );
}

async function insertMates(db: Queryable, mates: readonly MateSeed[]) {
  await insertRows(
    db,
    mates,
    `INSERT INTO mates (id, host_id, name, description, price_per_day, image_key, available, status, location,
                        city, latitude, longitude, approx_latitude, approx_longitude, created_at, updated_at)
     SELECT t.*, t.created_at
       FROM unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::numeric[], $6::text[], $7::boolean[],
                   $8::text[], $9::text[], $10::text[], $11::float8[], $12::float8[], $13::float8[], $14::float8[],
                   $15::timestamptz[])
         AS t(id, host_id, name, description, price_per_day, image_key, available, status, location, city,
              latitude, longitude, approx_latitude, approx_longitude, created_at)`,
    [
      (m) => m.id,
      (m) => m.hostId,
      (m) => m.name,
      (m) => m.description,
      (m) => m.price,
      (m) => m.imageKey,
      (m) => m.available,
      (m) => m.status,
      (m) => m.location,
      (m) => m.city,
      (m) => m.latitude,
      (m) => m.longitude,
      (m) => m.approxLatitude,
      (m) => m.approxLongitude,
      (m) => m.createdAt,
    ],
  );
}

/** About 3 % of the available mates have an active booking, so the list's NOT EXISTS has work to do. */
async function insertBookings(
  db: Queryable,
  mates: readonly MateSeed[],
  hosts: readonly HostSeed[],
  random: Random,
) {
  const booked = mates
    .filter((mate) => mate.status === 'available' && random() < 0.03)
    .map((mate) => {
      let guest = pick(hosts, random);
      while (guest.id === mate.hostId) guest = pick(hosts, random);
      return { mate, guestId: guest.id, status: random() < 0.5 ? 'pending' : 'confirmed' };
    });
  await insertRows(
    db,
    booked,
    `INSERT INTO bookings (guest_id, host_id, mate_id, status)
     SELECT * FROM unnest($1::text[], $2::text[], $3::uuid[], $4::text[])`,
    [(b) => b.guestId, (b) => b.mate.hostId, (b) => b.mate.id, (b) => b.status],
  );
  return booked.length;
}

export interface LoadedData {
  /** Ids of mates the detail endpoint shows (not deleted). */
  visibleIds: string[];
  bookings: number;
  seconds: number;
}

export async function loadData(db: Database, settings: Settings): Promise<LoadedData> {
  const started = performance.now();
  const random = seededRandom(20_240_611);
  const cities = (await Gazetteer.load()).popularCities(Number.MAX_SAFE_INTEGER);
  const hosts = generateHosts(settings.hosts, cities, random);
  const now = Date.now();
  const mates = Array.from({ length: settings.mates }, () => generateMate(pick(hosts, random), now, random));
  await insertHosts(db.pool, hosts);
  await insertMates(db.pool, mates);
  const bookings = await insertBookings(db.pool, mates, hosts, random);
  // Fresh statistics and visibility maps, as a database that autovacuum looks after would have.
  await db.pool.query('VACUUM (ANALYZE) auth_user, users, mates, bookings');
  return {
    visibleIds: mates.filter((mate) => mate.status !== 'deleted').map((mate) => mate.id),
    bookings,
    seconds: (performance.now() - started) / 1000,
  };
}
