import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  PASSWORD,
  signUp,
  TEST_BASE_URL,
  uniqueEmail,
  type TestApp,
} from '../testing/harness.js';

const MISSING = 'Ingresá tu correo y tu contraseña';

describe('e-mail and password sign-in', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('signs up, reads the session, signs out and signs in again', async () => {
    const email = uniqueEmail();
    const user = await signUp(t.app, email, 'Caro');
    const session = await user.request({ method: 'GET', url: '/api/session' });
    expect(session.json().user).toMatchObject({
      email,
      displayName: 'Caro',
      role: 'guest',
      roleLabel: 'Visitante',
      isRegistered: false,
    });

    const out = await user.request({ method: 'POST', url: '/api/auth/sign-out', payload: {} });
    expect(out.statusCode).toBe(200);
    const after = await user.request({ method: 'GET', url: '/api/session' });
    expect(after.json().user).toBeNull();

    const back = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email, password: PASSWORD },
    });
    expect(back.statusCode).toBe(200);
  });

  it('keeps the session in an HttpOnly, SameSite=Lax cookie and never in the body', async () => {
    const email = uniqueEmail();
    await signUp(t.app, email, 'Cookie');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email, password: PASSWORD },
    });
    const cookie = [response.headers['set-cookie']].flat().find((c) => c?.startsWith('ronda.session_token='));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/i); // only in production, behind HTTPS
    const token = decodeURIComponent(cookie!.split(';')[0]!.split('=')[1]!).split('.')[0]!;
    expect(response.body).not.toContain(token);
  });

  it("records the client's own address on the session, never one the client claims", async () => {
    const email = uniqueEmail();
    await signUp(t.app, email, 'Dirección');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      remoteAddress: '203.0.113.7',
      // Without TRUST_PROXY neither header may decide the address.
      headers: { 'x-forwarded-for': '198.51.100.1', 'x-ronda-client-ip': '198.51.100.2' },
      payload: { email, password: PASSWORD },
    });
    expect(response.statusCode).toBe(200);
    const { rows } = await t.db.pool.query<{ ip_address: string }>(
      `SELECT s.ip_address FROM auth_session s JOIN auth_user u ON u.id = s.user_id
        WHERE u.email = $1 ORDER BY s.created_at DESC LIMIT 1`,
      [email],
    );
    expect(rows[0]?.ip_address).toBe('203.0.113.7');
  });

  it('does not let anyone in with an address they have not confirmed', async () => {
    const email = uniqueEmail();
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { email, password: PASSWORD, name: 'Sin confirmar' },
    });
    expect(created.statusCode).toBe(200);
    expect([created.headers['set-cookie']].flat().some((c) => c?.startsWith('ronda.session_token='))).toBe(
      false,
    );
    const early = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email, password: PASSWORD },
    });
    expect([early.statusCode, early.json()]).toEqual([
      403,
      { error: 'Confirmá tu correo con el enlace que te enviamos antes de entrar' },
    ]);
  });

  it('answers a missing e-mail or password in Spanish', async () => {
    for (const payload of [
      {},
      { email: uniqueEmail() },
      { password: PASSWORD },
      { email: '', password: '' },
    ]) {
      for (const url of ['/api/auth/sign-up/email', '/api/auth/sign-in/email']) {
        const response = await t.app.inject({ method: 'POST', url, payload });
        expect(response.statusCode).toBe(400);
        expect(response.json().error).toBe(MISSING);
      }
    }
    const link = await t.app.inject({ method: 'POST', url: '/api/auth/sign-in/magic-link', payload: {} });
    expect([link.statusCode, link.json().error]).toEqual([400, 'Ingresá tu correo electrónico']);
  });

  it('caps the e-mail at 254 characters and the name at 100, creating nobody', async () => {
    const long = `${'a'.repeat(60_000)}@ejemplo.com`;
    const tooLongEmail = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { email: long, password: PASSWORD, name: 'Larga' },
    });
    expect([tooLongEmail.statusCode, tooLongEmail.json().error]).toEqual([
      400,
      'El correo no puede tener más de 254 caracteres',
    ]);
    const email = uniqueEmail();
    const tooLongName = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { email, password: PASSWORD, name: 'N'.repeat(60_000) },
    });
    expect([tooLongName.statusCode, tooLongName.json().error]).toEqual([
      400,
      'El nombre no puede tener más de 100 caracteres',
    ]);
    const { rows } = await t.db.pool.query('SELECT count(*)::int AS n FROM auth_user WHERE email = $1', [
      email,
    ]);
    expect(rows[0].n).toBe(0);
  });

  it('answers wrong credentials in Spanish and never reveals or replaces an existing account', async () => {
    const email = uniqueEmail();
    await signUp(t.app, email);
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email, password: 'otra-cosa-123' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ error: 'Correo o contraseña incorrectos' });

    // Signing up again with a taken address looks like any sign-up and changes nothing.
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { email, password: 'otra-clave-456', name: 'X' },
    });
    const { rows } = await t.db.pool.query('SELECT count(*)::int AS n FROM auth_user WHERE email = $1', [
      email,
    ]);
    expect(rows[0].n).toBe(1);
    const original = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email, password: PASSWORD },
    });
    expect(original.statusCode).toBe(200);

    const short = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { email: uniqueEmail(), password: 'corta', name: 'X' },
    });
    expect(short.json()).toEqual({ error: 'La contraseña debe tener al menos 8 caracteres' });
  });

  it('gives native clients a bearer token only through the token sign-in, never to a browser sign-in', async () => {
    const email = uniqueEmail();
    await signUp(t.app, email, 'App móvil');
    const browser = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email, password: PASSWORD },
    });
    expect(browser.statusCode).toBe(200);
    expect(browser.headers['set-auth-token']).toBeUndefined();
    expect(String(browser.headers['access-control-expose-headers'] ?? '')).not.toMatch(/auth-token/i);

    const native = await t.app.inject({
      method: 'POST',
      url: '/api/auth/token',
      payload: { email, password: PASSWORD },
    });
    expect(native.statusCode).toBe(200);
    const { token, expiresAt, user } = native.json();
    expect(user).toMatchObject({ email, name: 'App móvil' });
    expect(new Date(expiresAt).getTime()).toBeGreaterThan(Date.now() + 6 * 86_400_000);
    expect(native.headers['set-cookie']).toBeUndefined();
    const session = await t.app.inject({
      method: 'GET',
      url: '/api/session',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(session.json().user.displayName).toBe('App móvil');

    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/auth/token',
      payload: { email, password: 'no-es-esta-123' },
    });
    expect([wrong.statusCode, wrong.json()]).toEqual([401, { error: 'Correo o contraseña incorrectos' }]);
    const empty = await t.app.inject({ method: 'POST', url: '/api/auth/token', payload: {} });
    expect([empty.statusCode, empty.json().error]).toEqual([400, MISSING]);
    const forged = await t.app.inject({
      method: 'GET',
      url: '/api/session',
      headers: { authorization: 'Bearer not-a-token' },
    });
    expect(forged.json().user).toBeNull();

    // The OpenAPI page documents the flow for the apps.
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(docs.json().paths['/api/auth/token'].post.description).toMatch(/Authorization: Bearer/);
  });

  it('refuses to send people to another site after sign-in', async () => {
    for (const callbackURL of ['https://evil.example/robar', '//evil.example/robar']) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/magic-link',
        payload: { email: uniqueEmail(), callbackURL },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().error).toEqual(expect.any(String));
    }
  });
});

describe('what the auth library may answer', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const sessionToken = (cookie: string) =>
    decodeURIComponent(cookie.split('ronda.session_token=')[1]!.split(';')[0]!).split('.')[0]!;

  it('answers only the endpoints the app uses; session readers and account changes are a 404', async () => {
    const user = await signUp(t.app, uniqueEmail(), 'Sin fugas');
    const token = sessionToken(user.cookie);
    for (const [method, url, payload] of [
      ['GET', '/api/auth/get-session', undefined],
      ['POST', '/api/auth/get-session', {}],
      ['GET', '/api/auth/list-sessions', undefined],
      ['POST', '/api/auth/update-user', { name: 'Otro nombre' }],
      ['POST', '/api/auth/delete-user', {}],
      ['POST', '/api/auth/revoke-sessions', {}],
      ['GET', '/api/auth/list-accounts', undefined],
      ['POST', '/api/auth/request-password-reset', { email: user.email }],
      ['GET', '/api/auth/sign-out', undefined],
    ] as const) {
      const response = await user.request({ method, url, ...(payload ? { payload } : {}) });
      expect([response.statusCode, response.json()], `${method} ${url}`).toEqual([
        404,
        { error: 'Recurso no encontrado' },
      ]);
      expect(response.body).not.toContain(token);
    }
    // The library's own (English) error page gives way to the app's sign-in screen.
    const failed = await t.app.inject({ method: 'GET', url: '/api/auth/error?error=state_mismatch' });
    expect([failed.statusCode, failed.headers.location]).toEqual([
      302,
      '/auth/callback?error=sign_in_failed',
    ]);
    // Nothing above changed the person or ended their session.
    const session = await user.request({ method: 'GET', url: '/api/session' });
    expect(session.json().user).toMatchObject({ email: user.email, displayName: 'Sin fugas' });
  });

  it('still signs in, with the token in the HttpOnly cookie only', async () => {
    const email = uniqueEmail();
    await signUp(t.app, email, 'Entra');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email, password: PASSWORD },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().user.email).toBe(email);
    expect(response.body).not.toMatch(/"token"/);
    const cookie = [response.headers['set-cookie']]
      .flat()
      .find((c) => c?.startsWith('ronda.session_token='))!;
    const token = sessionToken(cookie);
    expect(response.headers['set-auth-token']).toBeUndefined();
    expect(response.body).not.toContain(token);
    const session = await t.app.inject({
      method: 'GET',
      url: '/api/session',
      headers: { cookie: cookie.split(';')[0]! },
    });
    expect(session.json().user.email).toBe(email);
  });
});

describe('session lifetime', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const sessionCookie = (response: { headers: Record<string, unknown> }) =>
    [response.headers['set-cookie']]
      .flat()
      .find((c): c is string => typeof c === 'string' && c.startsWith('ronda.session_token='));
  const expiresAt = async (userId: string) => {
    const { rows } = await t.db.pool.query<{ expires_at: Date }>(
      'SELECT expires_at FROM auth_session WHERE user_id = $1',
      [userId],
    );
    return rows[0]!.expires_at;
  };

  it('extends an active session once a day and sends the browser the longer cookie', async () => {
    const user = await signUp(t.app);
    const early = await user.request({ method: 'GET', url: '/api/session' });
    expect(early.json().user.email).toBe(user.email);
    expect(sessionCookie(early)).toBeUndefined();

    // Signed in six days ago: one day left, and the daily update is due.
    await t.db.pool.query(
      `UPDATE auth_session SET expires_at = now() + interval '1 day', updated_at = now() - interval '6 days'
       WHERE user_id = $1`,
      [user.id],
    );
    const later = await user.request({ method: 'GET', url: '/api/notifications' });
    expect(later.statusCode).toBe(200);
    const cookie = sessionCookie(later);
    expect(cookie).toBeDefined();
    expect(cookie!.split(';')[0]).toBe(user.cookie);
    expect(cookie).toMatch(/Max-Age=604800/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect((await expiresAt(user.id)).getTime()).toBeGreaterThan(Date.now() + 6.9 * 86_400_000);

    const next = await user.request({ method: 'GET', url: '/api/session' });
    expect(next.json().user.email).toBe(user.email);
    expect(sessionCookie(next)).toBeUndefined();
  });

  it('clears the cookie of a session that has run out', async () => {
    const user = await signUp(t.app);
    await t.db.pool.query(
      "UPDATE auth_session SET expires_at = now() - interval '1 minute' WHERE user_id = $1",
      [user.id],
    );
    const response = await user.request({ method: 'GET', url: '/api/session' });
    expect(response.json().user).toBeNull();
    expect(sessionCookie(response)).toMatch(/^ronda\.session_token=;.*Max-Age=0/i);
  });
});

describe('one-time e-mail link', () => {
  let t: TestApp;
  const logged: string[] = [];
  beforeAll(async () => {
    // Without SMTP_URL the link is written to the server log.
    const log = new Writable({
      write(chunk, _encoding, done) {
        logged.push(String(chunk));
        done();
      },
    });
    t = await createTestApp({ LOG_LEVEL: 'info' }, log);
  });
  afterAll(() => t.close());

  it('writes the link to the log without SMTP and signs in with it once', async () => {
    const email = uniqueEmail('enlace');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/magic-link',
      payload: { email, callbackURL: '/auth/callback' },
    });
    expect(response.statusCode).toBe(200);
    const url = logged
      .join('\n')
      .match(/http:\/\/localhost:3999\/api\/auth\/magic-link\/verify\?[^\s"\\]+/)?.[0];
    expect(url).toBeDefined();

    const verify = await t.app.inject({ method: 'GET', url: url!.replace(TEST_BASE_URL, '') });
    expect(verify.statusCode).toBe(302);
    expect(verify.headers.location).toBe(`${TEST_BASE_URL}/auth/callback`);
    const cookie = [verify.headers['set-cookie']]
      .flat()
      .find((c) => c?.startsWith('ronda.session_token='))!
      .split(';')[0]!;
    const session = await t.app.inject({ method: 'GET', url: '/api/session', headers: { cookie } });
    expect(session.json().user.email).toBe(email);

    const reused = await t.app.inject({ method: 'GET', url: url!.replace(TEST_BASE_URL, '') });
    expect(
      [reused.headers['set-cookie']]
        .flat()
        .some((c) => c?.startsWith('ronda.session_token=') && !c.startsWith('ronda.session_token=;')),
    ).toBe(false);
  });
});

describe('rate limit on sign-in and sign-up', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '3' });
  });
  afterAll(() => t.close());

  it('answers 429 in Spanish after too many attempts', async () => {
    const attempt = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        payload: { email: 'nadie@ejemplo.com', password: 'incorrecta-1' },
      });
    for (let i = 0; i < 3; i++) expect((await attempt()).statusCode).toBe(401);
    const blocked = await attempt();
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ error: 'Demasiados intentos. Esperá un minuto y volvé a intentar.' });
    // Reading the session is not an attempt and stays available.
    expect((await t.app.inject({ method: 'GET', url: '/api/session' })).statusCode).toBe(200);
  });
});

describe('with e-mail sign-in off (the default)', () => {
  it('refuses every e-mail route in Spanish, so nobody can claim someone else’s address', async () => {
    const t = await createTestApp({ AUTH_EMAIL_ENABLED: 'false' });
    try {
      for (const [url, payload] of [
        ['/api/auth/sign-up/email', { email: uniqueEmail(), password: PASSWORD, name: 'X' }],
        ['/api/auth/sign-in/email', { email: uniqueEmail(), password: PASSWORD }],
        ['/api/auth/sign-in/magic-link', { email: uniqueEmail(), callbackURL: '/auth/callback' }],
      ] as const) {
        const response = await t.app.inject({ method: 'POST', url, payload });
        expect([response.statusCode, response.json()], url).toEqual([
          404,
          { error: 'El acceso con correo electrónico no está habilitado' },
        ]);
      }
      expect((await t.app.inject({ method: 'GET', url: '/api/session' })).json().config.emailSignIn).toBe(
        false,
      );
    } finally {
      await t.close();
    }
  });
});
