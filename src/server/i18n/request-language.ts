import { AsyncLocalStorage } from 'node:async_hooks';
import { match } from '@formatjs/intl-localematcher';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import Negotiator from 'negotiator';
import { setLocaleSource } from '../../shared/i18n/active-locale.js';
import { loadLanguage } from '../../shared/i18n/catalogues/index.js';
import { LANGUAGE_COOKIE, PAGE_LANGUAGE_HEADER } from '../../shared/i18n/language-cookie.js';
import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from '../../shared/i18n/locales.js';

export { LANGUAGE_COOKIE };

/** The language of the work under way: a request's, or an e-mail's recipient's. */
interface Speaking {
  locale: Locale;
  /** An API request, whose signed-in person's own choice takes over once their session is read. */
  followsPerson: boolean;
}
const spoken = new AsyncLocalStorage<Speaking>();

/** Every catalogue loaded, and each message read in the language of the work under way. */
export async function speakEveryLanguage(): Promise<void> {
  await Promise.all(LOCALES.map((locale) => loadLanguage(locale)));
  setLocaleSource(() => spoken.getStore()?.locale ?? DEFAULT_LOCALE);
}

/** Runs `work` (and everything it awaits) in `locale`: an e-mail or push for its recipient. */
export function inLanguage<T>(locale: Locale, work: () => T): T {
  return spoken.run({ locale, followsPerson: false }, work);
}

/**
 * The language an `Accept-Language` header asks for, among Ronda's: the closest by CLDR's language
 * matching (Portuguese of Portugal is answered in Brazil's, any English in English), else Spanish.
 */
export function negotiateLanguage(header: string | undefined): Locale {
  // Most API clients send none: no negotiation to run.
  if (!header) return DEFAULT_LOCALE;
  const asked = new Negotiator({ headers: { 'accept-language': header ?? '' } })
    .languages()
    .filter((tag) => tag !== '*');
  if (asked.length === 0) return DEFAULT_LOCALE;
  try {
    const found = match(asked, LOCALES, DEFAULT_LOCALE, { algorithm: 'best fit' });
    return isLocale(found) ? found : DEFAULT_LOCALE;
  } catch {
    // A tag Intl cannot read (a malformed header).
    return DEFAULT_LOCALE;
  }
}

/** A request's language: the visitor's choice if they made one, else what their browser asks for. */
export function requestLanguage(request: FastifyRequest): Locale {
  const chosen = request.cookies[LANGUAGE_COOKIE];
  return isLocale(chosen) ? chosen : negotiateLanguage(request.headers['accept-language']);
}

/**
 * Each API request is answered in its language, errors and field messages included. The app in a page
 * names the page's language with each call, and that wins, so a page never reads texts in another
 * language than its own; other clients get the person's choice, else the cookie, else Accept-Language.
 * Pages themselves take the language of their address (web-app.ts).
 */
export function registerRequestLanguage(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    // Anything else the server words itself (the development sign-in's pages): the visitor's language.
    if (!request.url.startsWith('/api/'))
      return spoken.run({ locale: requestLanguage(request), followsPerson: false }, done);
    const page = request.headers[PAGE_LANGUAGE_HEADER];
    if (isLocale(page)) return spoken.run({ locale: page, followsPerson: false }, done);
    spoken.run({ locale: requestLanguage(request), followsPerson: true }, done);
  });
}

/**
 * A signed-in person's own choice of language (their profile's), read with their session: the rest of an
 * API request is answered in it, over their browser's cookie and Accept-Language. A page keeps the
 * language of its address; a person who never chose keeps the request's.
 */
export function followPersonLanguage(language: Locale | null | undefined): void {
  const speaking = spoken.getStore();
  if (language && speaking?.followsPerson) speaking.locale = language;
}
