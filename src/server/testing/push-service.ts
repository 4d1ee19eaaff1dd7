import { createECDH, randomBytes } from 'node:crypto';
import { Agent, createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import ece from 'http_ece';
import { generate } from 'selfsigned';

/** One push as the push service received it, decrypted with the device's keys (RFC 8291). */
export interface ReceivedPush {
  device: string;
  headers: Record<string, string | string[] | undefined>;
  payload: unknown;
}

/** A device: the subscription the browser would hand the server, named by its endpoint's last part. */
export interface TestDevice {
  name: string;
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
}

/**
 * Plays a vendor's push service on a loopback HTTPS port (web-push speaks only HTTPS), with a
 * self-signed certificate that only `agent` trusts. It decrypts every push with the keys of the device
 * it was sent to, and can answer like a service whose device is gone (404, 410) or that is down (503).
 */
export async function startPushService() {
  const pems = await generate([{ name: 'commonName', value: '127.0.0.1' }], {
    keySize: 2048,
    extensions: [{ name: 'subjectAltName', altNames: [{ type: 7, ip: '127.0.0.1' }] }],
  });
  const devices = new Map<string, { ecdh: ReturnType<typeof createECDH>; auth: Buffer }>();
  const answers = new Map<string, number>();
  const received: ReceivedPush[] = [];
  const waiting: Array<() => void> = [];

  const server: Server = createServer({ key: pems.private, cert: pems.cert }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const name = decodeURIComponent(request.url!.split('/').pop()!);
      const status = answers.get(name) ?? 201;
      const device = devices.get(name);
      if (status === 201 && device) {
        const plain = ece.decrypt(Buffer.concat(chunks), {
          version: 'aes128gcm',
          privateKey: device.ecdh,
          authSecret: device.auth.toString('base64url'),
        });
        received.push({ device: name, headers: request.headers, payload: JSON.parse(plain.toString()) });
        waiting.splice(0).forEach((wake) => wake());
      }
      response.writeHead(device ? status : 404).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const base = `${origin}/push/`;

  return {
    /** Its certificate (PEM), for a server process to trust (NODE_EXTRA_CA_CERTS). */
    certificate: pems.cert,
    /** Trusts this service's certificate: give it to the app's push transport. */
    agent: new Agent({ ca: pems.cert }),
    /** Only this service's endpoints are allowed, as the real ones are in production. */
    allowEndpoint: (endpoint: URL) => endpoint.origin === origin && endpoint.pathname.startsWith('/push/'),
    received,
    device(name: string): TestDevice {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      devices.set(name, { ecdh, auth });
      return {
        name,
        subscription: {
          endpoint: `${base}${encodeURIComponent(name)}`,
          keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
        },
      };
    },
    /** From now on, answer this device's pushes with `status` (201 again to recover). */
    answer(name: string, status: number) {
      answers.set(name, status);
    },
    /** Resolves once at least `count` pushes arrived (in all). */
    async waitFor(count: number, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > deadline) throw new Error(`expected ${count} pushes, got ${received.length}`);
        await new Promise<void>((resolve) => {
          waiting.push(resolve);
          setTimeout(resolve, 100);
        });
      }
      return received;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // The sender's agent keeps its connections alive; they would hold the server open.
        server.closeAllConnections();
      }),
  };
}

export type TestPushService = Awaited<ReturnType<typeof startPushService>>;
