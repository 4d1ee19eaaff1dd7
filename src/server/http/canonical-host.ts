import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';

/**
 * Pages opened on another name for this server (http://127.0.0.1:3000 when BASE_URL says localhost)
 * move to BASE_URL: sign-in cookies, redirects and the cross-site check all belong to that one origin.
 * The API answers on any host, so load balancers can probe /api/health by address.
 */
export function registerCanonicalHost(app: FastifyInstance, config: Config) {
  const canonical = new URL(config.baseUrl);
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    // Only page navigations: images, scripts and API calls answer wherever they are asked.
    if (!request.headers.accept?.includes('text/html')) return;
    if (request.url.startsWith('/api/') || request.url.startsWith('/oidc/')) return;
    if (request.host.toLowerCase() === canonical.host) return;
    return reply.redirect(`${config.baseUrl}${request.url}`, 308);
  });
}
