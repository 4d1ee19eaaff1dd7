import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drivenClock } from '../testing/driven-clock.js';
import { createTestApp, registeredUser, signUp, type TestApp, type TestUser } from '../testing/harness.js';
import { listMates, publishMate } from '../testing/mates-fixtures.js';
import { messages } from '../messages/catalogue.js';
import { notificationsOf } from '../testing/notifications.js';

const clock = drivenClock();
const DAYS = { startDate: clock.day(2), endDate: clock.day(3) };

describe('blocking a person', () => {
  let t: TestApp;
  let host: TestUser & { publicName: string };
  let traveller: TestUser & { publicName: string };
  let third: TestUser & { publicName: string };
  let visitor: TestUser;
  let mateId: string;
  let conversationId: string;
  beforeAll(async () => {
    t = await createTestApp({}, undefined, clock);
    host = await registeredUser(t.app, 'Host Bloqueos');
    traveller = await registeredUser(t.app, 'Viajero Molesto');
    third = await registeredUser(t.app, 'Tercera Amable');
    visitor = await signUp(t.app);
    mateId = (await publishMate(host, { name: 'Mate del anfitrión' })).id;
    const contact = await traveller.request({
      method: 'POST',
      url: `/api/mates/${mateId}/messages`,
      payload: { content: 'Hola' },
    });
    conversationId = contact.json().conversationId;
  });
  afterAll(() => t.close());

  const block = (user: TestUser | null, publicName: string) =>
    (user ? user.request.bind(user) : t.app.inject.bind(t.app))({
      method: 'POST',
      url: '/api/blocks',
      payload: { publicName },
    });
  const unblock = (user: TestUser | null, publicName: string) =>
    (user ? user.request.bind(user) : t.app.inject.bind(t.app))({
      method: 'DELETE',
      url: `/api/blocks/${encodeURIComponent(publicName)}`,
    });
  const blockedBy = async (user: TestUser) =>
    (await user.request({ method: 'GET', url: '/api/blocks' })).json().users as { publicName: string }[];
  const send = (user: TestUser, content: string) =>
    user.request({
      method: 'POST',
      url: `/api/conversations/${conversationId}/messages`,
      payload: { content },
    });
  const contactHost = (user: TestUser) =>
    user.request({ method: 'POST', url: `/api/mates/${mateId}/messages`, payload: { content: '¿Sigue?' } });
  const book = (user: TestUser, id = mateId) =>
    user.request({ method: 'POST', url: `/api/mates/${id}/bookings`, payload: DAYS });
  const inboxOf = async (user: TestUser) =>
    (await user.request({ method: 'GET', url: '/api/conversations' })).json().conversations as {
      id: string;
    }[];
  const bookingStatus = async (id: string) =>
    (await t.db.pool.query('SELECT status, cancel_reason FROM bookings WHERE id = $1', [id])).rows[0];

  it('asks anonymous people to sign in and a Visitante to register; a Visitante blocks nobody', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/blocks' })).statusCode).toBe(401);
    expect((await block(null, host.publicName)).statusCode).toBe(401);
    expect((await unblock(null, host.publicName)).statusCode).toBe(401);
    const guest = await block(visitor, host.publicName);
    expect([guest.statusCode, guest.json().error]).toEqual([
      403,
      'Completá tu registro para reservar, publicar y enviar mensajes.',
    ]);
    expect(await blockedBy(visitor)).toEqual([]);
  });

  it('refuses blocking oneself or someone who does not exist', async () => {
    const self = await block(host, host.publicName);
    expect([self.statusCode, self.json().error]).toEqual([400, 'No podés bloquearte a vos mismo']);
    const missing = await block(host, 'Nadie Así');
    expect([missing.statusCode, missing.json().error]).toEqual([404, 'Usuario no encontrado']);
    expect((await unblock(host, 'Nadie Así')).statusCode).toBe(404);
  });

  it('settles the pending requests between them: received ones rejected, own ones withdrawn', async () => {
    const travellerMate = (await publishMate(traveller, { name: 'Mate del viajero' })).id;
    const received = (await book(traveller)).json().bookingId as string;
    const made = (await book(host, travellerMate)).json().bookingId as string;
    const unrelated = (await book(third)).json().bookingId as string;
    expect((await block(host, traveller.publicName)).statusCode).toBe(200);
    expect(await bookingStatus(received)).toEqual({ status: 'cancelled', cancel_reason: 'rejected' });
    expect(await bookingStatus(made)).toEqual({ status: 'cancelled', cancel_reason: 'withdrawn' });
    expect(await bookingStatus(unrelated)).toEqual({ status: 'pending', cancel_reason: null });
    // The traveller hears of a rejection as of any other, never of a block.
    const told = await notificationsOf(traveller);
    expect(told.map((n) => n.text).join(' ')).not.toMatch(/bloque(ó|ado|aste)/i);
    await t.db.pool.query(
      `UPDATE bookings SET status = 'cancelled', cancel_reason = 'withdrawn' WHERE id = $1`,
      [unrelated],
    );
  });

  it('lists the blocked person once, however often they are blocked', async () => {
    expect((await block(host, traveller.publicName.toLowerCase())).statusCode).toBe(200);
    const users = await blockedBy(host);
    expect(users).toEqual([
      {
        publicName: traveller.publicName,
        displayName: traveller.publicName,
        avatarUrl: null,
        blockedAt: expect.any(String),
      },
    ]);
    expect(await blockedBy(traveller)).toEqual([]);
  });

  it('gives the blocked person generic refusals to write or book', async () => {
    const message = await send(traveller, '¿Hola?');
    expect([message.statusCode, message.json().error]).toEqual([409, 'Error al enviar mensaje']);
    const contact = await contactHost(traveller);
    expect([contact.statusCode, contact.json().error]).toEqual([
      409,
      'El mate no existe o no está disponible',
    ]);
    const booking = await book(traveller);
    expect([booking.statusCode, booking.json().error]).toEqual([
      409,
      'El mate no existe o no está disponible',
    ]);
    // Other people are not affected.
    expect((await contactHost(third)).statusCode).toBe(201);
  });

  it('takes the blocked person out of the blocker’s inbox, lists and notifications', async () => {
    expect((await inboxOf(host)).map((c) => c.id)).not.toContain(conversationId);
    // The blocked person still has the conversation, as nothing happened.
    expect((await inboxOf(traveller)).map((c) => c.id)).toContain(conversationId);
    // The blocker may open the thread, which says why nobody writes there, and is refused a send.
    const thread = await host.request({ method: 'GET', url: `/api/conversations/${conversationId}` });
    expect(thread.statusCode).toBe(200);
    expect(thread.json().blockedByMe).toBe(true);
    const refused = await send(host, 'Último mensaje');
    expect([refused.statusCode, refused.json().error]).toEqual([409, messages.blocks.unblockToWrite]);
    const other = await traveller.request({ method: 'GET', url: `/api/conversations/${conversationId}` });
    expect(other.json().blockedByMe).toBe(false);

    const travellerMates = async (user: TestUser | null) => {
      const response = user
        ? await user.request({ method: 'GET', url: '/api/mates?pageSize=24' })
        : await listMates(t.app, { pageSize: 24 });
      return (response.json().mates as { name: string }[]).map((mate) => mate.name);
    };
    await block(third, traveller.publicName);
    expect(await travellerMates(third)).not.toContain('Mate del viajero');
    expect(await travellerMates(host)).toContain('Mate del anfitrión');
    expect(await travellerMates(null)).toContain('Mate del viajero');
    expect(await travellerMates(visitor)).toContain('Mate del viajero');
    await unblock(third, traveller.publicName);
    expect(await travellerMates(third)).toContain('Mate del viajero');
  });

  it('stops notifications from the blocked person, not those of others', async () => {
    // Counted in what they tell: a message may count into its conversation's unread notification.
    const before = await t.db.pool.query(
      'SELECT sum(message_count)::int AS n FROM notifications WHERE user_id = $1',
      [host.id],
    );
    // A confirmed rental stays; the blocked guest cancels it: the host hears nothing.
    const { rows } = await t.db.pool.query(
      `INSERT INTO bookings (mate_id, guest_id, host_id, status, start_date, end_date, days, total, conversation_id)
       VALUES ($1, $2, $3, 'confirmed', $4, $5, 2, 0, $6) RETURNING id`,
      [mateId, traveller.id, host.id, clock.day(20), clock.day(21), conversationId],
    );
    const cancelled = await traveller.request({
      method: 'POST',
      url: `/api/bookings/${rows[0].id}/cancel`,
      payload: { reason: 'No puedo ir' },
    });
    expect(cancelled.statusCode).toBe(200);
    const after = await t.db.pool.query(
      'SELECT sum(message_count)::int AS n FROM notifications WHERE user_id = $1',
      [host.id],
    );
    expect(after.rows[0].n).toBe(before.rows[0].n);
    expect((await contactHost(third)).statusCode).toBe(201);
    const third_ = await t.db.pool.query(
      'SELECT sum(message_count)::int AS n FROM notifications WHERE user_id = $1',
      [host.id],
    );
    expect(third_.rows[0].n).toBe(before.rows[0].n + 1);
  });

  it('another person cannot lift someone else’s block; the blocker can', async () => {
    expect((await unblock(third, traveller.publicName)).statusCode).toBe(204);
    expect((await blockedBy(host)).map((u) => u.publicName)).toEqual([traveller.publicName]);
    expect((await send(traveller, '¿Hola?')).statusCode).toBe(409);

    expect((await unblock(host, traveller.publicName)).statusCode).toBe(204);
    expect(await blockedBy(host)).toEqual([]);
    expect((await send(traveller, '¡Gracias!')).statusCode).toBe(201);
    expect((await inboxOf(host)).map((c) => c.id)).toContain(conversationId);
    // Unblocking again changes nothing.
    expect((await unblock(host, traveller.publicName)).statusCode).toBe(204);
  });
  it('keeps a confirmed rental’s chat open both ways, so the handover can still be arranged', async () => {
    const lender = await registeredUser(t.app, 'Presta Igual');
    const renter = await registeredUser(t.app, 'Alquila Igual');
    const mate = await publishMate(lender, { name: 'Mate comprometido' });
    const booked = await renter.request({
      method: 'POST',
      url: `/api/mates/${mate.id}/bookings`,
      payload: DAYS,
    });
    const { bookingId, conversationId: chat } = booked.json();
    expect(
      (await lender.request({ method: 'POST', url: `/api/bookings/${bookingId}/confirm` })).statusCode,
    ).toBe(200);
    expect((await block(lender, 'Alquila Igual')).statusCode).toBe(200);
    const write = (user: TestUser) =>
      user.request({
        method: 'POST',
        url: `/api/conversations/${chat}/messages`,
        payload: { content: '¿A qué hora?' },
      });
    expect((await write(renter)).statusCode).toBe(201);
    expect((await write(lender)).statusCode).toBe(201);
    const thread = await lender.request({ method: 'GET', url: `/api/conversations/${chat}` });
    expect(thread.json().blockedByMe).toBe(false);
    // Once the rental is over, the block holds again.
    expect(
      (
        await renter.request({
          method: 'POST',
          url: `/api/bookings/${bookingId}/cancel`,
          payload: { reason: 'No viajo' },
        })
      ).statusCode,
    ).toBe(200);
    expect((await write(renter)).statusCode).toBe(409);
    expect((await write(lender)).statusCode).toBe(409);
  });
});

describe('a block leaves no way round it', () => {
  const clock = drivenClock();
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, undefined, clock);
  });
  afterAll(() => t.close());

  const block = (blocker: TestUser, blocked: { publicName: string }) =>
    blocker.request({ method: 'POST', url: '/api/blocks', payload: { publicName: blocked.publicName } });
  const review = (user: TestUser, bookingId: string, rating: number) =>
    user.request({ method: 'POST', url: `/api/bookings/${bookingId}/review`, payload: { rating } });
  const reviewsToldTo = async (user: TestUser) =>
    (
      await t.db.pool.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM notifications WHERE user_id = $1 AND type = 'review_published'`,
        [user.id],
      )
    ).rows[0]!.n;

  /** A rental of today between them that the host marks as returned. */
  async function completedRental(host: TestUser, guest: TestUser) {
    const mate = await publishMate(host, { name: 'Mate devuelto' });
    const booked = await guest.request({
      method: 'POST',
      url: `/api/mates/${mate.id}/bookings`,
      payload: { startDate: clock.day(0), endDate: clock.day(0) },
    });
    const id = booked.json().bookingId as string;
    for (const step of ['confirm', 'complete']) {
      expect((await host.request({ method: 'POST', url: `/api/bookings/${id}/${step}` })).statusCode).toBe(
        200,
      );
    }
    return id;
  }

  it('the blocker cannot open a conversation with the person they blocked through "Escribile al anfitrión"', async () => {
    const host = await registeredUser(t.app);
    const blocker = await registeredUser(t.app);
    const mate = await publishMate(host, { name: 'Mate del bloqueado' });
    expect((await block(blocker, host)).statusCode).toBe(200);

    const contact = await blocker.request({
      method: 'POST',
      url: `/api/mates/${mate.id}/messages`,
      payload: { content: 'Hola' },
    });
    expect([contact.statusCode, contact.json().error]).toEqual([409, messages.blocks.unblockToWrite]);
    // Nothing was left behind for the blocked host to answer.
    const inbox = (await host.request({ method: 'GET', url: '/api/conversations' })).json().conversations;
    expect(inbox).toEqual([]);
    const booking = await blocker.request({
      method: 'POST',
      url: `/api/mates/${mate.id}/bookings`,
      payload: { startDate: clock.day(2), endDate: clock.day(3) },
    });
    expect([booking.statusCode, booking.json().error]).toEqual([409, messages.blocks.unblockToBook]);
  });

  it('the blocked person’s review of an earlier rental reaches the blocker’s profile but not their notifications', async () => {
    const host = await registeredUser(t.app, 'Anfitriona Que Bloquea');
    const guest = await registeredUser(t.app, 'Viajero Que Valora');
    const together = await completedRental(host, guest);
    const alone = await completedRental(host, guest);
    expect((await review(host, together, 4)).statusCode).toBe(201);
    expect((await block(host, guest)).statusCode).toBe(200);

    // Both in: each review shows, the blocked guest hears of the host's, the host hears nothing.
    expect((await review(guest, together, 2)).statusCode).toBe(201);
    expect(await reviewsToldTo(guest)).toBe(1);
    expect(await reviewsToldTo(host)).toBe(0);
    // Alone: it shows when the window closes, and the host is not told then either.
    expect((await review(guest, alone, 1)).statusCode).toBe(201);
    clock.advanceHours(14 * 24 + 1);
    await t.app.services.rentals.runDue();
    expect(await reviewsToldTo(host)).toBe(0);
    const profile = await t.app.inject({ method: 'GET', url: '/api/users/Anfitriona%20Que%20Bloquea' });
    expect((profile.json().reviews as { rating: number }[]).map((r) => r.rating).sort()).toEqual([1, 2]);
  });

  it('the blocked person cannot answer the blocker’s review in public; the blocker can answer theirs', async () => {
    const host = await registeredUser(t.app);
    const guest = await registeredUser(t.app);
    const bookingId = await completedRental(host, guest);
    const byHost = (await review(host, bookingId, 3)).json().mine.id as string;
    const byGuest = (await review(guest, bookingId, 1)).json().mine.id as string;
    expect((await block(host, guest)).statusCode).toBe(200);

    const answer = (user: TestUser, reviewId: string) =>
      user.request({
        method: 'POST',
        url: `/api/reviews/${reviewId}/reply`,
        payload: { reply: 'Te contesto' },
      });
    const refused = await answer(guest, byHost);
    // The words anyone gets for a review they cannot answer: nothing says "bloqueado".
    expect([refused.statusCode, refused.json().error]).toEqual([404, 'Valoración no encontrada']);
    expect((await answer(host, byGuest)).statusCode).toBe(200);
  });
});
