import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registeredUser, TEST_BASE_URL, type TestApp } from '../testing/harness.js';

const INDEX = `<!doctype html><html lang="es-AR"><head><meta charset="UTF-8" /><title>Ronda</title>
<meta name="description" content="app" /><script type="module" crossorigin src="/assets/index.js"></script>
<link rel="modulepreload" crossorigin href="/assets/react.js">
<link rel="stylesheet" crossorigin href="/assets/index.css"></head>
<body><div id="root"></div></body></html>`;

const MANIFEST = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_react.js'] },
  '_react.js': { file: 'assets/react.js' },
  'boot.ts': { file: 'assets/boot.js', src: 'boot.ts' },
  'pages/MatesPage.tsx': { file: 'assets/MatesPage.js', imports: ['_shared.js'] },
  '_shared.js': { file: 'assets/shared.js' },
};

/**
 * A stand-in for the web build's server render: it reads the session through the fetch the server
 * lends it (with the visitor's cookies), and says who it saw.
 */
const RENDERER = `export async function render({ url, locale, fetch }) {
  if (/^(\\/[a-zA-Z-]+)?\\/(perfil|no-existe)/.test(url)) return null;
  const answer = await fetch('/api/session');
  const session = await answer.json();
  const name = session.user ? session.user.publicName : 'nadie';
  return {
    status: url.startsWith('/mates/') ? 404 : 200,
    head: '<title>' + url + '</title>' + (locale === 'es' ? '' : '<meta name="drawn-in" content="' + locale + '" />'),
    body: '<main>' + name + '</main>' + (url === '/faq' ? '<p>' + 'mate '.repeat(400) + '</p>' : ''),
    state: JSON.stringify({ name }).replace(/</g, '\\\\u003c'),
    personal: session.user !== null,
    modules: ['pages/MatesPage.tsx'],
  };
}`;

describe('web pages', () => {
  let t: TestApp;
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'ronda-web-'));
    mkdirSync(join(dir, 'web/.vite'), { recursive: true });
    mkdirSync(join(dir, 'ssr'));
    writeFileSync(join(dir, 'web/index.html'), INDEX);
    mkdirSync(join(dir, 'web/assets'));
    writeFileSync(join(dir, 'web/assets/index.css'), 'body{color:#1c1917}\n');
    writeFileSync(join(dir, 'web/.vite/manifest.json'), JSON.stringify(MANIFEST));
    writeFileSync(join(dir, 'web/sw.js'), 'const BUILD = {};\n');
    writeFileSync(join(dir, 'web/manifest.webmanifest'), '{"name":"Ronda"}\n');
    writeFileSync(join(dir, 'ssr/entry-server.js'), RENDERER);
    t = await createTestApp({ WEB_DIR: join(dir, 'web'), SSR_DIR: join(dir, 'ssr') });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('sends a drawn page with its head once, its styles, its modules and its state as inert JSON', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/mates' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    // Nobody signed in: the same page for every such visitor, so a shared cache may keep it briefly.
    expect(response.headers['cache-control']).toBe(
      'public, max-age=0, s-maxage=60, stale-while-revalidate=300',
    );
    expect(response.headers.vary).toBe('Cookie, Accept-Language');
    const html = response.body;
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<title>/mates</title>');
    expect(html).not.toContain('content="app"');
    expect(html).toContain('<div id="root"><main>nadie</main></div>');
    expect(html).toContain('<script type="application/json" id="ronda-state">{"name":"nadie"}</script>');
    // The stylesheet is inside the page; the app starts through boot.js once the page has painted, with
    // its own modules and the route's listed for it to fetch side by side.
    expect(html).toContain('<style>body{color:#1c1917}</style>');
    expect(html).not.toContain('rel="stylesheet"');
    expect(html).toContain(
      '<script type="module" src="/assets/boot.js" data-app="/assets/index.js" data-modules="/assets/react.js /assets/MatesPage.js /assets/shared.js"></script>',
    );
    expect(html).not.toContain('modulepreload');
  });

  it('compresses pages', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/faq',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.headers['content-encoding']).toBe('br');
  });

  it('draws the page for the signed-in visitor and keeps it out of shared caches', async () => {
    const person = await registeredUser(t.app, 'Renata Render');
    const response = await person.request({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<main>Renata Render</main>');
    expect(response.headers['cache-control']).toBe('private, no-cache');
  });

  it('takes the status from the render, and 404 for paths the app does not have', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/mates/desconocido' })).statusCode).toBe(404);
    const unknown = await t.app.inject({ method: 'GET', url: '/no-existe' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['content-type']).toBe('text/html; charset=utf-8');
    // Not a page of the site: out of search results, with no canonical address.
    expect(unknown.body).toContain('<meta name="robots" content="noindex" />');
    expect(unknown.body).not.toContain('rel="canonical"');
  });

  it('leaves screens the render declines to the browser, with the site head', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/perfil' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-cache');
    expect(response.body).toContain('<div id="root"></div>');
    expect(response.body).not.toContain('ronda-state');
    // Nothing to paint first: the app's own script starts at once.
    expect(response.body).toContain('<script type="module" crossorigin src="/assets/index.js"></script>');
    expect(response.body).not.toContain('boot.js');
    expect(response.body.match(/<meta name="description"/g)).toHaveLength(1);
    expect(response.body).toContain(`<link rel="canonical" href="${TEST_BASE_URL}/perfil" />`);
  });

  it('sends the service worker and the app manifest fresh: a new build reaches browsers at once', async () => {
    const worker = await t.app.inject({ method: 'GET', url: '/sw.js' });
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['content-type']).toMatch(/javascript/);
    expect(worker.headers['cache-control']).toBe('no-cache');
    const manifest = await t.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(manifest.headers['cache-control']).toBe('no-cache');
  });

  it('answers API paths with JSON, never a page', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/no-existe' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: expect.any(String) });
  });

  it('draws a page in the language of its address, with the document in that language', async () => {
    // The address wins over what the browser asks for.
    const english = await t.app.inject({
      method: 'GET',
      url: '/en/faq',
      headers: { 'accept-language': 'es' },
    });
    expect(english.statusCode).toBe(200);
    expect(english.body).toMatch(/^<!doctype html><html lang="en">/);
    expect(english.body).toContain('<title>/en/faq</title><meta name="drawn-in" content="en" />');
    const portuguese = await t.app.inject({ method: 'GET', url: '/pt-BR' });
    expect(portuguese.statusCode).toBe(200);
    expect(portuguese.body).toMatch(/^<!doctype html><html lang="pt-BR">/);
    const spanish = await t.app.inject({ method: 'GET', url: '/faq' });
    expect(spanish.body).toMatch(/^<!doctype html><html lang="es-AR">/);
    expect(spanish.body).not.toContain('drawn-in');

    const screen = await t.app.inject({ method: 'GET', url: '/en/perfil' });
    expect(screen.statusCode).toBe(200);
    expect(screen.body).toMatch(/^<!doctype html><html lang="en">/);
    expect(screen.body).toContain(`<link rel="canonical" href="${TEST_BASE_URL}/en/perfil" />`);
    expect(screen.body).toContain('<meta property="og:locale" content="en_GB" />');
    expect((await t.app.inject({ method: 'GET', url: '/en/no-existe' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/en/api/session' })).statusCode).toBe(404);
  });

  it("sends a Spanish address on to the visitor's chosen language, else to their browser's", async () => {
    const asked = await t.app.inject({
      method: 'GET',
      url: '/mates?ciudad=Valencia',
      headers: { 'accept-language': 'en-US,en;q=0.9,es;q=0.5' },
    });
    expect([asked.statusCode, asked.headers.location]).toEqual([302, '/en/mates?ciudad=Valencia']);
    expect(asked.headers.vary).toBe('Cookie, Accept-Language');
    expect(asked.headers['cache-control']).toBe('private, no-cache');
    const home = await t.app.inject({ method: 'GET', url: '/', headers: { 'accept-language': 'pt-PT' } });
    expect([home.statusCode, home.headers.location]).toEqual([302, '/pt-BR']);

    const chosen = await t.app.inject({
      method: 'GET',
      url: '/faq',
      headers: { cookie: 'ronda_lang=pt-BR', 'accept-language': 'en' },
    });
    expect([chosen.statusCode, chosen.headers.location]).toEqual([302, '/pt-BR/faq']);
    // Someone who chose Spanish stays, whatever their browser says.
    const spanish = await t.app.inject({
      method: 'GET',
      url: '/faq',
      headers: { cookie: 'ronda_lang=es', 'accept-language': 'en' },
    });
    expect(spanish.statusCode).toBe(200);
    // A language Ronda does not speak, or none: Spanish.
    for (const header of ['de-DE,fr;q=0.8', '']) {
      const other = await t.app.inject({
        method: 'GET',
        url: '/faq',
        headers: { 'accept-language': header },
      });
      expect(other.statusCode).toBe(200);
    }
  });
});
