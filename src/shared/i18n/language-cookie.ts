import type { Locale } from './locales.js';

/** A visitor's choice of language, kept by their browser (a person's also lives in their profile). */
export const LANGUAGE_COOKIE = 'ronda_lang';

/** Sent by the app with each API call: the language of the page making it, which the answer follows. */
export const PAGE_LANGUAGE_HEADER = 'x-ronda-page-language';

const ONE_YEAR_SECONDS = 31_536_000;

/** The `document.cookie` line that keeps `locale` for a year, on every page, sent on links from elsewhere. */
export function languageCookie(locale: Locale, { secure }: { secure: boolean }): string {
  return `${LANGUAGE_COOKIE}=${locale}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax${secure ? '; Secure' : ''}`;
}
