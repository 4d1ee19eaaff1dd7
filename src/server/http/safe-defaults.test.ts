import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, PASSWORD, TEST_BASE_URL, type TestApp } from '../testing/harness.js';

const OIDC_DISCOVERY = '/oidc/.well-known/openid-configuration';

describe('one public address, and a health probe on any', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('moves a page opened on another host name to BASE_URL, path and query kept', async () => {
    const other = await t.app.inject({
      method: 'GET',
      url: '/mates?ciudad=Valencia',
      headers: { host: '127.0.0.1:3999', accept: 'text/html' },
    });
    expect([other.statusCode, other.headers.location]).toEqual([
      308,
      `${TEST_BASE_URL}/mates?ciudad=Valencia`,
    ]);
    const own = await t.app.inject({
      method: 'GET',
      url: '/mates',
      headers: { host: 'localhost:3999', accept: 'text/html' },
    });
    expect(own.statusCode).not.toBe(308);
    // A photo or a script is served wherever it is asked for.
    const asset = await t.app.inject({
      method: 'GET',
      url: '/media/x.webp',
      headers: { host: '127.0.0.1:3999' },
    });
    expect(asset.statusCode).not.toBe(308);
  });

  it('answers /api/health on any host: database reachable and every migration applied', async () => {
    const healthy = await t.app.inject({ method: 'GET', url: '/api/health', headers: { host: '10.1.2.3' } });
    expect([healthy.statusCode, healthy.json()]).toEqual([
      200,
      { status: 'ok', database: 'ok', pendingMigrations: [] },
    ]);
    const { rows } = await t.db.pool.query<{ name: string }>(
      'DELETE FROM schema_migrations WHERE name = (SELECT max(name) FROM schema_migrations) RETURNING name',
    );
    const behind = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect([behind.statusCode, behind.json()]).toEqual([
      503,
      { status: 'unavailable', database: 'ok', pendingMigrations: [rows[0]!.name] },
    ]);
    await t.db.pool.query('INSERT INTO schema_migrations (name) VALUES ($1)', [rows[0]!.name]);
  });

  it('lets only this machine reach the development identity provider', async () => {
    const local = await t.app.inject({ method: 'GET', url: OIDC_DISCOVERY });
    expect(local.statusCode).toBe(200);
    const remote = await t.app.inject({ method: 'GET', url: OIDC_DISCOVERY, remoteAddress: '203.0.113.9' });
    expect([remote.statusCode, remote.json()]).toEqual([404, { error: 'Recurso no encontrado' }]);
    const relayed = await t.app.inject({
      method: 'GET',
      url: OIDC_DISCOVERY,
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(relayed.statusCode).toBe(404);
    const login = await t.app.inject({
      method: 'POST',
      url: '/oidc/interaction/abc/login',
      remoteAddress: '198.51.100.7',
      payload: 'email=lucia%40demo.ronda.app',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(login.statusCode).toBe(404);
  });

  it("sends a failed Google sign-in to the app's own screen, not the library's English page", async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/auth/oauth2/callback/google?code=abc&state=not-a-state',
    });
    expect(response.statusCode).toBe(302);
    const location = new URL(String(response.headers.location), TEST_BASE_URL);
    expect(`${location.origin}${location.pathname}`).toBe(`${TEST_BASE_URL}/auth/callback`);
    expect(location.searchParams.get('error')).toBeTruthy();
  });

  it('answers input nested thousands deep with a 400 in Spanish, never a 500', async () => {
    const deep = `${'['.repeat(10_000)}${']'.repeat(10_000)}`;
    for (const url of ['/api/auth/sign-in/magic-link', '/api/auth/sign-in/oauth2', '/api/contact']) {
      for (const payload of [deep, `{"email":${deep}}`]) {
        const response = await t.app.inject({
          method: 'POST',
          url,
          headers: { 'content-type': 'application/json' },
          payload,
        });
        expect([response.statusCode, response.json().error], url).toEqual([
          400,
          'Hay datos inválidos en la solicitud',
        ]);
      }
    }
  });
});

describe('a production server', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      NODE_ENV: 'production',
      AUTH_SECRET: 'p'.repeat(40),
      AUTH_EMAIL_ENABLED: 'true',
      SMTP_URL: 'smtp://127.0.0.1:9',
    });
  });
  afterAll(() => t.close());

  /** An account with a password, made as the auth library would (no e-mail is sent). */
  async function accountWithPassword(email: string) {
    const context = await t.app.services.auth.$context;
    const user = await context.internalAdapter.createUser({ email, name: email, emailVerified: true });
    await context.internalAdapter.linkAccount({
      userId: user.id,
      providerId: 'credential',
      accountId: user.id,
      password: await context.password.hash(PASSWORD),
    });
  }
  const signIn = (email: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email, password: PASSWORD } });

  it('never loads demo data and never lets a demo account in', async () => {
    expect(t.config.seedDemo).toBe(false);
    await accountWithPassword('lucia@demo.ronda.app');
    const demo = await signIn('lucia@demo.ronda.app');
    expect([demo.statusCode, demo.json()]).toEqual([
      403,
      { error: 'Las cuentas de demostración no pueden entrar en este servidor' },
    ]);
    const { rows } = await t.db.pool.query('SELECT count(*)::int AS n FROM auth_session');
    expect(rows[0].n).toBe(0);

    await accountWithPassword('real@ejemplo.com');
    expect((await signIn('real@ejemplo.com')).statusCode).toBe(200);
  });

  it('runs no development identity provider, even for this machine', async () => {
    expect((await t.app.inject({ method: 'GET', url: OIDC_DISCOVERY })).statusCode).toBe(404);
  });
});
