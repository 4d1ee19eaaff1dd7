/**
 * npm run bench: loads N generated mates, then drives the public list (near me, by city, free text)
 * and the detail endpoint with autocannon, and runs the same repository calls straight against the
 * pool at the same concurrency, so the HTTP layer's cost shows as a throughput ratio.
 * See docs/benchmarks.md for the knobs and the recorded figures.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/server/app.js';
import { loadConfig } from '../src/server/config.js';
import { openDatabase, type Database } from '../src/server/db/database.js';
import { migrate } from '../src/server/db/migrate.js';
import { query, type Queryable } from '../src/server/db/sql.js';
import { Gazetteer, type GazetteerPlace } from '../src/server/geo/gazetteer.js';
import { approximatePoint } from '../src/server/mates/approximate-location.js';
import { findMateDetail, listPublicMates, type MatePlace } from '../src/server/mates/mates.repo.js';
import { freePort } from '../src/server/testing/harness.js';
import { mateListQuerySchema } from '../src/shared/schemas/mates.js';
import { foldText } from '../src/shared/text.js';

// ---------------------------------------------------------------------------------------------- settings

interface Settings {
  adminUrl?: string;
  mates: number;
  hosts: number;
  seconds: number;
  warmupSeconds: number;
  connections: number;
  /** Leaves the PostgreSQL database in place for EXPLAIN ANALYZE afterwards. */
  keepDatabase: boolean;
  cases: readonly CaseKey[];
}

const CASE_KEYS = ['near', 'city', 'text', 'detail'] as const;
type CaseKey = (typeof CASE_KEYS)[number];

function caseKeys(raw: string | undefined): CaseKey[] {
  if (!raw) return [...CASE_KEYS];
  const keys = raw.split(',').map((key) => key.trim());
  const unknown = keys.filter((key) => !(CASE_KEYS as readonly string[]).includes(key));
  if (unknown.length > 0)
    throw new Error(`BENCH_CASES: unknown ${unknown.join(', ')} (${CASE_KEYS.join(', ')})`);
  return keys as CaseKey[];
}

function positiveInt(env: NodeJS.ProcessEnv, key: string, fallback: number): number {
  const raw = env[key];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${key} must be a positive integer`);
  return value;
}

function readSettings(env: NodeJS.ProcessEnv): Settings {
  return {
    adminUrl: env.BENCH_DATABASE_URL || undefined,
    mates: positiveInt(env, 'BENCH_MATES', 100_000),
    hosts: positiveInt(env, 'BENCH_HOSTS', 2_000),
    seconds: positiveInt(env, 'BENCH_SECONDS', 10),
    warmupSeconds: positiveInt(env, 'BENCH_WARMUP_SECONDS', 2),
    connections: positiveInt(env, 'BENCH_CONNECTIONS', 10),
    keepDatabase: env.BENCH_KEEP_DATABASE === '1',
    cases: caseKeys(env.BENCH_CASES),
  };
}

const TARGET_NEAR_P99_MS = 25;
const TARGET_RATIO = 0.5;
const MADRID_CENTRE = { lat: 40.4168, lng: -3.7038 };
const VARIANTS = 1_000;

// ---------------------------------------------------------------------------------------------- database

interface BenchDatabase {
  db: Database;
  label: string;
  drop(): Promise<void>;
}

/** A throw-away database: a fresh one on BENCH_DATABASE_URL's server, or an in-memory PGlite. */
async function createBenchDatabase(settings: Settings): Promise<BenchDatabase> {
  const poolSize = settings.connections;
  if (!settings.adminUrl) {
    const db = await openDatabase({ dataDir: 'memory://', poolSize });
    return { db, label: 'PGlite (in memory, one connection)', drop: () => db.close() };
  }
  const adminUrl = settings.adminUrl;
  const name = `bench_${randomBytes(6).toString('hex')}`;
  await runAdmin(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const db = await openDatabase({ url: url.toString(), dataDir: 'memory://', poolSize });
  const version = await query<{ server_version: string }>(db.pool, 'SHOW server_version');
  return {
    db,
    label: `PostgreSQL ${version[0]?.server_version ?? '?'} (database ${name}, pool ${poolSize})`,
    async drop() {
      await db.close();
      if (settings.keepDatabase) return console.log(`kept database ${url.toString()}`);
      await runAdmin(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

async function runAdmin(adminUrl: string, sql: string) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

// ---------------------------------------------------------------------------------------------- data

type Random = () => number;

/** Seeded (mulberry32), so every run puts the same kinds of mates in the same places; only ids differ. */
function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const pick = <T>(items: readonly T[], random: Random): T => items[Math.floor(random() * items.length)]!;

function weightedPicker<T>(items: readonly T[], weight: (item: T) => number) {
  const cumulative: number[] = [];
  let total = 0;
  for (const item of items) cumulative.push((total += weight(item)));
  return (random: Random): T => {
    const target = random() * total;
    const index = cumulative.findIndex((sum) => sum >= target);
    return items[index === -1 ? items.length - 1 : index]!;
  };
}

/** Box–Muller: a standard normal deviate. */
function gaussian(random: Random): number {
  return Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
}

const KM_PER_DEGREE = 111.32;

/**
 * A point around a city. The spread grows with the square root of the population (a city's area
 * grows with its people), so Madrid's mates reach its suburbs while a small town's stay close.
 */
function scatterAround(place: GazetteerPlace, random: Random) {
  const sigmaKm = Math.min(25, Math.max(1, 2 * Math.sqrt(place.population / 100_000)));
  const northKm = gaussian(random) * sigmaKm;
  const eastKm = gaussian(random) * sigmaKm;
  const latitude = place.latitude + northKm / KM_PER_DEGREE;
  const longitude = place.longitude + eastKm / (KM_PER_DEGREE * Math.cos((latitude * Math.PI) / 180));
  return { latitude, longitude };
}

const FIRST_NAMES = [
  'Lucía',
  'Martín',
  'Camila',
  'Joaquín',
  'Sofía',
  'Mateo',
  'Valentina',
  'Santiago',
  'Martina',
  'Tomás',
  'Julieta',
  'Bruno',
  'Carmen',
  'Javier',
  'Elena',
  'Pablo',
  'Laura',
  'Diego',
  'Paula',
  'Álvaro',
];
const SURNAMES = [
  'García',
  'Fernández',
  'González',
  'Rodríguez',
  'López',
  'Martínez',
  'Sánchez',
  'Pérez',
  'Gómez',
  'Díaz',
  'Romero',
  'Álvarez',
  'Torres',
  'Ruiz',
  'Moreno',
  'Sosa',
  'Acosta',
  'Benítez',
];
const MATE_KINDS = [
  'Mate de calabaza',
  'Mate imperial',
  'Mate camionero',
  'Mate torpedo',
  'Mate de algarrobo',
  'Mate de vidrio',
  'Mate de acero',
  'Mate de cerámica',
  'Mate de palo santo',
  'Kit matero completo',
  'Equipo de mate',
  'Mate de madera',
];
const FINISHES = [
  'con virola de alpaca',
  'con virola de acero',
  'forrado en cuero',
  'con base de alpaca',
  'pintado a mano',
  'curado y listo',
  'para viaje',
  'de regalo',
];
const EXTRAS = [
  'Incluye termo Stanley de 1 litro.',
  'Incluye termo Lumilagro.',
  'Viene con bombilla de alpaca.',
  'Bombilla pico de loro de acero.',
  'La calabaza está curada, lista para cebar.',
  'Te dejo medio kilo de yerba Playadito.',
  'Yerba Taragüí y CBSé para probar.',
  'Con matera de cuero para llevarlo.',
  'Ideal para una ronda en el parque.',
  'Termo de acero que mantiene el agua caliente todo el día.',
];
const STREETS = [
  'Calle Mayor',
  'Calle Real',
  'Avenida de la Constitución',
  'Plaza de España',
  'Calle del Sol',
  'Paseo del Prado',
  'Calle de Alcalá',
  'Gran Vía',
  'Calle San Juan',
  'Avenida de América',
];

interface HostSeed {
  id: string;
  name: string;
  email: string;
  publicName: string;
  home: GazetteerPlace;
}

function generateHosts(count: number, cities: readonly GazetteerPlace[], random: Random): HostSeed[] {
  // Hosts follow population, flattened (exponent 0.6) so the capitals do not swallow everyone.
  const pickCity = weightedPicker(cities, (city) => city.population ** 0.6);
  return Array.from({ length: count }, (_, index) => {
    const first = pick(FIRST_NAMES, random);
    const surname = pick(SURNAMES, random);
    const number = String(index + 1).padStart(4, '0');
    return {
      id: `bench-host-${number}`,
      name: `${first} ${surname}`,
      email: `anfitrion${number}@bench.ronda.local`,
      publicName: `${foldText(first)}${foldText(surname)}${number}`.slice(0, 30),
      home: pickCity(random),
    };
  });
}

interface MateSeed extends MatePlace {
  id: string;
  hostId: string;
  name: string;
  description: string;
  price: number | null;
  imageKey: string | null;
  available: boolean;
  status: 'available' | 'inactive' | 'deleted';
  createdAt: string;
}

const DAY_MS = 86_400_000;

function generateMate(host: HostSeed, now: number, random: Random): MateSeed {
  const id = randomUUID();
  const city = host.home.name;
  const point = scatterAround(host.home, random);
  const approx = approximatePoint(point.latitude, point.longitude);
  const roll = random();
  const status = roll < 0.94 ? 'available' : roll < 0.98 ? 'inactive' : 'deleted';
  const extras = [pick(EXTRAS, random), pick(EXTRAS, random)];
  return {
    id,
    hostId: host.id,
    name: `${pick(MATE_KINDS, random)} ${pick(FINISHES, random)}`,
    description: `${extras.join(' ')} Lo retirás cerca del centro de ${city}.`,
    price: random() < 0.15 ? null : Math.round(1 + random() * 11) + (random() < 0.5 ? 0.5 : 0),
    imageKey: random() < 0.7 ? `mates/${id}/${randomUUID()}` : null,
    available: status === 'available',
    status,
    location: `${pick(STREETS, random)} ${1 + Math.floor(random() * 120)}, ${city}`,
    city,
    latitude: point.latitude,
    longitude: point.longitude,
    approxLatitude: approx.latitude,
    approxLongitude: approx.longitude,
    createdAt: new Date(now - random() * 365 * DAY_MS).toISOString(),
  };
}

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

interface LoadedData {
  /** Ids of mates the detail endpoint shows (not deleted). */
  visibleIds: string[];
  bookings: number;
  seconds: number;
}

async function loadData(db: Database, settings: Settings): Promise<LoadedData> {
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

// ---------------------------------------------------------------------------------------------- cases

interface BenchCase {
  key: CaseKey;
  name: string;
  /** Request paths autocannon cycles through. */
  paths: string[];
  /** The same work as the endpoint's repository call for path i, straight against the pool. */
  runSql(db: Queryable, index: number): Promise<unknown>;
  /** About how many public mates the filter matches (informational: ignores bookings and hosts). */
  matchingSql?: { text: string; values: unknown[] };
}

/** Parses a list query exactly as the route does, from the same query string. */
const parseListQuery = (path: string) =>
  mateListQuerySchema.parse(Object.fromEntries(new URL(path, 'http://bench').searchParams));

function listCase(
  key: CaseKey,
  name: string,
  paths: string[],
  matchingSql: BenchCase['matchingSql'],
): BenchCase {
  const filters = paths.map(parseListQuery);
  return {
    key,
    name,
    paths,
    matchingSql,
    runSql: (db, index) => listPublicMates(db, filters[index % filters.length]!),
  };
}

const PUBLIC = `status = 'available' AND available`;

function buildCases(visibleIds: readonly string[], random: Random): BenchCase[] {
  // Each request stands a few hundred metres from the centre, as different people would.
  const nearPaths = Array.from({ length: VARIANTS }, () => {
    const lat = (MADRID_CENTRE.lat + (random() - 0.5) * 0.01).toFixed(5);
    const lng = (MADRID_CENTRE.lng + (random() - 0.5) * 0.01).toFixed(5);
    return `/api/mates?mode=near&lat=${lat}&lng=${lng}&radius=10&sort=distance`;
  });
  const cityPaths = ['Madrid', 'Barcelona'].map((city) => `/api/mates?mode=city&city=${city}`);
  const detailIds = Array.from({ length: VARIANTS }, () => pick(visibleIds, random));
  return [
    listCase('near', 'near me, 10 km, by distance (Madrid)', nearPaths, {
      text: `SELECT count(*) AS n FROM mates WHERE ${PUBLIC}
               AND earth_distance(ll_to_earth($1, $2), ll_to_earth(approx_latitude, approx_longitude)) <= 10000`,
      values: [MADRID_CENTRE.lat, MADRID_CENTRE.lng],
    }),
    listCase('city', 'by city (Madrid, Barcelona)', cityPaths, {
      text: `SELECT count(*) AS n FROM mates WHERE ${PUBLIC} AND search_text(city) IN ('madrid', 'barcelona')`,
      values: [],
    }),
    listCase('text', 'free text q=calabaza', ['/api/mates?q=calabaza'], {
      text: `SELECT count(*) AS n FROM mates WHERE ${PUBLIC}
               AND search_text(name || ' ' || description) LIKE '%calabaza%'`,
      values: [],
    }),
    {
      key: 'detail',
      name: 'detail of a random mate',
      paths: detailIds.map((id) => `/api/mates/${id}`),
      runSql: (db, index) => findMateDetail(db, detailIds[index % detailIds.length]!, null),
    },
  ];
}

// ---------------------------------------------------------------------------------------------- measuring

interface Stats {
  p50: number;
  p99: number;
  rps: number;
  requests: number;
}

interface AutocannonResult {
  duration: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  latency: { p50: number; p99: number };
  requests: { total: number };
}

interface AutocannonOptions {
  url: string;
  connections: number;
  duration: number;
  workers?: number;
  requests?: { path: string }[];
}

// autocannon ships no type declarations; this is the part of its API the benchmark uses.
const autocannon = createRequire(import.meta.url)('autocannon') as (
  options: AutocannonOptions,
) => Promise<AutocannonResult>;

async function fireHttp(baseUrl: string, paths: string[], connections: number, seconds: number) {
  // One worker thread: the load generator does not steal the event loop of the server it measures.
  const result = await autocannon({
    url: baseUrl,
    connections,
    duration: seconds,
    workers: 1,
    requests: paths.map((path) => ({ path })),
  });
  const failed = result.errors + result.timeouts + result.non2xx;
  if (failed > 0) throw new Error(`${failed} failed requests (${result.non2xx} non-2xx) against ${paths[0]}`);
  return result;
}

async function measureHttp(baseUrl: string, paths: string[], settings: Settings): Promise<Stats> {
  await fireHttp(baseUrl, paths, settings.connections, settings.warmupSeconds);
  const result = await fireHttp(baseUrl, paths, settings.connections, settings.seconds);
  // autocannon records whole milliseconds.
  return {
    p50: result.latency.p50,
    p99: result.latency.p99,
    rps: result.requests.total / result.duration,
    requests: result.requests.total,
  };
}

/** `connections` loops calling the repository back to back for `seconds`, timing every call. */
async function fireSql(bench: BenchCase, db: Queryable, connections: number, seconds: number) {
  const latencies: number[] = [];
  const started = performance.now();
  const end = started + seconds * 1000;
  let next = 0;
  const loop = async () => {
    while (performance.now() < end) {
      const index = next++;
      const before = performance.now();
      await bench.runSql(db, index);
      latencies.push(performance.now() - before);
    }
  };
  await Promise.all(Array.from({ length: connections }, loop));
  return { latencies, elapsed: (performance.now() - started) / 1000 };
}

function percentile(sorted: readonly number[], fraction: number) {
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? 0;
}

async function measureSql(bench: BenchCase, db: Queryable, settings: Settings): Promise<Stats> {
  await fireSql(bench, db, settings.connections, settings.warmupSeconds);
  const { latencies, elapsed } = await fireSql(bench, db, settings.connections, settings.seconds);
  const sorted = latencies.sort((a, b) => a - b);
  return {
    p50: percentile(sorted, 0.5),
    p99: percentile(sorted, 0.99),
    rps: sorted.length / elapsed,
    requests: sorted.length,
  };
}

/** One request per case before measuring: a broken case must fail loudly, not benchmark a 404. */
async function checkCase(baseUrl: string, bench: BenchCase) {
  const response = await fetch(new URL(bench.paths[0]!, baseUrl));
  if (!response.ok)
    throw new Error(`${bench.paths[0]} answered ${response.status}: ${await response.text()}`);
  const body = (await response.json()) as { mates?: unknown[] };
  if (body.mates && body.mates.length === 0) throw new Error(`${bench.paths[0]} found no mates`);
}

async function countMatching(db: Queryable, bench: BenchCase) {
  if (!bench.matchingSql) return null;
  const rows = await query<{ n: number }>(db, bench.matchingSql.text, bench.matchingSql.values);
  return rows[0]?.n ?? 0;
}

// ---------------------------------------------------------------------------------------------- server

async function startServer(db: Database, poolSize: number) {
  const port = await freePort();
  const storageDir = mkdtempSync(join(tmpdir(), 'ronda-bench-storage-'));
  const config = loadConfig({
    NODE_ENV: 'production',
    AUTH_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'silent',
    BASE_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: 'memory://',
    STORAGE_DIR: storageDir,
    WEB_DIR: join(tmpdir(), 'ronda-bench-no-web-build'),
    DATABASE_POOL_SIZE: String(poolSize),
  });
  const app: FastifyInstance = await buildApp({ config, db });
  await app.listen({ port, host: '127.0.0.1' });
  return {
    baseUrl: config.baseUrl,
    async close() {
      await app.close();
      rmSync(storageDir, { recursive: true, force: true });
    },
  };
}

// ---------------------------------------------------------------------------------------------- report

interface CaseResult {
  key: CaseKey;
  name: string;
  matching: number | null;
  http: Stats;
  sql: Stats;
}

const ms = (value: number) => (Number.isInteger(value) ? String(value) : value.toFixed(1));
const whole = (value: number) => Math.round(value).toLocaleString('en-US');
const percent = (value: number) => `${Math.round(value * 100)} %`;

function resultTable(results: readonly CaseResult[]): string {
  const header = [
    '| case | matching | HTTP p50 ms | HTTP p99 ms | HTTP req/s | SQL p50 ms | SQL p99 ms | SQL req/s | HTTP/SQL |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ];
  const rows = results.map(({ name, matching, http, sql }) =>
    [
      name,
      matching === null ? '–' : whole(matching),
      ms(http.p50),
      ms(http.p99),
      whole(http.rps),
      ms(sql.p50),
      ms(sql.p99),
      whole(sql.rps),
      percent(http.rps / sql.rps),
    ].join(' | '),
  );
  return [...header, ...rows.map((row) => `| ${row} |`)].join('\n');
}

const verdict = (met: boolean) => (met ? 'met' : 'NOT met');

/** The targets are for near me; the ratio is shown for every case. */
function targetLines(results: readonly CaseResult[], onPostgres: boolean): string[] {
  const lines: string[] = [];
  const near = results.find((result) => result.key === 'near');
  if (near) {
    const p99 = near.http.p99;
    lines.push(
      `near-me p99 ≤ ${TARGET_NEAR_P99_MS} ms: ${verdict(p99 <= TARGET_NEAR_P99_MS)} (${ms(p99)} ms)`,
    );
  }
  for (const { name, http, sql } of results) {
    const ratio = http.rps / sql.rps;
    lines.push(
      `${name}: HTTP ≥ ${percent(TARGET_RATIO)} of SQL: ${verdict(ratio >= TARGET_RATIO)} (${percent(ratio)})`,
    );
  }
  if (!onPostgres)
    lines.push('(PGlite is one connection in this process: these figures are for information)');
  return lines;
}

// ---------------------------------------------------------------------------------------------- main

async function main() {
  const settings = readSettings(process.env);
  const bench = await createBenchDatabase(settings);
  let server: Awaited<ReturnType<typeof startServer>> | null = null;
  let cleaned = false;
  const cleanup = async () => {
    if (cleaned) return;
    cleaned = true;
    await server?.close().catch((error: unknown) => console.error(error));
    await bench.drop();
  };
  // Ctrl-C or a kill must not leave a 100 000-mate database behind on the server.
  for (const [signal, code] of [
    ['SIGINT', 130],
    ['SIGTERM', 143],
  ] as const) {
    process.once(signal, () => {
      void cleanup().finally(() => process.exit(code));
    });
  }

  try {
    console.log(`database: ${bench.label}`);
    console.log(
      `machine: ${availableParallelism()} cores, Node ${process.version}; ${settings.connections} connections, ` +
        `${settings.seconds} s per run after ${settings.warmupSeconds} s warm-up`,
    );
    await migrate(bench.db.pool);
    const data = await loadData(bench.db, settings);
    console.log(
      `loaded ${whole(settings.mates)} mates of ${whole(settings.hosts)} hosts ` +
        `(${whole(data.bookings)} active bookings) in ${data.seconds.toFixed(1)} s`,
    );

    server = await startServer(bench.db, settings.connections);
    const cases = buildCases(data.visibleIds, seededRandom(7)).filter((c) => settings.cases.includes(c.key));
    const results: CaseResult[] = [];
    for (const benchCase of cases) {
      await checkCase(server.baseUrl, benchCase);
      const matching = await countMatching(bench.db.pool, benchCase);
      const http = await measureHttp(server.baseUrl, benchCase.paths, settings);
      const sql = await measureSql(benchCase, bench.db.pool, settings);
      results.push({ key: benchCase.key, name: benchCase.name, matching, http, sql });
      console.log(`done: ${benchCase.name}`);
    }

    console.log(`\n${resultTable(results)}\n`);
    for (const line of targetLines(results, bench.db.kind === 'postgres')) console.log(line);
  } finally {
    await cleanup();
  }
}

await main();
