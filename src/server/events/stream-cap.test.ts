import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endsWithin, openEventStream, type StreamEvent } from '../testing/event-stream.js';
import type { TestApp, TestUser } from '../testing/harness.js';
import { startLiveChat } from '../testing/live-chat.js';

describe('open live-event streams per person', () => {
  let t: TestApp;
  let base: string;
  let host: TestUser;
  let traveller: TestUser;
  let mateId: string;
  beforeAll(async () => {
    ({ t, base, host, traveller, mateId } = await startLiveChat(
      { host: 'Host Muchas Pestañas', traveller: 'Viajera Una Pestaña' },
      { EVENT_STREAMS_PER_USER_MAX: '2' },
    ));
  });
  afterAll(() => t.close());

  it('one more than allowed ends that person’s oldest stream, and only theirs', async () => {
    const open = (user: TestUser) => openEventStream(`${base}/api/events`, { cookie: user.cookie });
    const theirs = await open(traveller);
    const first = await open(host);
    const second = await open(host);
    expect(await endsWithin(first, 300)).toBe(false);

    const third = await open(host);
    expect(third.status).toBe(200);
    expect(await endsWithin(first)).toBe(true);

    // The evicted one is gone for good: the next stream ends the then-oldest.
    const fourth = await open(host);
    expect(await endsWithin(second)).toBe(true);

    const isMessage = (e: StreamEvent) => e.event === 'message';
    const sent = await traveller.request({
      method: 'POST',
      url: `/api/mates/${mateId}/messages`,
      payload: { content: 'Hola a todas las pestañas' },
    });
    expect(sent.statusCode).toBe(201);
    await Promise.all([third.next(isMessage), fourth.next(isMessage)]);
    await host.request({
      method: 'POST',
      url: `/api/conversations/${sent.json().conversationId}/messages`,
      payload: { content: 'Respuesta' },
    });
    await theirs.next(isMessage);
    expect(await endsWithin(theirs, 100)).toBe(false);
    for (const stream of [theirs, third, fourth]) stream.close();
  });
});
