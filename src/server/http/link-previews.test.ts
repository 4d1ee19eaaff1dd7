import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registeredUser, TEST_BASE_URL, type TestApp } from '../testing/harness.js';
import { jpegPhoto, publishMate } from '../testing/mates-fixtures.js';

const INDEX = `<!doctype html><html lang="es"><head><title>Ronda</title><meta name="description" content="app" />
<meta property="og:title" content="Ronda" /><meta name="twitter:card" content="summary" /></head><body><div id="root"></div></body></html>`;

describe('link previews', () => {
  let t: TestApp;
  let webDir: string;
  let mateId: string;
  beforeAll(async () => {
    webDir = mkdtempSync(join(tmpdir(), 'ronda-web-'));
    writeFileSync(join(webDir, 'index.html'), INDEX);
    t = await createTestApp({ WEB_DIR: webDir });
    const host = await registeredUser(t.app, 'Tomás <Preview>'.replace(/[<>]/g, ''));
    await host.request({
      method: 'PATCH',
      url: '/api/profile',
      payload: { publicName: 'Tomás Preview', bio: 'Mates & "charlas" en Sevilla' },
    });
    mateId = (
      await publishMate(
        host,
        { name: 'Mate "de viaje"', pricePerDay: '4', description: 'Con termo' },
        await jpegPhoto(),
      )
    ).id;
  });
  afterAll(async () => {
    await t.close();
    rmSync(webDir, { recursive: true, force: true });
  });

  it('sends a mate’s title, description and Open Graph image in the HTML', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/mates/${mateId}` });
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain('<title>Mate &#34;de viaje&#34; · Ronda</title>');
    expect(html).toContain('<meta property="og:title" content="Mate &#34;de viaje&#34; · Ronda" />');
    expect(html).toContain('<meta property="og:description" content="€4.00/día · Madrid. Con termo" />');
    expect(html).toMatch(
      new RegExp(
        `<meta property="og:image" content="${TEST_BASE_URL}/media/mates/${mateId}/[^"]+-1200\\.webp" />`,
      ),
    );
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
    expect(html.match(/<meta property="og:title"/g)).toHaveLength(1);
    expect(html.match(/<meta name="twitter:card"/g)).toHaveLength(1);
  });

  it('sends a person’s name and bio', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/u/${encodeURIComponent('Tomás Preview')}` });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<meta property="og:title" content="Tomás Preview · Ronda" />');
    expect(response.body).toContain(
      '<meta property="og:description" content="Mates &#38; &#34;charlas&#34; en Sevilla" />',
    );
    expect(response.body).toContain('<meta property="og:type" content="profile" />');
  });

  it('keeps "$" sequences in people’s text as text', async () => {
    const host = await registeredUser(t.app);
    await host.request({
      method: 'PATCH',
      url: '/api/profile',
      payload: { publicName: 'Dolar Pesos', bio: "Precio $& y $' y $` en pesos" },
    });
    const html = (await t.app.inject({ method: 'GET', url: '/u/Dolar%20Pesos' })).body;
    expect(html).toContain(
      '<meta property="og:description" content="Precio $&#38; y $&#39; y $` en pesos" />',
    );
    expect(html.match(/<title>/g)).toHaveLength(1);
  });

  it('answers 404 for unknown mates and people, still with the app', async () => {
    for (const url of [
      '/mates/00000000-0000-4000-8000-000000000000',
      '/mates/no-es-un-id',
      '/u/nadie-asi',
      '/u/%3Cscript%3E',
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body).toContain('<div id="root"></div>');
    }
  });
});
