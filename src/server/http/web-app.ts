import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { isAppRoute } from '../../shared/app-routes.js';
import { messages } from '../messages/catalogue.js';
import type { Config } from '../config.js';
import { MEDIA_PREFIX } from '../storage/storage.js';
import { withMeta, type PageMeta } from './link-previews.js';

const YEAR_SECONDS = 31_536_000;

/** Finds what a shared link points at; null when it does not exist. */
export interface PreviewSources {
  mate(id: string): Promise<PageMeta | null>;
  person(publicName: string): Promise<PageMeta | null>;
}

const PREVIEWS: Array<{ pattern: RegExp; source: keyof PreviewSources }> = [
  { pattern: /^\/mates\/([^/]+)\/?$/, source: 'mate' },
  { pattern: /^\/u\/([^/]+)\/?$/, source: 'person' },
];

/** Serves stored images, the built web app with link previews, and the app's own 404 for unknown pages. */
export async function registerWebApp(
  app: FastifyInstance,
  config: Config,
  previews: PreviewSources,
): Promise<void> {
  // Image keys are unique per upload, so their URLs never change content: cached for long (the spec's
  // 3600 s was its hosted storage's default). A deleted mate's files are gone; its unguessable URL 404s.
  const storageRoot = resolve(config.storageDir);
  mkdirSync(storageRoot, { recursive: true });
  await app.register(fastifyStatic, {
    root: storageRoot,
    prefix: MEDIA_PREFIX,
    decorateReply: false,
    index: false,
    immutable: true,
    maxAge: YEAR_SECONDS * 1000,
  });

  const webDir = resolve(config.webDir);
  const indexPath = join(webDir, 'index.html');
  const indexHtml = existsSync(indexPath) ? readFileSync(indexPath, 'utf8') : null;
  if (indexHtml) {
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

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0]!;
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !path.startsWith('/api/');
    if (!wantsPage || !indexHtml) {
      return reply.status(404).send({ error: messages.errors.notFound });
    }
    let status = isAppRoute(path) ? 200 : 404;
    let html = indexHtml;
    for (const { pattern, source } of PREVIEWS) {
      const match = pattern.exec(path);
      if (!match) continue;
      let key: string;
      try {
        key = decodeURIComponent(match[1]!);
      } catch {
        key = '';
      }
      try {
        const meta = key ? await previews[source](key) : null;
        if (meta) html = withMeta(indexHtml, meta);
        else status = 404;
      } catch (error) {
        // The page still works without its preview; the app shows its own error.
        request.log.error({ err: error }, 'link preview failed');
      }
    }
    return reply
      .status(status)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(html);
  });
}
