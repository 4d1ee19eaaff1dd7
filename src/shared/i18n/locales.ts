/** The languages Ronda speaks. Spanish (voseo) is the default and the source of every text. */
export const LOCALES = ['es', 'en', 'pt-BR'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE = 'es' satisfies Locale;

/** Each language named in itself, as the language menu lists it. */
export const LOCALE_NAMES: Record<Locale, string> = {
  es: 'Español',
  en: 'English',
  'pt-BR': 'Português (Brasil)',
};

/**
 * The tag `Intl` formats each language with: Spanish as Argentina writes it (the voseo's dates), and
 * British English, which writes euros and day-first dates as a traveller in Spain reads them.
 */
export const INTL_LOCALE: Record<Locale, string> = { es: 'es-AR', en: 'en-GB', 'pt-BR': 'pt-BR' };

/** The document's `lang`: Spanish as Argentina speaks it (the voseo), the others as they are tagged. */
export const HTML_LANG: Record<Locale, string> = { es: 'es-AR', en: 'en', 'pt-BR': 'pt-BR' };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}
