import { spawn, type ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEventStream, type StreamEvent } from '../testing/event-stream.js';
import { freePort, PASSWORD, uniqueEmail } from '../testing/harness.js';
import { createEmptyDatabase, type TestDatabase } from '../testing/test-database.js';

/** A real server process (src/server/main.ts) on the shared PostgreSQL database. */
async function startServer(databaseUrl: string) {
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
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let attempt = 0; attempt < 150; attempt++) {
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

async function call(
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
async function person(base: string, database: TestDatabase, publicName: string) {
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

describe('two server processes on one PostgreSQL', () => {
  let database: TestDatabase;
  const servers: Array<{ base: string; child: ChildProcess }> = [];
  beforeAll(async () => {
    database = await createEmptyDatabase();
    // Started together: both migrate, one at a time (advisory lock).
    servers.push(...(await Promise.all([startServer(database.url!), startServer(database.url!)])));
  }, 60_000);
  afterAll(async () => {
    for (const { child } of servers) child.kill('SIGTERM');
    await Promise.all(servers.map(({ child }) => new Promise((resolve) => child.once('exit', resolve))));
    await database.drop();
  });

  it('a message posted through one arrives on a stream held by the other, and a reconnect catches up', async () => {
    const [a, b] = servers as [(typeof servers)[0], (typeof servers)[0]];
    const host = await person(a.base, database, 'Host Dos Procesos');
    const traveller = await person(a.base, database, 'Viajera Dos Procesos');
    const form = new FormData();
    form.set('name', 'Mate compartido');
    form.set('pricePerDay', '2');
    form.set(
      'location',
      JSON.stringify({ label: 'Madrid, España', city: 'Madrid', latitude: 40.4165, longitude: -3.70256 }),
    );
    const published = await fetch(`${a.base}/api/mates`, {
      method: 'POST',
      headers: { cookie: host },
      body: form,
    });
    const mate = (await published.json()) as { id: string };

    const stream = await openEventStream(`${b.base}/api/events`, { cookie: host });
    expect(stream.status).toBe(200);
    const isMessage = (content: string) => (e: StreamEvent) =>
      e.event === 'message' && (e.data as { message: { content: string } }).message.content === content;

    const first = await call(a.base, `/api/mates/${mate.id}/messages`, {
      method: 'POST',
      cookie: traveller,
      body: { content: 'Desde el proceso A' },
    });
    expect(first.status).toBe(201);
    await stream.next(isMessage('Desde el proceso A'));
    await stream.next((e) => e.event === 'notification');
    const lastId = String(Math.max(...stream.events.map((e) => Number(e.id))));
    stream.close();

    await call(a.base, `/api/mates/${mate.id}/messages`, {
      method: 'POST',
      cookie: traveller,
      body: { content: 'Mientras no mirabas' },
    });
    const resumed = await openEventStream(`${b.base}/api/events`, { cookie: host, 'last-event-id': lastId });
    await resumed.next(isMessage('Mientras no mirabas'));
    expect(resumed.events.some(isMessage('Desde el proceso A'))).toBe(false);
    resumed.close();
  });
});
