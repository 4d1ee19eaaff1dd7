import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { formatRentalDates } from '../../shared/rental-dates.js';
import { drivenClock } from '../testing/driven-clock.js';
import { createTestApp, registeredUser, signUp, type TestApp, type TestUser } from '../testing/harness.js';
import { listMates, publishMate } from '../testing/mates-fixtures.js';
import { notificationsOf } from '../testing/notifications.js';

// Every app of this file reads this clock; the default days run from tomorrow to the day after next.
const clock = drivenClock();
const DAYS = { startDate: clock.day(1), endDate: clock.day(3) };
const DATES = formatRentalDates(DAYS.startDate, DAYS.endDate);

const book = (
  user: TestUser,
  mateId: string,
  message?: string,
  days: { startDate: string; endDate: string } = DAYS,
) =>
  user.request({
    method: 'POST',
    url: `/api/mates/${mateId}/bookings`,
    payload: message === undefined ? days : { ...days, message },
  });

describe('booking a mate', () => {
  let t: TestApp;
  let host: TestUser;
  let guest: TestUser;
  beforeAll(async () => {
    t = await createTestApp({}, undefined, clock);
    host = await registeredUser(t.app, 'Anfitriona Bea');
    guest = await registeredUser(t.app, 'Viajero Tomás');
  });
  afterAll(() => t.close());

  it('creates the booking, the conversation, the notifications and the first message in one go', async () => {
    const mate = await publishMate(host, { name: 'Mate de Bea', pricePerDay: '3.5' });
    const response = await book(guest, mate.id, '¿Lo puedo buscar el sábado?');
    expect(response.statusCode).toBe(201);
    const { bookingId, conversationId } = response.json();

    const { rows: bookings } = await t.db.pool.query(
      `SELECT status, guest_id, host_id, conversation_id, message, start_date::text, end_date::text, days,
              total::float8
         FROM bookings WHERE id = $1`,
      [bookingId],
    );
    expect(bookings[0]).toEqual({
      status: 'pending',
      guest_id: guest.id,
      host_id: host.id,
      conversation_id: conversationId,
      message: '¿Lo puedo buscar el sábado?',
      start_date: DAYS.startDate,
      end_date: DAYS.endDate,
      days: 3,
      total: 10.5,
    });
    // A request takes no day: the mate stays on the list until a rental is confirmed.
    const { rows: mates } = await t.db.pool.query('SELECT available, status FROM mates WHERE id = $1', [
      mate.id,
    ]);
    expect(mates[0]).toEqual({ available: true, status: 'available' });
    expect((await listMates(t.app)).json().mates.map((m: { id: string }) => m.id)).toContain(mate.id);

    expect(await notificationsOf(host)).toEqual([
      {
        type: 'new_booking',
        text: `Viajero Tomás reservó tu mate "Mate de Bea" (${DATES} · 3 días · €10.50)`,
        link: `/conversations/${conversationId}`,
      },
    ]);
    expect(await notificationsOf(guest)).toEqual([
      {
        type: 'new_booking',
        text: `Tu reserva de Mate de Bea (${DATES}) fue enviada al anfitrión. Podés coordinar desde el chat.`,
        link: `/conversations/${conversationId}`,
      },
    ]);
    const thread = (
      await host.request({ method: 'GET', url: `/api/conversations/${conversationId}` })
    ).json();
    expect(
      thread.messages.map((m: { content: string; senderId: string }) => [m.senderId, m.content]),
    ).toEqual([[guest.id, '¿Lo puedo buscar el sábado?']]);
    expect(thread.booking).toMatchObject({ id: bookingId, status: 'pending' });

    const detail = (await guest.request({ method: 'GET', url: `/api/mates/${mate.id}` })).json();
    expect(detail.viewer.booking).toEqual({
      id: bookingId,
      status: 'pending',
      conversationId,
      ...DAYS,
      days: 3,
      total: 10.5,
    });
  });

  it('refuses, with the spec messages, whoever may not book', async () => {
    const mate = await publishMate(host);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api/mates/${mate.id}/bookings`,
      payload: DAYS,
    });
    expect([anonymous.statusCode, anonymous.json().error]).toEqual([
      401,
      'Necesitás iniciar sesión para reservar este mate',
    ]);
    const visitante = await book(await signUp(t.app), mate.id);
    expect([visitante.statusCode, visitante.json().error]).toEqual([
      403,
      'Completá tu registro para reservar este mate',
    ]);
    const own = await book(host, mate.id);
    expect([own.statusCode, own.json().error]).toEqual([403, 'No podés reservar tu propio mate']);
    const tooLong = await book(guest, mate.id, 'x'.repeat(501));
    expect([tooLong.statusCode, tooLong.json().fields.message]).toEqual([
      400,
      'El mensaje no puede tener más de 500 caracteres',
    ]);

    const first = (await book(guest, mate.id)).json();
    const twice = await book(guest, mate.id);
    expect([twice.statusCode, twice.json().error]).toEqual([
      409,
      'Ya tenés una reserva pendiente para este mate',
    ]);
    // Requests may overlap; a confirmed rental takes its days.
    expect((await book(await registeredUser(t.app), mate.id)).statusCode).toBe(201);
    await host.request({ method: 'POST', url: `/api/bookings/${first.bookingId}/confirm` });
    expect((await book(guest, mate.id)).json().error).toBe('Ya tenés una reserva confirmada para este mate');
    const taken = await book(await registeredUser(t.app), mate.id);
    expect([taken.statusCode, taken.json().error]).toEqual([409, 'Esas fechas no están disponibles']);

    const paused = await publishMate(host);
    await host.request({ method: 'POST', url: `/api/mates/${paused.id}/pause` });
    expect((await book(guest, paused.id)).json().error).toBe('El mate no existe o no está disponible');
    const missing = await book(guest, '00000000-0000-4000-8000-000000000000');
    expect([missing.statusCode, missing.json().error]).toEqual([
      404,
      'El mate no existe o no está disponible',
    ]);
  });

  it('twenty simultaneous requests from one guest make exactly one booking', async () => {
    const mate = await publishMate(host);
    const responses = await Promise.all(Array.from({ length: 20 }, () => book(guest, mate.id)));
    expect(responses.filter((r) => r.statusCode === 201)).toHaveLength(1);
    const refused = responses.filter((r) => r.statusCode !== 201);
    expect(
      refused.every(
        (r) => r.statusCode === 409 && r.json().error === 'Ya tenés una reserva pendiente para este mate',
      ),
    ).toBe(true);
    const { rows } = await t.db.pool.query('SELECT count(*)::int AS n FROM bookings WHERE mate_id = $1', [
      mate.id,
    ]);
    expect(rows[0].n).toBe(1);
    const conversations = await t.db.pool.query(
      'SELECT count(*)::int AS n FROM conversations WHERE mate_id = $1',
      [mate.id],
    );
    expect(conversations.rows[0].n).toBe(1);
  });

  it('fifty simultaneous confirmations of overlapping requests confirm exactly one', async () => {
    const mate = await publishMate(host, { name: 'Mate disputado' });
    const guests = await Promise.all(Array.from({ length: 50 }, () => registeredUser(t.app)));
    // Each request overlaps the next; all of them share the middle day.
    const requests = await Promise.all(
      guests.map(async (g, i) => {
        const response = await book(g, mate.id, undefined, {
          startDate: clock.day(5 + (i % 3)),
          endDate: clock.day(8 + (i % 3)),
        });
        expect(response.statusCode).toBe(201);
        return response.json().bookingId as string;
      }),
    );
    const answers = await Promise.all(
      requests.map((id) => host.request({ method: 'POST', url: `/api/bookings/${id}/confirm` })),
    );
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const r of answers.filter((r) => r.statusCode !== 200)) {
      expect([r.statusCode, r.json().error]).toEqual([409, 'Esta reserva ya no está pendiente']);
    }
    const { rows } = await t.db.pool.query(
      `SELECT status, cancel_reason, count(*)::int AS n FROM bookings WHERE mate_id = $1 GROUP BY 1, 2 ORDER BY 1`,
      [mate.id],
    );
    expect(rows).toEqual([
      { status: 'cancelled', cancel_reason: 'rejected', n: 49 },
      { status: 'confirmed', cancel_reason: null, n: 1 },
    ]);
    const told = await t.db.pool.query(
      `SELECT count(*)::int AS n FROM notifications WHERE type = 'booking_rejected'
          AND wording ->> 'key' = 'datesTaken' AND wording -> 'values' ->> 'mate' = 'Mate disputado'`,
    );
    expect(told.rows[0].n).toBe(49);
  });
});

describe('the booking lifecycle and who may act', () => {
  let t: TestApp;
  let host: TestUser;
  let guest: TestUser;
  let third: TestUser;
  beforeAll(async () => {
    t = await createTestApp({}, undefined, clock);
    host = await registeredUser(t.app, 'Host Lifecycle');
    guest = await registeredUser(t.app, 'Guest Lifecycle');
    third = await registeredUser(t.app, 'Tercera Persona');
  });
  afterAll(() => t.close());

  const act = (user: TestUser | null, id: string, action: string) =>
    user
      ? user.request({ method: 'POST', url: `/api/bookings/${id}/${action}` })
      : t.app.inject({ method: 'POST', url: `/api/bookings/${id}/${action}` });
  const mateState = async (id: string) =>
    (await t.db.pool.query('SELECT status, available FROM mates WHERE id = $1', [id])).rows[0];

  it('only the host confirms; the mate becomes Reservado and the guest hears it; then it is returned', async () => {
    const mate = await publishMate(host, { name: 'Mate confirmable' });
    // Starting today: once confirmed the rental is running.
    const running = { startDate: clock.day(0), endDate: clock.day(2) };
    const { bookingId } = (await book(guest, mate.id, undefined, running)).json();
    expect((await act(null, bookingId, 'confirm')).statusCode).toBe(401);
    const stranger = await act(third, bookingId, 'confirm');
    expect([stranger.statusCode, stranger.json().error]).toEqual([404, 'Reserva no encontrada']);
    const byGuest = await act(guest, bookingId, 'confirm');
    expect([byGuest.statusCode, byGuest.json().error]).toEqual([
      409,
      'Solo el anfitrión puede hacer este cambio en la reserva',
    ]);
    const confirmed = await act(host, bookingId, 'confirm');
    expect(confirmed.json()).toMatchObject({
      id: bookingId,
      status: 'confirmed',
      mate: { name: 'Mate confirmable' },
      otherUser: { displayName: 'Guest Lifecycle' },
    });
    expect(await mateState(mate.id)).toEqual({ status: 'reserved', available: false });
    expect((await notificationsOf(guest)).at(-1)).toMatchObject({
      type: 'booking_confirmed',
      text: `¡Tu reserva de "Mate confirmable" (${formatRentalDates(running.startDate, running.endDate)} · 3 días · €15.00) fue confirmada! Coordiná la entrega desde el chat.`,
    });
    expect((await act(host, bookingId, 'confirm')).json().error).toBe('Esta reserva ya no está pendiente');
    expect((await act(guest, bookingId, 'withdraw')).json().error).toBe('Esta reserva ya no está pendiente');

    expect((await act(guest, bookingId, 'complete')).statusCode).toBe(409);
    // Nothing is lent before the first day: "Marcar como devuelto" waits for it.
    const ahead = await publishMate(host, { name: 'Mate de la semana que viene' });
    const later = (await book(guest, ahead.id)).json().bookingId;
    await act(host, later, 'confirm');
    const early = await act(host, later, 'complete');
    expect([early.statusCode, early.json().error]).toEqual([
      409,
      'La reserva todavía no empezó: podés marcarla como devuelta desde su primer día',
    ]);
    expect((await act(host, bookingId, 'complete')).json()).toMatchObject({ status: 'completed' });
    expect(await mateState(mate.id)).toEqual({ status: 'available', available: true });
  });

  it('a lent-out mate is not reactivated, and pausing a mate leaves no request to confirm', async () => {
    const lent = await publishMate(host, { name: 'Mate prestado' });
    const { bookingId } = (
      await book(guest, lent.id, undefined, { startDate: clock.day(0), endDate: clock.day(1) })
    ).json();
    await act(host, bookingId, 'confirm');
    const reactivate = await host.request({ method: 'POST', url: `/api/mates/${lent.id}/reactivate` });
    expect([reactivate.statusCode, reactivate.json().error]).toEqual([
      409,
      'No podés reactivar este mate mientras esté reservado: marcá la reserva como devuelta',
    ]);

    const paused = await publishMate(host, { name: 'Mate en pausa' });
    const pending = (
      await book(guest, paused.id, undefined, { startDate: clock.day(0), endDate: clock.day(1) })
    ).json().bookingId;
    await host.request({ method: 'POST', url: `/api/mates/${paused.id}/pause` });
    // Pausing rejected it (decision 0030).
    expect((await act(host, pending, 'confirm')).json().error).toBe('Esta reserva ya no está pendiente');
    expect(await mateState(paused.id)).toEqual({ status: 'inactive', available: false });
  });

  it('a rejection frees the mate and reads Rechazada for the guest', async () => {
    const mate = await publishMate(host, { name: 'Mate rechazable' });
    const { bookingId } = (await book(guest, mate.id)).json();
    expect((await act(third, bookingId, 'reject')).statusCode).toBe(404);
    expect((await act(host, bookingId, 'reject')).json()).toMatchObject({
      status: 'cancelled',
      cancelledBy: 'host',
      cancelReason: 'rejected',
    });
    expect(await mateState(mate.id)).toEqual({ status: 'available', available: true });
    expect((await listMates(t.app)).json().mates.map((m: { id: string }) => m.id)).toContain(mate.id);
    expect((await notificationsOf(guest)).at(-1)).toMatchObject({
      type: 'booking_rejected',
      text: `Tu reserva de "Mate rechazable" (${DATES}) fue rechazada. Buscá otros mates disponibles.`,
    });
    // The guest may book it again.
    expect((await book(guest, mate.id)).statusCode).toBe(201);
  });

  it('only the guest withdraws a pending request; it reads Cancelada and the host hears it', async () => {
    const mate = await publishMate(host, { name: 'Mate retirable' });
    const { bookingId } = (await book(guest, mate.id)).json();
    expect((await act(host, bookingId, 'withdraw')).json().error).toBe(
      'Solo quien pidió la reserva puede hacer este cambio',
    );
    expect((await act(third, bookingId, 'withdraw')).statusCode).toBe(404);
    expect((await act(guest, bookingId, 'withdraw')).json()).toMatchObject({
      status: 'cancelled',
      cancelledBy: 'guest',
      cancelReason: 'withdrawn',
    });
    expect(await mateState(mate.id)).toEqual({ status: 'available', available: true });
    expect((await notificationsOf(host)).at(-1)).toMatchObject({
      type: 'mate_status_changed',
      text: `Guest Lifecycle canceló su solicitud para "Mate retirable" (${DATES})`,
    });
  });

  it('lists received and own bookings with mate, other person and chat, in one query each', async () => {
    const mate = await publishMate(host, { name: 'Mate listado', pricePerDay: '3' });
    await book(guest, mate.id, 'Hola');
    const spy = vi.spyOn(t.db.pool, 'query');
    const received = (await host.request({ method: 'GET', url: '/api/bookings/received' })).json().bookings;
    // Only the list's own queries: sending e-mails in the background reads bookings through the pool too.
    const bookingQueries = spy.mock.calls.filter(([sql]) => {
      const text = String(typeof sql === 'string' ? sql : (sql as { text: string }).text);
      return text.includes('FROM bookings b') && text.includes('AS other_public_name');
    });
    expect(bookingQueries).toHaveLength(1);
    spy.mockRestore();
    expect(received[0]).toMatchObject({
      status: 'pending',
      message: 'Hola',
      ...DAYS,
      days: 3,
      total: 9,
      mate: { name: 'Mate listado', pricePerDay: 3, deleted: false },
      otherUser: { publicName: 'Guest Lifecycle' },
      conversationId: expect.any(String),
    });
    const mine = (await guest.request({ method: 'GET', url: '/api/bookings/mine' })).json().bookings;
    expect(mine[0]).toMatchObject({
      mate: { name: 'Mate listado' },
      otherUser: { publicName: 'Host Lifecycle' },
    });
    expect((await third.request({ method: 'GET', url: '/api/bookings/mine' })).json().bookings).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/api/bookings/received' })).statusCode).toBe(401);
  });

  it('deleting a mate rejects its pending requests and keeps its name as "deleted"', async () => {
    const mate = await publishMate(host, { name: 'Mate que se va' });
    const { bookingId, conversationId } = (await book(guest, mate.id)).json();
    await host.request({ method: 'DELETE', url: `/api/mates/${mate.id}` });
    const mine = (await guest.request({ method: 'GET', url: '/api/bookings/mine' })).json().bookings;
    expect(mine.find((b: { id: string }) => b.id === bookingId)).toMatchObject({
      status: 'cancelled',
      cancelledBy: 'host',
      mate: { name: 'Mate que se va', deleted: true },
    });
    const thread = (
      await guest.request({ method: 'GET', url: `/api/conversations/${conversationId}` })
    ).json();
    expect(thread.mate).toMatchObject({ name: 'Mate que se va', deleted: true });
  });
});
