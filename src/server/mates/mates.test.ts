import { addDays, formatRentalDates, rentalToday } from '../../shared/rental-dates.js';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { haversineKm } from '../../shared/geo.js';
import type { BookingItem } from '../../shared/schemas/bookings.js';
import type { MateDetail, MateList, OwnMate } from '../../shared/schemas/mates.js';
import { createTestApp, registeredUser, signUp, type TestApp, type TestUser } from '../testing/harness.js';
import { jpegPhoto, listMates, PLACES, publishMate, publishRequest } from '../testing/mates-fixtures.js';
import { notificationsOf } from '../testing/notifications.js';

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

describe('publishing a mate', () => {
  let t: TestApp;
  let host: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    host = await registeredUser(t.app);
  });
  afterAll(() => t.close());

  it('publishes with a photo, makes the Viajero an Anfitrión and stores WebP renditions', async () => {
    const traveller = await registeredUser(t.app);
    expect((await traveller.request({ method: 'GET', url: '/api/session' })).json().user.roleLabel).toBe(
      'Viajero',
    );
    const mate = await publishMate(
      traveller,
      { name: 'Mate imperial', pricePerDay: '12,50', location: PLACES.valencia },
      await jpegPhoto(),
    );
    expect(mate).toMatchObject({
      name: 'Mate imperial',
      pricePerDay: 12.5,
      status: 'available',
      available: true,
      city: 'Valencia',
    });
    expect((await traveller.request({ method: 'GET', url: '/api/session' })).json().user).toMatchObject({
      role: 'host',
      roleLabel: 'Anfitrión',
    });

    const image = await t.app.inject({ method: 'GET', url: mate.imageUrl! });
    expect(image.statusCode).toBe(200);
    expect(image.headers['cache-control']).toMatch(/max-age=31536000/);
    const meta = await sharp(image.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1200, height: 900 });
    const thumb = await sharp(
      (await t.app.inject({ method: 'GET', url: mate.thumbnailUrl! })).rawPayload,
    ).metadata();
    expect(thumb).toMatchObject({ format: 'webp', width: 400 });
  });

  it('publishes without a photo and with an empty price (shown Gratis)', async () => {
    const mate = await publishMate(host, { pricePerDay: '' });
    expect(mate).toMatchObject({ imageUrl: null, thumbnailUrl: null, pricePerDay: null });
  });

  it.each([
    [{ name: '' }, 'name', 'Campo obligatorio'],
    [{ name: 'x'.repeat(101) }, 'name', 'El nombre no puede tener más de 100 caracteres'],
    [{ description: 'x'.repeat(501) }, 'description', 'La descripción no puede tener más de 500 caracteres'],
    [{ pricePerDay: '-1' }, 'pricePerDay', 'El precio debe ser un número positivo'],
    [{ pricePerDay: 'doce' }, 'pricePerDay', 'El precio debe ser un número positivo'],
    [{ location: {} }, 'location.label', 'Campo obligatorio'],
  ])('refuses %j with its message', async (input, field, message) => {
    const response = await host.request({ method: 'POST', url: '/api/mates', ...publishRequest(input) });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields[field]).toBe(message);
  });

  it.each(['0x10', '1e2', '12abc', ' Infinity', '+5', '1.2.3'])(
    'refuses the price %j as not a decimal number, when publishing and editing',
    async (pricePerDay) => {
      const published = await host.request({
        method: 'POST',
        url: '/api/mates',
        ...publishRequest({ pricePerDay }),
      });
      expect([published.statusCode, published.json().fields?.pricePerDay]).toEqual([
        400,
        'El precio debe ser un número positivo',
      ]);
      const mate = await publishMate(host, { pricePerDay: '4' });
      const edited = await host.request({
        method: 'PATCH',
        url: `/api/mates/${mate.id}`,
        payload: { pricePerDay },
      });
      expect([edited.statusCode, edited.json().fields?.pricePerDay]).toEqual([
        400,
        'El precio debe ser un número positivo',
      ]);
    },
  );

  it.each(['3.999', '3,999', 3.999])(
    'refuses the price %j as having more than two decimals, when publishing and editing',
    async (pricePerDay) => {
      const message = 'El precio puede tener como mucho dos decimales.';
      if (typeof pricePerDay === 'string') {
        const published = await host.request({
          method: 'POST',
          url: '/api/mates',
          ...publishRequest({ pricePerDay }),
        });
        expect([published.statusCode, published.json().fields?.pricePerDay]).toEqual([400, message]);
      }
      const mate = await publishMate(host, { pricePerDay: '4' });
      const edited = await host.request({
        method: 'PATCH',
        url: `/api/mates/${mate.id}`,
        payload: { pricePerDay },
      });
      expect([edited.statusCode, edited.json().fields?.pricePerDay]).toEqual([400, message]);
    },
  );

  it('takes decimal prices with a comma or a point, as text or as a JSON number', async () => {
    expect((await publishMate(host, { pricePerDay: '12,50' })).pricePerDay).toBe(12.5);
    expect((await publishMate(host, { pricePerDay: ' 12.5 ' })).pricePerDay).toBe(12.5);
    expect((await publishMate(host, { pricePerDay: '007' })).pricePerDay).toBe(7);
    const mate = await publishMate(host, { pricePerDay: '1' });
    const edit = async (pricePerDay: unknown) =>
      (await host.request({ method: 'PATCH', url: `/api/mates/${mate.id}`, payload: { pricePerDay } })).json()
        .pricePerDay;
    expect(await edit('12,50')).toBe(12.5);
    expect(await edit('12.5')).toBe(12.5);
    expect(await edit(3.25)).toBe(3.25);
    expect(await edit('')).toBeNull();
  });

  it('refuses a missing location with its message', async () => {
    const { payload, headers } = publishRequest();
    const withoutLocation = payload
      .toString('latin1')
      .replace(/Content-Disposition: form-data; name="location"[\s\S]*?(?=--)/, '');
    const response = await host.request({
      method: 'POST',
      url: '/api/mates',
      payload: Buffer.from(withoutLocation, 'latin1'),
      headers,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields.location).toBe('Elegí una ubicación de la lista o usá tu ubicación');
  });

  describe('bad images never create a mate nor leave files', () => {
    const attempt = async (file: { filename: string; contentType: string; data: Buffer }) => {
      const before = await t.db.pool.query('SELECT count(*)::int AS n FROM mates');
      const filesBefore = filesUnder(t.config.storageDir).length;
      const response = await host.request({
        method: 'POST',
        url: '/api/mates',
        ...publishRequest({}, { field: 'photo', ...file }),
      });
      const after = await t.db.pool.query('SELECT count(*)::int AS n FROM mates');
      expect(after.rows[0].n).toBe(before.rows[0].n);
      expect(filesUnder(t.config.storageDir)).toHaveLength(filesBefore);
      return response;
    };

    it('text bytes named .jpg', async () => {
      const response = await attempt({
        filename: 'foto.jpg',
        contentType: 'image/jpeg',
        data: Buffer.from('esto no es una imagen'),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe('El archivo debe ser una imagen');
    });

    it('a 6 MB file', async () => {
      const response = await attempt({
        filename: 'enorme.jpg',
        contentType: 'image/jpeg',
        data: Buffer.alloc(6 * 1024 * 1024, 7),
      });
      expect(response.statusCode).toBe(413);
      expect(response.json().error).toBe('La imagen debe ser menor a 5MB');
    });

    it('a truncated JPEG', async () => {
      const { data } = await jpegPhoto(800, 600);
      const response = await attempt({
        filename: 'cortada.jpg',
        contentType: 'image/jpeg',
        data: data.subarray(0, Math.floor(data.length / 2)),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe('Por favor selecciona un archivo de imagen válido');
    });

    it('an SVG with a script', async () => {
      const svg = Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script><rect width="10" height="10"/></svg>',
      );
      const response = await attempt({ filename: 'dibujo.svg', contentType: 'image/svg+xml', data: svg });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe('El archivo debe ser una imagen');
    });
  });
});

describe('who may publish and change a mate', () => {
  let t: TestApp;
  let owner: TestUser;
  let other: TestUser;
  let visitante: TestUser;
  let mateId: string;
  beforeAll(async () => {
    t = await createTestApp();
    owner = await registeredUser(t.app);
    other = await registeredUser(t.app);
    visitante = await signUp(t.app);
    mateId = (await publishMate(owner)).id;
  });
  afterAll(() => t.close());

  const anonymous = (options: Parameters<TestUser['request']>[0]) => t.app.inject(options);

  it('publishing: anonymous 401, Visitante 403, Viajero allowed', async () => {
    const request = { method: 'POST' as const, url: '/api/mates', ...publishRequest() };
    const a = await anonymous(request);
    expect([a.statusCode, a.json().error]).toEqual([401, 'Debes iniciar sesión para publicar un mate']);
    const v = await visitante.request({ method: 'POST', url: '/api/mates', ...publishRequest() });
    expect([v.statusCode, v.json().error]).toEqual([403, 'Completá tu registro para publicar un mate']);
  });

  it.each([
    [
      'PATCH',
      '',
      { name: 'Robado', description: '', pricePerDay: 1 },
      'Mate no encontrado o no tienes permisos para editarlo',
    ],
    ['POST', '/pause', undefined, 'Mate no encontrado o no tienes permisos para editarlo'],
    ['POST', '/reactivate', undefined, 'Mate no encontrado o no tienes permisos para editarlo'],
    ['DELETE', '', undefined, 'Mate no encontrado o no tienes permisos para eliminarlo'],
  ] as const)(
    '%s %s: anonymous 401, Visitante and another user 404, owner allowed',
    async (method, suffix, payload, message) => {
      const url = `/api/mates/${mateId}${suffix}`;
      const a = await anonymous({ method, url, payload });
      expect([a.statusCode, a.json().error]).toEqual([401, 'Usuario no autenticado']);
      for (const stranger of [visitante, other]) {
        const response = await stranger.request({ method, url, payload });
        expect([response.statusCode, response.json().error]).toEqual([404, message]);
      }
      const { rows } = await t.db.pool.query('SELECT name, status FROM mates WHERE id = $1', [mateId]);
      expect(rows[0]).toEqual({ name: 'Mate de calabaza', status: 'available' });
    },
  );

  it('the edit form data is only for the owner', async () => {
    const url = `/api/mates/${mateId}/edit`;
    expect((await anonymous({ method: 'GET', url })).statusCode).toBe(401);
    const stranger = await other.request({ method: 'GET', url });
    expect([stranger.statusCode, stranger.json().error]).toEqual([
      403,
      'No tienes permisos para editar este mate',
    ]);
    const missing = await owner.request({
      method: 'GET',
      url: '/api/mates/00000000-0000-4000-8000-000000000000/edit',
    });
    expect([missing.statusCode, missing.json().error]).toEqual([404, 'No se encontró el mate a editar']);
    const mine = await owner.request({ method: 'GET', url });
    expect(mine.json()).toMatchObject({
      id: mateId,
      location: { city: 'Madrid', latitude: PLACES.madrid.latitude },
    });
  });

  it('the owner edits, pauses, reactivates and deletes', async () => {
    const url = `/api/mates/${mateId}`;
    const edited = await owner.request({
      method: 'PATCH',
      url,
      payload: { name: 'Mate renovado', description: 'Ahora con termo', pricePerDay: '7.5' },
    });
    expect(edited.json()).toMatchObject({
      name: 'Mate renovado',
      description: 'Ahora con termo',
      pricePerDay: 7.5,
      city: 'Madrid',
    });
    const invalid = await owner.request({
      method: 'PATCH',
      url,
      payload: { name: 'x'.repeat(101), pricePerDay: 1 },
    });
    expect(invalid.json().fields.name).toBe('El nombre no puede tener más de 100 caracteres');

    // A field left out keeps its value; an explicit null price makes the mate free.
    const renamed = await owner.request({ method: 'PATCH', url, payload: { name: 'Mate de nuevo' } });
    expect(renamed.json()).toMatchObject({
      name: 'Mate de nuevo',
      description: 'Ahora con termo',
      pricePerDay: 7.5,
    });
    const free = await owner.request({ method: 'PATCH', url, payload: { pricePerDay: null } });
    expect(free.json()).toMatchObject({
      name: 'Mate de nuevo',
      description: 'Ahora con termo',
      pricePerDay: null,
    });
    const blankName = await owner.request({ method: 'PATCH', url, payload: { name: '  ' } });
    expect([blankName.statusCode, blankName.json().fields.name]).toEqual([400, 'Campo obligatorio']);

    expect((await owner.request({ method: 'POST', url: `${url}/pause` })).json()).toMatchObject({
      status: 'inactive',
      available: false,
    });
    const again = await owner.request({ method: 'POST', url: `${url}/pause` });
    expect([again.statusCode, again.json().error]).toEqual([409, 'Este mate ya está pausado']);
    expect((await owner.request({ method: 'POST', url: `${url}/reactivate` })).json()).toMatchObject({
      status: 'available',
      available: true,
    });

    const deleted = await owner.request({ method: 'DELETE', url });
    expect(deleted.statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    expect((await owner.request({ method: 'DELETE', url })).statusCode).toBe(404);
  });

  it('tells a signed-out client to sign in before looking at its body', async () => {
    const response = await anonymous({
      method: 'POST',
      url: '/api/mates',
      ...publishRequest({ name: '', pricePerDay: '-1' }),
    });
    expect([response.statusCode, response.json()]).toEqual([
      401,
      { error: 'Debes iniciar sesión para publicar un mate' },
    ]);
  });

  it('keeps the public point when an edit does not move the mate', async () => {
    const mate = await publishMate(owner, { location: PLACES.valencia });
    const area = async () =>
      ((await anonymous({ method: 'GET', url: `/api/mates/${mate.id}` })).json() as MateDetail).area;
    const before = await area();
    for (const price of ['1', '2', '3']) {
      await owner.request({
        method: 'PATCH',
        url: `/api/mates/${mate.id}`,
        payload: { name: 'Mismo lugar', pricePerDay: price, location: PLACES.valencia },
      });
    }
    expect(await area()).toEqual(before);
    await owner.request({
      method: 'PATCH',
      url: `/api/mates/${mate.id}`,
      payload: { name: 'Mudado', pricePerDay: '1', location: PLACES.malaga },
    });
    const moved = await area();
    expect(
      haversineKm(moved.latitude, moved.longitude, PLACES.malaga.latitude, PLACES.malaga.longitude),
    ).toBeLessThan(0.5);
  });

  it('gives every mate published from one place the same public point, so averaging learns nothing', async () => {
    const mates = [];
    for (let i = 0; i < 10; i++) mates.push(await publishMate(owner, { location: PLACES.getafe }));
    const areas = await Promise.all(
      mates.map(
        async (mate) =>
          ((await anonymous({ method: 'GET', url: `/api/mates/${mate.id}` })).json() as MateDetail).area,
      ),
    );
    expect(new Set(areas.map((area) => `${area.latitude},${area.longitude}`)).size).toBe(1);
    const offsetKm = haversineKm(
      areas[0]!.latitude,
      areas[0]!.longitude,
      PLACES.getafe.latitude,
      PLACES.getafe.longitude,
    );
    expect(offsetKm * 1000).toBeLessThan(areas[0]!.radiusMeters);
  });

  it('malformed ids name nothing', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/mates/no-es-un-id' });
    expect([response.statusCode, response.json().error]).toEqual([404, 'Mate no encontrado']);
  });
});

describe('reactivation rules', () => {
  let t: TestApp;
  let owner: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    owner = await registeredUser(t.app);
  });
  afterAll(() => t.close());

  it('refuses an available mate, but brings back one paused with a request still waiting', async () => {
    const mate = await publishMate(owner);
    const url = `/api/mates/${mate.id}/reactivate`;
    const available = await owner.request({ method: 'POST', url });
    expect([available.statusCode, available.json().error]).toEqual([409, 'Este mate ya está disponible']);

    // Paused before pausing rejected requests: the request no longer holds the mate paused.
    const guest = await registeredUser(t.app);
    await t.db.pool.query(
      `INSERT INTO bookings (guest_id, host_id, mate_id, start_date, end_date, days, total)
       VALUES ($1, $2, $3, current_date + 1, current_date + 1, 1, 5)`,
      [guest.id, owner.id, mate.id],
    );
    await t.db.pool.query(`UPDATE mates SET status = 'inactive', available = false WHERE id = $1`, [mate.id]);
    const back = await owner.request({ method: 'POST', url });
    expect([back.statusCode, back.json()]).toEqual([
      200,
      expect.objectContaining({ status: 'available', pendingBooking: true, pendingRequests: 1 }),
    ]);
  });

  it('tells travellers who wrote about the mate that it is back', async () => {
    const mate = await publishMate(owner, { name: 'Mate de viaje' });
    const traveller = await registeredUser(t.app);
    await t.db.pool.query('INSERT INTO conversations (sender_id, receiver_id, mate_id) VALUES ($1, $2, $3)', [
      traveller.id,
      owner.id,
      mate.id,
    ]);
    await owner.request({ method: 'POST', url: `/api/mates/${mate.id}/pause` });
    await owner.request({ method: 'POST', url: `/api/mates/${mate.id}/reactivate` });
    expect(await notificationsOf(traveller)).toEqual([
      {
        type: 'mate_reactivated',
        text: '¡Mate de viaje vuelve a estar disponible!',
        link: `/mates/${mate.id}`,
      },
    ]);
  });
});

describe('pausing a mate with requests waiting (decision 0030)', () => {
  const today = rentalToday(new Date());
  const day = (offset: number) => addDays(today, offset);
  let t: TestApp;
  let owner: TestUser;
  let guests: TestUser[];
  beforeAll(async () => {
    t = await createTestApp();
    owner = await registeredUser(t.app, 'Anfitriona Pausa');
    guests = [await registeredUser(t.app, 'Viajera Uno'), await registeredUser(t.app, 'Viajero Dos')];
  });
  afterAll(() => t.close());

  const request = async (guest: TestUser, mateId: string, from: number, to: number) => {
    const response = await guest.request({
      method: 'POST',
      url: `/api/mates/${mateId}/bookings`,
      payload: { startDate: day(from), endDate: day(to) },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().bookingId as string;
  };
  const ownMate = async (id: string) =>
    ((await owner.request({ method: 'GET', url: '/api/me/mates' })).json().mates as OwnMate[]).find(
      (mate) => mate.id === id,
    )!;
  const bookingOf = async (guest: TestUser, id: string) =>
    (
      (await guest.request({ method: 'GET', url: '/api/bookings/mine' })).json().bookings as BookingItem[]
    ).find((booking) => booking.id === id)!;
  const emailsOf = async (user: TestUser) =>
    (
      await t.db.pool.query<{ kind: string; says: { key: string } }>(
        `SELECT kind, payload->'says' AS says FROM outbox WHERE user_id = $1 AND channel = 'email' ORDER BY created_at`,
        [user.id],
      )
    ).rows;

  it('tells the host how many requests wait, and only the owner may pause', async () => {
    const mate = await publishMate(owner, { name: 'Mate ajeno' });
    const [one, two] = guests as [TestUser, TestUser];
    const first = await request(one, mate.id, 3, 4);
    await request(two, mate.id, 5, 6);
    expect(await ownMate(mate.id)).toMatchObject({ pendingBooking: true, pendingRequests: 2 });

    const url = `/api/mates/${mate.id}/pause`;
    const stranger = await one.request({ method: 'POST', url });
    expect([stranger.statusCode, stranger.json().error]).toEqual([
      404,
      'Mate no encontrado o no tienes permisos para editarlo',
    ]);
    const anonymous = await t.app.inject({ method: 'POST', url });
    expect(anonymous.statusCode).toBe(401);
    // Nothing moved: the mate is live and the request still waits.
    expect(await ownMate(mate.id)).toMatchObject({ status: 'available', pendingRequests: 2 });
    expect(await bookingOf(one, first)).toMatchObject({ status: 'pending' });
  });

  it('rejects the requests, tells each guest the host paused the mate, and the mate comes back', async () => {
    const mate = await publishMate(owner, { name: 'Mate en pausa' });
    const [one, two] = guests as [TestUser, TestUser];
    const first = await request(one, mate.id, 3, 4);
    const second = await request(two, mate.id, 3, 5);
    const before = await emailsOf(one);

    const paused = await owner.request({ method: 'POST', url: `/api/mates/${mate.id}/pause` });
    expect([paused.statusCode, paused.json()]).toEqual([
      200,
      expect.objectContaining({ status: 'inactive', pendingBooking: false, pendingRequests: 0 }),
    ]);
    for (const [guest, id, to] of [
      [one, first, 4],
      [two, second, 5],
    ] as const) {
      expect(await bookingOf(guest, id)).toMatchObject({
        status: 'cancelled',
        cancelReason: 'rejected',
        cancelledBy: 'host',
        cancelNote: 'El anfitrión pausó este mate',
      });
      expect((await notificationsOf(guest)).at(-1)).toMatchObject({
        type: 'booking_rejected',
        text: `El anfitrión pausó "Mate en pausa": tu solicitud (${formatRentalDates(day(3), day(to))}) fue rechazada. Buscá otros mates disponibles.`,
      });
    }
    // …and by e-mail, like any rejection.
    expect((await emailsOf(one)).slice(before.length)).toEqual([
      { kind: 'booking_rejected', says: expect.objectContaining({ key: 'matePaused' }) },
    ]);
    // The host answered nothing: no request is left to answer.
    const answer = await owner.request({ method: 'POST', url: `/api/bookings/${first}/confirm` });
    expect(answer.statusCode).toBe(409);

    const back = await owner.request({ method: 'POST', url: `/api/mates/${mate.id}/reactivate` });
    expect([back.statusCode, back.json()]).toEqual([
      200,
      expect.objectContaining({ status: 'available', available: true }),
    ]);
    expect(await request(one, mate.id, 3, 4)).toEqual(expect.any(String));
  });

  it('comes back Reservado when a rental runs today, which pausing left alone', async () => {
    const mate = await publishMate(owner, { name: 'Mate prestado y pausado' });
    const [one] = guests as [TestUser];
    const running = await request(one, mate.id, 0, 2);
    await owner.request({ method: 'POST', url: `/api/bookings/${running}/confirm` });
    expect((await owner.request({ method: 'POST', url: `/api/mates/${mate.id}/pause` })).statusCode).toBe(
      200,
    );
    expect(await bookingOf(one, running)).toMatchObject({ status: 'confirmed' });
    const back = await owner.request({ method: 'POST', url: `/api/mates/${mate.id}/reactivate` });
    expect([back.statusCode, back.json()]).toEqual([
      200,
      expect.objectContaining({ status: 'reserved', available: false }),
    ]);
  });
});

describe('finding mates', () => {
  let t: TestApp;
  let host: TestUser;
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    t = await createTestApp();
    host = await registeredUser(t.app, 'Sofía Anfitriona');
    const lucia = await registeredUser(t.app, 'Lucía');
    ids.madrid = (
      await publishMate(host, { name: 'Mate porteño', pricePerDay: '8', location: PLACES.madrid })
    ).id;
    ids.getafe = (
      await publishMate(host, { name: 'Mate del sur', pricePerDay: '3', location: PLACES.getafe })
    ).id;
    ids.malaga = (
      await publishMate(lucia, {
        name: 'Mate andaluz',
        description: 'Para la playa',
        pricePerDay: '',
        location: PLACES.malaga,
      })
    ).id;
    ids.valencia = (
      await publishMate(host, {
        name: 'Mate de calabaza',
        pricePerDay: '15',
        location: { ...PLACES.valencia, city: '46004 Valencia, España' },
      })
    ).id;
    const paused = await publishMate(host, { name: 'Mate pausado', location: PLACES.madrid });
    await host.request({ method: 'POST', url: `/api/mates/${paused.id}/pause` });
    // Rented out today: off the list unless other days are searched.
    const booked = await publishMate(lucia, { name: 'Mate reservado', location: PLACES.madrid });
    const guest = await registeredUser(t.app);
    const today = rentalToday(new Date());
    const { bookingId } = (
      await guest.request({
        method: 'POST',
        url: `/api/mates/${booked.id}/bookings`,
        payload: { startDate: today, endDate: today },
      })
    ).json();
    await lucia.request({ method: 'POST', url: `/api/bookings/${bookingId}/confirm` });
  });
  afterAll(() => t.close());

  const names = async (query: Record<string, string | number>) => {
    const response = await listMates(t.app, query);
    expect(response.statusCode).toBe(200);
    return (response.json() as MateList).mates.map((m) => m.name);
  };

  it('lists only mates free today (not paused, not rented out), newest first', async () => {
    expect(await names({})).toEqual(['Mate de calabaza', 'Mate andaluz', 'Mate del sur', 'Mate porteño']);
  });

  it('sorts by price both ways, free ones counting as zero', async () => {
    expect(await names({ sort: 'price_asc' })).toEqual([
      'Mate andaluz',
      'Mate del sur',
      'Mate porteño',
      'Mate de calabaza',
    ]);
    expect(await names({ sort: 'price_desc' })).toEqual([
      'Mate de calabaza',
      'Mate porteño',
      'Mate del sur',
      'Mate andaluz',
    ]);
  });

  it('orders by distance from the viewer and filters by radius', async () => {
    const at = { lat: 40.4168, lng: -3.7038 }; // Puerta del Sol
    const response = await listMates(t.app, { ...at, sort: 'distance' });
    const list = response.json() as MateList;
    expect(list.mates.map((m) => m.name)).toEqual([
      'Mate porteño',
      'Mate del sur',
      'Mate de calabaza',
      'Mate andaluz',
    ]);
    const distances = list.mates.map((m) => m.distanceKm!);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    // Measured (Haversine, 6 371 km) to the public point, never the exact one, to the nearest 10 m.
    const getafe = (
      await t.app.inject({ method: 'GET', url: `/api/mates/${ids.getafe}` })
    ).json() as MateDetail;
    expect(distances[1]).toBeCloseTo(
      haversineKm(at.lat, at.lng, getafe.area.latitude, getafe.area.longitude),
      2,
    );
    expect(distances[1]! * 100).toBe(Math.round(distances[1]! * 100));

    expect(await names({ ...at, mode: 'near', radius: 3, sort: 'distance' })).toEqual(['Mate porteño']);
    expect(await names({ ...at, mode: 'near', radius: 20, sort: 'distance' })).toEqual([
      'Mate porteño',
      'Mate del sur',
    ]);
  });

  it('needs the viewer position to search near or sort by distance', async () => {
    const near = await listMates(t.app, { mode: 'near' });
    expect([near.statusCode, near.json().fields.lat]).toEqual([
      400,
      'Necesitamos tu ubicación para buscar mates cerca tuyo',
    ]);
    const sorted = await listMates(t.app, { sort: 'distance' });
    expect(sorted.json().fields.lat).toBe('Necesitamos tu ubicación para ordenar por distancia');
  });

  it('finds "malaga" in "Málaga", ignoring case and accents, also by host name', async () => {
    expect(await names({ q: 'malaga' })).toEqual(['Mate andaluz']);
    expect(await names({ q: 'PLAYA' })).toEqual(['Mate andaluz']);
    expect(await names({ q: 'sofia' })).toEqual(['Mate de calabaza', 'Mate del sur', 'Mate porteño']);
    expect(await names({ q: '100%_seguro' })).toEqual([]);
    // A host who changes their public name is found by the new one.
    await host.request({
      method: 'PATCH',
      url: '/api/profile',
      payload: { publicName: 'Anfitriona Renombrada' },
    });
    expect(await names({ q: 'renombrada' })).toEqual(['Mate de calabaza', 'Mate del sur', 'Mate porteño']);
    expect(await names({ q: 'sofia anfitriona' })).toEqual([]);
    await host.request({ method: 'PATCH', url: '/api/profile', payload: { publicName: 'Sofía Anfitriona' } });
  });

  it('filters by city', async () => {
    expect(await names({ mode: 'city', city: 'madrid' })).toEqual(['Mate porteño']);
    const missing = await listMates(t.app, { mode: 'city' });
    expect(missing.json().fields.city).toBe('Elegí una ciudad de la lista');
  });

  it('shows cities cleaned of postal codes and country names', async () => {
    const list = (await listMates(t.app, {})).json() as MateList;
    expect(list.mates.find((m) => m.name === 'Mate de calabaza')!.city).toBe('Valencia');
  });

  it('pages through results', async () => {
    const first = (await listMates(t.app, { pageSize: 3 })).json() as MateList;
    expect([first.mates.length, first.hasMore]).toEqual([3, true]);
    const second = (await listMates(t.app, { pageSize: 3, page: 2 })).json() as MateList;
    expect([second.mates.length, second.hasMore]).toEqual([1, false]);
  });

  it('asks the database once per list request (the page with its total), whatever the page size', async () => {
    const queries: Array<Record<string, string | number>> = [
      { pageSize: 1 },
      { pageSize: 48 },
      { lat: 40.4, lng: -3.7, sort: 'distance' },
      { q: 'mate', mode: 'city', city: 'Madrid' },
    ];
    for (const query of queries) {
      const spy = vi.spyOn(t.db.pool, 'query');
      const response = await listMates(t.app, query);
      expect(response.statusCode).toBe(200);
      expect(spy).toHaveBeenCalledTimes(1);
      spy.mockRestore();
    }
  });

  it('never gives out the exact point, only a nearby one within the area', async () => {
    const detail = (
      await t.app.inject({ method: 'GET', url: `/api/mates/${ids.madrid}?lat=40.4168&lng=-3.7038` })
    ).json() as MateDetail;
    const { rows } = await t.db.pool.query('SELECT latitude, longitude FROM mates WHERE id = $1', [
      ids.madrid,
    ]);
    const exact = rows[0] as { latitude: number; longitude: number };
    expect([detail.area.latitude, detail.area.longitude]).not.toEqual([exact.latitude, exact.longitude]);
    const offsetKm = haversineKm(
      exact.latitude,
      exact.longitude,
      detail.area.latitude,
      detail.area.longitude,
    );
    expect(offsetKm).toBeGreaterThan(0);
    expect(offsetKm * 1000).toBeLessThan(detail.area.radiusMeters);
    expect(JSON.stringify(detail)).not.toContain(String(exact.latitude));
    expect(detail.distanceKm).toBeGreaterThan(0);
    expect(detail.host).toMatchObject({ publicName: 'Sofía Anfitriona', displayName: 'Sofía Anfitriona' });
    expect(JSON.stringify(detail)).not.toMatch(/@ejemplo\.com/);
  });

  it('searches "near me" around the public point only', async () => {
    // Move the public point 3 km north of the exact one, far beyond the usual offset, to tell them apart.
    await t.db.pool.query('UPDATE mates SET approx_latitude = latitude + 0.027 WHERE id = $1', [ids.getafe]);
    const near = (lat: number, lng: number) => names({ lat, lng, mode: 'near', radius: 1, sort: 'distance' });
    expect(await near(PLACES.getafe.latitude, PLACES.getafe.longitude)).not.toContain('Mate del sur');
    expect(await near(PLACES.getafe.latitude + 0.027, PLACES.getafe.longitude)).toContain('Mate del sur');
  });

  it('shows a paused mate by URL but not a deleted one', async () => {
    const { rows } = await t.db.pool.query(`SELECT id FROM mates WHERE name = 'Mate pausado'`);
    const paused = await t.app.inject({ method: 'GET', url: `/api/mates/${rows[0].id}` });
    expect(paused.json()).toMatchObject({ status: 'inactive', available: false });
  });

  it("lists the host's own mates, paused ones included", async () => {
    const mine = (await host.request({ method: 'GET', url: '/api/me/mates' })).json().mates as Array<{
      name: string;
      status: string;
    }>;
    expect(mine.map((m) => m.name)).toEqual([
      'Mate pausado',
      'Mate de calabaza',
      'Mate del sur',
      'Mate porteño',
    ]);
    expect((await t.app.inject({ method: 'GET', url: '/api/me/mates' })).statusCode).toBe(401);
  });

  it("shows a person's public mates on their profile, found by public name ignoring case", async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/users/${encodeURIComponent('sofía anfitriona')}`,
    });
    expect(response.json().mates.map((m: { name: string }) => m.name)).toEqual([
      'Mate de calabaza',
      'Mate del sur',
      'Mate porteño',
    ]);
  });
});

describe('deleting removes the photo files', () => {
  it('leaves no file of the mate behind', async () => {
    const t = await createTestApp();
    try {
      const host = await registeredUser(t.app);
      const mate = await publishMate(host, {}, await jpegPhoto());
      expect(filesUnder(t.config.storageDir)).toHaveLength(2);
      await host.request({ method: 'DELETE', url: `/api/mates/${mate.id}` });
      expect(filesUnder(t.config.storageDir)).toHaveLength(0);
      expect((await t.app.inject({ method: 'GET', url: mate.imageUrl! })).statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});
