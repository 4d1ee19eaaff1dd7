// What the benchmark asks: each case is a set of request paths and the same query straight on the pool.
import { findMateDetail, listPublicMates } from '../../src/server/mates/mates.repo.js';
import type { Queryable } from '../../src/server/db/sql.js';
import { mateListQuerySchema } from '../../src/shared/schemas/mates.js';
import { addDays, rentalHorizon, rentalToday } from '../../src/shared/rental-dates.js';
import { pick, type Random } from './random.js';
import type { CaseKey } from './settings.js';

const MADRID_CENTRE = { lat: 40.4168, lng: -3.7038 };
const VARIANTS = 1_000;
/** How many of a list case's requests the matching count averages over. */
const MATCHING_SAMPLE = 20;

export interface BenchCase {
  key: CaseKey;
  name: string;
  /** Request paths autocannon cycles through. */
  paths: string[];
  /** The same work as the endpoint's repository call for path i, straight against the pool. */
  runSql(db: Queryable, index: number): Promise<unknown>;
  /** How many mates one request matches: the list's own total, averaged over a sample of its requests. */
  countMatching?(db: Queryable): Promise<number>;
}

/** Parses a list query exactly as the route does, from the same query string. */
const parseListQuery = (path: string) =>
  mateListQuerySchema.parse(Object.fromEntries(new URL(path, 'http://bench').searchParams));

function listCase(key: CaseKey, name: string, paths: string[]): BenchCase {
  const filters = paths.map(parseListQuery);
  const today = () => rentalToday(new Date());
  return {
    key,
    name,
    paths,
    runSql: (db, index) => listPublicMates(db, filters[index % filters.length]!, today()),
    async countMatching(db) {
      // The count statement the endpoint itself runs, so the figure follows the app's SQL.
      const sample = filters.slice(0, MATCHING_SAMPLE);
      let sum = 0;
      for (const filter of sample) sum += (await listPublicMates(db, filter, today())).total;
      return sum / sample.length;
    },
  };
}

export function buildCases(visibleIds: readonly string[], random: Random): BenchCase[] {
  // Each request stands a few hundred metres from the centre, as different people would.
  const nearPoint = () => {
    const lat = (MADRID_CENTRE.lat + (random() - 0.5) * 0.01).toFixed(5);
    const lng = (MADRID_CENTRE.lng + (random() - 0.5) * 0.01).toFixed(5);
    return `mode=near&lat=${lat}&lng=${lng}&radius=10&sort=distance`;
  };
  const nearPaths = Array.from({ length: VARIANTS }, () => `/api/mates?${nearPoint()}`);
  // Days people look for: starting tomorrow to four weeks ahead, from one day to a week long.
  const today = rentalToday(new Date());
  const datedPaths = Array.from({ length: VARIANTS }, () => {
    const from = addDays(today, 1 + Math.floor(random() * 28));
    const to = addDays(from, Math.floor(random() * 7));
    return `/api/mates?${nearPoint()}&from=${from}&to=${to}`;
  });
  const cityPaths = ['Madrid', 'Barcelona'].map((city) => `/api/mates?mode=city&city=${city}`);
  // "Buscar en esta zona" over central Madrid, about 6 × 4 km, the map moved a little each time.
  const areaPaths = Array.from({ length: VARIANTS }, () => {
    const west = MADRID_CENTRE.lng - 0.035 + (random() - 0.5) * 0.01;
    const south = MADRID_CENTRE.lat - 0.018 + (random() - 0.5) * 0.01;
    const box = [west, south, west + 0.07, south + 0.036].map((value) => value.toFixed(5)).join(',');
    return `/api/mates?bbox=${box}`;
  });
  const detailIds = Array.from({ length: VARIANTS }, () => pick(visibleIds, random));
  return [
    listCase('near', 'near me, 10 km, by distance (Madrid)', nearPaths),
    listCase('near-dates', 'near me, free on given dates (Madrid)', datedPaths),
    listCase('city', 'by city (Madrid, Barcelona)', cityPaths),
    listCase('text', 'free text q=calabaza', ['/api/mates?q=calabaza']),
    listCase('area', 'map area, central Madrid (Buscar en esta zona)', areaPaths),
    {
      key: 'detail',
      name: 'detail of a random mate',
      paths: detailIds.map((id) => `/api/mates/${id}`),
      // The endpoint's one statement: the mate, its host, its taken days up to the horizon and its reviews.
      runSql: (db, index) => {
        const from = rentalToday(new Date());
        return findMateDetail(db, {
          id: detailIds[index % detailIds.length]!,
          viewerId: null,
          from,
          to: rentalHorizon(from),
        });
      },
    },
  ];
}

/** One request per case before measuring: a broken case must fail loudly, not benchmark a 404. */
export async function checkCase(baseUrl: string, bench: BenchCase) {
  const response = await fetch(new URL(bench.paths[0]!, baseUrl));
  if (!response.ok)
    throw new Error(`${bench.paths[0]} answered ${response.status}: ${await response.text()}`);
  if (!response.headers.get('content-type')?.includes('json')) return void (await response.arrayBuffer());
  const body = (await response.json()) as { mates?: unknown[] };
  if (body.mates && body.mates.length === 0) throw new Error(`${bench.paths[0]} found no mates`);
}

export async function countMatching(db: Queryable, bench: BenchCase) {
  return bench.countMatching ? bench.countMatching(db) : null;
}
