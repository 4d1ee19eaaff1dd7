import { afterEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../../shared/contract/routes';
import { errorMessages } from '../../shared/messages/common';
import { ApiError, call, errorMessage } from './api';

interface Sent {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

/** Stands in for the network: records each request and answers with the given response. */
function answer(response: () => Response) {
  const sent: Sent[] = [];
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
    sent.push({
      url,
      method: init.method ?? 'GET',
      headers: init.headers as Record<string, string>,
      body: init.body,
    });
    return Promise.resolve(response());
  });
  return sent;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => vi.unstubAllGlobals());

describe('call', () => {
  it('fills the path, leaves empty query values out and answers the parsed body', async () => {
    const sent = answer(() => json(200, { mates: [], hasMore: false, page: 2, pageSize: 12 }));
    const list = await call(routes.mates.list, { query: { q: 'mate & termo', city: '', page: 2 } });
    expect(list.page).toBe(2);
    expect(sent).toEqual([
      {
        url: '/api/mates?q=mate+%26+termo&page=2',
        method: 'GET',
        headers: { accept: 'application/json', 'x-ronda-page-language': 'es' },
        body: undefined,
      },
    ]);
  });

  it('encodes path parameters and sends a JSON body with its content type', async () => {
    const sent = answer(() => json(201, { bookingId: 'b', conversationId: 'c' }));
    await call(routes.bookings.create, {
      params: { id: 'a/b?c' },
      body: { startDate: '2026-03-03', endDate: '2026-03-07', message: 'Hola' },
    });
    expect(sent[0]).toMatchObject({
      url: '/api/mates/a%2Fb%3Fc/bookings',
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"startDate":"2026-03-03","endDate":"2026-03-07","message":"Hola"}',
    });
  });

  it('sends a multipart body the way the server reads it: objects as JSON, no value as empty, files attached', async () => {
    const sent = answer(() => json(201, {}));
    const photo = new File(['png'], 'mate.png', { type: 'image/png' });
    const location = { label: 'Valencia', city: 'Valencia', latitude: 39.47, longitude: -0.38 };
    await call(routes.mates.publish, {
      body: { name: 'Mate', pricePerDay: null, location },
      files: { photo },
    });
    const form = sent[0]!.body as FormData;
    expect(sent[0]!.headers).toEqual({ accept: 'application/json', 'x-ronda-page-language': 'es' });
    expect(form.get('name')).toBe('Mate');
    expect(form.get('pricePerDay')).toBe('');
    expect(JSON.parse(form.get('location') as string)).toEqual(location);
    expect((form.get('photo') as File).name).toBe('mate.png');
  });

  it('leaves out a file that was not chosen', async () => {
    const sent = answer(() => json(201, {}));
    await call(routes.mates.publish, {
      body: {
        name: 'Mate',
        pricePerDay: '3,50',
        location: { label: 'a', city: 'a', latitude: 0, longitude: 0 },
      },
      files: { photo: null },
    });
    const form = sent[0]!.body as FormData;
    expect(form.has('photo')).toBe(false);
    expect(form.get('pricePerDay')).toBe('3,50');
  });

  it('answers undefined for 204', async () => {
    answer(() => new Response(null, { status: 204 }));
    await expect(call(routes.mates.remove, { params: { id: 'x' } })).resolves.toBeUndefined();
  });

  it("turns a refusal into an ApiError with the server's Spanish message and field messages", async () => {
    answer(() => json(400, { error: 'Campo obligatorio', fields: { name: 'Campo obligatorio' } }));
    const error = (await call(routes.profiles.update, { body: { publicName: '' } }).catch(
      (e: unknown) => e,
    )) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect([error.status, error.message, error.fields]).toEqual([
      400,
      'Campo obligatorio',
      { name: 'Campo obligatorio' },
    ]);
    expect(errorMessage(error, 'otro')).toBe('Campo obligatorio');
  });

  it('words an answer without our error shape, and a server failure, with the generic or given message', async () => {
    answer(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    const error = await call(routes.mates.list).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 502, message: errorMessages.generic });
    expect(errorMessage(error, 'Error al obtener mates')).toBe('Error al obtener mates');
  });

  it('words a network failure, but lets an abort through as it is', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    await expect(call(routes.mates.list)).rejects.toMatchObject({
      status: 0,
      message: errorMessages.network,
    });
    const controller = new AbortController();
    controller.abort();
    vi.stubGlobal('fetch', () => Promise.reject(new DOMException('aborted', 'AbortError')));
    await expect(call(routes.mates.list, {}, { signal: controller.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
  });
});
