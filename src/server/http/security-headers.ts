import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyReply } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The headers helmet sets with these options, worked out once at start-up. With no nonce and no
 * directive computed per request they are the same on every answer, so a request only copies them
 * (@fastify/helmet built and validated the whole policy again on every request).
 */
export function securityHeaders(options: HelmetOptions): Readonly<Record<string, string>> {
  const csp = options.contentSecurityPolicy;
  const directives = typeof csp === 'object' ? Object.values(csp.directives ?? {}) : [];
  const computed = (values: unknown) =>
    typeof values === 'object' && values !== null && Symbol.iterator in values
      ? [...(values as Iterable<unknown>)].some((value) => typeof value === 'function')
      : false;
  if (directives.some(computed))
    throw new Error('A directive computed per request cannot be worked out once');
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string) => (headers[name.toLowerCase()] = value),
    removeHeader: (name: string) => delete headers[name.toLowerCase()],
  };
  let failure: unknown;
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure;
  return Object.freeze(headers);
}

/**
 * Hands the raw response to a handler that writes it itself (an event stream, the development sign-in
 * provider), with the headers the reply holds so far: the security headers are set on the reply, which
 * Fastify writes only for the answers it sends.
 */
export function takeOverResponse(reply: FastifyReply): ServerResponse {
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value !== undefined) reply.raw.setHeader(name, value);
  }
  reply.hijack();
  return reply.raw;
}
