// Drives load: autocannon against the API, and timed loops of the same queries against the pool.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import type { Queryable } from '../../src/server/db/sql.js';
import type { BenchCase } from './cases.js';
import type { Settings } from './settings.js';

export interface Stats {
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
  /** Requests per second over all connections; as fast as answers come without it. */
  overallRate?: number;
}

const BACKGROUND_CONNECTIONS = 4;

// autocannon ships no type declarations; this is the part of its API the benchmark uses.
const autocannon = createRequire(import.meta.url)('autocannon') as (
  options: AutocannonOptions,
) => Promise<AutocannonResult>;

async function fireHttp(
  baseUrl: string,
  paths: string[],
  connections: number,
  seconds: number,
  overallRate?: number,
) {
  // Paths on the app, or absolute addresses of one other server (a bucket's images).
  const urls = paths.map((path) => new URL(path, baseUrl));
  // One worker thread: the load generator does not steal the event loop of the server it measures.
  const result = await autocannon({
    url: urls[0]!.origin,
    connections,
    duration: seconds,
    workers: 1,
    requests: urls.map((url) => ({ path: url.pathname + url.search })),
    overallRate,
  });
  const failed = result.errors + result.timeouts + result.non2xx;
  if (failed > 0) throw new Error(`${failed} failed requests (${result.non2xx} non-2xx) against ${paths[0]}`);
  return result;
}

export async function measureHttp(baseUrl: string, paths: string[], settings: Settings): Promise<Stats> {
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

/** Rendition requests at a steady rate for `seconds`, beside a measured run; resolves to how many were answered. */
export async function backgroundHttp(baseUrl: string, paths: string[], rate: number, seconds: number) {
  const result = await fireHttp(baseUrl, paths, BACKGROUND_CONNECTIONS, seconds, rate);
  return result.requests.total;
}

/**
 * The same in a process of its own at the lowest priority (BENCH_MEDIA_NICE): it takes only the CPU the
 * measured server leaves, as clients and a bucket on other machines would.
 */
export async function nicedBackgroundHttp(baseUrl: string, paths: string[], rate: number, seconds: number) {
  const job = JSON.stringify({ baseUrl, paths, rate, seconds });
  const child = spawn('nice', ['-n', '19', TSX, BACKGROUND_SCRIPT, job], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const [code] = (await once(child, 'exit')) as [number | null];
  if (code !== 0) throw new Error(`the background load exited with ${code}`);
}

const TSX = fileURLToPath(new URL('../../node_modules/.bin/tsx', import.meta.url));
const BACKGROUND_SCRIPT = fileURLToPath(new URL('./background-load.ts', import.meta.url));

/** Run as a script (background-load.ts): the background requests of a job, failing on any error. */
export async function runBackgroundJob(job: string) {
  const { baseUrl, paths, rate, seconds } = JSON.parse(job) as {
    baseUrl: string;
    paths: string[];
    rate: number;
    seconds: number;
  };
  await backgroundHttp(baseUrl, paths, rate, seconds);
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

export async function measureSql(bench: BenchCase, db: Queryable, settings: Settings): Promise<Stats> {
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
