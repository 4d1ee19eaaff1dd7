import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app.js';
import { loadConfig, type Config } from '../config.js';
import type { Clock } from '../clock.js';
import type { PushTransport } from '../services.js';
import type { Database } from '../db/database.js';
import { nextNumber, PASSWORD, uniqueEmail } from './accounts.js';
import { freePort } from './free-port.js';
import { createMigratedDatabase } from './test-database.js';

export { freePort, PASSWORD, uniqueEmail };

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  config: Config;
  /** The PostgreSQL database's address (none on PGlite). */
  url?: string;
  close(): Promise<void>;
}

export const TEST_BASE_URL = 'http://localhost:3999';

/** The real app on a fresh migrated database (PGlite, or PostgreSQL with TEST_DATABASE_URL). */
export async function createTestApp(
  env: Record<string, string> = {},
  logStream?: NodeJS.WritableStream,
  clock?: Clock,
  pushTransport?: PushTransport,
): Promise<TestApp> {
  const database = await createMigratedDatabase();
  const storageDir = mkdtempSync(join(tmpdir(), 'ronda-storage-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    BASE_URL: TEST_BASE_URL,
    DATA_DIR: 'memory://',
    STORAGE_DIR: storageDir,
    WEB_DIR: join(tmpdir(), 'ronda-no-web-build'),
    AUTH_RATE_LIMIT_MAX: '100000',
    // Test people are made with e-mail and password (the browser tests use the OpenID provider).
    AUTH_EMAIL_ENABLED: 'true',
    CONTACT_RATE_LIMIT_MAX: '100000',
    // Suites create many things as one person; the limits' own tests set small values.
    CHAT_MESSAGES_PER_MINUTE_MAX: '100000',
    CHAT_MESSAGES_PER_DAY_MAX: '100000',
    HOST_MESSAGES_PER_HOUR_MAX: '100000',
    BOOKINGS_PER_HOUR_MAX: '100000',
    MATES_PER_DAY_MAX: '100000',
    PROFILE_EDITS_PER_HOUR_MAX: '100000',
    AVATAR_CHANGES_PER_HOUR_MAX: '100000',
    REPORTS_PER_HOUR_MAX: '100000',
    REPORTS_PER_DAY_MAX: '100000',
    // The hourly schedules would fire in whichever test runs at their minute; the queue's own tests
    // schedule their jobs themselves.
    JOBS_SCHEDULES: 'false',
    ...env,
  });
  const app = await buildApp({ config, db: database.db, logStream, clock, pushTransport });
  await app.ready();
  return {
    app,
    db: database.db,
    config,
    url: database.url,
    async close() {
      await app.close();
      await database.drop();
      rmSync(storageDir, { recursive: true, force: true });
    },
  };
}

/** The test app listening on a free loopback port, for what inject cannot do (streams, real fetches). */
export async function createListeningTestApp(
  env: Record<string, string> = {},
): Promise<TestApp & { base: string }> {
  const port = await freePort();
  const t = await createTestApp({ BASE_URL: `http://localhost:${port}`, ...env });
  await t.app.listen({ port, host: '127.0.0.1' });
  return { ...t, base: `http://127.0.0.1:${port}` };
}

/** A signed-in person: the cookie to send, and how to call the API as them. */
export interface TestUser {
  id: string;
  email: string;
  cookie: string;
  request(options: InjectOptions): Promise<LightMyRequestResponse>;
}

function cookieFrom(response: LightMyRequestResponse) {
  const setCookie = response.headers['set-cookie'];
  const all = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  return all.map((c) => c.split(';')[0]).join('; ');
}

/**
 * Signs up with e-mail and password, confirms the address (as the link in the e-mail would) and signs
 * in. The person is a Visitante until they register.
 */
export async function signUp(
  app: FastifyInstance,
  email = uniqueEmail(),
  name = 'Persona de Prueba',
): Promise<TestUser> {
  const created = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    payload: { email, password: PASSWORD, name },
  });
  if (created.statusCode !== 200) throw new Error(`sign-up failed: ${created.statusCode} ${created.body}`);
  const id = (created.json() as { user: { id: string } }).user.id;
  await verifyEmail(app, id);
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    payload: { email, password: PASSWORD },
  });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  const cookie = cookieFrom(response);
  return {
    id,
    email,
    cookie,
    request: (options) => app.inject({ ...options, headers: { cookie, ...(options.headers ?? {}) } }),
  };
}

/** What following the verification link does, without reading the e-mail. */
export async function verifyEmail(app: FastifyInstance, userId: string) {
  const context = await app.services.auth.$context;
  await context.internalAdapter.updateUser(userId, { emailVerified: true });
}

/** Signs up and completes /auth registration: a Viajero with the given public name. */
export async function registeredUser(
  app: FastifyInstance,
  publicName = `Viajero ${nextNumber()}`,
): Promise<TestUser & { publicName: string }> {
  const user = await signUp(app);
  const response = await user.request({
    method: 'POST',
    url: '/api/registration',
    payload: { publicName, acceptTerms: true },
  });
  if (response.statusCode !== 200)
    throw new Error(`registration failed: ${response.statusCode} ${response.body}`);
  return { ...user, publicName };
}
