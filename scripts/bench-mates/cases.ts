// What the benchmark asks: each case is a set of request paths and the same query straight on the pool.
import { findMateDetail, listPublicMates } from '../../src/server/mates/mates.repo.js';
import { query, type Queryable } from '../../src/server/db/sql.js';
import { mateListQuerySchema } from '../../src/shared/schemas/mates.js';
import { rentalToday } from '../../src/shared/rental-dates.js';
import { pick, type Random } from './random.js';
import type { CaseKey } from './settings.js';

const MADRID_CENTRE = { lat: 40.4168, lng: -3.7038 };
const VARIANTS = 1_000;

export interface BenchCase {
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
    runSql: (db, index) => listPublicMates(db, filters[index % filters.length]!, rentalToday(new Date())),
  };
}

const PUBLIC = `status = 'available' AND available`;

export function buildCases(visibleIds: readonly string[], random: Random): BenchCase[] {
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

/** One request per case before measuring: a broken case must fail loudly, not benchmark a 404. */
export async function checkCase(baseUrl: string, bench: BenchCase) {
  const response = await fetch(new URL(bench.paths[0]!, baseUrl));
  if (!response.ok)
    throw new Error(`${bench.paths[0]} answered ${response.status}: ${await response.text()}`);
  const body = (await response.json()) as { mates?: unknown[] };
  if (body.mates && body.mates.length === 0) throw new Error(`${bench.paths[0]} found no mates`);
}

export async function countMatching(db: Queryable, bench: BenchCase) {
  if (!bench.matchingSql) return null;
  const rows = await query<{ n: number }>(db, bench.matchingSql.text, bench.matchingSql.values);
  return rows[0]?.n ?? 0;
}
