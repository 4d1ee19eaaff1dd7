import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { messages } from '../messages/catalogue.js';

/** What Node's HTTP parser refused, by its error code; anything else it cannot read is a 400. */
const REFUSALS: Record<string, { status: number; message: string }> = {
  // The request line and headers together passed Node's limit (16 KB): a huge URL, cookie or header.
  HPE_HEADER_OVERFLOW: { status: 431, message: messages.errors.headersTooLarge },
  HPE_CHUNK_EXTENSIONS_OVERFLOW: { status: 413, message: messages.errors.bodyTooLarge },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, message: messages.errors.requestTimeout },
};
const MALFORMED = { status: 400, message: messages.errors.invalidInput };

/** How long a refused connection may go on sending before it is cut. */
const LINGER_MS = 2000;

/**
 * Answers a request Node refused before Fastify saw it (server `clientError`) in the API's usual shape,
 * `{ error }` in Spanish, instead of Fastify's default English body. There is no request or reply
 * object yet: the answer is written to the socket, which then closes.
 */
export function answerClientError(this: FastifyInstance, error: Error & { code?: string }, socket: Socket) {
  // A reset connection has nobody left to answer; an answered one may report again as bytes arrive.
  if (error.code === 'ECONNRESET' || socket.destroyed || !socket.writable) return;
  const { status, message } = REFUSALS[error.code ?? ''] ?? MALFORMED;
  this.log.debug({ err: error, status }, 'request refused by the HTTP parser');
  const body = JSON.stringify({ error: message });
  // Closing with the rest of a 100 KB request still unread would reset the connection, and the client
  // could lose the answer: the parser stops reading, what still arrives is dropped, and the connection
  // closes once the answer is sent (or is cut after a moment).
  socket.removeAllListeners('data');
  socket.resume();
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
      'Content-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      'Cache-Control: no-store\r\n' +
      'Connection: close\r\n\r\n' +
      body,
  );
  setTimeout(() => socket.destroy(), LINGER_MS).unref();
}
