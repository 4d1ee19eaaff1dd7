import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { isAppRoute } from '../../shared/app-routes.js';
import { messages } from '../../shared/messages.js';
import type { Config } from '../config.js';
import { MEDIA_PREFIX } from '../storage/storage.js';

const YEAR_SECONDS = 31_536_000;

export interface WebApp {
  /** The built index.html, or null when the web app has not been built (API-only tests). */
  indexHtml: string | null;
}

/** Serves stored images, the built web app, and the app's own 404 for unknown pages. */
export async function registerWebApp(app: FastifyInstance, config: Config): Promise<WebApp> {
  // Image keys are unique per upload, so their URLs never change content.
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

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0]!;
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !path.startsWith('/api/');
    if (!wantsPage || !indexHtml) {
      return reply.status(404).send({ error: messages.errors.notFound });
    }
    return reply
      .status(isAppRoute(path) ? 200 : 404)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(indexHtml);
  });

  return { indexHtml };
}
