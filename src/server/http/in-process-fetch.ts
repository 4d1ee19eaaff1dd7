import type { FastifyInstance } from 'fastify';
import type { Locale } from '../../shared/i18n/locales.js';
import { PAGE_LANGUAGE_HEADER } from '../../shared/i18n/language-cookie.js';
import type { Config } from '../config.js';

/**
 * A fetch for the server render: /api requests go through the app itself (routing, validation, access
 * checks and serialisation, exactly as the browser would get them) without leaving the process. Only
 * the visitor's cookies travel, so the render sees what that visitor may see, in the page's language.
 */
export function createInProcessFetch(
  app: FastifyInstance,
  config: Config,
  cookie: string | undefined,
  locale: Locale,
) {
  const host = new URL(config.baseUrl).host;
  return async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const { pathname, search } = new URL(url, config.baseUrl);
    const path = pathname + search;
    if (!path.startsWith('/api/')) throw new TypeError(`the server render fetches only /api: ${path}`);
    const method = (init?.method ?? 'GET').toUpperCase();
    if (method !== 'GET') throw new TypeError('the server render only reads');
    const answer = await app.inject({
      method: 'GET',
      url: path,
      headers: {
        host,
        accept: 'application/json',
        [PAGE_LANGUAGE_HEADER]: locale,
        ...(cookie ? { cookie } : {}),
      },
    });
    const empty = answer.statusCode === 204 || answer.statusCode === 304;
    return new Response(empty ? null : answer.rawPayload, {
      status: answer.statusCode,
      headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
    });
  };
}
