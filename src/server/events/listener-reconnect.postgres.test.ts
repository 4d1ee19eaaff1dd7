import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEventStream, type StreamEvent } from '../testing/event-stream.js';
import type { TestApp, TestUser } from '../testing/harness.js';
import { startLiveChat } from '../testing/live-chat.js';

/** A raw Server-Sent Events response: its text so far, and whether the server has ended it. */
async function openRawStream(url: string, headers: Record<string, string>) {
  const controller = new AbortController();
  const response = await fetch(url, { headers, signal: controller.signal });
  let text = '';
  const ended = (async () => {
    const decoder = new TextDecoder();
    try {
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        text += decoder.decode(chunk, { stream: true });
      }
    } catch {
      // Aborted by close().
    }
  })();
  return { status: response.status, text: () => text, ended, close: () => controller.abort() };
}

const within = <T>(promise: Promise<T>, ms: number, what: string) =>
  Promise.race([
    promise,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`${what} within ${ms} ms`)), ms)),
  ]);

describe('a dropped LISTEN connection (PostgreSQL)', () => {
  let t: TestApp;
  let base: string;
  let host: TestUser;
  let traveller: TestUser;
  let mateId: string;
  beforeAll(async () => {
    ({ t, base, host, traveller, mateId } = await startLiveChat({
      host: 'Host Reconexión',
      traveller: 'Viajera Reconexión',
    }));
  });
  afterAll(() => t.close());

  const say = (content: string) =>
    traveller.request({ method: 'POST', url: `/api/mates/${mateId}/messages`, payload: { content } });
  const isMessage = (content: string) => (e: StreamEvent) =>
    e.event === 'message' && (e.data as { message: { content: string } }).message.content === content;

  it('ends open streams once it listens again, and the reconnect replays what was missed', async () => {
    const stream = await openRawStream(`${base}/api/events`, { cookie: host.cookie });
    expect(stream.status).toBe(200);
    await say('Antes de la caída');
    await expect.poll(() => stream.text()).toContain('Antes de la caída');
    const lastId = Math.max(...[...stream.text().matchAll(/^id: (\d+)$/gm)].map((m) => Number(m[1])));

    const terminated = await t.db.pool.query<{ done: boolean }>(
      `SELECT pg_terminate_backend(pid) AS done FROM pg_stat_activity
        WHERE application_name = 'ronda-listener' AND datname = current_database()`,
    );
    expect(terminated.rows).toEqual([{ done: true }]);
    // Most likely committed while nobody listens: its NOTIFY is lost.
    expect((await say('Durante la caída')).statusCode).toBe(201);
    await within(stream.ended, 5000, 'the stream did not end');

    const resumed = await openEventStream(`${base}/api/events`, {
      cookie: host.cookie,
      'last-event-id': String(lastId),
    });
    await resumed.next(isMessage('Durante la caída'));
    expect(resumed.events.some(isMessage('Antes de la caída'))).toBe(false);
    // Listening again: what happens now arrives live.
    await say('Después de la caída');
    await resumed.next(isMessage('Después de la caída'));
    resumed.close();
  });
});
