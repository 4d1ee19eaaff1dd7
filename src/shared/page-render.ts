import type { Locale } from './i18n/locales.js';

/**
 * How the server asks the web app for a page (the web build's entry-server implements it): the server
 * lends it a fetch that answers /api calls in-process, with the visitor's cookies.
 */
export interface PageRequest {
  /** Path and query, as requested (with its language's prefix, /en/…). */
  url: string;
  /** The page's language, from its address; the render runs with it active. */
  locale: Locale;
  baseUrl: string;
  fetch: typeof fetch;
}

export interface RenderedPage {
  status: number;
  /** Tags for <head>: title, description, canonical, previews, structured data. */
  head: string;
  /** The markup inside <div id="root">. */
  body: string;
  /** JSON for the browser to hydrate from (router state and cached queries); never executed. */
  state: string;
  /** Whether the page shows a signed-in person (so it must not be cached by shared caches). */
  personal: boolean;
  /** The source modules of the page's route, so their scripts can be preloaded. */
  modules: string[];
}

/** Null: the page is left to the browser (signed-in screens, or data that failed to load). */
export type RenderPage = (request: PageRequest) => Promise<RenderedPage | null>;
