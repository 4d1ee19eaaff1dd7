import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';

export interface PageRequest {
  method: string;
  url: string;
  host: string;
  accept: string | undefined;
}

/**
 * Where a page opened on another name for this server (http://127.0.0.1:3000 when BASE_URL says
 * localhost) belongs: sign-in cookies, redirects and the cross-site check all belong to BASE_URL's
 * origin. Null for what stays put: the API answers on any host, so load balancers can probe
 * /api/health by address, and images, scripts and API calls answer wherever they are asked.
 */
export function canonicalPageUrl({ method, url, host, accept }: PageRequest, baseUrl: string): string | null {
  if (method !== 'GET' && method !== 'HEAD') return null;
  if (!accept?.includes('text/html')) return null;
  if (url.startsWith('/api/') || url.startsWith('/oidc/')) return null;
  if (host.toLowerCase() === new URL(baseUrl).host) return null;
  return `${baseUrl}${url}`;
}

export function registerCanonicalHost(app: FastifyInstance, config: Config) {
  app.addHook('onRequest', async (request, reply) => {
    const target = canonicalPageUrl(
      { method: request.method, url: request.url, host: request.host, accept: request.headers.accept },
      config.baseUrl,
    );
    if (target) return reply.redirect(target, 308);
  });
}
