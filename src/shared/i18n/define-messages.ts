import { activeLocale } from './active-locale.js';
import { DEFAULT_LOCALE, type Locale } from './locales.js';

/** A text of a catalogue, or a list or group of them (the FAQ's entries, a category's names). */
export type MessageValue = string | readonly MessageValue[] | { readonly [key: string]: MessageValue };
export type MessageArea = { readonly [key: string]: MessageValue };

/** Another language's version of a Spanish area: the same keys and shape, any words. */
export type Translated<T> = T extends string
  ? string
  : T extends readonly (infer Item)[]
    ? readonly Translated<Item>[]
    : { readonly [Key in keyof T]: Translated<T[Key]> };

type Catalogues = Partial<Record<Locale, Record<string, MessageArea>>>;

/** On `globalThis` for the same reason as the active locale: the server and its render bundle share it. */
const CATALOGUES = Symbol.for('ronda.catalogues');
function catalogues(): Catalogues {
  const holder = globalThis as { [CATALOGUES]?: Catalogues };
  return (holder[CATALOGUES] ??= {});
}

/** Makes a language's catalogue (every area, by name) available to every area's messages. */
export function addCatalogue(locale: Locale, catalogue: Record<string, MessageArea>): void {
  catalogues()[locale] = catalogue;
}

export function hasCatalogue(locale: Locale): boolean {
  return locale === DEFAULT_LOCALE || catalogues()[locale] !== undefined;
}

/** Some areas of a loaded language's catalogue, by name (those it has). */
export function catalogueAreas(locale: Locale, areas: Iterable<string>): Record<string, MessageArea> {
  const catalogue = catalogues()[locale] ?? {};
  return Object.fromEntries([...areas].flatMap((area) => (catalogue[area] ? [[area, catalogue[area]]] : [])));
}

/**
 * Told the area of every translated text read: the server render collects a page's areas this way, so
 * the page carries just their texts and is drawn in its language before the whole catalogue arrives.
 */
const READS = Symbol.for('ronda.catalogueReads');
type ReadListener = (area: string) => void;
export function onTranslatedRead(listener: ReadListener): void {
  (globalThis as { [READS]?: ReadListener })[READS] = listener;
}

/**
 * One area's messages, written in Spanish (the source, with its literal types for placeholders), read in
 * the active language: `areaMessages.key` gives the translation when that language's catalogue is loaded
 * and has it, else the Spanish. Read each text when it is used, never once at module load.
 */
export function defineMessages<const T extends MessageArea>(area: string, spanish: T): T {
  return new Proxy(spanish, {
    get(target, key, receiver) {
      const locale = activeLocale();
      if (locale !== DEFAULT_LOCALE && typeof key === 'string') {
        const translated = catalogues()[locale]?.[area]?.[key];
        if (translated !== undefined) {
          (globalThis as { [READS]?: ReadListener })[READS]?.(area);
          return translated;
        }
      }
      return Reflect.get(target, key, receiver) as unknown;
    },
  });
}

type Combined<T extends readonly object[]> = T extends readonly [infer First, ...infer Rest extends object[]]
  ? Omit<First, keyof Combined<Rest>> & Combined<Rest>
  : unknown;

/**
 * Several areas read as one (a later area's key wins, as in an object spread), each text still read in
 * the active language when used: spreading areas would copy their Spanish once, at module load.
 */
export function combineMessages<const T extends readonly MessageArea[]>(...areas: T): Combined<T> {
  const holder = (key: string | symbol) => areas.findLast((area) => Object.hasOwn(area, key));
  return new Proxy({} as Combined<T> & object, {
    get: (_target, key) => holder(key)?.[key as string],
    has: (_target, key) => holder(key) !== undefined,
    ownKeys: () => [...new Set(areas.flatMap((area) => Reflect.ownKeys(area)))],
    getOwnPropertyDescriptor: (_target, key) => {
      const area = holder(key);
      return area && { value: area[key as string], enumerable: true, configurable: true, writable: false };
    },
  });
}
