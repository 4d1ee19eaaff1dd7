import { spawn, type ChildProcess } from 'node:child_process';
import { freePort, PASSWORD, uniqueEmail } from './harness.js';
import type { TestDatabase } from './test-database.js';

export interface ServerProcess {
  base: string;
  child: ChildProcess;
}

/** A real server process (src/server/main.ts) on a shared PostgreSQL database. */
export async function startServer(
  databaseUrl: string,
  env: Record<string, string> = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      BASE_URL: base,
      DATABASE_URL: databaseUrl,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT_MAX: '1000',
      AUTH_EMAIL_ENABLED: 'true',
      STORAGE_DIR: 'test-results/two-processes-storage',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  // Two cold starts (tsx transpiling the server) can take most of a minute on a busy machine.
  for (let attempt = 0; attempt < 450; attempt++) {
    try {
      if ((await fetch(`${base}/api/session`)).ok) return { base, child };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill();
  throw new Error(`server on ${base} did not start`);
}

/** Stops the servers and waits for them to exit. */
export async function stopServers(servers: ServerProcess[]) {
  for (const { child } of servers) child.kill('SIGTERM');
  await Promise.all(
    servers.map(({ child }) =>
      child.exitCode === null ? new Promise((resolve) => child.once('exit', resolve)) : undefined,
    ),
  );
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
