import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { setLocaleSource } from '../../shared/i18n/active-locale';
import { loadLanguage } from '../../shared/i18n/catalogues/index';
import { DEFAULT_LOCALE, type Locale } from '../../shared/i18n/locales';
import { LanguageMenu } from './LanguageMenu';
import { switchLanguage, type SwitchTarget } from '../lib/switch-language';

afterEach(() => setLocaleSource(() => DEFAULT_LOCALE));

async function speak(locale: Locale) {
  await loadLanguage(locale);
  setLocaleSource(() => locale);
}

/** The menu drawn on `path`: its name, and each language's link (address, lang, name, current). */
function readMenu(path: string) {
  const html = renderToStaticMarkup(
    <MemoryRouter initialEntries={[path]}>
      <LanguageMenu signedIn={false} />
    </MemoryRouter>,
  );
  const links = [
    ...html.matchAll(
      /<a href="([^"]+)" lang="([^"]+)" hrefLang="[^"]+"( aria-current="true")?[^>]*>([^<]+)<\/a>/g,
    ),
  ];
  return {
    name: /<nav aria-label="([^"]+)"/.exec(html)?.[1],
    links: links.map(([, href, lang, , name]) => ({ href, lang, name })),
    current: links.filter((link) => link[3]).map(([, , lang]) => lang),
  };
}

describe('the language menu', () => {
  it('links this page in every language, each named in itself, marking the page’s', () => {
    expect(readMenu('/mates?desde=2026-12-01')).toEqual({
      name: 'Idioma',
      links: [
        { href: '/mates?desde=2026-12-01', lang: 'es', name: 'Español' },
        { href: '/en/mates?desde=2026-12-01', lang: 'en', name: 'English' },
        { href: '/pt-BR/mates?desde=2026-12-01', lang: 'pt-BR', name: 'Português (Brasil)' },
      ],
      current: ['es'],
    });
  });

  it('speaks the page’s language', async () => {
    await speak('en');
    expect(readMenu('/faq')).toMatchObject({ name: 'Language', current: ['en'] });
    await speak('pt-BR');
    expect(readMenu('/')).toMatchObject({
      name: 'Idioma',
      current: ['pt-BR'],
      links: [
        { href: '/', lang: 'es', name: 'Español' },
        { href: '/en', lang: 'en', name: 'English' },
        { href: '/pt-BR', lang: 'pt-BR', name: 'Português (Brasil)' },
      ],
    });
  });
});

/** A page at `address` over `protocol`, recording what switching does to it. */
function page(address: string, { protocol = 'http:', save = async () => {} } = {}) {
  const url = new URL(address, 'http://ronda.test');
  const done = { cookie: '', assigned: [] as string[], saved: [] as Locale[] };
  const target: SwitchTarget = {
    document: {
      set cookie(line: string) {
        done.cookie = line;
      },
    } as SwitchTarget['document'],
    location: {
      pathname: url.pathname,
      search: url.search,
      hash: url.hash,
      protocol,
      assign: (to: string | URL) => void done.assigned.push(String(to)),
    },
    save: (language) => {
      done.saved.push(language);
      return save();
    },
  };
  return { target, done };
}

describe('choosing a language', () => {
  it('keeps it in a cookie for a year and opens the same page at its address in that language', async () => {
    const { target, done } = page('/pt-BR/mates?x=1');
    await switchLanguage('en', { signedIn: false }, target);
    expect(done).toEqual({
      cookie: 'ronda_lang=en; Path=/; Max-Age=31536000; SameSite=Lax',
      assigned: ['/en/mates?x=1'],
      saved: [],
    });
  });

  it('takes Spanish back to the address without a prefix, keeping query and fragment', async () => {
    const { target, done } = page('/pt-BR/mates?x=1#mapa');
    await switchLanguage('es', { signedIn: false }, target);
    expect(done.assigned).toEqual(['/mates?x=1#mapa']);
    expect(done.cookie).toBe('ronda_lang=es; Path=/; Max-Age=31536000; SameSite=Lax');
  });

  it('from a Spanish page, puts the language first; the home page is the bare prefix', async () => {
    const detail = page('/mates/42?desde=2026-03-03');
    await switchLanguage('pt-BR', { signedIn: false }, detail.target);
    expect(detail.done.assigned).toEqual(['/pt-BR/mates/42?desde=2026-03-03']);
    const home = page('/');
    await switchLanguage('en', { signedIn: false }, home.target);
    expect(home.done.assigned).toEqual(['/en']);
  });

  it('marks the cookie Secure over https', async () => {
    const { target, done } = page('/faq', { protocol: 'https:' });
    await switchLanguage('en', { signedIn: false }, target);
    expect(done.cookie).toBe('ronda_lang=en; Path=/; Max-Age=31536000; SameSite=Lax; Secure');
  });

  it('saves a signed-in person’s choice in their profile, and moves on even when that fails', async () => {
    const saved = page('/en/perfil');
    await switchLanguage('pt-BR', { signedIn: true }, saved.target);
    expect(saved.done).toMatchObject({ saved: ['pt-BR'], assigned: ['/pt-BR/perfil'] });

    const failing = page('/perfil', {
      save: () => Promise.reject(new Error('No pudimos conectar con el servidor')),
    });
    await switchLanguage('en', { signedIn: true }, failing.target);
    expect(failing.done).toMatchObject({
      saved: ['en'],
      cookie: 'ronda_lang=en; Path=/; Max-Age=31536000; SameSite=Lax',
      assigned: ['/en/perfil'],
    });
  });
});
