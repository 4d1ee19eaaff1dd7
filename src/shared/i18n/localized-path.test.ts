import { describe, expect, it } from 'vitest';
import { localizedPath, splitLocalizedPath } from './localized-path';

describe("pages' addresses per language", () => {
  it('keeps Spanish addresses and puts the tag of any other language first', () => {
    expect(localizedPath('es', '/mates/1?desde=2026-12-01')).toBe('/mates/1?desde=2026-12-01');
    expect(localizedPath('en', '/mates/1?desde=2026-12-01')).toBe('/en/mates/1?desde=2026-12-01');
    expect(localizedPath('pt-BR', '/')).toBe('/pt-BR');
  });

  it('reads an address back into its language and Spanish address', () => {
    expect(splitLocalizedPath('/en/mates/1?x=1')).toEqual({ locale: 'en', path: '/mates/1?x=1' });
    expect(splitLocalizedPath('/pt-BR')).toEqual({ locale: 'pt-BR', path: '/' });
    expect(splitLocalizedPath('/pt-BR?x=1')).toEqual({ locale: 'pt-BR', path: '/?x=1' });
    expect(splitLocalizedPath('/en/')).toEqual({ locale: 'en', path: '/' });
    // Words that only begin like a language tag are Spanish addresses.
    expect(splitLocalizedPath('/entrar')).toEqual({ locale: 'es', path: '/entrar' });
    expect(splitLocalizedPath('/pt-br/faq')).toEqual({ locale: 'es', path: '/pt-br/faq' });
    expect(splitLocalizedPath('/faq')).toEqual({ locale: 'es', path: '/faq' });
  });
});
