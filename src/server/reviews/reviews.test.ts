import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatLongDate } from '../../shared/format.js';
import { formatRentalDates } from '../../shared/rental-dates.js';
import { drivenClock } from '../testing/driven-clock.js';
import { createTestApp, registeredUser, signUp, type TestApp, type TestUser } from '../testing/harness.js';
import { listMates, publishMate } from '../testing/mates-fixtures.js';
import { notificationsOf } from '../testing/notifications.js';

describe('reviews after a rental (Valoraciones)', () => {
  const clock = drivenClock();
  let t: TestApp;
  let host: TestUser;
  let guest: TestUser;
  let other: TestUser;
  beforeAll(async () => {
    t = await createTestApp({ JOBS_POLL_SECONDS: '0.5', LOG_LEVEL: 'error' }, undefined, clock);
    host = await registeredUser(t.app, 'Anfitriona Valorada');
    guest = await registeredUser(t.app, 'Viajero Valorado');
    other = await registeredUser(t.app, 'Otra Persona');
  });
  afterAll(() => t.close());

  /** A rental of today that the host marks as returned: completed now. */
  async function completedRental(mateName: string) {
    const mate = await publishMate(host, { name: mateName });
    const created = await guest.request({
      method: 'POST',
      url: `/api/mates/${mate.id}/bookings`,
      payload: { startDate: clock.day(0), endDate: clock.day(0) },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().bookingId as string;
    for (const action of ['confirm', 'complete']) {
      const done = await host.request({ method: 'POST', url: `/api/bookings/${id}/${action}` });
      expect(done.statusCode, done.body).toBe(200);
    }
    return { mateId: mate.id, bookingId: id };
  }
  const review = (user: TestUser, bookingId: string, payload: object) =>
    user.request({ method: 'POST', url: `/api/bookings/${bookingId}/review`, payload });
  const card = async (user: TestUser, side: 'received' | 'mine', bookingId: string) =>
    (await user.request({ method: 'GET', url: `/api/bookings/${side}` }))
      .json()
      .bookings.find((b: { id: string }) => b.id === bookingId).reviews;
  const publicProfile = async (name: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/users/${encodeURIComponent(name)}` })).json();
  const texts = async (user: TestUser) => (await notificationsOf(user)).map((n) => n.text);

  it('invites both sides when the rental completes, and keeps each review hidden until both are in', async () => {
    const { mateId, bookingId } = await completedRental('Mate de las valoraciones');
    for (const user of [host, guest]) {
      const { openUntil } = await card(user, user === host ? 'received' : 'mine', bookingId);
      expect(openUntil).toEqual(expect.any(String));
      expect(await texts(user)).toContain(
        `Dejá tu valoración de la reserva de "Mate de las valoraciones" (${formatRentalDates(clock.day(0), clock.day(0))}): tenés tiempo hasta el ${formatLongDate(openUntil)}`,
      );
    }

    const written = await review(guest, bookingId, { rating: 5, comment: 'Todo impecable, ¡gracias!' });
    expect(written.statusCode, written.body).toBe(201);
    expect(written.json()).toMatchObject({
      mine: { rating: 5, comment: 'Todo impecable, ¡gracias!', published: false },
      theirs: null,
      openUntil: null,
    });
    // Nobody else reads it yet: not the host, not the public profile, not the mate.
    expect((await card(host, 'received', bookingId)).theirs).toBeNull();
    expect((await publicProfile('Anfitriona Valorada')).reviews).toEqual([]);
    expect((await publicProfile('Anfitriona Valorada')).stats).toMatchObject({
      reviewsReceived: 0,
      ratingAverage: null,
    });

    const answered = await review(host, bookingId, { rating: 4 });
    expect(answered.statusCode, answered.body).toBe(201);
    expect(answered.json()).toMatchObject({
      mine: { rating: 4, comment: '', published: true },
      theirs: { rating: 5, comment: 'Todo impecable, ¡gracias!', published: true },
    });
    expect((await card(guest, 'mine', bookingId)).theirs).toMatchObject({ rating: 4 });
    expect(await texts(host)).toContain('Viajero Valorado te dejó una valoración');
    expect(await texts(guest)).toContain('Anfitriona Valorada te dejó una valoración');

    const profile = await publicProfile('Anfitriona Valorada');
    expect(profile.stats).toMatchObject({ reviewsReceived: 1, ratingAverage: 5 });
    expect(profile.reviews).toEqual([
      expect.objectContaining({
        rating: 5,
        comment: 'Todo impecable, ¡gracias!',
        author: expect.objectContaining({ displayName: 'Viajero Valorado' }),
        mate: { id: mateId, name: 'Mate de las valoraciones' },
        reply: null,
      }),
    ]);
    // The mate shows its guests' reviews only (not the host's review of the guest), and cards their rating.
    const detail = (await t.app.inject({ method: 'GET', url: `/api/mates/${mateId}` })).json();
    expect(detail.reviews.map((r: { rating: number }) => r.rating)).toEqual([5]);
    // Read with the mate in one statement, it reads as the profile's own (timestamps in UTC ISO).
    expect(detail.reviews).toEqual(profile.reviews);
    expect(detail.rating).toEqual({ average: 5, count: 1 });
    const listed = (await listMates(t.app, { q: 'valoraciones' })).json().mates;
    expect(listed.find((m: { id: string }) => m.id === mateId).rating).toEqual({ average: 5, count: 1 });
    expect((await guest.request({ method: 'GET', url: '/api/profile' })).json().stats).toMatchObject({
      reviewsReceived: 1,
      ratingAverage: 4,
    });
  });

  it("shows each side the booking's reviews in its chat too, as its own card does", async () => {
    const { bookingId } = await completedRental('Mate del chat valorado');
    const thread = async (user: TestUser, side: 'received' | 'mine') => {
      const listed = (await user.request({ method: 'GET', url: `/api/bookings/${side}` }))
        .json()
        .bookings.find((b: { id: string }) => b.id === bookingId) as { conversationId: string };
      const opened = await user.request({
        method: 'GET',
        url: `/api/conversations/${listed.conversationId}`,
      });
      expect(opened.statusCode, opened.body).toBe(200);
      return opened.json().booking as { id: string; status: string; reviews: unknown };
    };
    for (const [user, side] of [
      [host, 'received'],
      [guest, 'mine'],
    ] as const) {
      const booking = await thread(user, side);
      expect(booking).toMatchObject({ id: bookingId, status: 'completed' });
      expect(booking.reviews).toEqual(await card(user, side, bookingId));
      expect(booking.reviews).toMatchObject({ mine: null, theirs: null, openUntil: expect.any(String) });
    }

    expect((await review(guest, bookingId, { rating: 5, comment: 'Impecable' })).statusCode).toBe(201);
    expect((await thread(guest, 'mine')).reviews).toMatchObject({
      mine: { rating: 5, comment: 'Impecable', published: false },
      openUntil: null,
    });
    // Hidden from the host until theirs is in, in the chat as on the card.
    expect((await thread(host, 'received')).reviews).toMatchObject({ theirs: null });
  });

  it('allows one review per side, only to the booking’s parties, only once completed', async () => {
    const { bookingId } = await completedRental('Mate de una sola vez');
    expect((await review(guest, bookingId, { rating: 3 })).statusCode).toBe(201);
    const again = await review(guest, bookingId, { rating: 1 });
    expect([again.statusCode, again.json().error]).toEqual([
      409,
      'Ya dejaste tu valoración para esta reserva',
    ]);

    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/${bookingId}/review`,
      payload: { rating: 5 },
    });
    expect(anonymous.statusCode).toBe(401);
    const visitor = await signUp(t.app);
    expect((await review(visitor, bookingId, { rating: 5 })).statusCode).toBe(403);
    const stranger = await review(other, bookingId, { rating: 5 });
    expect([stranger.statusCode, stranger.json().error]).toEqual([404, 'Reserva no encontrada']);

    const mate = await publishMate(host, { name: 'Mate por venir' });
    const future = await guest.request({
      method: 'POST',
      url: `/api/mates/${mate.id}/bookings`,
      payload: { startDate: clock.day(3), endDate: clock.day(4) },
    });
    const early = await review(guest, future.json().bookingId, { rating: 5 });
    expect([early.statusCode, early.json().error]).toEqual([
      409,
      'Solo podés valorar una reserva completada',
    ]);
  });

  it('checks the stars and the comment with Spanish messages', async () => {
    const { bookingId } = await completedRental('Mate de las reglas');
    for (const payload of [{}, { rating: 0 }, { rating: 6 }, { rating: 3.5 }, { rating: '5' }]) {
      const refused = await review(guest, bookingId, payload);
      expect([refused.statusCode, refused.json().error], JSON.stringify(payload)).toEqual([
        400,
        'Elegí una puntuación de 1 a 5 estrellas',
      ]);
    }
    const long = await review(guest, bookingId, { rating: 4, comment: 'a'.repeat(1001) });
    expect([long.statusCode, long.json().error]).toEqual([
      400,
      'El comentario no puede tener más de 1000 caracteres',
    ]);
    expect((await review(guest, bookingId, { rating: 4, comment: 'a'.repeat(1000) })).statusCode).toBe(201);
  });

  it('publishes a lone review when 14 days have passed, and closes the window then', async () => {
    const { bookingId } = await completedRental('Mate del silencio');
    expect((await review(host, bookingId, { rating: 2, comment: 'Llegó tarde' })).statusCode).toBe(201);
    const before = (await publicProfile('Viajero Valorado')).reviews.length;

    clock.advanceHours(14 * 24 - 1);
    await t.app.services.rentals.runDue();
    expect((await publicProfile('Viajero Valorado')).reviews).toHaveLength(before);
    expect((await card(guest, 'mine', bookingId)).openUntil).toEqual(expect.any(String));

    clock.advanceHours(2);
    await t.app.services.rentals.runDue();
    // A second run (another process, a retried job) publishes nothing twice.
    await t.app.services.rentals.runDue();
    const reviews = (await publicProfile('Viajero Valorado')).reviews;
    expect(reviews).toHaveLength(before + 1);
    expect(reviews[0]).toMatchObject({ rating: 2, comment: 'Llegó tarde' });
    expect(
      (await texts(guest)).filter((text) => text === 'Anfitriona Valorada te dejó una valoración'),
    ).toHaveLength(2);
    const card14 = await card(guest, 'mine', bookingId);
    expect(card14).toMatchObject({ openUntil: null, theirs: { rating: 2 } });
    const late = await review(guest, bookingId, { rating: 5 });
    expect([late.statusCode, late.json().error]).toEqual([
      409,
      'Pasaron más de 14 días desde que terminó la reserva: ya no se puede valorar',
    ]);
  });

  it('lets the reviewed person reply once, in public; a hidden review leaves the average', async () => {
    const { bookingId, mateId } = await completedRental('Mate con respuesta');
    await review(guest, bookingId, { rating: 1, comment: 'No me gustó' });
    const answered = await review(host, bookingId, { rating: 5 });
    const theirs = answered.json().theirs as { id: string };
    const reply = (user: TestUser, payload: object) =>
      user.request({ method: 'POST', url: `/api/reviews/${theirs.id}/reply`, payload });

    expect((await reply(guest, { reply: 'Yo la escribí' })).statusCode).toBe(404);
    expect((await reply(other, { reply: 'No es mía' })).statusCode).toBe(404);
    expect((await reply(host, { reply: '   ' })).json().error).toBe('Escribí tu respuesta');
    const replied = await reply(host, { reply: 'Gracias, lo mejoro.' });
    expect(replied.statusCode, replied.body).toBe(200);
    expect(replied.json().theirs.reply).toEqual({
      text: 'Gracias, lo mejoro.',
      createdAt: expect.any(String),
    });
    expect((await reply(host, { reply: 'Otra vez' })).json().error).toBe('Ya respondiste esta valoración');
    const detail = (await t.app.inject({ method: 'GET', url: `/api/mates/${mateId}` })).json();
    expect(detail.reviews[0]).toMatchObject({ reply: replied.json().theirs.reply });

    const averageBefore = (await publicProfile('Anfitriona Valorada')).stats;
    await t.db.pool.query(`UPDATE reviews SET hidden_at = now(), hidden_reason = 'Insultos' WHERE id = $1`, [
      theirs.id,
    ]);
    const averageAfter = (await publicProfile('Anfitriona Valorada')).stats;
    expect(averageAfter.reviewsReceived).toBe(averageBefore.reviewsReceived - 1);
    expect(averageAfter.ratingAverage).toBeGreaterThan(averageBefore.ratingAverage);
    expect((await t.app.inject({ method: 'GET', url: `/api/mates/${mateId}` })).json().reviews).toEqual([]);
  });

  it('words an invitation from its window: once the 14 days are over it says so and nothing invites', async () => {
    const { bookingId } = await completedRental('Mate del plazo');
    const dates = formatRentalDates(clock.day(0), clock.day(0));
    const invitation = async (user: TestUser) => {
      const list = await user.request({ method: 'GET', url: '/api/notifications?limit=50' });
      expect(list.statusCode, list.body).toBe(200);
      return list
        .json()
        .notifications.find(
          (n: { type: string; link: string }) =>
            n.type === 'review_invite' && n.link === `/perfil/reservas?reserva=${bookingId}`,
        ).text as string;
    };
    const { openUntil, windowEnd } = await card(guest, 'mine', bookingId);
    expect(await invitation(guest)).toBe(
      `Dejá tu valoración de la reserva de "Mate del plazo" (${dates}): tenés tiempo hasta el ${formatLongDate(openUntil)}`,
    );

    clock.advanceHours(14 * 24 - 1);
    expect(await invitation(host)).toMatch(/^Dejá tu valoración/);

    // The window closes: the same invitation, read again, tells that it ended; the card invites no more.
    clock.advanceHours(2);
    for (const [user, side] of [
      [guest, 'mine'],
      [host, 'received'],
    ] as const) {
      const ended = await invitation(user);
      expect(ended).toBe(
        `El plazo para valorar la reserva de "Mate del plazo" (${dates}) terminó el ${formatLongDate(windowEnd)}`,
      );
      expect(ended).not.toMatch(/Dejá|tenés/);
      expect(await card(user, side, bookingId)).toMatchObject({ openUntil: null, mine: null, windowEnd });
    }
  });
});
