import { fill, formatPrice } from './format.js';
import { activeLocale } from './i18n/active-locale.js';
import { localizedPath } from './i18n/localized-path.js';
import { DEFAULT_LOCALE, LOCALES, type Locale } from './i18n/locales.js';
import { appMessages } from './messages/common.js';
import { linkPreviewMessages } from './messages/link-previews.js';
import type { MateDetail } from './schemas/mates.js';
import type { PublicProfile } from './schemas/profiles.js';

/**
 * What a page says about itself in <head>: its tab title, and what search engines and link previews
 * (WhatsApp, Instagram) show. The server render collects it; the browser only keeps the title current.
 */
export interface PageHead {
  /** The page's own name; the tab reads "<title> · Ronda". */
  title?: string;
  description?: string;
  /** An absolute path on this site (/media/…) or an absolute URL. */
  image?: string | null;
  type?: 'website' | 'profile';
  /** schema.org data, written as JSON-LD. */
  structuredData?: Record<string, unknown>;
  /** A page that is not there: kept out of search results, with no canonical address. */
  noindex?: boolean;
}

export const documentTitle = (title?: string) =>
  title ? `${title} · ${appMessages.name}` : `${appMessages.name} · ${appMessages.tagline}`;

/** Text safe inside HTML content and quoted attribute values. */
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** JSON inside a <script> element: "<" never appears, so no "</script>" or "<!--" can end it early. */
export const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

const clip = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;

/**
 * The site's own card (1200×630, src/web/public): what a shared link to a page without a picture of its
 * own (the home, the list, the questions) shows, instead of a bare title.
 */
export const SITE_IMAGE = '/og-image.png';

const absolute = (url: string, baseUrl: string) => (/^https?:\/\//.test(url) ? url : `${baseUrl}${url}`);

export function mateHead(mate: MateDetail, baseUrl: string): PageHead {
  const place = mate.city ? ` · ${mate.city}` : '';
  const url = `${baseUrl}${localizedPath(activeLocale(), `/mates/${mate.id}`)}`;
  return {
    title: mate.name,
    description: clip(
      `${formatPrice(mate.pricePerDay)}${place}. ${mate.description || appMessages.tagline}`,
      200,
    ),
    image: mate.imageUrl,
    type: 'website',
    structuredData: {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: mate.name,
      description: mate.description || appMessages.tagline,
      url,
      ...(mate.imageUrl ? { image: absolute(mate.imageUrl, baseUrl) } : {}),
      offers: {
        '@type': 'Offer',
        url,
        price: (mate.pricePerDay ?? 0).toFixed(2),
        priceCurrency: 'EUR',
        // The price is per day of use.
        priceSpecification: {
          '@type': 'UnitPriceSpecification',
          price: (mate.pricePerDay ?? 0).toFixed(2),
          priceCurrency: 'EUR',
          unitCode: 'DAY',
        },
        availability: mate.available ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
        ...(mate.host.displayName ? { seller: { '@type': 'Person', name: mate.host.displayName } } : {}),
      },
    },
  };
}

export function profileHead(profile: PublicProfile): PageHead {
  return {
    title: profile.displayName,
    description: clip(
      profile.bio || fill(linkPreviewMessages.previewDescription, { name: profile.displayName }),
      200,
    ),
    image: profile.avatarUrl,
    type: 'profile',
  };
}

/** How link previews name each language (Open Graph's language_TERRITORY). */
const OG_LOCALE: Record<Locale, string> = { es: 'es_AR', en: 'en_GB', 'pt-BR': 'pt_BR' };

/** The page in every language, for search engines: the Spanish one also for any other language. */
function alternateLinks(baseUrl: string, path: string) {
  const link = (hreflang: string, locale: Locale) =>
    `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(`${baseUrl}${localizedPath(locale, path)}`)}" />`;
  return [...LOCALES.map((locale) => link(locale, locale)), link('x-default', DEFAULT_LOCALE)];
}

/**
 * The <head> tags of a page, built once on the server: title, description, canonical URL and its other
 * languages, Open Graph and Twitter cards, and structured data. `canonicalPath` is the page's Spanish
 * path without its query; `locale` the language it is drawn in.
 */
export function headTags(
  head: PageHead,
  baseUrl: string,
  canonicalPath: string,
  locale: Locale = activeLocale(),
): string {
  const title = documentTitle(head.title);
  const description = head.description ?? appMessages.description;
  const url = `${baseUrl}${localizedPath(locale, canonicalPath)}`;
  const image = absolute(head.image || SITE_IMAGE, baseUrl);
  const attr = escapeHtml;
  return [
    `<title>${attr(title)}</title>`,
    `<meta name="description" content="${attr(description)}" />`,
    ...(head.noindex
      ? ['<meta name="robots" content="noindex" />']
      : [`<link rel="canonical" href="${attr(url)}" />`, ...alternateLinks(baseUrl, canonicalPath)]),
    `<meta property="og:site_name" content="${attr(appMessages.name)}" />`,
    `<meta property="og:type" content="${head.type ?? 'website'}" />`,
    `<meta property="og:title" content="${attr(title)}" />`,
    `<meta property="og:description" content="${attr(description)}" />`,
    `<meta property="og:url" content="${attr(url)}" />`,
    `<meta property="og:locale" content="${OG_LOCALE[locale]}" />`,
    ...LOCALES.filter((other) => other !== locale).map(
      (other) => `<meta property="og:locale:alternate" content="${OG_LOCALE[other]}" />`,
    ),
    `<meta name="twitter:card" content="summary_large_image" />`,
    `<meta name="twitter:title" content="${attr(title)}" />`,
    `<meta name="twitter:description" content="${attr(description)}" />`,
    `<meta property="og:image" content="${attr(image)}" />`,
    `<meta name="twitter:image" content="${attr(image)}" />`,
    ...(head.image
      ? []
      : [
          '<meta property="og:image:width" content="1200" />',
          '<meta property="og:image:height" content="630" />',
        ]),
    ...(head.structuredData
      ? [`<script type="application/ld+json">${scriptJson(head.structuredData)}</script>`]
      : []),
  ].join('\n    ');
}
