import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transaction } from '../db/sql.js';
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

describe("a conversation's messages in one notification until it is read", () => {
  let t: TestApp;
  let host: TestUser;
  let lucia: TestUser;
  let mateId: string;
  let conversationId: string;
  beforeAll(async () => {
    t = await createTestApp();
    host = await registeredUser(t.app, 'Host Tranquila');
    lucia = await registeredUser(t.app, 'Lucía');
    mateId = (await publishMate(host)).id;
  });
  afterAll(() => t.close());

  const list = async (user: TestUser) =>
    (await user.request({ method: 'GET', url: '/api/notifications?limit=10' })).json();
  const send = (user: TestUser, content: string) =>
    user.request({
      method: 'POST',
      url: `/api/conversations/${conversationId}/messages`,
      payload: { content },
    });
  /** The notification events the host's tabs heard since `afterId`. */
  const notificationEvents = async (afterId: number) =>
    (
      await t.db.pool.query<{
        id: number;
        payload: { notification: { id: string; text: string }; unreadCount: number };
      }>(
        `SELECT id::int, payload FROM user_events WHERE user_id = $1 AND type = 'notification' AND id > $2 ORDER BY id`,
        [host.id, afterId],
      )
    ).rows;
  const lastEventId = async () =>
    Number((await t.db.pool.query(`SELECT coalesce(max(id), 0)::int AS id FROM user_events`)).rows[0].id);

  it('105 messages make one unread notification that counts them, newest content on top', async () => {
    const first = await lucia.request({
      method: 'POST',
      url: `/api/mates/${mateId}/messages`,
      payload: { content: 'Mensaje 1' },
    });
    conversationId = first.json().conversationId;
    expect((await list(host)).notifications).toMatchObject([
      { type: 'new_message', text: 'Lucía te envió un mensaje', content: 'Mensaje 1', isRead: false },
    ]);
    // Someone else writes in between: the counted notification still goes back on top.
    const other = await registeredUser(t.app, 'Otro Viajero');
    await other.request({
      method: 'POST',
      url: `/api/mates/${mateId}/messages`,
      payload: { content: 'Hola' },
    });
    const before = await lastEventId();
    for (let i = 2; i <= 105; i++) expect((await send(lucia, `Mensaje ${i}`)).statusCode).toBe(201);

    const { notifications, unreadCount } = await list(host);
    expect(unreadCount).toBe(2);
    expect(notifications).toHaveLength(2);
    expect(notifications[0]).toMatchObject({
      type: 'new_message',
      text: '105 mensajes nuevos de Lucía',
      content: 'Mensaje 105',
      link: `/conversations/${conversationId}`,
      isRead: false,
    });
    expect(notifications[1]).toMatchObject({ text: 'Otro Viajero te envió un mensaje' });
    expect(notifications[0].createdAt > notifications[1].createdAt).toBe(true);
    // Each message told the host's tabs about the same notification, with the count unchanged.
    const events = await notificationEvents(before);
    expect(events).toHaveLength(104);
    expect(new Set(events.map((e) => e.payload.notification.id))).toEqual(new Set([notifications[0].id]));
    expect(events.at(-1)!.payload).toMatchObject({
      notification: { text: '105 mensajes nuevos de Lucía' },
      unreadCount: 2,
    });
    // The sender's own messages notify nobody on their side.
    expect((await list(lucia)).notifications).toEqual([]);
  });

  it('once read, the next message starts a new notification', async () => {
    const [counted] = (await list(host)).notifications;
    await host.request({ method: 'POST', url: `/api/notifications/${counted.id}/read` });
    await send(lucia, '¿Lo viste?');
    await send(lucia, '¿Hola?');
    const { notifications, unreadCount } = await list(host);
    expect(unreadCount).toBe(2);
    expect(notifications.slice(0, 2)).toMatchObject([
      { text: '2 mensajes nuevos de Lucía', content: '¿Hola?', isRead: false },
      { id: counted.id, text: '105 mensajes nuevos de Lucía', isRead: true },
    ]);
    // A deleted one is gone too: the next message starts again at one.
    await host.request({ method: 'DELETE', url: `/api/notifications/${notifications[0].id}` });
    await send(lucia, 'Última');
    expect((await list(host)).notifications[0]).toMatchObject({
      text: 'Lucía te envió un mensaje',
      content: 'Última',
    });
  });

  it('messages posted at once still make one unread notification', async () => {
    const sofia = await registeredUser(t.app, 'Sofía');
    const opened = await sofia.request({
      method: 'POST',
      url: `/api/mates/${mateId}/messages`,
      payload: { content: 'Hola' },
    });
    const url = `/api/conversations/${opened.json().conversationId}/messages`;
    await host.request({ method: 'POST', url: '/api/notifications/read-all' });
    // None unread yet: the first of them writes it, the others count into it.
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        sofia.request({ method: 'POST', url, payload: { content: `A la vez ${i}` } }),
      ),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(10).fill(201));
    const { rows } = await t.db.pool.query(
      `SELECT message_count FROM notifications WHERE user_id = $1 AND NOT is_read`,
      [host.id],
    );
    expect(rows).toEqual([{ message_count: 10 }]);
    const { notifications, unreadCount } = await list(host);
    expect(unreadCount).toBe(1);
    expect(notifications[0]).toMatchObject({ text: '10 mensajes nuevos de Sofía' });
  });

  it('two writers at once, with nothing else holding them apart, meet on one row', async () => {
    const conversationId = randomUUID();
    const write = (content: string) =>
      transaction(t.db.pool, async (tx) => {
        await t.app.services.notifier.notify(tx, [
          {
            userId: lucia.id,
            type: 'new_message',
            says: { key: 'message' },
            actorId: host.id,
            content,
            target: { kind: 'conversation', conversationId },
            conversationId,
          },
        ]);
        // Both stay open a moment, so on PostgreSQL the second writes while the first has not committed.
        await new Promise((resolve) => setTimeout(resolve, 50));
      });
    await Promise.all([write('a'), write('b')]);
    const { rows } = await t.db.pool.query(
      `SELECT message_count FROM notifications WHERE conversation_id = $1`,
      [conversationId],
    );
    expect(rows).toEqual([{ message_count: 2 }]);
    expect((await list(lucia)).notifications[0]).toMatchObject({
      text: '2 mensajes nuevos de Host Tranquila',
      content: expect.stringMatching(/^[ab]$/),
    });
  });
});
