/** Requests through the balancer, as a browser makes them, noting which process answered. */
import { SERVED_BY } from './balancer.js';

export interface Answer {
  /** 0 when no answer came (the connection failed or was cut). */
  status: number;
  json: Record<string, unknown>;
  /** The process that answered (deploy/haproxy.cfg's X-Served-By), null without an answer. */
  server: string | null;
  /** When the answer arrived (performance.now()). */
  at: number;
  headers: Headers;
}

export interface RequestInit {
  method?: string;
  cookie?: string;
  body?: unknown;
  form?: FormData;
  redirect?: 'manual' | 'follow';
}

export function createClient(base: string) {
  return async function request(path: string, init: RequestInit = {}): Promise<Answer> {
    const headers: Record<string, string> = { origin: base };
    if (init.cookie) headers.cookie = init.cookie;
    if (init.body !== undefined) headers['content-type'] = 'application/json';
    try {
      const response = await fetch(`${base}${path}`, {
        method: init.method ?? 'GET',
        headers,
        body: init.form ?? (init.body === undefined ? undefined : JSON.stringify(init.body)),
        redirect: init.redirect ?? 'follow',
      });
      const text = await response.text();
      let json: Record<string, unknown> = {};
      try {
        json = text ? (JSON.parse(text) as Record<string, unknown>) : {};
      } catch {
        json = { text };
      }
      return {
        status: response.status,
        json,
        server: response.headers.get(SERVED_BY),
        at: performance.now(),
        headers: response.headers,
      };
    } catch {
      return { status: 0, json: {}, server: null, at: performance.now(), headers: new Headers() };
    }
  };
}

export type Client = ReturnType<typeof createClient>;

/** The cookies a response sets, as a Cookie header. */
export function cookiesOf(headers: Headers) {
  return headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}
