// Loads the generated data set into the database in set-based batches.
import { performance } from 'node:perf_hooks';
import type { Database } from '../../src/server/db/database.js';
import { query, type Queryable } from '../../src/server/db/sql.js';
import { syncMateReservation } from '../../src/server/bookings/bookings.repo.js';
import { Gazetteer } from '../../src/server/geo/gazetteer.js';
import { rentalToday } from '../../src/shared/rental-dates.js';
import { generateBookings, type BlockSeed, type BookingSeed } from './bookings.js';
import { generateHosts, generateMate, type HostSeed, type MateSeed } from './generate.js';
import { pick, seededRandom } from './random.js';
import type { Settings } from './settings.js';

const BATCH = 10_000;
const IMAGED = 40;

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

async function insertBookings(db: Queryable, bookings: readonly BookingSeed[]) {
  await insertRows(
    db,
    bookings,
    `INSERT INTO bookings (guest_id, host_id, mate_id, status, cancel_reason, cancelled_by, cancel_note, start_date,
                           end_date, days, total, created_at, updated_at, start_reminded_at, end_reminded_at,
                           completed_at)
     SELECT guest_id, host_id, mate_id, status, cancel_reason, cancelled_by, cancel_note, start_date, end_date, days,
            total, created_at, created_at, start_reminded_at, end_reminded_at,
            -- Returned the day after the last one.
            CASE WHEN status = 'completed' THEN (end_date + 1)::timestamptz END
       FROM unnest($1::text[], $2::text[], $3::uuid[], $4::text[], $5::text[], $6::text[], $7::text[], $8::date[],
                   $9::date[], $10::int[], $11::numeric[], $12::timestamptz[], $13::timestamptz[], $14::timestamptz[])
         AS t(guest_id, host_id, mate_id, status, cancel_reason, cancelled_by, cancel_note, start_date, end_date, days,
              total, created_at, start_reminded_at, end_reminded_at)`,
    [
      (b) => b.guestId,
      (b) => b.hostId,
      (b) => b.mateId,
      (b) => b.status,
      (b) => b.cancelReason,
      (b) => b.cancelledBy,
      (b) => b.cancelNote,
      (b) => b.startDate,
      (b) => b.endDate,
      (b) => b.days,
      (b) => b.total,
      (b) => b.createdAt,
      (b) => b.startRemindedAt,
      (b) => b.endRemindedAt,
    ],
  );
}

/**
 * The taken days: every confirmed rental and every completed one (completion keeps its days, as the
 * lifecycle does), as migration 014 fills them, and the hosts' blocks. The exclusion constraint checks
 * that none of them overlap.
 */
async function insertTakenDays(db: Queryable, blocks: readonly BlockSeed[]) {
  await db.query(
    `INSERT INTO mate_taken_days (mate_id, during, booking_id, created_at, updated_at)
     SELECT mate_id, daterange(start_date, end_date, '[]'), id, created_at, created_at
       FROM bookings WHERE status IN ('confirmed', 'completed')`,
  );
  await insertRows(
    db,
    blocks,
    `INSERT INTO mate_taken_days (mate_id, during)
     SELECT mate_id, daterange(start_date, end_date, '[]')
       FROM unnest($1::uuid[], $2::date[], $3::date[]) AS t(mate_id, start_date, end_date)`,
    [(b) => b.mateId, (b) => b.startDate, (b) => b.endDate],
  );
}

export interface LoadedData {
  /** Ids of mates the detail endpoint shows (not deleted). */
  visibleIds: string[];
  /** The first few shown mates with an image key, for the renditions the media case stores and asks for. */
  imaged: { id: string; imageKey: string }[];
  bookings: number;
  /** Rows of mate_taken_days: confirmed and completed rentals and blocks. */
  takenPeriods: number;
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
  const { bookings, blocks } = generateBookings(mates, hosts, settings.bookings, now, random);
  await insertBookings(db.pool, bookings);
  await insertTakenDays(db.pool, blocks);
  // Reservado while a confirmed rental covers today, set by the app's own statement.
  await syncMateReservation(db.pool, rentalToday(new Date(now)), null);
  // Fresh statistics and visibility maps, as a database that autovacuum looks after would have.
  await db.pool.query('VACUUM (ANALYZE) auth_user, users, mates, bookings, mate_taken_days');
  const taken = await query<{ n: number }>(db.pool, 'SELECT count(*)::int AS n FROM mate_taken_days');
  const visible = mates.filter((mate) => mate.status !== 'deleted');
  return {
    visibleIds: visible.map((mate) => mate.id),
    imaged: visible.flatMap(({ id, imageKey }) => (imageKey ? [{ id, imageKey }] : [])).slice(0, IMAGED),
    bookings: bookings.length,
    takenPeriods: taken[0]?.n ?? 0,
    seconds: (performance.now() - started) / 1000,
  };
}
