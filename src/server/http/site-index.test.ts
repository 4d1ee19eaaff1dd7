import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registeredUser, TEST_BASE_URL, type TestApp } from '../testing/harness.js';
import { publishMate } from '../testing/mates-fixtures.js';
import { rentalToday } from '../../shared/rental-dates.js';

/** A one-day rental starting today. */
const TODAY = { startDate: rentalToday(new Date()), endDate: rentalToday(new Date()) };

/** Each <url> of a sitemap as its location and last modification (null when absent). */
function urlsOf(xml: string) {
  return [
    ...xml.matchAll(
      /<url><loc>([^<]*)<\/loc>(?:<lastmod>([^<]*)<\/lastmod>)?(?:<xhtml:link [^>]*\/>)*<\/url>/g,
    ),
  ].map(([, loc, lastmod]) => ({ loc, lastmod: lastmod ?? null }));
}

const toSecond = (timestamp: string) => `${new Date(timestamp).toISOString().slice(0, 19)}Z`;

describe('sitemap.xml', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("lists the public pages, the listed mates and public profiles, never paused or deleted mates (a booked mate's page is public)", async () => {
    const host = await registeredUser(t.app, 'Tomás Ñandú');
    const deleted = await publishMate(host, { name: 'Mate borrado' });
    expect((await host.request({ method: 'DELETE', url: `/api/mates/${deleted.id}` })).statusCode).toBe(204);
    const paused = await publishMate(host, { name: 'Mate pausado' });
    expect((await host.request({ method: 'POST', url: `/api/mates/${paused.id}/pause` })).statusCode).toBe(
      200,
    );
    const booked = await publishMate(host, { name: 'Mate reservado' });
    const traveller = await registeredUser(t.app, 'Viajera.Sin_Mates');
    const booking = await traveller.request({
      method: 'POST',
      url: `/api/mates/${booked.id}/bookings`,
      payload: TODAY,
    });
    expect(booking.statusCode).toBe(201);
    const listed = await publishMate(host, { name: 'Mate listado' });

    const response = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    expect(response.body).toMatch(
      /^<\?xml version="1\.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9" xmlns:xhtml="http:\/\/www\.w3\.org\/1999\/xhtml">\n/,
    );
    expect(response.body.trimEnd().endsWith('</urlset>')).toBe(true);

    const urls = urlsOf(response.body);
    const lastmodOf = (loc: string) => urls.find((url) => url.loc === loc)?.lastmod;
    // Every page in each language, at its own address.
    expect(urls.slice(0, 9)).toEqual(
      ['/', '/en', '/pt-BR', '/mates', '/en/mates', '/pt-BR/mates', '/faq', '/en/faq', '/pt-BR/faq'].map(
        (path) => ({ loc: `${TEST_BASE_URL}${path}`, lastmod: null }),
      ),
    );
    expect(lastmodOf(`${TEST_BASE_URL}/en/mates/${listed.id}`)).toBe(toSecond(listed.updatedAt));
    expect(response.body).toContain(
      `<url><loc>${TEST_BASE_URL}/pt-BR/faq</loc>` +
        `<xhtml:link rel="alternate" hreflang="es" href="${TEST_BASE_URL}/faq"/>` +
        `<xhtml:link rel="alternate" hreflang="en" href="${TEST_BASE_URL}/en/faq"/>` +
        `<xhtml:link rel="alternate" hreflang="pt-BR" href="${TEST_BASE_URL}/pt-BR/faq"/></url>`,
    );
    expect(lastmodOf(`${TEST_BASE_URL}/mates/${listed.id}`)).toBe(toSecond(listed.updatedAt));
    expect(lastmodOf(`${TEST_BASE_URL}/mates/${booked.id}`)).toBeDefined();
    for (const hidden of [deleted, paused]) {
      expect(response.body).not.toContain(hidden.id);
    }
    // The host's page changed last when their newest mate was published; the traveller's has no mates.
    expect(lastmodOf(`${TEST_BASE_URL}/u/Tom%C3%A1s%20%C3%91and%C3%BA`)).toBe(toSecond(listed.updatedAt));
    expect(lastmodOf(`${TEST_BASE_URL}/u/Viajera.Sin_Mates`)).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    expect(urls).toHaveLength(3 * (3 + 2 + 2));
  });

  it('drops a mate once it is paused and brings it back when it is available again', async () => {
    const host = await registeredUser(t.app);
    const mate = await publishMate(host, { name: 'Mate que va y viene' });
    const locs = async () =>
      urlsOf((await t.app.inject({ method: 'GET', url: '/sitemap.xml' })).body).map((url) => url.loc);
    expect(await locs()).toContain(`${TEST_BASE_URL}/mates/${mate.id}`);
    expect((await host.request({ method: 'POST', url: `/api/mates/${mate.id}/pause` })).statusCode).toBe(200);
    expect(await locs()).not.toContain(`${TEST_BASE_URL}/mates/${mate.id}`);
    const reactivated = await host.request({ method: 'POST', url: `/api/mates/${mate.id}/reactivate` });
    expect(reactivated.statusCode).toBe(200);
    expect(await locs()).toContain(`${TEST_BASE_URL}/mates/${mate.id}`);
  });

  it('is not part of the JSON API document', () => {
    const paths = Object.keys(t.app.swagger().paths ?? {});
    expect(paths).not.toContain('/sitemap.xml');
    expect(paths).not.toContain('/robots.txt');
  });
});

describe('sitemap.xml on a base URL with XML characters', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ BASE_URL: "http://localhost:3999/mates&charlas'" });
  });
  afterAll(() => t.close());

  it('escapes every location', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(urlsOf(response.body)[0]).toEqual({
      loc: 'http://localhost:3999/mates&amp;charlas&apos;/',
      lastmod: null,
    });
    expect(response.body).not.toMatch(/&(?!amp;|apos;)/);
  });
});

describe('robots.txt', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('lets crawlers into the public pages, keeps them out of the API and private screens, and names the sitemap', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    expect(response.body).toBe(
      [
        'User-agent: *',
        'Allow: /',
        'Disallow: /api/',
        'Disallow: /auth',
        'Disallow: /publicar',
        'Disallow: /new-mate',
        'Disallow: /editar-mate',
        'Disallow: /mis-mates',
        'Disallow: /perfil',
        'Disallow: /correos',
        'Disallow: /contactos',
        'Disallow: /conversations',
        'Disallow: /admin',
        ...['/en', '/pt-BR'].flatMap((prefix) =>
          [
            'auth',
            'publicar',
            'new-mate',
            'editar-mate',
            'mis-mates',
            'perfil',
            'correos',
            'contactos',
            'conversations',
            'admin',
          ].map((screen) => `Disallow: ${prefix}/${screen}`),
        ),
        '',
        `Sitemap: ${TEST_BASE_URL}/sitemap.xml`,
        '',
      ].join('\n'),
    );
  });
});
