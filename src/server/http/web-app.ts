import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { isAppRoute } from '../../shared/app-routes.js';
import { catalogueAreas, onTranslatedRead } from '../../shared/i18n/define-messages.js';
import { localizedPath, splitLocalizedPath } from '../../shared/i18n/localized-path.js';
import { DEFAULT_LOCALE } from '../../shared/i18n/locales.js';
import { scriptJson } from '../../shared/page-head.js';
import type { RenderPage } from '../../shared/page-render.js';
import { messages } from '../messages/catalogue.js';
import type { Config } from '../config.js';
import { LocalDirectoryStorage, MEDIA_PREFIX, type ObjectStorage } from '../storage/storage.js';
import { registerBucketMedia } from './bucket-media.js';
import { inLanguage, requestLanguage } from '../i18n/request-language.js';
import { createInProcessFetch } from './in-process-fetch.js';
import { loadPageTemplate, type PageTemplate } from './page-template.js';

const YEAR_SECONDS = 31_536_000;

/**
 * Pages anyone sees alike may sit in a shared cache for a minute (a paused mate leaves it soon after);
 * a page drawn for a signed-in person stays in their browser only, checked on every visit.
 */
const PUBLIC_PAGE_CACHE = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';
const PERSONAL_PAGE_CACHE = 'private, no-cache';

/**
 * The catalogue areas a server render read its texts from: a page in English carries those texts, so it
 * hydrates in English before its language's whole catalogue (a script of its own) has arrived.
 */
const renderedAreas = new AsyncLocalStorage<Set<string>>();
onTranslatedRead((area) => renderedAreas.getStore()?.add(area));

async function loadRenderer(config: Config, app: FastifyInstance): Promise<RenderPage | null> {
  const entry = join(resolve(config.ssrDir), 'entry-server.js');
  if (!existsSync(entry)) {
    app.log.warn({ entry }, 'no server render: pages are drawn by the browser');
    return null;
  }
  const module = (await import(pathToFileURL(entry).href)) as { render: RenderPage };
  return module.render;
}

/** Serves stored images, the built web app, and its pages drawn on the server with their data. */
export async function registerWebApp(
  app: FastifyInstance,
  config: Config,
  storage: ObjectStorage,
): Promise<void> {
  // Image keys are unique per upload, so their URLs never change content: cached for long (the spec's
  // 3600 s was its hosted storage's default). A deleted mate's files are gone; its unguessable URL 404s.
  if (storage instanceof LocalDirectoryStorage) {
    mkdirSync(storage.root, { recursive: true });
    await app.register(fastifyStatic, {
      root: storage.root,
      prefix: MEDIA_PREFIX,
      decorateReply: false,
      index: false,
      immutable: true,
      maxAge: YEAR_SECONDS * 1000,
    });
  } else {
    registerBucketMedia(app, storage);
  }

  const webDir = resolve(config.webDir);
  const template: PageTemplate | null = existsSync(join(webDir, 'index.html'))
    ? loadPageTemplate(webDir)
    : null;
  if (template) {
    await app.register(fastifyStatic, {
      root: webDir,
      prefix: '/',
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders(reply, path) {
        // Vite puts a content hash in every asset name under /assets.
        const hashed = path.startsWith(join(webDir, 'assets'));
        reply.header('cache-control', hashed ? `public, max-age=${YEAR_SECONDS}, immutable` : 'no-cache');
      },
    });
  }
  const render = template ? await loadRenderer(config, app) : null;

  const notFound = (reply: FastifyReply) => reply.status(404).send({ error: messages.errors.notFound });
  app.setNotFoundHandler((_request, reply) => notFound(reply));
  if (!template) return;

  // Pages are a route of their own (not the not-found handler): routes get compression and the rest of
  // the per-route hooks. Files under the web root and /media have their own, more specific routes.
  app.get('/*', { schema: { hide: true } }, async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.url.startsWith('/api/')) return notFound(reply);
    // A page's language is in its address (/en/…); a Spanish address is also every visitor's way in, so
    // it sends on to the language the visitor chose (cookie) or their browser asks for (decision 0035).
    const { locale, path: spanishUrl } = splitLocalizedPath(request.url);
    if (locale === DEFAULT_LOCALE) {
      const wanted = requestLanguage(request);
      if (wanted !== DEFAULT_LOCALE)
        return reply
          .header('cache-control', PERSONAL_PAGE_CACHE)
          .header('vary', 'Cookie, Accept-Language')
          .redirect(localizedPath(wanted, request.url), 302);
    }
    const path = spanishUrl.split('?')[0]!;
    const knownPath = isAppRoute(path);
    let page = null;
    const areas = new Set<string>();
    if (render) {
      try {
        page = await renderedAreas.run(areas, () =>
          inLanguage(locale, () =>
            render({
              url: request.url,
              locale,
              baseUrl: config.baseUrl,
              fetch: createInProcessFetch(app, config, request.headers.cookie, locale),
            }),
          ),
        );
      } catch (error) {
        // The browser can still draw the page from the API; the visitor sees no difference but speed.
        request.log.error({ err: error }, 'server render failed');
      }
    }
    const status = !knownPath ? 404 : (page?.status ?? 200);
    // A visitor without cookies gets what every such visitor gets; anything else may be theirs alone.
    const shared = page !== null && !page.personal && request.headers.cookie === undefined;
    return reply
      .status(status)
      .header('cache-control', shared ? PUBLIC_PAGE_CACHE : PERSONAL_PAGE_CACHE)
      .header('vary', 'Cookie, Accept-Language')
      .type('text/html; charset=utf-8')
      .send(
        page
          ? template.page(
              page,
              locale,
              locale === DEFAULT_LOCALE ? null : scriptJson(catalogueAreas(locale, areas)),
            )
          : template.shell(config.baseUrl, path, locale, { noindex: !knownPath }),
      );
  });
}
