import type { FastifyRequest } from 'fastify';
import { fromNodeHeaders } from 'better-auth/node';

/**
 * The header that carries the client's address to the auth library, which records it on each session
 * (shown in the person's data download). Only the server sets it: whatever a client sends under that
 * name is overwritten with Fastify's `request.ip`, which honours TRUST_PROXY.
 */
export const CLIENT_IP_HEADER = 'x-ronda-client-ip';

/** The request's headers as the auth library reads them, with the client's address it may trust. */
export function authHeaders(request: FastifyRequest): Headers {
  const headers = fromNodeHeaders(request.headers);
  headers.set(CLIENT_IP_HEADER, request.ip);
  return headers;
}
