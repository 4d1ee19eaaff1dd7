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

const MISSING = 'You must provide either an email or phone number and a password';

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

  it('answers a missing e-mail or password with the provider message', async () => {
    for (const payload of [{ email: uniqueEmail() }, { password: PASSWORD }, { email: '', password: '' }]) {
      for (const url of ['/api/auth/sign-up/email', '/api/auth/sign-in/email']) {
        const response = await t.app.inject({ method: 'POST', url, payload });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ error: MISSING });
      }
    }
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

  it('lets non-browser clients use the session token as a bearer token', async () => {
    const email = uniqueEmail();
    await signUp(t.app, email, 'App móvil');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email, password: PASSWORD },
    });
    const token = response.headers['set-auth-token'];
    expect(typeof token).toBe('string');
    const session = await t.app.inject({
      method: 'GET',
      url: '/api/session',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(session.json().user.displayName).toBe('App móvil');
    const forged = await t.app.inject({
      method: 'GET',
      url: '/api/session',
      headers: { authorization: 'Bearer not-a-token' },
    });
    expect(forged.json().user).toBeNull();
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
