import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import { messages } from '../messages/catalogue.js';
import type { Config } from '../config.js';
import { forbidden } from '../errors.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function originOf(url: string) {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

export async function registerSecurity(app: FastifyInstance, config: Config) {
  const tileOrigin = originOf(config.map.tileUrl.replace(/\{[a-z]\}/g, 'a'));
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Radix and Leaflet set inline styles; scripts stay strictly same-origin.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...(tileOrigin ? [tileOrigin] : [])],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: config.isProduction ? [] : null,
      },
    },
    // Map tiles are cross-origin images; embedding isolation would block them.
    crossOriginEmbedderPolicy: false,
    hsts: config.isProduction ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });

  // State changes only from our own pages (or from clients that send no browser origin at all,
  // such as the mobile apps with bearer tokens). SameSite=Lax cookies are the second line.
  const ownOrigin = originOf(config.baseUrl);
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    const site = request.headers['sec-fetch-site'];
    const origin = request.headers.origin;
    if (site === 'cross-site' || (origin !== undefined && origin !== ownOrigin)) {
      throw forbidden(messages.auth.crossSite);
    }
  });
}
