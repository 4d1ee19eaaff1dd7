import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registeredUser, type TestApp, type TestUser } from '../testing/harness.js';
import { drivenClock } from '../testing/driven-clock.js';
import { listMates, publishMate } from '../testing/mates-fixtures.js';

/** Reservado only says a rental covers today: the mate's other days stay free to find and to book. */
describe('a mate rented today', () => {
  const clock = drivenClock();
  const days = (from: number, to: number) => ({ startDate: clock.day(from), endDate: clock.day(to) });
  let t: TestApp;
  let host: TestUser;
  let guest: TestUser;
  let later: TestUser;
  beforeAll(async () => {
    t = await createTestApp({}, undefined, clock);
    host = await registeredUser(t.app, 'Anfitrión Hoy');
    guest = await registeredUser(t.app, 'Viajera Hoy');
    later = await registeredUser(t.app, 'Viajero Después');
  });
  afterAll(() => t.close());

  const book = (user: TestUser, mateId: string, range: object) =>
    user.request({ method: 'POST', url: `/api/mates/${mateId}/bookings`, payload: range });

  it('is listed as available for free days searched, and takes requests for them', async () => {
    const city = `Pueblo ${Date.now()}`;
    const place = { label: `${city}, España`, city, country: 'España', latitude: 40.2, longitude: -3.2 };
    const mate = await publishMate(host, { location: place });
    const running = await book(guest, mate.id, days(0, 2));
    expect(running.statusCode, running.body).toBe(201);
    const confirm = await host.request({
      method: 'POST',
      url: `/api/bookings/${running.json().bookingId}/confirm`,
    });
    expect(confirm.statusCode, confirm.body).toBe(200);

    // Today it is Reservado and off the list of today.
    const detail = (await t.app.inject({ method: 'GET', url: `/api/mates/${mate.id}` })).json();
    expect([detail.status, detail.available, detail.takenDates]).toEqual(['reserved', false, [days(0, 2)]]);
    const today = (await listMates(t.app, { mode: 'city', city })).json();
    expect(today.mates).toEqual([]);

    // Searched for later days, the card reads available (not "No disponible"), still Reservado by status.
    const found = (
      await listMates(t.app, { mode: 'city', city, from: clock.day(4), to: clock.day(6) })
    ).json();
    expect(found.mates).toEqual([
      expect.objectContaining({ id: mate.id, available: true, status: 'reserved' }),
    ]);

    // Those days can be booked; the running days cannot.
    const taken = await book(later, mate.id, days(1, 3));
    expect([taken.statusCode, taken.json().error]).toEqual([409, 'Esas fechas no están disponibles']);
    expect((await book(later, mate.id, days(4, 6))).statusCode).toBe(201);
  });

  it('a paused mate takes no requests', async () => {
    const mate = await publishMate(host);
    expect((await host.request({ method: 'POST', url: `/api/mates/${mate.id}/pause` })).statusCode).toBe(200);
    const refused = await book(later, mate.id, days(4, 6));
    expect(refused.statusCode).toBe(409);
  });
});
