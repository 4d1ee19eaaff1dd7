import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drivenClock } from '../testing/driven-clock.js';
import { createTestApp, registeredUser, type TestApp, type TestUser } from '../testing/harness.js';
import { publishMate } from '../testing/mates-fixtures.js';
import { messages } from '../messages/catalogue.js';

const clock = drivenClock();

/**
 * A mate's page tells the viewer what the reach policy lets them do towards its host, so the page offers
 * only what the server will take: the answers below match what booking and writing answer.
 */
describe('what a mate page offers its viewer', () => {
  let t: TestApp;
  let host: TestUser & { publicName: string };
  let mateId: string;
  beforeAll(async () => {
    t = await createTestApp({}, undefined, clock);
    host = await registeredUser(t.app, 'Anfitriona Alcance');
    mateId = (await publishMate(host, { name: 'Mate del alcance' })).id;
  });
  afterAll(() => t.close());

  const viewerOf = async (user: TestUser | null) => {
    const response = await (user ? user.request.bind(user) : t.app.inject.bind(t.app))({
      method: 'GET',
      url: `/api/mates/${mateId}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    const { mayBook, mayWrite, blockedByMe } = response.json().viewer;
    return { mayBook, mayWrite, blockedByMe };
  };
  const blocks = (user: TestUser, publicName: string, method: 'POST' | 'DELETE') =>
    user.request(
      method === 'POST'
        ? { method, url: '/api/blocks', payload: { publicName } }
        : { method, url: `/api/blocks/${encodeURIComponent(publicName)}` },
    );
  const book = (user: TestUser) =>
    user.request({
      method: 'POST',
      url: `/api/mates/${mateId}/bookings`,
      payload: { startDate: clock.day(2), endDate: clock.day(3) },
    });
  const contact = (user: TestUser) =>
    user.request({ method: 'POST', url: `/api/mates/${mateId}/messages`, payload: { content: 'Hola' } });
  const open = { mayBook: true, mayWrite: true, blockedByMe: false };

  it('offers booking and writing to someone signed out (asked to sign in first) and to anyone unrelated', async () => {
    expect(await viewerOf(null)).toEqual(open);
    expect(await viewerOf(await registeredUser(t.app))).toEqual(open);
  });

  it('offers neither to the owner, whose page is their own', async () => {
    expect(await viewerOf(host)).toEqual({ mayBook: false, mayWrite: false, blockedByMe: false });
  });

  it('tells the blocker their own block is in the way, as booking and writing would, until they unblock', async () => {
    const blocker = await registeredUser(t.app);
    expect((await blocks(blocker, host.publicName, 'POST')).statusCode).toBe(200);
    expect(await viewerOf(blocker)).toEqual({ mayBook: false, mayWrite: false, blockedByMe: true });
    const refused = await book(blocker);
    expect([refused.statusCode, refused.json().error]).toEqual([409, messages.blocks.unblockToBook]);
    const written = await contact(blocker);
    expect([written.statusCode, written.json().error]).toEqual([409, messages.blocks.unblockToWrite]);

    expect((await blocks(blocker, host.publicName, 'DELETE')).statusCode).toBe(204);
    expect(await viewerOf(blocker)).toEqual(open);
  });

  it('offers neither to someone the host blocked, without saying why', async () => {
    const blocked = await registeredUser(t.app);
    expect((await blocks(host, blocked.publicName, 'POST')).statusCode).toBe(200);
    const response = await blocked.request({ method: 'GET', url: `/api/mates/${mateId}` });
    expect(response.json().viewer).toMatchObject({ mayBook: false, mayWrite: false, blockedByMe: false });
    expect(response.body).not.toMatch(/bloque/i);
    const refused = await book(blocked);
    expect([refused.statusCode, refused.json().error]).toEqual([409, messages.bookings.unavailable]);

    expect((await blocks(host, blocked.publicName, 'DELETE')).statusCode).toBe(204);
    expect(await viewerOf(blocked)).toEqual(open);
  });

  it('blocks both ways: the viewer hears of their own block first', async () => {
    const both = await registeredUser(t.app);
    expect((await blocks(host, both.publicName, 'POST')).statusCode).toBe(200);
    expect((await blocks(both, host.publicName, 'POST')).statusCode).toBe(200);
    expect(await viewerOf(both)).toEqual({ mayBook: false, mayWrite: false, blockedByMe: true });
  });
});
