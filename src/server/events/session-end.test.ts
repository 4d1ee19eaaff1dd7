import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endsWithin, openEventStream, type EventStream, type StreamEvent } from '../testing/event-stream.js';
import { PASSWORD, registeredUser, type TestApp, type TestUser } from '../testing/harness.js';
import { startLiveChat } from '../testing/live-chat.js';
import { publishMate } from '../testing/mates-fixtures.js';
import { transaction } from '../db/sql.js';
import { recordEvents } from './user-events.repo.js';

const isMessage = (content: string) => (e: StreamEvent) =>
  e.event === 'message' && (e.data as { message: { content: string } }).message.content === content;

describe('a live-event stream ends with the session that opened it', () => {
  let t: TestApp;
  let base: string;
  let admin: TestUser;
  beforeAll(async () => {
    ({ t, base } = await startLiveChat({ host: 'Host Sesiones', traveller: 'Viajera Sesiones' }));
    admin = await registeredUser(t.app, 'Operadora Sesiones');
    await t.db.pool.query('UPDATE users SET is_admin = true WHERE id = $1', [admin.id]);
  });
  afterAll(() => t.close());

  const streamOf = (headers: Record<string, string>) => openEventStream(`${base}/api/events`, headers);
  const byCookie = (user: TestUser) => streamOf({ cookie: user.cookie });
  const byToken = (token: string) => streamOf({ authorization: `Bearer ${token}` });

  /** A host with a mate, a traveller who wrote to them, and the host's second device (another sign-in). */
  async function conversationWithHost(name: string) {
    const host = await registeredUser(t.app, `Host ${name}`);
    const traveller = await registeredUser(t.app, `Viajera ${name}`);
    const mate = await publishMate(host);
    const first = await traveller.request({
      method: 'POST',
      url: `/api/mates/${mate.id}/messages`,
      payload: { content: 'Hola' },
    });
    expect(first.statusCode).toBe(201);
    const token = await tokenFor(host);
    return { host, traveller, mate, token, conversationId: first.json().conversationId as string };
  }

  /** The native apps' sign-in: a bearer token for a new session of the same person. */
  async function tokenFor(user: TestUser) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/token',
      payload: { email: user.email, password: PASSWORD },
    });
    expect(response.statusCode).toBe(200);
    return response.json().token as string;
  }

  it('signing out ends that session’s stream and nothing sent afterwards reaches it; the other device stays', async () => {
    const { host, traveller, token, conversationId } = await conversationWithHost('Salida');
    const signedOut = await byCookie(host);
    const otherDevice = await byToken(token);
    expect([signedOut.status, otherDevice.status]).toEqual([200, 200]);

    const out = await host.request({ method: 'POST', url: '/api/auth/sign-out', payload: {} });
    expect(out.statusCode).toBe(200);
    expect((await host.request({ method: 'GET', url: '/api/profile' })).statusCode).toBe(401);

    await traveller.request({
      method: 'POST',
      url: `/api/conversations/${conversationId}/messages`,
      payload: { content: 'Después de salir' },
    });
    // The other session hears it; the one signed out was ended before it.
    await otherDevice.next(isMessage('Después de salir'));
    expect(await endsWithin(signedOut)).toBe(true);
    expect(signedOut.events.some(isMessage('Después de salir'))).toBe(false);
    expect(await endsWithin(otherDevice, 50)).toBe(false);
    otherDevice.close();
  });

  it('signing out a bearer token ends the stream it opened', async () => {
    const { host, traveller, token, conversationId } = await conversationWithHost('Token');
    const app = await byToken(token);
    const browser = await byCookie(host);

    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { authorization: `Bearer ${token}` },
      payload: {},
    });
    expect(out.statusCode).toBe(200);
    await traveller.request({
      method: 'POST',
      url: `/api/conversations/${conversationId}/messages`,
      payload: { content: 'Después del token' },
    });
    await browser.next(isMessage('Después del token'));
    expect(await endsWithin(app)).toBe(true);
    expect(app.events.some(isMessage('Después del token'))).toBe(false);
    browser.close();
  });

  /**
   * A suspension or a deletion ends every session of the person: each of their streams, browser and app,
   * ends, and an event recorded for them afterwards (in the same transaction as one for a witness, who
   * hears theirs) reaches none.
   */
  async function expectEveryStreamEnded(person: TestUser, streams: EventStream[]) {
    const witness = await registeredUser(t.app);
    const watching = await byCookie(witness);
    await transaction(t.db.pool, (tx) =>
      recordEvents(tx, [
        { userId: person.id, type: 'notifications', data: { unreadCount: 99 } },
        { userId: witness.id, type: 'notifications', data: { unreadCount: 99 } },
      ]),
    );
    await watching.next((e) => e.event === 'notifications');
    for (const stream of streams) {
      expect(await endsWithin(stream)).toBe(true);
      expect(stream.events.some((e) => e.event === 'notifications')).toBe(false);
    }
    watching.close();
  }

  it('a suspension by an operator ends every stream of the person, on every device', async () => {
    const { host, token } = await conversationWithHost('Suspendido');
    const streams = [await byCookie(host), await byToken(token)];

    const suspended = await admin.request({
      method: 'POST',
      url: `/api/admin/people/${host.id}/suspend`,
      payload: { reason: 'Pruebas de sesiones' },
    });
    expect(suspended.statusCode).toBe(200);
    await expectEveryStreamEnded(host, streams);
  });

  it('deleting the account ends every stream of the person, on every device', async () => {
    const { host, token } = await conversationWithHost('Borrado');
    const streams = [await byCookie(host), await byToken(token)];

    const deleted = await host.request({
      method: 'DELETE',
      url: '/api/profile',
      payload: { confirmation: 'Host Borrado' },
    });
    expect(deleted.statusCode).toBe(204);
    await expectEveryStreamEnded(host, streams);
  });
});
