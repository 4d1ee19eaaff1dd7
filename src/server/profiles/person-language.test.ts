import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en } from '../../shared/i18n/catalogues/en.js';
import { ptBR } from '../../shared/i18n/catalogues/pt-BR.js';
import { errorMessages } from '../../shared/messages/common.js';
import { profileMessages } from '../../shared/messages/profiles.js';
import { LANGUAGE_COOKIE } from '../i18n/request-language.js';
import {
  createTestApp,
  PASSWORD,
  registeredUser,
  signUp,
  type TestApp,
  type TestUser,
} from '../testing/harness.js';

describe("a person's language", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const choose = (user: TestUser, language: unknown, headers: Record<string, string> = {}) =>
    user.request({ method: 'PUT', url: '/api/profile/language', payload: { language }, headers });
  const session = async (user: TestUser) =>
    (await user.request({ method: 'GET', url: '/api/session' })).json().user;
  const stored = async (user: TestUser) =>
    (await t.db.pool.query('SELECT language FROM users WHERE id = $1', [user.id])).rows[0]?.language;

  it('is unset until chosen, then remembered in the profile and told by the session on any device', async () => {
    const person = await registeredUser(t.app);
    expect((await session(person)).language).toBeNull();

    const chosen = await choose(person, 'en');
    expect([chosen.statusCode, chosen.json()]).toEqual([200, { language: 'en' }]);
    expect(await stored(person)).toBe('en');
    expect(await session(person)).toMatchObject({ publicName: person.publicName, language: 'en' });

    // Another device: a new session of the same person.
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: person.email, password: PASSWORD },
    });
    const cookie = [elsewhere.headers['set-cookie']]
      .flat()
      .map((c) => String(c).split(';')[0])
      .join('; ');
    const there = await t.app.inject({ method: 'GET', url: '/api/session', headers: { cookie } });
    expect(there.json().user.language).toBe('en');

    expect((await choose(person, 'pt-BR')).json()).toEqual({ language: 'pt-BR' });
    expect((await session(person)).language).toBe('pt-BR');
    expect((await choose(person, 'es')).json()).toEqual({ language: 'es' });
    expect(await stored(person)).toBe('es');
  });

  it('can be chosen by a Visitante, who stays one', async () => {
    const visitor = await signUp(t.app);
    expect((await choose(visitor, 'pt-BR')).statusCode).toBe(200);
    expect(await session(visitor)).toMatchObject({ isRegistered: false, language: 'pt-BR' });
  });

  it('refuses a language Ronda does not speak with a field message, in the language of the answer', async () => {
    const person = await registeredUser(t.app);
    for (const odd of ['fr', 'pt', 'EN', '', null, 3]) {
      const refused = await choose(person, odd);
      expect([refused.statusCode, refused.json()]).toEqual([
        400,
        { error: profileMessages.unknownLanguage, fields: { language: profileMessages.unknownLanguage } },
      ]);
    }
    const missing = await person.request({ method: 'PUT', url: '/api/profile/language', payload: {} });
    expect(missing.json().fields).toEqual({ language: profileMessages.unknownLanguage });
    expect(profileMessages.unknownLanguage).toBe(
      'Elegí uno de los idiomas de Ronda: español, inglés o portugués (Brasil)',
    );
    const inEnglish = await choose(person, 'fr', { 'accept-language': 'en' });
    expect(inEnglish.json().fields.language).toBe(en.profile.unknownLanguage);
    const inPortuguese = await choose(person, 'fr', { 'accept-language': 'pt-BR' });
    expect(inPortuguese.json().fields.language).toBe(ptBR.profile.unknownLanguage);
    expect(await stored(person)).toBeNull();
  });

  it('answers 401 in Spanish without a session', async () => {
    const anonymous = await t.app.inject({
      method: 'PUT',
      url: '/api/profile/language',
      payload: { language: 'en' },
    });
    expect([anonymous.statusCode, anonymous.json()]).toEqual([401, { error: 'Usuario no autenticado' }]);
  });

  it('cannot be changed by a suspended person, like any other write', async () => {
    const operator = await registeredUser(t.app);
    await t.db.pool.query('UPDATE users SET is_admin = true WHERE id = $1', [operator.id]);
    const person = await registeredUser(t.app);
    const suspended = await operator.request({
      method: 'POST',
      url: `/api/admin/people/${person.id}/suspend`,
      payload: { reason: 'Publicaciones engañosas' },
    });
    expect(suspended.statusCode, suspended.body).toBe(200);
    const refused = await choose(person, 'en');
    expect([refused.statusCode, refused.json()]).toEqual([401, { error: 'Usuario no autenticado' }]);
    expect(await stored(person)).toBeNull();
  });

  it("answers a signed-in person's API requests in their language over their browser's", async () => {
    const person = await registeredUser(t.app);
    const badEdit = (headers: Record<string, string>) =>
      person.request({ method: 'PATCH', url: '/api/profile', payload: { publicName: 'x' }, headers });
    const browser = { 'accept-language': 'pt-BR', cookie: `${person.cookie}; ${LANGUAGE_COOKIE}=pt-BR` };

    // Never chose: the browser decides.
    expect((await badEdit(browser)).json().fields.publicName).toBe(ptBR.registration.publicNameLength);

    await choose(person, 'en');
    expect((await badEdit(browser)).json().fields.publicName).toBe(en.registration.publicNameLength);
    expect((await badEdit({})).json().error).toBe(en.registration.publicNameLength);

    await choose(person, 'es');
    const spanish = (await badEdit(browser)).json().fields.publicName;
    expect(spanish).toBe('El nombre público debe tener entre 3 y 30 caracteres');
    expect(spanish).not.toBe(errorMessages.invalidInput);

    // A page names its own language with each call, and is answered in it: no page mixes two.
    expect((await badEdit({ ...browser, 'x-ronda-page-language': 'pt-BR' })).json().fields.publicName).toBe(
      ptBR.registration.publicNameLength,
    );
  });
});
