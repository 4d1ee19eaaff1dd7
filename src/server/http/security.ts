import type { FastifyInstance } from 'fastify';
import { messages } from '../messages/catalogue.js';
import type { Config } from '../config.js';
import { forbidden } from '../errors.js';
import { securityHeaders } from './security-headers.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function originOf(url: string) {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

export function registerSecurity(app: FastifyInstance, config: Config) {
  const tileOrigin = originOf(config.map.tileUrl.replace(/\{[a-z]\}/g, 'a'));
  // Images read straight from a bucket (S3_PUBLIC_URL); null for the app's own /media/.
  const mediaOrigin = originOf(config.mediaPrefix);
  const headers = securityHeaders({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Radix and Leaflet set inline styles; scripts stay strictly same-origin.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: [
          "'self'",
          'data:',
          'blob:',
          ...[tileOrigin, mediaOrigin].filter((origin) => origin !== null),
        ],
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
  // Every answer, errors and redirects of later hooks included, as soon as the request arrives. On the
  // reply, not the raw response: Node then writes the answer's headers in one pass.
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
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
