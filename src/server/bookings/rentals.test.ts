import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMonths, formatRentalDates } from '../../shared/rental-dates.js';
import { drivenClock } from '../testing/driven-clock.js';
import { LIST_TOTAL_CAP } from '../../shared/constants.js';
import { createTestApp, registeredUser, signUp, type TestApp, type TestUser } from '../testing/harness.js';
import { makeJobsDueBy, storedJobs, unfinishedJobs } from '../testing/jobs.js';
import { listMates, publishMate } from '../testing/mates-fixtures.js';
import { notificationsOf } from '../testing/notifications.js';

type Days = { startDate: string; endDate: string };
const POLL = { timeout: 15_000, interval: 100 };

describe('rentals with dates', () => {
  const clock = drivenClock();
  const day = clock.day;
  const days = (from: number, to: number): Days => ({ startDate: day(from), endDate: day(to) });
  let t: TestApp;
  let host: TestUser;
  let guest: TestUser;
  let other: TestUser;
  beforeAll(async () => {
    t = await createTestApp({ JOBS_POLL_SECONDS: '0.5' }, undefined, clock);
    host = await registeredUser(t.app, 'Anfitriona Fechas');
    guest = await registeredUser(t.app, 'Viajera Fechas');
    other = await registeredUser(t.app, 'Otro Viajero');
  });
  afterAll(() => t.close());

  const book = (user: TestUser, mateId: string, payload: object) =>
    user.request({ method: 'POST', url: `/api/mates/${mateId}/bookings`, payload });
  const booked = async (user: TestUser, mateId: string, range: Days) => {
    const response = await book(user, mateId, range);
    expect(response.statusCode, response.body).toBe(201);
    return response.json().bookingId as string;
  };
  const act = (user: TestUser, id: string, action: string, payload?: object) =>
    user.request({ method: 'POST', url: `/api/bookings/${id}/${action}`, payload });
  const booking = async (id: string) =>
    (
      await t.db.pool.query(
        'SELECT status, cancel_reason, cancelled_by, cancel_note FROM bookings WHERE id = $1',
        [id],
      )
    ).rows[0];
  const lastNotification = async (user: TestUser) => (await notificationsOf(user)).at(-1)!;
  const notificationCount = async (user: TestUser, text: string) =>
    (await notificationsOf(user)).filter((n) => n.text === text).length;
  const listedIds = async (query: Record<string, string> = {}) =>
    (await listMates(t.app, { pageSize: 48, ...query })).json().mates.map((m: { id: string }) => m.id);
  const mateStatus = async (id: string) =>
    (await t.db.pool.query('SELECT status FROM mates WHERE id = $1', [id])).rows[0].status;

  it('checks every date rule with its Spanish message', async () => {
    const mate = await publishMate(host);
    const refusal = async (payload: object) => {
      const response = await book(guest, mate.id, payload);
      expect(response.statusCode).toBe(400);
      const body = response.json();
      return body.fields ? Object.values(body.fields)[0] : body.error;
    };
    expect(await refusal({})).toBe('Elegí las fechas "Desde" y "Hasta"');
    expect(await refusal({ startDate: '2026-02-30', endDate: '2026-03-01' })).toBe('Elegí una fecha válida');
    expect(await refusal({ startDate: 'mañana', endDate: day(2) })).toBe('Elegí una fecha válida');
    expect(await refusal(days(-1, 2))).toBe('La fecha "Desde" no puede ser anterior a hoy');
    expect(await refusal(days(3, 2))).toBe('La fecha "Hasta" tiene que ser igual o posterior a "Desde"');
    expect(await refusal(days(1, 31))).toBe('Podés reservar hasta 30 días seguidos');
    const horizon = addMonths(day(0), 6);
    expect(await refusal({ startDate: horizon, endDate: day(200) })).toBe(
      'Podés reservar hasta 6 meses por adelantado',
    );
    // Today, thirty days in a row, and up to six months ahead are fine.
    expect((await book(guest, mate.id, days(0, 29))).statusCode).toBe(201);
    const far = await publishMate(host);
    expect((await book(guest, far.id, { startDate: horizon, endDate: horizon })).statusCode).toBe(201);
  });

  it('keeps the total of the price at the time of the request', async () => {
    const mate = await publishMate(host, { pricePerDay: '3.50' });
    const id = await booked(guest, mate.id, days(2, 6));
    await host.request({ method: 'PATCH', url: `/api/mates/${mate.id}`, payload: { pricePerDay: '9' } });
    const mine = (await guest.request({ method: 'GET', url: '/api/bookings/mine' })).json().bookings;
    expect(mine.find((b: { id: string }) => b.id === id)).toMatchObject({ days: 5, total: 17.5 });
    const free = await publishMate(host, { pricePerDay: '0' });
    const freeId = await booked(guest, free.id, days(2, 3));
    const received = (await host.request({ method: 'GET', url: '/api/bookings/received' })).json().bookings;
    expect(received.find((b: { id: string }) => b.id === freeId)).toMatchObject({ days: 2, total: 0 });
  });

  it('the database itself refuses two rentals or closures on overlapping days of one mate', async () => {
    const mate = await publishMate(host);
    const insert = (range: string) =>
      t.db.pool.query(`INSERT INTO mate_taken_days (mate_id, during) VALUES ($1, $2::daterange)`, [
        mate.id,
        range,
      ]);
    await insert(`[${day(10)},${day(13)})`);
    await expect(insert(`[${day(12)},${day(15)})`)).rejects.toMatchObject({ code: '23P01' });
    // The day after the end is free: ranges are inclusive of the first day only in storage.
    await insert(`[${day(13)},${day(14)})`);
  });

  it('confirming rejects overlapping requests only; taken days refuse new requests; others stay free', async () => {
    const mate = await publishMate(host, { name: 'Mate del finde' });
    const first = await booked(guest, mate.id, days(4, 6));
    const overlapping = await booked(other, mate.id, days(6, 8));
    const third = await registeredUser(t.app);
    const apart = await booked(third, mate.id, days(7, 9));
    expect((await act(host, first, 'confirm')).statusCode).toBe(200);
    expect(await booking(overlapping)).toMatchObject({ status: 'cancelled', cancel_reason: 'rejected' });
    expect(await booking(apart)).toMatchObject({ status: 'pending' });
    expect(await lastNotification(other)).toMatchObject({
      type: 'booking_rejected',
      text: `Las fechas ya no están disponibles: tu solicitud para "Mate del finde" (${formatRentalDates(day(6), day(8))}) no fue aceptada.`,
    });
    const fourth = await registeredUser(t.app);
    const taken = await book(fourth, mate.id, days(5, 5));
    expect([taken.statusCode, taken.json().error]).toEqual([409, 'Esas fechas no están disponibles']);
    expect((await book(fourth, mate.id, days(10, 11))).statusCode).toBe(201);
    // Both confirmed rentals of one mate can live side by side.
    expect((await act(host, apart, 'confirm')).statusCode).toBe(200);
    const detail = (await t.app.inject({ method: 'GET', url: `/api/mates/${mate.id}` })).json();
    expect(detail.takenDates).toEqual([days(4, 6), days(7, 9)]);
  });

  it("shows a visitor a mate's taken days, for the calendar before signing in, and nothing of who took them", async () => {
    const mate = await publishMate(host);
    const rented = await booked(guest, mate.id, days(3, 5));
    expect((await act(host, rented, 'confirm')).statusCode).toBe(200);
    // A request still pending takes nothing; the host's closed days are taken like a rental.
    await booked(other, mate.id, days(8, 9));
    const closed = await host.request({
      method: 'POST',
      url: `/api/mates/${mate.id}/blocks`,
      payload: { ...days(12, 13), note: 'De viaje' },
    });
    expect(closed.statusCode, closed.body).toBe(200);

    const visitor = await t.app.inject({ method: 'GET', url: `/api/mates/${mate.id}` });
    expect(visitor.statusCode).toBe(200);
    const detail = visitor.json();
    expect(detail.takenDates).toEqual([days(3, 5), days(12, 13)]);
    expect(detail.viewer).toEqual({
      isOwner: false,
      hiddenReason: null,
      mayBook: true,
      mayWrite: true,
      blockedByMe: false,
      booking: null,
    });
    for (const secret of [guest.id, guest.email, 'Viajera Fechas', rented, 'De viaje'])
      expect(visitor.body).not.toContain(secret);
  });

  it('lists mates free on the days searched (today when none), with price filters and the total', async () => {
    const city = `Villa ${Date.now()}`;
    const place = { label: `${city}, España`, city, country: 'España', latitude: 40.1, longitude: -3.1 };
    const busy = await publishMate(host, { pricePerDay: '4', location: place });
    const free = await publishMate(host, { pricePerDay: '0', location: place });
    const pricey = await publishMate(host, { pricePerDay: '12', location: place });
    const id = await booked(guest, busy.id, days(0, 3));
    await act(host, id, 'confirm');
    const inCity = { mode: 'city', city };
    expect(await listedIds(inCity)).toEqual(expect.arrayContaining([free.id, pricey.id]));
    expect(await listedIds(inCity)).not.toContain(busy.id);
    expect(await listedIds({ ...inCity, from: day(2), to: day(5) })).not.toContain(busy.id);
    expect(await listedIds({ ...inCity, from: day(4), to: day(6) })).toContain(busy.id);
    expect((await listedIds({ ...inCity, from: day(4), to: day(6), maxPrice: '5' })).sort()).toEqual(
      [busy.id, free.id].sort(),
    );
    expect(await listedIds({ ...inCity, from: day(4), to: day(6), free: 'true' })).toEqual([free.id]);
    const page = (await listMates(t.app, { ...inCity, from: day(4), to: day(6), pageSize: 2 })).json();
    expect([page.mates.length, page.total, page.totalCapped, page.hasMore]).toEqual([2, 3, false, true]);
    const half = await listMates(t.app, { from: day(4) });
    expect([half.statusCode, half.json().fields.from]).toEqual([400, 'Elegí las fechas "Desde" y "Hasta"']);
    // "Hasta" before "Desde" is refused with the booking panel's words, never searched nor a 500.
    const backwards = await listMates(t.app, { from: day(6), to: day(4) });
    expect([backwards.statusCode, backwards.json().fields.to]).toEqual([
      400,
      'La fecha "Hasta" tiene que ser igual o posterior a "Desde"',
    ]);
    const impossible = await listMates(t.app, { from: '2026-02-30', to: day(4) });
    expect([impossible.statusCode, impossible.json().fields.from]).toEqual([400, 'Elegí una fecha válida']);
    // A Reservado mate's page still opens, and it reads Reservado while the rental runs.
    expect(await mateStatus(busy.id)).toBe('reserved');
  });

  it('counts the matches up to the cap, and says when there are more', async () => {
    const city = `Cuenta ${Date.now()}`;
    const place = { label: `${city}, España`, city, country: 'España', latitude: 40.2, longitude: -3.2 };
    const mate = await publishMate(host, { location: place });
    const columns = (
      await t.db.pool.query<{ names: string }>(
        `SELECT string_agg(quote_ident(column_name), ', ') AS names FROM information_schema.columns
          WHERE table_name = 'mates' AND column_name <> 'id' AND is_generated = 'NEVER'`,
      )
    ).rows[0]!.names;
    const copy = (copies: number) =>
      t.db.pool.query(
        `INSERT INTO mates (${columns}) SELECT ${columns} FROM mates, generate_series(1, $2) WHERE id = $1`,
        [mate.id, copies],
      );
    await copy(LIST_TOTAL_CAP - 1);
    const exactly = (await listMates(t.app, { mode: 'city', city })).json();
    expect([exactly.total, exactly.totalCapped]).toEqual([LIST_TOTAL_CAP, false]);
    await copy(1);
    const capped = (await listMates(t.app, { mode: 'city', city })).json();
    expect([capped.total, capped.totalCapped, capped.hasMore]).toEqual([LIST_TOTAL_CAP, true, true]);
    // A page past the last one still knows how many there are.
    const beyond = (await listMates(t.app, { mode: 'city', city, page: 50 })).json();
    expect([beyond.mates, beyond.total, beyond.totalCapped]).toEqual([[], LIST_TOTAL_CAP, true]);
  });

  it('near me pages through the nearest matches in order, past the counted ones too', async () => {
    const place = {
      label: 'Cerca, España',
      city: 'Cerca',
      country: 'España',
      latitude: 39.1,
      longitude: -4.1,
    };
    const mate = await publishMate(host, { location: place });
    const columns = (
      await t.db.pool.query<{ names: string[] }>(
        `SELECT array_agg(quote_ident(column_name)) AS names FROM information_schema.columns
          WHERE table_name = 'mates' AND column_name <> 'id' AND is_generated = 'NEVER'`,
      )
    ).rows[0]!.names;
    // Copies a few metres apart northwards, each at its own distance.
    const shifted = columns.map((c) => (c === 'approx_latitude' ? 'approx_latitude + step * 0.0001' : c));
    await t.db.pool.query(
      `INSERT INTO mates (${columns.join(', ')})
       SELECT ${shifted.join(', ')} FROM mates, generate_series(1, $2) AS step WHERE id = $1`,
      [mate.id, LIST_TOTAL_CAP + 10],
    );
    // From the original's public point, so each copy is further than the one before.
    const from = (
      await t.db.pool.query<{ lat: number; lng: number }>(
        'SELECT approx_latitude AS lat, approx_longitude AS lng FROM mates WHERE id = $1',
        [mate.id],
      )
    ).rows[0]!;
    const seen: { id: string; distanceKm: number }[] = [];
    for (let page = 1; ; page++) {
      const body = (await listMates(t.app, { mode: 'near', ...from, radius: 5, pageSize: 12, page })).json();
      expect([body.total, body.totalCapped]).toEqual([LIST_TOTAL_CAP, true]);
      seen.push(...body.mates);
      if (!body.hasMore) break;
    }
    expect(new Set(seen.map((m) => m.id)).size).toBe(LIST_TOTAL_CAP + 11);
    const distances = seen.map((m) => m.distanceKm);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(seen[0]!.id).toBe(mate.id);
  });

  it('near me sorts by distance unless asked otherwise', async () => {
    const near = (await listMates(t.app, { mode: 'near', lat: 40.4168, lng: -3.7038, radius: 10 })).json();
    const distances = near.mates.map((m: { distanceKm: number }) => m.distanceKm);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
  });

  it('closures: only the host sees and changes them; they take days and reject overlapping requests', async () => {
    const mate = await publishMate(host, { name: 'Mate de vacaciones' });
    const pending = await booked(guest, mate.id, days(20, 22));
    const closeDays = (user: TestUser | null, payload: object) =>
      user
        ? user.request({ method: 'POST', url: `/api/mates/${mate.id}/blocks`, payload })
        : t.app.inject({ method: 'POST', url: `/api/mates/${mate.id}/blocks`, payload });
    expect((await closeDays(null, days(21, 25))).statusCode).toBe(401);
    expect((await closeDays(await signUp(t.app), days(21, 25))).statusCode).toBe(404);
    expect((await closeDays(other, days(21, 25))).statusCode).toBe(404);
    const blocked = await closeDays(host, { ...days(21, 25), note: 'Vacaciones' });
    expect(blocked.statusCode).toBe(200);
    const [period] = blocked.json().blocks;
    expect(period).toEqual({ id: expect.any(String), ...days(21, 25), note: 'Vacaciones' });
    const free = { from: day(24), to: day(25) };
    expect(await listedIds(free)).not.toContain(mate.id);
    expect(await booking(pending)).toMatchObject({ status: 'cancelled', cancel_reason: 'rejected' });
    expect((await lastNotification(guest)).text).toMatch(/^Las fechas ya no están disponibles/);
    expect((await book(other, mate.id, days(25, 26))).json().error).toBe('Esas fechas no están disponibles');
    expect((await closeDays(host, days(24, 27))).json().error).toBe(
      'Esas fechas se superponen con una reserva confirmada o con otro bloqueo',
    );
    expect((await closeDays(host, { startDate: day(30), endDate: addMonths(day(1), 6) })).json().error).toBe(
      'Podés bloquear fechas hasta 6 meses por adelantado',
    );
    expect((await closeDays(host, days(-2, 1))).json().error).toBe(
      'La fecha "Desde" no puede ser anterior a hoy',
    );

    const url = `/api/mates/${mate.id}/blocks/${period.id}`;
    expect((await other.request({ method: 'PUT', url, payload: days(21, 23) })).statusCode).toBe(404);
    const changed = await host.request({ method: 'PUT', url, payload: days(21, 23) });
    expect(changed.json().blocks).toEqual([{ id: period.id, ...days(21, 23), note: null }]);
    expect(await listedIds(free)).toContain(mate.id);
    expect(await listedIds({ from: day(22), to: day(22) })).not.toContain(mate.id);
    expect((await book(other, mate.id, days(24, 26))).statusCode).toBe(201);
    const mine = (await host.request({ method: 'GET', url: '/api/me/mates' })).json().mates;
    expect(mine.find((m: { id: string }) => m.id === mate.id).blocks).toHaveLength(1);
    expect((await other.request({ method: 'DELETE', url })).statusCode).toBe(404);
    expect((await host.request({ method: 'DELETE', url })).json().blocks).toEqual([]);
    expect((await host.request({ method: 'DELETE', url })).json().error).toBe(
      'Período bloqueado no encontrado',
    );
    expect((await book(await registeredUser(t.app), mate.id, days(21, 21))).statusCode).toBe(201);
    expect(await listedIds({ from: day(22), to: day(22) })).toContain(mate.id);
  });

  it('"Cancelar reserva": either side, before the first day, with a reason the other side reads', async () => {
    const mate = await publishMate(host, { name: 'Mate cancelable' });
    const id = await booked(guest, mate.id, days(8, 10));
    expect((await act(guest, id, 'cancel', { reason: 'No viajo' })).json().error).toBe(
      'Esta reserva no está confirmada',
    );
    await act(host, id, 'confirm');
    expect((await act(other, id, 'cancel', { reason: 'x' })).statusCode).toBe(404);
    const noReason = await act(guest, id, 'cancel', { reason: '  ' });
    expect([noReason.statusCode, noReason.json().fields.reason]).toEqual([
      400,
      'Contanos por qué cancelás la reserva',
    ]);
    expect((await act(guest, id, 'cancel', { reason: 'x'.repeat(301) })).json().fields.reason).toBe(
      'El motivo no puede tener más de 300 caracteres',
    );
    const cancelled = await act(guest, id, 'cancel', { reason: 'Se suspendió el viaje' });
    expect(cancelled.json()).toMatchObject({
      status: 'cancelled',
      cancelReason: 'cancelled',
      cancelledBy: 'guest',
      cancelNote: 'Se suspendió el viaje',
    });
    expect(await lastNotification(host)).toMatchObject({
      type: 'booking_cancelled',
      text: `Viajera Fechas canceló la reserva de "Mate cancelable" (${formatRentalDates(day(8), day(10))}). Motivo: Se suspendió el viaje`,
    });
    // The days are free again.
    expect((await book(other, mate.id, days(9, 9))).statusCode).toBe(201);

    const started = await booked(guest, mate.id, days(0, 2));
    await act(host, started, 'confirm');
    expect((await act(host, started, 'cancel', { reason: 'Me arrepentí' })).json().error).toBe(
      'Solo podés cancelar una reserva confirmada antes de su primer día',
    );
  });

  it('pausing or deleting a mate cancels its rentals that have not started, telling each guest why', async () => {
    const mate = await publishMate(host, { name: 'Mate que se pausa' });
    const running = await booked(guest, mate.id, days(0, 1));
    const future = await booked(other, mate.id, days(5, 6));
    await act(host, running, 'confirm');
    await act(host, future, 'confirm');
    await host.request({ method: 'POST', url: `/api/mates/${mate.id}/pause` });
    expect(await booking(running)).toMatchObject({ status: 'confirmed' });
    expect(await booking(future)).toMatchObject({
      status: 'cancelled',
      cancel_reason: 'cancelled',
      cancelled_by: 'host',
      cancel_note: 'El anfitrión pausó este mate',
    });
    expect((await lastNotification(other)).text).toBe(
      `El anfitrión canceló la reserva de "Mate que se pausa" (${formatRentalDates(day(5), day(6))}). Motivo: El anfitrión pausó este mate`,
    );

    const gone = await publishMate(host, { name: 'Mate que se borra' });
    const later = await booked(other, gone.id, days(3, 4));
    await act(host, later, 'confirm');
    await host.request({ method: 'DELETE', url: `/api/mates/${gone.id}` });
    expect(await booking(later)).toMatchObject({
      status: 'cancelled',
      cancel_note: 'El anfitrión eliminó este mate',
    });
  });

  it('runs the lifecycle from its jobs as the clock moves: reminders, Reservado, completion', async () => {
    const mate = await publishMate(host, { name: 'Mate con agenda' });
    const id = await booked(guest, mate.id, days(2, 3));
    await act(host, id, 'confirm');
    // The confirmation queued its steps at their moments.
    expect((await storedJobs(t.db.pool, 'booking.lifecycle')).length).toBeGreaterThanOrEqual(5);
    const tomorrow = 'Mañana empieza la reserva de Mate con agenda';
    const today = 'Hoy termina la reserva de Mate con agenda: coordiná la devolución';
    // The queue works the jobs whose moment the driven clock has reached, as the real clock would.
    const runDue = async () => {
      const due = await makeJobsDueBy(t.db.pool, 'booking.lifecycle', clock.now());
      await expect.poll(() => unfinishedJobs(t.db.pool, due), POLL).toBe(0);
    };

    await runDue();
    expect(await notificationCount(guest, tomorrow)).toBe(0);
    // The eve of the first day, at ten in the morning.
    clock.advanceHours(24 + 10 - clockHour());
    await runDue();
    expect(await notificationCount(guest, tomorrow)).toBe(1);
    expect(await notificationCount(host, tomorrow)).toBe(1);
    expect(await mateStatus(mate.id)).toBe('available');
    clock.advanceHours(24);
    await runDue();
    expect(await mateStatus(mate.id)).toBe('reserved');
    clock.advanceHours(24);
    await runDue();
    // The sweep finds nothing left to do: each step took effect once.
    await t.app.services.rentals.runDue();
    expect(await notificationCount(guest, today)).toBe(1);
    expect(await notificationCount(host, today)).toBe(1);
    expect(await notificationCount(guest, tomorrow)).toBe(1);
    clock.advanceHours(24);
    await runDue();
    expect(await mateStatus(mate.id)).toBe('available');
    expect(await booking(id)).toMatchObject({ status: 'confirmed' });
    clock.advanceHours(48);
    await runDue();
    expect(await booking(id)).toMatchObject({ status: 'completed' });
  });

  it('expires a request after 48 hours without answer, or once its first day is over ("Vencida")', async () => {
    const mate = await publishMate(host, { name: 'Mate sin respuesta' });
    const slow = await booked(guest, mate.id, days(10, 12));
    const soon = await booked(other, mate.id, days(0, 0));
    // The first day of one is over after a day; the other waits its 48 hours.
    clock.advanceHours(47);
    await t.app.services.rentals.runDue();
    expect(await booking(soon)).toMatchObject({ status: 'cancelled', cancel_reason: 'expired' });
    expect(await booking(slow)).toMatchObject({ status: 'pending' });
    clock.advanceHours(2);
    await t.app.services.rentals.runDue();
    expect(await booking(slow)).toMatchObject({
      status: 'cancelled',
      cancel_reason: 'expired',
      cancelled_by: null,
    });
    expect(await lastNotification(guest)).toMatchObject({
      type: 'booking_expired',
      text: 'Tu solicitud para Mate sin respuesta venció sin respuesta',
    });
    expect(await notificationCount(guest, 'Tu solicitud para Mate sin respuesta venció sin respuesta')).toBe(
      1,
    );
    const mine = (await guest.request({ method: 'GET', url: '/api/bookings/mine' })).json().bookings;
    expect(mine.find((b: { id: string }) => b.id === slow)).toMatchObject({ cancelReason: 'expired' });
    // An expired request can no longer be confirmed.
    expect((await act(host, slow, 'confirm')).json().error).toBe('Esta reserva ya no está pendiente');
  });

  it("keeps each mate's copy of its taken days (what the list reads) exact through every change above", async () => {
    const { rows } = await t.db.pool.query<{ n: number; stale: number }>(
      `SELECT count(*) FILTER (WHERE taken_days <> '{}')::int AS n,
              count(*) FILTER (WHERE taken_days <> coalesce(
                (SELECT range_agg(during) FROM mate_taken_days WHERE mate_id = m.id), '{}'))::int AS stale
         FROM mates m`,
    );
    expect(rows[0]!.n).toBeGreaterThan(3);
    expect(rows[0]!.stale).toBe(0);
  });

  /** The clock's hour in Spain, so a test can move it to a given time of day. */
  function clockHour() {
    const hour = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Madrid',
      hour: 'numeric',
      hourCycle: 'h23',
    }).format(clock.now());
    return Number(hour);
  }
});
