import { DEFAULT_LOCALE, type Locale } from './locales.js';

/**
 * Where the language of what is being drawn or answered comes from: in a browser, the page's (one per
 * document); on the server, the request's or the recipient's, per asynchronous context. Kept on
 * `globalThis` under a registered symbol because the server and its server-render bundle each hold a
 * copy of this module, and both must read the same source.
 */
const SOURCE = Symbol.for('ronda.activeLocale');
type Holder = { [SOURCE]?: () => Locale };

export function setLocaleSource(source: () => Locale): void {
  (globalThis as Holder)[SOURCE] = source;
}

/** The language to speak now: Spanish unless a source says otherwise. */
export function activeLocale(): Locale {
  return (globalThis as Holder)[SOURCE]?.() ?? DEFAULT_LOCALE;
}
