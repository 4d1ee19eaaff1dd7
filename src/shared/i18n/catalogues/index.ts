import type { Catalogue } from '../../messages/catalogue.js';
import { addCatalogue, type MessageArea } from '../define-messages.js';
import { DEFAULT_LOCALE, type Locale } from '../locales.js';

/**
 * Each other language's catalogue, one file per language, loaded only when that language is spoken (a
 * page never downloads another's). Adding a language: its file here, and its name in locales.ts.
 */
const LOADERS: Record<Exclude<Locale, typeof DEFAULT_LOCALE>, () => Promise<Catalogue>> = {
  en: () => import('./en.js').then((module) => module.en),
  'pt-BR': () => import('./pt-BR.js').then((module) => module.ptBR),
};

export function loadCatalogue(locale: Exclude<Locale, typeof DEFAULT_LOCALE>): Promise<Catalogue> {
  return LOADERS[locale]();
}

const whole = new Set<Locale>();

/**
 * Loads a language's whole catalogue, once, so every area's messages read it while that language is
 * active. It replaces the few areas a server-drawn page brought with it (addCatalogue).
 */
export async function loadLanguage(locale: Locale): Promise<void> {
  if (locale === DEFAULT_LOCALE || whole.has(locale)) return;
  addCatalogue(locale, (await loadCatalogue(locale)) as unknown as Record<string, MessageArea>);
  whole.add(locale);
}
