import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registeredUser, signUp, type TestApp, type TestUser } from '../testing/harness.js';
import { jpegPhoto, PLACES, publishMate } from '../testing/mates-fixtures.js';
import { multipart } from '../testing/multipart.js';
import { rentalToday } from '../../shared/rental-dates.js';

/** A one-day rental starting today. */
const TODAY = { startDate: rentalToday(new Date()), endDate: rentalToday(new Date()) };

describe('own profile and stats', () => {
  let t: TestApp;
  let host: TestUser;
  let guest: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    host = await registeredUser(t.app, 'Perfil Host');
    guest = await registeredUser(t.app, 'Perfil Guest');
  });
  afterAll(() => t.close());

  const profile = async (user: TestUser) =>
    (await user.request({ method: 'GET', url: '/api/profile' })).json();

  it('counts publications, rentals and bookings as they happen', async () => {
    expect((await profile(host)).stats).toEqual({
      matesPublished: 0,
      matesRented: 0,
      bookingsMade: 0,
      reviewsReceived: 0,
      ratingAverage: null,
    });
    const first = await publishMate(host);
    const second = await publishMate(host);
    expect((await profile(host)).stats.matesPublished).toBe(2);

    const { bookingId } = (
      await guest.request({ method: 'POST', url: `/api/mates/${first.id}/bookings`, payload: TODAY })
    ).json();
    expect((await profile(guest)).stats.bookingsMade).toBe(1);
    expect((await profile(host)).stats.matesRented).toBe(0);
    await host.request({ method: 'POST', url: `/api/bookings/${bookingId}/confirm` });
    expect((await profile(host)).stats).toMatchObject({ matesPublished: 2, matesRented: 1 });

    await host.request({ method: 'DELETE', url: `/api/mates/${second.id}` });
    expect((await profile(host)).stats.matesPublished).toBe(1);
  });

  it('shows the profile fields, member since and role', async () => {
    const me = await profile(host);
    expect(me).toMatchObject({
      publicName: 'Perfil Host',
      displayName: 'Perfil Host',
      roleLabel: 'Anfitrión',
      email: host.email,
      bio: null,
    });
    expect(new Date(me.memberSince).getTime()).toBeLessThanOrEqual(Date.now());
    expect((await t.app.inject({ method: 'GET', url: '/api/profile' })).statusCode).toBe(401);
  });

  it('edits public name, bio and location; only the owner’s own profile changes', async () => {
    const response = await guest.request({
      method: 'PATCH',
      url: '/api/profile',
      payload: { publicName: 'Nuevo Nombre', bio: 'Mate amargo, siempre.', location: PLACES.valencia },
    });
    expect(response.json()).toMatchObject({
      publicName: 'Nuevo Nombre',
      bio: 'Mate amargo, siempre.',
      location: { city: 'Valencia', latitude: PLACES.valencia.latitude },
    });
    expect((await profile(host)).publicName).toBe('Perfil Host');
    // Fields left out stay as they were.
    const kept = await guest.request({
      method: 'PATCH',
      url: '/api/profile',
      payload: { publicName: 'Nuevo Nombre' },
    });
    expect(kept.json()).toMatchObject({ bio: 'Mate amargo, siempre.', location: { city: 'Valencia' } });
    const cleared = await guest.request({
      method: 'PATCH',
      url: '/api/profile',
      payload: { publicName: 'Nuevo Nombre', bio: '', location: null },
    });
    expect(cleared.json()).toMatchObject({ bio: null, location: null });
    expect(
      (await t.app.inject({ method: 'PATCH', url: '/api/profile', payload: { publicName: 'Anónimo' } }))
        .statusCode,
    ).toBe(401);
  });

  it('applies the public name rules and uniqueness ignoring case', async () => {
    const taken = await guest.request({
      method: 'PATCH',
      url: '/api/profile',
      payload: { publicName: 'perfil host' },
    });
    expect([taken.statusCode, taken.json().fields.publicName]).toEqual([
      409,
      'Ese nombre público ya está en uso',
    ]);
    const bad = await guest.request({
      method: 'PATCH',
      url: '/api/profile',
      payload: { publicName: 'no<vale>' },
    });
    expect(bad.json().fields.publicName).toBe(
      'Usá solo letras, números, espacios, puntos, guiones y guiones bajos',
    );
    const long = await guest.request({
      method: 'PATCH',
      url: '/api/profile',
      payload: { publicName: 'Válido', bio: 'x'.repeat(501) },
    });
    expect(long.json().fields.bio).toBe('La biografía no puede tener más de 500 caracteres');
  });

  it('registers someone whose sign-in name is longer than a profile keeps', async () => {
    // Google may send a longer name than e-mail sign-up accepts (100): the account keeps it as given.
    const longName = 'Nombre '.repeat(40);
    const person = await signUp(t.app);
    const context = await t.app.services.auth.$context;
    await context.internalAdapter.updateUser(person.id, { name: longName });
    const response = await person.request({
      method: 'POST',
      url: '/api/registration',
      payload: { publicName: 'Nombre Largo', acceptTerms: true },
    });
    expect(response.statusCode).toBe(200);
    const { rows } = await t.db.pool.query('SELECT char_length(name) AS length FROM users WHERE id = $1', [
      person.id,
    ]);
    expect(rows).toEqual([{ length: 200 }]);
  });

  it('a Visitante may edit their profile and stays a Visitante', async () => {
    const visitante = await signUp(t.app);
    const response = await visitante.request({
      method: 'PATCH',
      url: '/api/profile',
      payload: { publicName: 'Visita Curiosa' },
    });
    expect(response.json()).toMatchObject({
      publicName: 'Visita Curiosa',
      roleLabel: 'Visitante',
      isRegistered: false,
    });
  });

  it('takes an avatar through the photo pipeline and replaces the previous one', async () => {
    const photo = await jpegPhoto(900, 900);
    const first = await guest.request({
      method: 'POST',
      url: '/api/profile/avatar',
      ...multipart({}, photo),
    });
    expect(first.statusCode).toBe(200);
    const avatar = await t.app.inject({ method: 'GET', url: first.json().avatarUrl });
    expect(await sharp(avatar.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: 400,
      height: 400,
    });
    const second = await guest.request({
      method: 'POST',
      url: '/api/profile/avatar',
      ...multipart({}, photo),
    });
    expect(second.json().avatarUrl).not.toBe(first.json().avatarUrl);
    expect((await t.app.inject({ method: 'GET', url: first.json().avatarUrl })).statusCode).toBe(404);
    const notImage = await guest.request({
      method: 'POST',
      url: '/api/profile/avatar',
      ...multipart(
        {},
        {
          field: 'photo',
          filename: 'yo.jpg',
          contentType: 'image/jpeg',
          data: Buffer.from('no soy una foto'),
        },
      ),
    });
    expect([notImage.statusCode, notImage.json().error]).toEqual([400, 'El archivo debe ser una imagen']);
  });
});

describe('public profile', () => {
  let t: TestApp;
  let host: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    host = await registeredUser(t.app, 'Martina Pública');
    await host.request({
      method: 'PATCH',
      url: '/api/profile',
      payload: { publicName: 'Martina Pública', bio: 'Rosarina en Madrid', location: PLACES.madrid },
    });
    await publishMate(host, { name: 'Mate de Martina', location: PLACES.madrid });
    const paused = await publishMate(host, { name: 'Mate pausado de Martina' });
    await host.request({ method: 'POST', url: `/api/mates/${paused.id}/pause` });
  });
  afterAll(() => t.close());

  it('is readable without signing in, with stats and public mates, distances when the viewer is located', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/users/${encodeURIComponent('martina pública')}?lat=40.42&lng=-3.7`,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      publicName: 'Martina Pública',
      bio: 'Rosarina en Madrid',
      city: 'Madrid',
      roleLabel: 'Anfitrión',
      stats: { matesPublished: 1, matesRented: 0, reviewsReceived: 0, ratingAverage: null },
    });
    expect(body.mates.map((m: { name: string }) => m.name)).toEqual(['Mate de Martina']);
    expect(body.mates[0].distanceKm).toEqual(expect.any(Number));
  });

  it('never shows the e-mail or an exact location', async () => {
    const text = (
      await t.app.inject({ method: 'GET', url: `/api/users/${encodeURIComponent('Martina Pública')}` })
    ).body;
    expect(text).not.toContain(host.email);
    expect(text).not.toContain(String(PLACES.madrid.latitude));
    expect(text).not.toContain(String(PLACES.madrid.longitude));
  });

  it('answers "Usuario no encontrado" for an unknown name', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/users/nadie-se-llama-asi' });
    expect([response.statusCode, response.json().error]).toEqual([404, 'Usuario no encontrado']);
  });

  it("is gone while the person is suspended, as a deleted person's is, and back once reinstated", async () => {
    const operator = await registeredUser(t.app, 'Operadora Perfiles');
    await t.db.pool.query('UPDATE users SET is_admin = true WHERE id = $1', [operator.id]);
    const person = await registeredUser(t.app, 'Perfil Suspendible');
    await publishMate(person, { name: 'Mate de la suspendible' });
    const page = () =>
      t.app.inject({ method: 'GET', url: `/api/users/${encodeURIComponent('Perfil Suspendible')}` });
    const inSitemap = async () =>
      (await t.app.inject({ method: 'GET', url: '/sitemap.xml' })).body.includes('/u/Perfil%20Suspendible');
    expect((await page()).statusCode).toBe(200);
    expect(await inSitemap()).toBe(true);

    const suspended = await operator.request({
      method: 'POST',
      url: `/api/admin/people/${person.id}/suspend`,
      payload: { reason: 'Publicaciones engañosas' },
    });
    expect(suspended.statusCode, suspended.body).toBe(200);
    const gone = await page();
    expect([gone.statusCode, gone.json()]).toEqual([404, { error: 'Usuario no encontrado' }]);
    expect(await inSitemap()).toBe(false);

    const reinstated = await operator.request({
      method: 'POST',
      url: `/api/admin/people/${person.id}/reinstate`,
    });
    expect(reinstated.statusCode, reinstated.body).toBe(200);
    const back = await page();
    expect(back.statusCode).toBe(200);
    expect(back.json().mates.map((mate: { name: string }) => mate.name)).toEqual(['Mate de la suspendible']);
    expect(await inSitemap()).toBe(true);
  });
});
