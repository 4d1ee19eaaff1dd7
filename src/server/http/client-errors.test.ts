import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../messages/catalogue.js';
import { createListeningTestApp, type TestApp } from '../testing/harness.js';

/** Sends raw bytes to the server and reads the whole answer, until the server closes the connection. */
function rawRequest(base: string, request: string) {
  const { hostname, port } = new URL(base);
  return new Promise<{ status: number; headers: Record<string, string>; body: string }>((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = connect(Number(port), hostname, () => socket.write(request));
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [head = '', body = ''] = text.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers = Object.fromEntries(
        lines.map((line) => [
          line.slice(0, line.indexOf(':')).toLowerCase(),
          line.slice(line.indexOf(':') + 1).trim(),
        ]),
      );
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body });
    });
  });
}

describe('requests Node refuses before the app sees them', () => {
  let t: TestApp & { base: string };
  beforeAll(async () => {
    t = await createListeningTestApp();
  });
  afterAll(() => t.close());

  it('a URL of 100 KB gets 431 in the usual JSON shape, in Spanish', async () => {
    const response = await fetch(`${t.base}/api/mates?q=${'a'.repeat(100_000)}`);
    expect(response.status).toBe(431);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await response.json()).toEqual({ error: messages.errors.headersTooLarge });
  });

  it('headers too large for the parser get the same answer', async () => {
    const answer = await rawRequest(
      t.base,
      `GET /api/mates HTTP/1.1\r\nHost: localhost\r\nX-Relleno: ${'b'.repeat(100_000)}\r\n\r\n`,
    );
    expect([answer.status, answer.headers['content-type'], JSON.parse(answer.body)]).toEqual([
      431,
      'application/json; charset=utf-8',
      { error: messages.errors.headersTooLarge },
    ]);
  });

  it('a request the parser cannot read gets 400 in Spanish', async () => {
    for (const request of [
      'ESTO NO ES HTTP\r\n\r\n',
      'GET / HTTP/1.1\r\nHost: localhost\r\nMal encabezado\r\n\r\n',
    ]) {
      const answer = await rawRequest(t.base, request);
      expect([answer.status, answer.headers['content-type'], JSON.parse(answer.body)]).toEqual([
        400,
        'application/json; charset=utf-8',
        { error: messages.errors.invalidInput },
      ]);
      expect(Number(answer.headers['content-length'])).toBe(Buffer.byteLength(answer.body));
    }
  });

  it('a chunk extension too long for the parser gets 413 in Spanish', async () => {
    const answer = await rawRequest(
      t.base,
      'POST /api/contact HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
        `Transfer-Encoding: chunked\r\n\r\n2;ext=${'c'.repeat(20_000)}\r\n{}\r\n0\r\n\r\n`,
    );
    expect([answer.status, JSON.parse(answer.body)]).toEqual([413, { error: messages.errors.bodyTooLarge }]);
  });

  it('the server keeps answering afterwards', async () => {
    expect((await fetch(`${t.base}/api/health`)).status).toBe(200);
  });
});
