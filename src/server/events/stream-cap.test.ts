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
    const saying = (content: string) => (e: StreamEvent) =>
      e.event === 'message' && (e.data as { message: { content: string } }).message.content === content;
    const theirs = await open(traveller);
    const first = await open(host);
    const second = await open(host);
    // Two are allowed: both still hear a message sent once the second is open.
    const greeting = await traveller.request({
      method: 'POST',
      url: `/api/mates/${mateId}/messages`,
      payload: { content: 'Hola a las dos pestañas' },
    });
    expect(greeting.statusCode).toBe(201);
    await Promise.all([
      first.next(saying('Hola a las dos pestañas')),
      second.next(saying('Hola a las dos pestañas')),
    ]);

    const third = await open(host);
    expect(third.status).toBe(200);
    expect(await endsWithin(first)).toBe(true);

    // The evicted one is gone for good: the next stream ends the then-oldest.
    const fourth = await open(host);
    expect(await endsWithin(second)).toBe(true);

    const sent = await traveller.request({
      method: 'POST',
      url: `/api/mates/${mateId}/messages`,
      payload: { content: 'Hola a todas las pestañas' },
    });
    expect(sent.statusCode).toBe(201);
    await Promise.all([
      third.next(saying('Hola a todas las pestañas')),
      fourth.next(saying('Hola a todas las pestañas')),
    ]);
    await host.request({
      method: 'POST',
      url: `/api/conversations/${sent.json().conversationId}/messages`,
      payload: { content: 'Respuesta' },
    });
    // The traveller's stream hears what comes after every eviction: the host's streams never ended it.
    await theirs.next(saying('Respuesta'));
    for (const stream of [theirs, third, fourth]) stream.close();
  });
});
