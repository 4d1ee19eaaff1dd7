import type { DayPickerLocale } from 'react-day-picker';
import type { Locale } from '../../../shared/i18n/locales';

/**
 * The day picker's words and week for each language (date-fns's, with its own buttons' names), each
 * loaded only when a calendar is shown in it: British English starts the week on Monday, as Spain does.
 */
const LOADERS: Record<Locale, () => Promise<DayPickerLocale>> = {
  es: () => import('react-day-picker/locale/es').then((module) => module.es),
  en: () => import('react-day-picker/locale/en-GB').then((module) => module.enGB),
  'pt-BR': () => import('react-day-picker/locale/pt-BR').then((module) => module.ptBR),
};

const loaded = new Map<Locale, Promise<DayPickerLocale>>();

/** The same promise for a language every time, as React's `use` needs to suspend once and resume. */
export function calendarLocale(locale: Locale): Promise<DayPickerLocale> {
  let promise = loaded.get(locale);
  if (!promise) loaded.set(locale, (promise = LOADERS[locale]()));
  return promise;
}
