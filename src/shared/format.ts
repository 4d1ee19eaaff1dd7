import { activeLocale } from './i18n/active-locale.js';
import { DEFAULT_LOCALE, INTL_LOCALE } from './i18n/locales.js';
import { timeMessages } from './messages/common.js';
import { mateMessages } from './messages/mates.js';

/** The names of a template's "{name}" placeholders: `Placeholders<'{a} y {b}'>` is `'a' | 'b'`. */
export type Placeholders<T extends string> = T extends `${string}{${infer Name}}${infer Rest}`
  ? Name | Placeholders<Rest>
  : never;

/** Exactly the template's placeholders; a template typed only as `string` cannot be checked. */
export type FillValues<T extends string> = string extends T
  ? Record<string, string | number>
  : [Placeholders<T>] extends [never]
    ? Record<string, never>
    : { [Name in Placeholders<T>]: string | number };

/** Fills "{name}" placeholders of a catalogue message; the catalogue's literal types say which. */
export function fill<const T extends string>(template: T, values: FillValues<T>): string {
  const byName: Record<string, string | number> = values;
  return template.replace(/\{(\w+)\}/g, (match, key: string) =>
    key in byName ? String(byName[key]) : match,
  );
}

/**
 * One `Intl` formatter per language and options, built on first use: building one loads locale data,
 * which costs a slow phone tens of milliseconds, and a list formats many values.
 */
function perLanguage<F>(build: (tag: string) => F): () => F {
  const built = new Map<string, F>();
  return () => {
    const tag = INTL_LOCALE[activeLocale()];
    let formatter = built.get(tag);
    if (!formatter) built.set(tag, (formatter = build(tag)));
    return formatter;
  };
}

const euros = perLanguage(
  (tag) => new Intl.NumberFormat(tag, { style: 'currency', currency: 'EUR', minimumFractionDigits: 2 }),
);
const oneDecimal = perLanguage(
  (tag) => new Intl.NumberFormat(tag, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
);
const pluralRules = perLanguage((tag) => new Intl.PluralRules(tag));

/**
 * Which of a count's two texts the active language uses, by its CLDR plural rules (through `Intl`): the
 * singular for "1 mate" in Spanish and English, and in Portuguese for 0 too ("0 avaliação"). Both texts
 * carry the number, so either reads right.
 */
export function plural<T extends string>(count: number, forms: { one: T; other: T }): T {
  return pluralRules().select(count) === 'one' ? forms.one : forms.other;
}

/** The spec's Spanish writes numbers its own way ("€12.50", "2.3 km"); other languages as they write them. */
const spanish = () => activeLocale() === DEFAULT_LOCALE;

/** Euros as the spec writes them in Spanish ("€12.50"), and as each other language writes them. */
export function formatEuros(amount: number): string {
  return spanish() ? `€${amount.toFixed(2)}` : euros().format(amount);
}

/** Spec §9: "€12.50/día", or "Gratis" when zero or absent ("€12.50/day", "€ 12,50/dia" elsewhere). */
export function formatPrice(price: number | null | undefined): string {
  if (price === null || price === undefined || price === 0) return mateMessages.free;
  return `${formatEuros(price)}${mateMessages.perDay}`;
}

const decimal = (value: number) => (spanish() ? value.toFixed(1) : oneDecimal().format(value));

/** A rating average, with one decimal: "4.7" ("4,7" in Portuguese). */
export function formatRating(average: number): string {
  return decimal(average);
}

/** Lists show one decimal: "2.3 km". */
export function formatListDistance(km: number): string {
  return `${decimal(km)} km`;
}

/** Detail view: under 1 km in metres, under 10 km one decimal, else rounded km. */
export function formatDetailDistance(km: number): string {
  if (km < 1) return `${Math.round(km * 1000)} m`;
  if (km < 10) return `${decimal(km)} km`;
  return `${Math.round(km)} km`;
}

/** How many characters of someone's words a title or a note quotes before cutting them short. */
export const QUOTE_MAX = 80;

/** Someone's words on one line, cut at a word near `max` characters with "…" when longer. */
export function shortQuote(text: string, max = QUOTE_MAX): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= max) return line;
  const cut = line.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

const TIME_ZONE = 'Europe/Madrid';

/** Dates in the active language, in Spain's time (a formatter per language, as above). */
function dateFormat(options: Intl.DateTimeFormatOptions): (date: Date) => string {
  const format = perLanguage((tag) => new Intl.DateTimeFormat(tag, { ...options, timeZone: TIME_ZONE }));
  return (date) => format().format(date);
}

const longDate = dateFormat({ day: 'numeric', month: 'long', year: 'numeric' });
const shortDate = dateFormat({ day: '2-digit', month: '2-digit', year: 'numeric' });
const clockTime = dateFormat({ hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
const dayAndShortMonth = dateFormat({ day: 'numeric', month: 'short' });

/** A long date: "21 de noviembre de 2026", "21 November 2026", "21 de novembro de 2026". */
export function formatLongDate(iso: string): string {
  return longDate(new Date(iso));
}

/** A short date: "21/11/2026" in each language. */
export function formatShortDate(iso: string): string {
  return shortDate(new Date(iso));
}

/** The wall-clock time in Spain, 24-hour: "14:05" (a chat message's exact time beside its relative one). */
export function formatClockTime(iso: string): string {
  return clockTime(new Date(iso));
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Notifications (spec §9): Ahora, hace N min, hace Nh, otherwise day and short month. */
export function formatNotificationTime(iso: string, now: Date = new Date()): string {
  const elapsed = Math.max(0, now.getTime() - new Date(iso).getTime());
  if (elapsed < MINUTE) return timeMessages.now;
  if (elapsed < HOUR) return fill(timeMessages.minutesAgo, { n: Math.floor(elapsed / MINUTE) });
  if (elapsed < DAY) return fill(timeMessages.hoursAgo, { n: Math.floor(elapsed / HOUR) });
  return dayAndShortMonth(new Date(iso));
}

/**
 * Conversations (spec §9): hace N min, hace Nh, ayer under 48 h, otherwise day and short month; under a
 * minute "Ahora", as notifications say, rather than "hace 0 min".
 */
export function formatConversationTime(iso: string, now: Date = new Date()): string {
  const elapsed = Math.max(0, now.getTime() - new Date(iso).getTime());
  if (elapsed < MINUTE) return timeMessages.now;
  if (elapsed < HOUR) return fill(timeMessages.minutesAgo, { n: Math.floor(elapsed / MINUTE) });
  if (elapsed < DAY) return fill(timeMessages.hoursAgo, { n: Math.floor(elapsed / HOUR) });
  if (elapsed < 2 * DAY) return timeMessages.yesterday;
  return dayAndShortMonth(new Date(iso));
}
