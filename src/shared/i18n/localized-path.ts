import { DEFAULT_LOCALE, LOCALES, type Locale } from './locales.js';

/**
 * Pages in each language have their own addresses: Spanish keeps today's (`/mates/1`), every other
 * language puts its tag first (`/en/mates/1`, `/pt-BR/faq`). These two functions are the only place that
 * knows it.
 */
export function localePrefix(locale: Locale): string {
  return locale === DEFAULT_LOCALE ? '' : `/${locale}`;
}

/** The address of `path` (a Spanish address, with its query and fragment) in `locale`. */
export function localizedPath(locale: Locale, path: string): string {
  const prefix = localePrefix(locale);
  if (!prefix) return path;
  return path === '/' ? prefix : `${prefix}${path}`;
}

/** A page address read back: its language and its Spanish address (`/en/faq?x` → `en`, `/faq?x`). */
export function splitLocalizedPath(path: string): { locale: Locale; path: string } {
  for (const locale of LOCALES) {
    const prefix = localePrefix(locale);
    if (!prefix) continue;
    if (path === prefix) return { locale, path: '/' };
    const next = path.charAt(prefix.length);
    if (path.startsWith(prefix) && (next === '/' || next === '?' || next === '#')) {
      const rest = path.slice(prefix.length);
      return { locale, path: rest.startsWith('/') ? rest : `/${rest}` };
    }
  }
  return { locale: DEFAULT_LOCALE, path };
}
