import type { FastifyInstance } from 'fastify';
import { APP_ROUTE_PATTERNS, matePath, publicProfilePath } from '../../shared/app-routes.js';
import { localizedPath } from '../../shared/i18n/localized-path.js';
import { LOCALES } from '../../shared/i18n/locales.js';
import type { Config } from '../config.js';
import type { Database } from '../db/database.js';
import { listPublicMateIds } from '../mates/mates.repo.js';
import { listPublicProfileNames } from '../profiles/profiles.repo.js';

/** The sitemap protocol's limit of URLs per file; each page is listed once per language. */
const SITEMAP_MAX_URLS = 50_000;
const SITEMAP_MAX_PAGES = Math.floor(SITEMAP_MAX_URLS / LOCALES.length);

/** Pages anyone can open; every other page of the app is behind sign-in and kept out of search engines. */
const PUBLIC_ROUTES = new Set(['/', '/mates', '/mates/:id', '/u/:username', '/faq']);
const STATIC_PAGES = ['/', '/mates', '/faq'];

/** /auth, /perfil, /editar-mate…: one prefix per private screen, so new ones are covered as they are added. */
const PRIVATE_PREFIXES = [
  ...new Set(
    APP_ROUTE_PATTERNS.filter((pattern) => !PUBLIC_ROUTES.has(pattern)).map(
      (pattern) => `/${pattern.split('/')[1]}`,
    ),
  ),
];

const CACHE_CONTROL = 'public, max-age=3600';

const escapeXml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!,
  );

/** W3C datetime to the second, as the sitemap protocol asks. */
const lastmodOf = (timestamp: string | null) =>
  timestamp ? `${new Date(timestamp).toISOString().slice(0, 19)}Z` : null;

interface SitemapEntry {
  path: string;
  lastmod: string | null;
}

/** Each page in every language, each naming all of them as alternates (Google's sitemap hreflang). */
function sitemapXml(baseUrl: string, entries: SitemapEntry[]) {
  const urls = entries.flatMap(({ path, lastmod }) => {
    const date = lastmodOf(lastmod);
    const address = (locale: (typeof LOCALES)[number]) => escapeXml(baseUrl + localizedPath(locale, path));
    const alternates = LOCALES.map(
      (locale) => `<xhtml:link rel="alternate" hreflang="${locale}" href="${address(locale)}"/>`,
    ).join('');
    return LOCALES.map(
      (locale) =>
        `<url><loc>${address(locale)}</loc>${date ? `<lastmod>${date}</lastmod>` : ''}${alternates}</url>`,
    );
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** /sitemap.xml (the public list's mates and everyone's public profile) and /robots.txt, for search engines. */
export function registerSiteIndex(app: FastifyInstance, { config, db }: { config: Config; db: Database }) {
  // Not part of the JSON API: kept out of the OpenAPI document.
  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const mates = await listPublicMateIds(db.pool, SITEMAP_MAX_PAGES - STATIC_PAGES.length);
    const people = await listPublicProfileNames(
      db.pool,
      Math.max(0, SITEMAP_MAX_PAGES - STATIC_PAGES.length - mates.length),
    );
    const entries: SitemapEntry[] = [
      ...STATIC_PAGES.map((path) => ({ path, lastmod: null })),
      ...mates.map((mate) => ({ path: matePath(mate.id), lastmod: mate.updated_at })),
      ...people.map((person) => ({
        path: publicProfilePath(person.public_name),
        lastmod: person.updated_at,
      })),
    ];
    return reply
      .header('cache-control', CACHE_CONTROL)
      .type('application/xml; charset=utf-8')
      .send(sitemapXml(config.baseUrl, entries));
  });

  const robots = [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    ...LOCALES.flatMap((locale) =>
      PRIVATE_PREFIXES.map((prefix) => `Disallow: ${localizedPath(locale, prefix)}`),
    ),
    '',
    `Sitemap: ${config.baseUrl}/sitemap.xml`,
    '',
  ].join('\n');
  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply.header('cache-control', CACHE_CONTROL).type('text/plain; charset=utf-8').send(robots),
  );
}
