/**
 * Memory benchmark: starts the server as `npm start` does (`npm run serve` on the build: demo data, no
 * NODE_ENV) and measures its resident memory idle after start and after 1 000 mixed requests (lists,
 * details, server-rendered pages, sign-ins, messages), on a fresh data directory (the cluster created,
 * migrated and seeded) and again on the same one (a restart). With BENCH_DATABASE_URL it then does the
 * same on a throw-away PostgreSQL database. Writes the table into the "Memory (npm run bench:memory)"
 * section of docs/benchmarks.md.
 *
 *   npm run build && npm run bench:memory
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:memory
 *   knobs: BENCH_REQUESTS (1000), BENCH_SETTLE_SECONDS (30), BENCH_DOCS=0 (print only)
 *
 * It does not build: it refuses to start without dist/ and warns when src/ is newer than the build.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { freePort } from '../src/server/testing/free-port.js';
import { commit, requireBuild } from './bench-build.js';
import { mixedRequests } from './bench-memory/mixed-requests.js';
import {
  memoryBreakdown,
  processTree,
  rssMb,
  serverProcess,
  type MemoryBreakdown,
} from './bench-memory/process-memory.js';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 1000);
const SETTLE_SECONDS = Number(process.env.BENCH_SETTLE_SECONDS ?? 30);
const ADMIN_URL = process.env.BENCH_DATABASE_URL;
const WRITE_DOCS = process.env.BENCH_DOCS !== '0';
const SERVER_ENTRY = 'dist/node/server/main.js';
const DOCS = 'docs/benchmarks.md';
const RESULTS_START =
  '<!-- bench:memory results: npm run bench:memory rewrites everything down to the end mark -->';
const RESULTS_END = '<!-- bench:memory results end -->';
// A first start creates the cluster, migrates and seeds: minutes on a busy small machine.
const START_TIMEOUT_MS = 600_000;

interface Started {
  npm: ChildProcess;
  base: string;
  startSeconds: number;
  stop(): Promise<void>;
}

/** `npm run serve` with npm start's defaults, on a loopback port and the given database. */
async function serve(database: Record<string, string>, storageDir: string): Promise<Started> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    BASE_URL: base,
    STORAGE_DIR: storageDir,
    // Twenty sign-ins a minute from one address, more than the default attempt limit allows.
    AUTH_RATE_LIMIT_MAX: '1000',
    ...database,
  };
  delete env.NODE_ENV;
  if (!database.DATABASE_URL) delete env.DATABASE_URL;
  const started = performance.now();
  const npm = spawn('npm', ['run', '--silent', 'serve'], { env, stdio: ['ignore', 'ignore', 'inherit'] });
  const exited = new Promise<void>((resolve) => npm.once('exit', () => resolve()));
  const stop = async () => {
    const server = serverProcess(npm.pid!, SERVER_ENTRY);
    if (server) process.kill(server, 'SIGTERM');
    else npm.kill('SIGTERM');
    await exited;
  };
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline && npm.exitCode === null) {
    try {
      if ((await fetch(`${base}/api/health`)).ok)
        return { npm, base, startSeconds: (performance.now() - started) / 1000, stop };
    } catch {
      // Not listening yet.
    }
    await sleep(250);
  }
  await stop();
  throw new Error(`npm run serve on ${base} did not start`);
}

interface CaseResult {
  database: string;
  start: 'fresh' | 'restart';
  startSeconds: number;
  idle: MemoryBreakdown;
  /** npm, its shell and the server together, idle. */
  idleTree: number;
  peak: number;
  after: MemoryBreakdown;
  requests: number;
  requestSeconds: number;
}

async function measureCase(
  database: string,
  start: CaseResult['start'],
  env: Record<string, string>,
  storageDir: string,
): Promise<CaseResult> {
  const server = await serve(env, storageDir);
  try {
    const pid = serverProcess(server.npm.pid!, SERVER_ENTRY);
    if (!pid) throw new Error('no server process under npm run serve');
    await sleep(SETTLE_SECONDS * 1000);
    const idle = memoryBreakdown(pid);
    const idleTree = processTree(server.npm.pid!).reduce((sum, each) => sum + rssMb(each), 0);
    let peak = rssMb(pid);
    const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 100);
    const began = performance.now();
    const requests = await mixedRequests(server.base, REQUESTS);
    const requestSeconds = (performance.now() - began) / 1000;
    clearInterval(sampler);
    await sleep(SETTLE_SECONDS * 1000);
    const after = memoryBreakdown(pid);
    const result = {
      database,
      start,
      startSeconds: server.startSeconds,
      idle,
      idleTree,
      peak,
      after,
      requests,
      requestSeconds,
    };
    console.log(line(result));
    return result;
  } finally {
    await server.stop();
  }
}

const mb = (value: number) => String(Math.round(value));

function line(result: CaseResult) {
  return `${result.database} ${result.start}: started in ${result.startSeconds.toFixed(1)} s, idle ${mb(result.idle.rss)} MB, ${result.requests} requests in ${result.requestSeconds.toFixed(1)} s, peak ${mb(result.peak)} MB, after ${mb(result.after.rss)} MB`;
}

function table(results: CaseResult[]) {
  const rows = results.map((r) =>
    [
      `${r.database}, ${r.start}`,
      `${r.startSeconds.toFixed(1)} s`,
      `**${mb(r.idle.rss)}**`,
      mb(r.idleTree),
      `${r.requestSeconds.toFixed(1)} s`,
      mb(r.peak),
      `**${mb(r.after.rss)}**`,
      [r.idle, r.after]
        .map((b) => `${mb(b.wasmMemory)} / ${mb(b.compiledCode)} / ${mb(b.otherAnonymous)} / ${mb(b.files)}`)
        .join(' → '),
    ].join(' | '),
  );
  return [
    '| start | ready in | idle MB | idle with npm MB | requests took | peak MB | after MB | WebAssembly memory / compiled code / other anonymous / files MB, idle → after |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
    ...rows.map((row) => `| ${row} |`),
  ].join('\n');
}

function writeDocs(results: string) {
  const doc = readFileSync(DOCS, 'utf8');
  const start = doc.indexOf(RESULTS_START);
  const end = doc.indexOf(RESULTS_END);
  if (start < 0 || end < start) throw new Error(`${DOCS} has no bench:memory results marks`);
  writeFileSync(DOCS, `${doc.slice(0, start)}${RESULTS_START}\n\n${results}\n\n${doc.slice(end)}`);
}

async function pgliteCases(): Promise<CaseResult[]> {
  const dir = mkdtempSync(join(tmpdir(), 'ronda-bench-memory-'));
  try {
    const env = { DATA_DIR: join(dir, 'data') };
    const storage = join(dir, 'storage');
    return [
      await measureCase('PGlite', 'fresh', env, storage),
      await measureCase('PGlite', 'restart', env, storage),
    ];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function postgresCases(adminUrl: string): Promise<CaseResult[]> {
  const name = `bench_mem_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const dir = mkdtempSync(join(tmpdir(), 'ronda-bench-memory-'));
  try {
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const env = { DATABASE_URL: url.toString() };
    const storage = join(dir, 'storage');
    return [
      await measureCase('PostgreSQL', 'fresh', env, storage),
      await measureCase('PostgreSQL', 'restart', env, storage),
    ];
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
    rmSync(dir, { recursive: true, force: true });
  }
}

async function main() {
  requireBuild();
  const loadBefore = loadavg()[0]!;
  const results = [...(await pgliteCases()), ...(ADMIN_URL ? await postgresCases(ADMIN_URL) : [])];
  const context = [
    `Measured ${new Date().toISOString().slice(0, 10)} on commit ${commit()}: Node ${process.version},`,
    `${availableParallelism()} cores (${cpus()[0]?.model.trim() ?? 'unknown CPU'}), load average`,
    `${loadBefore.toFixed(1)} before and ${loadavg()[0]!.toFixed(1)} after; ${REQUESTS} requests, 4 at a time;`,
    `idle and after measured ${SETTLE_SECONDS} s after the start and after the last request.`,
  ].join('\n');
  const figures = table(results);
  console.log(`\n${context}\n\n${figures}\n`);
  if (WRITE_DOCS) {
    writeDocs(`${context}\n\n${figures}`);
    console.log(`Wrote the results into ${DOCS}.`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
