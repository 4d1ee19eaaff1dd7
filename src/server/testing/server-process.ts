import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { setTimeout as sleep } from 'node:timers/promises';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import type { Database } from '../db/database.js';
import { PASSWORD, uniqueEmail } from './accounts.js';
import { freePort } from './free-port.js';
import type { TestDatabase } from './test-database.js';

/**
 * The one way tests and benchmarks start a real server: a free loopback port, a throw-away storage
 * directory (and PGlite data directory when no PostgreSQL database is given), no demo data, no web build.
 */
export interface ServerOptions {
  /** NODE_ENV; production also gets a random AUTH_SECRET. */
  mode?: 'test' | 'development' | 'production';
  /** src/server/main.ts through tsx, or the build (dist/node/server/main.js, npm run build:server). */
  entry?: 'source' | 'build';
  /** Each line the server logs to stdout (for instance to read an e-mail link in development). */
  onLog?: (line: string) => void;
}

export interface RunningServer {
  base: string;
  stop(): Promise<void>;
}

export interface ServerProcess extends RunningServer {
  child: ChildProcess;
}

const BUILT_SERVER = 'dist/node/server/main.js';
// Two cold starts (tsx transpiling the server) can take most of a minute on a busy machine.
const START_TIMEOUT_MS = 90_000;

async function serverEnvironment(databaseUrl: string | undefined, env: Record<string, string>, mode: string) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dir = mkdtempSync(join(tmpdir(), 'ronda-server-'));
  const vars: Record<string, string> = {
    NODE_ENV: mode,
    ...(mode === 'production' ? { AUTH_SECRET: randomBytes(32).toString('hex') } : {}),
    PORT: String(port),
    HOST: '127.0.0.1',
    BASE_URL: base,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATA_DIR: join(dir, 'data') }),
    STORAGE_DIR: join(dir, 'storage'),
    WEB_DIR: join(dir, 'no-web-build'),
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    // Outside production, people sign up by e-mail (the link goes to the log) as often as a run needs.
    ...(mode === 'production' ? {} : { AUTH_RATE_LIMIT_MAX: '1000', AUTH_EMAIL_ENABLED: 'true' }),
    ...env,
  };
  return { port, base, vars, removeFiles: () => rmSync(dir, { recursive: true, force: true }) };
}

/** A real server process (src/server/main.ts or its build), on PostgreSQL when databaseUrl is given. */
export async function startServer(
  databaseUrl: string | undefined,
  env: Record<string, string> = {},
  { mode = 'test', entry = 'source', onLog }: ServerOptions = {},
): Promise<ServerProcess> {
  if (entry === 'build' && !existsSync(BUILT_SERVER))
    throw new Error(`Build the server first: npm run build:server (missing ${BUILT_SERVER})`);
  const { base, vars, removeFiles } = await serverEnvironment(databaseUrl, env, mode);
  const args = entry === 'build' ? [BUILT_SERVER] : ['--import', 'tsx', 'src/server/main.ts'];
  const child = spawn(process.execPath, args, {
    env: { ...process.env, ...vars },
    stdio: ['ignore', onLog ? 'pipe' : 'ignore', 'inherit'],
  });
  if (onLog && child.stdout) createInterface({ input: child.stdout }).on('line', onLog);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    removeFiles();
  };
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline && child.exitCode === null) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return { base, child, stop };
    } catch {
      // Not listening yet.
    }
    await sleep(200);
  }
  const exitCode = child.exitCode;
  await stop();
  throw new Error(
    exitCode === null ? `server on ${base} did not start` : `server on ${base} exited with ${exitCode}`,
  );
}

/**
 * The same server inside this process, on a database the caller holds: for a benchmark that compares
 * the API with its own SQL on one in-memory PGlite, which no second process can open.
 */
export async function startServerInProcess(
  db: Database,
  env: Record<string, string> = {},
  { mode = 'test' }: Pick<ServerOptions, 'mode'> = {},
): Promise<RunningServer> {
  const { port, base, vars, removeFiles } = await serverEnvironment(undefined, env, mode);
  let app: Awaited<ReturnType<typeof buildApp>>;
  try {
    app = await buildApp({ config: loadConfig({ ...vars, DATA_DIR: 'memory://' }), db });
    await app.listen({ port, host: '127.0.0.1' });
  } catch (error) {
    removeFiles();
    throw error;
  }
  return {
    base,
    async stop() {
      await app.close();
      removeFiles();
    },
  };
}

/** Stops the servers and waits for them to exit. */
export async function stopServers(servers: RunningServer[]) {
  await Promise.all(servers.map((server) => server.stop()));
}

export async function call(
  base: string,
  path: string,
  init: { method?: string; cookie?: string; body?: unknown } = {},
) {
  const response = await fetch(`${base}${path}`, {
    method: init.method ?? 'GET',
    headers: { 'content-type': 'application/json', ...(init.cookie ? { cookie: init.cookie } : {}) },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return {
    status: response.status,
    json: (await response.json()) as Record<string, unknown>,
    headers: response.headers,
  };
}

/** Signs up, confirms the address in the database (as its e-mail link would) and registers. */
export async function registeredPerson(base: string, database: TestDatabase, publicName: string) {
  const email = uniqueEmail();
  await call(base, '/api/auth/sign-up/email', {
    method: 'POST',
    body: { email, password: PASSWORD, name: publicName },
  });
  await database.db.pool.query('UPDATE auth_user SET email_verified = true WHERE email = $1', [email]);
  const signIn = await fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  await call(base, '/api/registration', { method: 'POST', cookie, body: { publicName, acceptTerms: true } });
  return cookie;
}

/** Publishes a mate in Madrid through a server process's multipart API; resolves to its id. */
export async function publishMateOver(base: string, cookie: string, name: string) {
  const form = new FormData();
  form.set('name', name);
  form.set('pricePerDay', '2');
  form.set(
    'location',
    JSON.stringify({ label: 'Madrid, España', city: 'Madrid', latitude: 40.4165, longitude: -3.70256 }),
  );
  const published = await fetch(`${base}/api/mates`, { method: 'POST', headers: { cookie }, body: form });
  if (published.status !== 201) throw new Error(`publishing failed: ${published.status}`);
  return ((await published.json()) as { id: string }).id;
}
