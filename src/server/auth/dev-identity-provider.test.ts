import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en } from '../../shared/i18n/catalogues/en.js';
import { createTestApp, freePort, type TestApp } from '../testing/harness.js';

/** A browser in miniature: one cookie jar, redirects followed by hand so each hop can be checked. */
function browser(base: string) {
  const jar = new Map<string, string>();
  const remember = (response: Response) => {
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const [name, ...value] = pair!.split('=');
      jar.set(name!, value.join('='));
    }
  };
  const headers = () => ({ cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '), origin: base });
  return {
    async request(url: string, init: RequestInit = {}) {
      const response = await fetch(new URL(url, base), {
        ...init,
        redirect: 'manual',
        headers: { ...headers(), ...init.headers },
      });
      remember(response);
      return response;
    },
    /** Follows redirects until a page answers; returns it and the path of every hop. */
    async follow(start: Response) {
      const hops: string[] = [];
      let response = start;
      while (response.status >= 300 && response.status < 400) {
        const location = new URL(response.headers.get('location')!, base);
        hops.push(location.pathname);
        if (location.origin !== base || location.pathname === '/auth/callback') break;
        response = await this.request(location.toString());
      }
      return { response, hops };
    },
  };
}

/** Starts a Google sign-in as the app does and follows it to the provider's login page. */
async function loginPage(b: ReturnType<typeof browser>) {
  const start = await b.request('/api/auth/sign-in/oauth2', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ providerId: 'google', callbackURL: '/auth/callback' }),
  });
  return (await b.follow(await b.request(((await start.json()) as { url: string }).url))).response;
}

describe('development identity provider (real OpenID Connect, no Google credentials)', () => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    const port = await freePort();
    base = `http://localhost:${port}`;
    t = await createTestApp({ BASE_URL: base });
    await t.app.listen({ port, host: '127.0.0.1' });
  });
  afterAll(() => t.close());

  it('runs the same redirect, login page and callback as Google would', async () => {
    const b = browser(base);
    const start = await b.request('/api/auth/sign-in/oauth2', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ providerId: 'google', callbackURL: '/auth/callback' }),
    });
    expect(start.status).toBe(200);
    const { url } = (await start.json()) as { url: string };
    expect(url).toMatch(new RegExp(`^${base}/oidc/auth\\?`));
    expect(new URL(url).searchParams.get('code_challenge_method')).toBe('S256');

    const { response: loginPage } = await b.follow(await b.request(url));
    const html = await loginPage.text();
    expect(html).toContain('<label for="email">Correo electrónico</label>');
    expect(html).toContain('<label for="name">Nombre</label>');
    expect(html).toContain('>Continuar</button>');
    expect(html).toContain('>Lucía Fernández</button>');
    const action = html.match(/action="([^"]+)"/)![1]!;

    const submitted = await b.request(action, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email: 'Nueva.Persona@Ejemplo.com', name: 'Nueva Persona' }).toString(),
    });
    const { hops } = await b.follow(submitted);
    expect(hops).toContain('/api/auth/oauth2/callback/google');
    expect(hops.at(-1)).toBe('/auth/callback');

    const session = (await (await b.request('/api/session')).json()) as {
      user: { email: string; displayName: string; roleLabel: string };
    };
    expect(session.user).toMatchObject({
      email: 'nueva.persona@ejemplo.com',
      displayName: 'Nueva Persona',
      roleLabel: 'Visitante',
    });
  });

  it("speaks the visitor's language on its own pages", async () => {
    const b = browser(base);
    const response = await loginPage(b);
    const spanish = await response.text();
    expect(spanish).toMatch(/^<!doctype html><html lang="es-AR">/);
    const english = await (await b.request(response.url, { headers: { 'accept-language': 'en-GB' } })).text();
    expect(english).toMatch(/^<!doctype html><html lang="en">/);
    expect(english).toContain(`<label for="email">${en.auth.emailLabel}</label>`);
    expect(english).not.toContain('Correo electrónico');
  });

  it('rejects an invalid e-mail on its page', async () => {
    const b = browser(base);
    const response = await loginPage(b);
    const action = (await response.text()).match(/action="([^"]+)"/)![1]!;
    const bad = await b.request(action, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'email=no-es-un-correo',
    });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain('Ingresá un correo electrónico válido');
  });
});

describe('production without Google credentials', () => {
  it('offers no sign-in provider and says so, instead of failing', async () => {
    const t = await createTestApp({
      NODE_ENV: 'production',
      AUTH_SECRET: 'x'.repeat(40),
      AUTH_EMAIL_ENABLED: 'false',
    });
    try {
      const session = await t.app.inject({ method: 'GET', url: '/api/session' });
      expect(session.json().config.googleSignIn).toBe('unavailable');
      const idp = await t.app.inject({ method: 'GET', url: '/oidc/.well-known/openid-configuration' });
      expect(idp.statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});
