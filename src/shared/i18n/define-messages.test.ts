import { afterEach, describe, expect, it } from 'vitest';
import { setLocaleSource } from './active-locale';
import { addCatalogue, catalogueAreas, defineMessages, onTranslatedRead } from './define-messages';
import { DEFAULT_LOCALE } from './locales';

const greetings = defineMessages('pruebaSaludos', { hello: 'Hola', bye: 'Chau' });
const others = defineMessages('pruebaOtros', { yes: 'Sí' });

afterEach(() => {
  setLocaleSource(() => DEFAULT_LOCALE);
  onTranslatedRead(() => {});
});

describe("a page's texts", () => {
  it('tells which areas a page read in another language, and hands over just those', () => {
    addCatalogue('en', { pruebaSaludos: { hello: 'Hello', bye: 'Bye' }, pruebaOtros: { yes: 'Yes' } });
    const read = new Set<string>();
    onTranslatedRead((area) => read.add(area));

    expect(greetings.hello).toBe('Hola');
    expect(read).toEqual(new Set());

    setLocaleSource(() => 'en');
    expect(greetings.hello).toBe('Hello');
    expect(read).toEqual(new Set(['pruebaSaludos']));
    expect(catalogueAreas('en', read)).toEqual({ pruebaSaludos: { hello: 'Hello', bye: 'Bye' } });

    // A page that brought only those areas reads the rest in Spanish until the whole catalogue is in.
    addCatalogue('en', catalogueAreas('en', read));
    expect([greetings.bye, others.yes]).toEqual(['Bye', 'Sí']);
  });
});
