import { createServer, type Server } from 'node:http';
import { freePort } from './harness.js';

/** A contact webhook on loopback that fails (503) while `state.failing` is true and records what it accepts. */
export async function startWebhook() {
  const port = await freePort();
  const received: URLSearchParams[] = [];
  const state = { failing: true };
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      if (state.failing) return void response.writeHead(503).end();
      received.push(new URLSearchParams(body));
      response.writeHead(200).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}/hook`,
    received,
    state,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
