import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registeredUser, type TestApp, type TestUser } from '../testing/harness.js';
import { publishMate } from '../testing/mates-fixtures.js';

describe('notifications', () => {
  let t: TestApp;
  let host: TestUser;
  let other: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    host = await registeredUser(t.app, 'Host Avisos');
    other = await registeredUser(t.app, 'Otra Persona');
    const mate = await publishMate(host);
    // Seven messages from seven travellers: seven notifications for the host.
    for (let i = 0; i < 7; i++) {
      const traveller = await registeredUser(t.app);
      await traveller.request({
        method: 'POST',
        url: `/api/mates/${mate.id}/messages`,
        payload: { content: `Mensaje ${i}` },
      });
    }
  });
  afterAll(() => t.close());

  const list = async (user: TestUser, limit?: number) =>
    (
      await user.request({ method: 'GET', url: `/api/notifications${limit ? `?limit=${limit}` : ''}` })
    ).json();

  it('shows the latest 5 (10 when asked) and the unread count', async () => {
    const five = await list(host);
    expect(five.notifications).toHaveLength(5);
    expect(five.unreadCount).toBe(7);
    expect(five.notifications[0]).toMatchObject({
      type: 'new_message',
      content: 'Mensaje 6',
      isRead: false,
      link: expect.stringMatching(/^\/conversations\//),
    });
    expect((await list(host, 10)).notifications).toHaveLength(7);
    expect(await list(other)).toEqual({ notifications: [], unreadCount: 0 });
  });

  it('marks one read, then all, and the count never goes below zero', async () => {
    const [first] = (await list(host)).notifications;
    expect(
      (await host.request({ method: 'POST', url: `/api/notifications/${first.id}/read` })).json(),
    ).toEqual({ unreadCount: 6 });
    expect(
      (await host.request({ method: 'POST', url: `/api/notifications/${first.id}/read` })).json(),
    ).toEqual({ unreadCount: 6 });
    expect((await host.request({ method: 'POST', url: '/api/notifications/read-all' })).json()).toEqual({
      unreadCount: 0,
    });
    expect((await host.request({ method: 'POST', url: '/api/notifications/read-all' })).json()).toEqual({
      unreadCount: 0,
    });
    expect((await list(host)).unreadCount).toBe(0);
  });

  it('deletes one of your own, and nobody else can touch it', async () => {
    const [first] = (await list(host)).notifications;
    for (const response of [
      await other.request({ method: 'POST', url: `/api/notifications/${first.id}/read` }),
      await other.request({ method: 'DELETE', url: `/api/notifications/${first.id}` }),
    ]) {
      expect([response.statusCode, response.json().error]).toEqual([404, 'Notificación no encontrada']);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/notifications' })).statusCode).toBe(401);
    expect((await host.request({ method: 'DELETE', url: `/api/notifications/${first.id}` })).statusCode).toBe(
      200,
    );
    expect((await list(host, 10)).notifications).toHaveLength(6);
  });
});
