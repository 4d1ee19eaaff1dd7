import { request as httpRequest, type ClientRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_MAX_BYTES } from '../../shared/constants.js';
import { messages } from '../messages/catalogue.js';
import { createTestApp, registeredUser, signUp, type TestApp } from '../testing/harness.js';
import { multipart } from '../testing/multipart.js';

interface EarlyAnswer {
  status: number;
  body: unknown;
  /** Whether the client had finished sending the body when the answer came (it never does here). */
  bodySent: boolean;
}

/**
 * Announces a 5 MB multipart upload but sends only its first 64 KB, and never the rest: resolves with the
 * answer if the server gives one while the body is still incomplete, or with null after `waitMs`.
 */
function sendHalfAnUpload(
  port: number,
  url: string,
  cookie: string | undefined,
  waitMs: number,
): Promise<EarlyAnswer | null> {
  const { payload, headers } = multipart(
    { name: 'Mate' },
    { field: 'photo', filename: 'foto.jpg', contentType: 'image/jpeg', data: Buffer.alloc(IMAGE_MAX_BYTES) },
  );
  return new Promise((resolve, reject) => {
    let req: ClientRequest | undefined = undefined;
    const timer = setTimeout(() => {
      req?.destroy();
      resolve(null);
    }, waitMs);
    req = httpRequest({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: url,
      headers: { ...headers, 'content-length': String(payload.length), ...(cookie ? { cookie } : {}) },
    });
    req.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    req.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        clearTimeout(timer);
        const bodySent = req?.writableEnded ?? false;
        req?.destroy();
        resolve({
          status: response.statusCode ?? 0,
          body: JSON.parse(Buffer.concat(chunks).toString()),
          bodySent,
        });
      });
    });
    req.write(payload.subarray(0, 64 * 1024));
  });
}

describe('uploads are refused before their body is read', () => {
  let t: TestApp;
  let port = 0;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(() => t.close());

  it('answers an anonymous mate publication with 401 while the photo is still arriving', async () => {
    expect(await sendHalfAnUpload(port, '/api/mates', undefined, 5000)).toEqual({
      status: 401,
      body: { error: messages.mates.mustSignInToPublish },
      bodySent: false,
    });
  });

  it('answers a Visitante publishing with 403 while the photo is still arriving', async () => {
    const visitor = await signUp(t.app);
    expect(await sendHalfAnUpload(port, '/api/mates', visitor.cookie, 5000)).toEqual({
      status: 403,
      body: { error: messages.mates.mustRegisterToPublish },
      bodySent: false,
    });
  });

  it('answers an anonymous avatar upload with 401 while the photo is still arriving', async () => {
    expect(await sendHalfAnUpload(port, '/api/profile/avatar', undefined, 5000)).toEqual({
      status: 401,
      body: { error: messages.auth.notAuthenticated },
      bodySent: false,
    });
  });

  it('reads the whole body from a registered person and judges the photo itself', async () => {
    const user = await registeredUser(t.app);
    const { payload, headers } = multipart(
      { name: 'Mate' },
      {
        field: 'photo',
        filename: 'foto.jpg',
        contentType: 'image/jpeg',
        data: Buffer.alloc(IMAGE_MAX_BYTES),
      },
    );
    // Each is refused for what the body holds (a mate without its place, a file that is no image),
    // which only the route sees once the whole body has arrived.
    const expected = {
      '/api/mates': messages.mates.locationRequired,
      '/api/profile/avatar': messages.images.notAnImage,
    };
    for (const [url, error] of Object.entries(expected)) {
      const response = await t.app.inject({
        method: 'POST',
        url,
        payload,
        headers: { ...headers, cookie: user.cookie },
      });
      expect({ url, status: response.statusCode, error: response.json<{ error: string }>().error }).toEqual({
        url,
        status: 400,
        error,
      });
    }
  });
});
