import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registeredUser, signUp, type TestApp } from '../testing/harness.js';

describe('roles and registration', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const register = (user: Awaited<ReturnType<typeof signUp>>, payload: Record<string, unknown>) =>
    user.request({ method: 'POST', url: '/api/registration', payload });

  it('a signed-in person without a profile row is a Visitante', async () => {
    const user = await signUp(t.app);
    const { rows } = await t.db.pool.query('SELECT count(*)::int AS n FROM users WHERE id = $1', [user.id]);
    expect(rows[0].n).toBe(0);
    const session = (await user.request({ method: 'GET', url: '/api/session' })).json();
    expect(session.user).toMatchObject({ role: 'guest', roleLabel: 'Visitante', isRegistered: false });
  });

  it('an empty or unknown stored role reads Visitante or Usuario and cannot transact', async () => {
    const user = await registeredUser(t.app);
    await t.db.pool.query(`UPDATE users SET role = '' WHERE id = $1`, [user.id]);
    expect((await user.request({ method: 'GET', url: '/api/session' })).json().user).toMatchObject({
      roleLabel: 'Visitante',
      isRegistered: false,
    });
    await t.db.pool.query(`UPDATE users SET role = 'moderator' WHERE id = $1`, [user.id]);
    expect((await user.request({ method: 'GET', url: '/api/session' })).json().user).toMatchObject({
      roleLabel: 'Usuario',
      isRegistered: false,
    });
  });

  it('registration makes a Viajero with a public name and an optional city', async () => {
    const user = await signUp(t.app);
    const response = await register(user, {
      publicName: '  Caro   Mate ',
      acceptTerms: true,
      city: { label: 'Valencia, España', city: 'Valencia', latitude: 39.47, longitude: -0.38 },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      publicName: 'Caro Mate',
      displayName: 'Caro Mate',
      role: 'traveller',
      roleLabel: 'Viajero',
      isRegistered: true,
      city: 'Valencia',
      location: { label: 'Valencia, España', city: 'Valencia', latitude: 39.47, longitude: -0.38 },
    });
  });

  it('keeps an Anfitrión an Anfitrión when they change their public name', async () => {
    const user = await registeredUser(t.app);
    await t.db.pool.query(`UPDATE users SET role = 'host' WHERE id = $1`, [user.id]);
    const response = await register(user, { publicName: 'Anfitriona Nueva', acceptTerms: true });
    expect(response.json()).toMatchObject({ role: 'host', roleLabel: 'Anfitrión' });
  });

  it.each([
    [
      { publicName: 'ab', acceptTerms: true },
      'publicName',
      'El nombre público debe tener entre 3 y 30 caracteres',
    ],
    [
      { publicName: 'x'.repeat(31), acceptTerms: true },
      'publicName',
      'El nombre público debe tener entre 3 y 30 caracteres',
    ],
    [
      { publicName: '<script>', acceptTerms: true },
      'publicName',
      'Usá solo letras, números, espacios, puntos, guiones y guiones bajos',
    ],
    [{ publicName: '   ', acceptTerms: true }, 'publicName', 'Campo obligatorio'],
    [
      { publicName: 'ab²', acceptTerms: true },
      'publicName',
      'Usá solo letras, números, espacios, puntos, guiones y guiones bajos',
    ],
    [{ acceptTerms: true }, 'publicName', 'Campo obligatorio'],
    [
      { publicName: 'Buen Nombre', acceptTerms: false },
      'acceptTerms',
      'Tenés que aceptar los términos para continuar',
    ],
    [{ publicName: 'Buen Nombre' }, 'acceptTerms', 'Tenés que aceptar los términos para continuar'],
  ])('refuses %j with the field message', async (payload, field, message) => {
    const user = await signUp(t.app);
    const response = await register(user, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields[field]).toBe(message);
    expect(response.json().error).toEqual(expect.any(String));
  });

  it('public names are unique ignoring case', async () => {
    await registeredUser(t.app, 'Martina.Sur');
    const other = await signUp(t.app);
    const response = await register(other, { publicName: 'martina.sur', acceptTerms: true });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: 'Ese nombre público ya está en uso',
      fields: { publicName: 'Ese nombre público ya está en uso' },
    });
  });

  it('accepts letters with accents, digits, dots, dashes and underscores', async () => {
    const user = await signUp(t.app);
    const response = await register(user, { publicName: 'Ñandú_Peña-2.0', acceptTerms: true });
    expect(response.statusCode).toBe(200);
  });

  it('needs a session', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/registration',
      payload: { publicName: 'Sin Sesión', acceptTerms: true },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: 'Usuario no autenticado' });
  });
});
