import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en } from '../../shared/i18n/catalogues/en.js';
import { ptBR } from '../../shared/i18n/catalogues/pt-BR.js';
import { mateMessages } from '../../shared/messages/mates.js';
import { errorMessages } from '../../shared/messages/common.js';
import { createTestApp, type TestApp } from '../testing/harness.js';
import { LANGUAGE_COOKIE, negotiateLanguage } from './request-language.js';

describe('negotiateLanguage', () => {
  it.each([
    ['en-US,en;q=0.9', 'en'],
    ['en-GB', 'en'],
    ['pt-BR,pt;q=0.8', 'pt-BR'],
    ['pt-PT', 'pt-BR'],
    ['pt', 'pt-BR'],
    ['es-AR,es;q=0.9,en;q=0.8', 'es'],
    ['en;q=0.1, pt-BR;q=0.9', 'pt-BR'],
    ['fr-FR, es;q=0.5', 'es'],
    ['de-DE', 'es'],
    ['*', 'es'],
    ['', 'es'],
    [undefined, 'es'],
    ['%%%;;,,q=x', 'es'],
  ])('%s → %s', (header, locale) => {
    expect(negotiateLanguage(header)).toBe(locale);
  });
});

describe('an API answer', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const unknownMate = (headers: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: '/api/mates/no-es-un-id', headers });
  const emptyContact = (headers: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: '/api/contact', payload: {}, headers });

  it('is in Spanish when nothing asks for another language', async () => {
    expect((await unknownMate({})).json().error).toBe(mateMessages.notFound);
    expect((await unknownMate({ 'accept-language': 'de-DE' })).json().error).toBe('Mate no encontrado');
  });

  it("follows the browser's Accept-Language, field messages included", async () => {
    expect((await unknownMate({ 'accept-language': 'en-US,en;q=0.9' })).json().error).toBe(en.mate.notFound);
    expect((await unknownMate({ 'accept-language': 'pt-BR' })).json().error).toBe(ptBR.mate.notFound);
    const fields = (await emptyContact({ 'accept-language': 'en' })).json().fields as Record<string, string>;
    expect(fields.name).toBe(en.error.requiredField);
    expect(Object.values(fields)).not.toContain(errorMessages.requiredField);
  });

  it("answers the framework's own refusals in the request's language too", async () => {
    const badJson = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/json', 'x-ronda-page-language': 'pt-BR' },
      payload: '{"name":',
    });
    expect([badJson.statusCode, badJson.json().error]).toEqual([400, ptBR.httpError.invalidJson]);
    const spanish = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(spanish.json().error).toBe('El cuerpo de la solicitud no es JSON válido');
    expect(ptBR.httpError.invalidJson).not.toBe('El cuerpo de la solicitud no es JSON válido');
  });

  it("follows a visitor's chosen language over their browser's", async () => {
    const answer = await unknownMate({ 'accept-language': 'en', cookie: `${LANGUAGE_COOKIE}=pt-BR` });
    expect(answer.json().error).toBe(ptBR.mate.notFound);
    // A cookie naming no language of Ronda's is ignored.
    const odd = await unknownMate({ 'accept-language': 'en', cookie: `${LANGUAGE_COOKIE}=klingon` });
    expect(odd.json().error).toBe(en.mate.notFound);
  });

  it('never mixes languages between requests answered at once', async () => {
    const asked = Array.from({ length: 10 }, () => ['es', 'en', 'pt-BR'] as const).flat();
    const answers = await Promise.all(asked.map((locale) => unknownMate({ 'accept-language': locale })));
    const expected = { es: mateMessages.notFound, en: en.mate.notFound, 'pt-BR': ptBR.mate.notFound };
    expect(answers.map((answer) => answer.json().error)).toEqual(asked.map((locale) => expected[locale]));
  });
});
