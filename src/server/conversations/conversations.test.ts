import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registeredUser, signUp, type TestApp, type TestUser } from '../testing/harness.js';
import { publishMate } from '../testing/mates-fixtures.js';

describe('conversations and messages', () => {
  let t: TestApp;
  let host: TestUser;
  let traveller: TestUser;
  let third: TestUser;
  let mateId: string;
  let conversationId: string;
  beforeAll(async () => {
    t = await createTestApp();
    host = await registeredUser(t.app, 'Host Charla');
    traveller = await registeredUser(t.app, 'Viajera Charla');
    third = await registeredUser(t.app, 'Curiosa');
    mateId = (await publishMate(host, { name: 'Mate conversado' })).id;
  });
  afterAll(() => t.close());

  const send = (user: TestUser, id: string, content: unknown) =>
    user.request({ method: 'POST', url: `/api/conversations/${id}/messages`, payload: { content } });
  const unreadOf = async (user: TestUser) =>
    (await user.request({ method: 'GET', url: '/api/conversations' })).json().conversations[0].unreadCount;
  /** The read-state events recorded for this pair, oldest first. */
  const conversationEvents = async () =>
    (
      await t.db.pool.query(
        `SELECT user_id, payload->>'conversationId' AS conversation_id FROM user_events
          WHERE type = 'conversation' AND user_id = ANY($1) ORDER BY id`,
        [[host.id, traveller.id]],
      )
    ).rows;
  const notificationCounts = async () =>
    (
      await t.db.pool.query(
        `SELECT user_id, count(*)::int AS total, count(*) FILTER (WHERE NOT is_read)::int AS unread
           FROM notifications WHERE user_id = ANY($1) GROUP BY user_id ORDER BY user_id`,
        [[host.id, traveller.id]],
      )
    ).rows;

  it('contacting the host creates the conversation once and reuses it', async () => {
    const first = await traveller.request({
      method: 'POST',
      url: `/api/mates/${mateId}/messages`,
      payload: { content: '¡Hola! ¿Está libre?' },
    });
    expect(first.statusCode).toBe(201);
    conversationId = first.json().conversationId;
    const again = await traveller.request({
      method: 'POST',
      url: `/api/mates/${mateId}/messages`,
      payload: { content: 'Otra pregunta' },
    });
    expect(again.json().conversationId).toBe(conversationId);
    const listed = (await host.request({ method: 'GET', url: '/api/notifications' })).json().notifications;
    // The second message counts into the first one's unread notification (decision 0026).
    expect(listed).toMatchObject([
      { type: 'new_message', text: '2 mensajes nuevos de Viajera Charla', content: 'Otra pregunta' },
    ]);
  });

  it('checks the contact message: required, at most 500, not to oneself, registered only', async () => {
    const empty = await traveller.request({
      method: 'POST',
      url: `/api/mates/${mateId}/messages`,
      payload: { content: '   ' },
    });
    expect([empty.statusCode, empty.json().fields.content]).toEqual([400, 'Por favor escribí un mensaje']);
    const long = await traveller.request({
      method: 'POST',
      url: `/api/mates/${mateId}/messages`,
      payload: { content: 'x'.repeat(501) },
    });
    expect(long.json().fields.content).toBe('El mensaje no puede tener más de 500 caracteres');
    const own = await host.request({
      method: 'POST',
      url: `/api/mates/${mateId}/messages`,
      payload: { content: 'Hola yo' },
    });
    expect(own.statusCode).toBe(400);
    const visitante = await signUp(t.app);
    expect(
      (
        await visitante.request({
          method: 'POST',
          url: `/api/mates/${mateId}/messages`,
          payload: { content: 'Hola' },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/mates/${mateId}/messages`,
          payload: { content: 'Hola' },
        })
      ).statusCode,
    ).toBe(401);
  });

  it('shows the inbox with last message and unread count; opening the thread changes nothing', async () => {
    const inbox = (await host.request({ method: 'GET', url: '/api/conversations' })).json().conversations;
    expect(inbox).toHaveLength(1);
    expect(inbox[0]).toMatchObject({
      id: conversationId,
      mate: { id: mateId, name: 'Mate conversado', deleted: false },
      otherUser: { publicName: 'Viajera Charla' },
      lastMessage: { content: 'Otra pregunta', fromMe: false },
      unreadCount: 2,
      archived: false,
    });
    const eventsBefore = await conversationEvents();
    const opened = (
      await host.request({ method: 'GET', url: `/api/conversations/${conversationId}` })
    ).json();
    expect(opened).toMatchObject({
      myRole: 'host',
      otherUser: { displayName: 'Viajera Charla', deleted: false },
      booking: null,
    });
    // A GET (a link from anywhere) only reads: nothing is marked and nobody hears of it.
    expect(opened.messages.map((m: { content: string; isRead: boolean }) => [m.content, m.isRead])).toEqual([
      ['¡Hola! ¿Está libre?', false],
      ['Otra pregunta', false],
    ]);
    expect(await unreadOf(host)).toBe(2);
    expect(await conversationEvents()).toEqual(eventsBefore);
  });

  it('marks the other side read with POST …/read, telling both parties once', async () => {
    const eventsBefore = await conversationEvents();
    const notificationsBefore = await notificationCounts();
    const read = await host.request({ method: 'POST', url: `/api/conversations/${conversationId}/read` });
    expect([read.statusCode, read.json()]).toEqual([200, { readCount: 2 }]);
    const thread = (
      await host.request({ method: 'GET', url: `/api/conversations/${conversationId}` })
    ).json();
    expect(thread.messages.map((m: { isRead: boolean }) => m.isRead)).toEqual([true, true]);
    expect(await unreadOf(host)).toBe(0);
    // The traveller's own messages are not "unread" for them, and they read nothing of their own.
    expect(await unreadOf(traveller)).toBe(0);
    expect(
      (await traveller.request({ method: 'POST', url: `/api/conversations/${conversationId}/read` })).json(),
    ).toEqual({ readCount: 0 });
    expect(await conversationEvents()).toEqual([
      ...eventsBefore,
      { user_id: traveller.id, conversation_id: conversationId },
      { user_id: host.id, conversation_id: conversationId },
    ]);
    // Reading again changes nothing and announces nothing; notifications are their own business.
    expect(
      (await host.request({ method: 'POST', url: `/api/conversations/${conversationId}/read` })).json(),
    ).toEqual({ readCount: 0 });
    expect(await conversationEvents()).toHaveLength(eventsBefore.length + 2);
    expect(await notificationCounts()).toEqual(notificationsBefore);
  });

  it('keeps messages between 1 and 1000 characters after trimming', async () => {
    for (const content of ['', '   \n ']) {
      const response = await send(host, conversationId, content);
      expect([response.statusCode, response.json().fields.content]).toEqual([
        400,
        'El mensaje no puede estar vacío',
      ]);
    }
    const long = await send(host, conversationId, 'x'.repeat(1001));
    expect(long.json().fields.content).toBe('El mensaje no puede tener más de 1000 caracteres');
    const trimmed = await send(host, conversationId, `  ${'x'.repeat(1000)}  `);
    expect(trimmed.statusCode).toBe(201);
    expect(trimmed.json().content).toHaveLength(1000);
  });

  it('stores and returns markup as plain text', async () => {
    const payload = '<script>alert("xss")</script><img src=x onerror=alert(1)>';
    const response = await send(traveller, conversationId, payload);
    expect(response.json().content).toBe(payload);
    const thread = (
      await host.request({ method: 'GET', url: `/api/conversations/${conversationId}` })
    ).json();
    expect(thread.messages.at(-1).content).toBe(payload);
    expect(
      (await host.request({ method: 'GET', url: `/api/conversations/${conversationId}` })).headers[
        'content-type'
      ],
    ).toMatch(/application\/json/);
  });

  it('archives per side', async () => {
    const archived = await traveller.request({
      method: 'PUT',
      url: `/api/conversations/${conversationId}/archive`,
      payload: { archived: true },
    });
    expect(archived.json()).toEqual({ archived: true });
    expect(
      (await traveller.request({ method: 'GET', url: '/api/conversations' })).json().conversations[0]
        .archived,
    ).toBe(true);
    expect(
      (await host.request({ method: 'GET', url: '/api/conversations' })).json().conversations[0].archived,
    ).toBe(false);
    // A new message brings it back to the recipient's inbox.
    await send(host, conversationId, '¿Seguís ahí?');
    expect(
      (await traveller.request({ method: 'GET', url: '/api/conversations' })).json().conversations[0]
        .archived,
    ).toBe(false);
  });

  it('a third person sees nothing of the pair and cannot act on it', async () => {
    expect((await third.request({ method: 'GET', url: '/api/conversations' })).json().conversations).toEqual(
      [],
    );
    for (const response of [
      await third.request({ method: 'GET', url: `/api/conversations/${conversationId}` }),
      await send(third, conversationId, 'Hola, me meto'),
      await third.request({ method: 'POST', url: `/api/conversations/${conversationId}/read` }),
      await third.request({
        method: 'PUT',
        url: `/api/conversations/${conversationId}/archive`,
        payload: { archived: true },
      }),
    ]) {
      expect([response.statusCode, response.json().error]).toEqual([404, 'Conversación no encontrada']);
    }
    // The host's two later messages are still unread for the traveller: the outsider's POST read nothing.
    expect(await unreadOf(traveller)).toBe(2);
    for (const method of ['GET', 'POST'] as const) {
      const url = `/api/conversations/${conversationId}${method === 'POST' ? '/read' : ''}`;
      const anonymous = await t.app.inject({ method, url });
      expect([anonymous.statusCode, anonymous.json().error]).toEqual([401, expect.any(String)]);
    }
    const { rows } = await t.db.pool.query('SELECT count(*)::int AS n FROM messages WHERE sender_id = $1', [
      third.id,
    ]);
    expect(rows[0].n).toBe(0);
  });

  it('opens a long thread at its latest 50 messages; earlier ones come a page at a time', async () => {
    const other = await registeredUser(t.app, 'Charlatana');
    const mate = (await publishMate(host, { name: 'Mate charlado' })).id;
    const contact = await other.request({
      method: 'POST',
      url: `/api/mates/${mate}/messages`,
      payload: { content: 'mensaje 1' },
    });
    const id = contact.json().conversationId as string;
    for (let n = 2; n <= 56; n++)
      expect((await send(n % 2 ? other : host, id, `mensaje ${n}`)).statusCode).toBe(201);
    const contents = (response: { json(): { messages: Array<{ content: string }> } }) =>
      response.json().messages.map((m) => Number(m.content.split(' ')[1]));

    const latest = await host.request({ method: 'GET', url: `/api/conversations/${id}` });
    expect(latest.json().hasEarlier).toBe(true);
    expect(contents(latest)).toEqual(Array.from({ length: 50 }, (_, i) => i + 7));

    const oldest = latest.json().messages[0].id as string;
    const earlier = await host.request({ method: 'GET', url: `/api/conversations/${id}?before=${oldest}` });
    expect([earlier.statusCode, earlier.json().hasEarlier]).toEqual([200, false]);
    expect(contents(earlier)).toEqual([1, 2, 3, 4, 5, 6]);

    const small = await other.request({
      method: 'GET',
      url: `/api/conversations/${id}?limit=2&before=${oldest}`,
    });
    expect([contents(small), small.json().hasEarlier]).toEqual([[5, 6], true]);

    // A page is the participants' only: anyone else still finds no conversation.
    const outsider = await third.request({ method: 'GET', url: `/api/conversations/${id}?before=${oldest}` });
    expect(outsider.statusCode).toBe(404);
    const anonymous = await t.app.inject({ method: 'GET', url: `/api/conversations/${id}` });
    expect(anonymous.statusCode).toBe(401);
    // A page must start from one of this thread's own messages.
    const firstThread = await host.request({ method: 'GET', url: `/api/conversations/${conversationId}` });
    const foreign = firstThread.json().messages[0].id as string;
    const wrongThread = await host.request({
      method: 'GET',
      url: `/api/conversations/${id}?before=${foreign}`,
    });
    expect([wrongThread.statusCode, wrongThread.json().error]).toEqual([
      400,
      'Hay datos inválidos en la solicitud',
    ]);
    for (const query of ['before=nope', 'limit=0', 'limit=101'])
      expect(
        (await host.request({ method: 'GET', url: `/api/conversations/${id}?${query}` })).statusCode,
      ).toBe(400);
  });
});
