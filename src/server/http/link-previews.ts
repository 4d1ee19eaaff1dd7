import { formatPrice, fill } from '../../shared/format.js';
import { messages } from '../messages/catalogue.js';
import type { MateDetail } from '../../shared/schemas/mates.js';
import type { PublicProfile } from '../../shared/schemas/profiles.js';

export interface PageMeta {
  title: string;
  description: string;
  url: string;
  image: string | null;
  type: 'website' | 'profile';
}

/** Text safe inside HTML content and quoted attribute values. */
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const clip = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;

export function mateMeta(mate: MateDetail, baseUrl: string): PageMeta {
  const place = mate.city ? ` · ${mate.city}` : '';
  return {
    title: `${mate.name} · ${messages.app.name}`,
    description: clip(
      `${formatPrice(mate.pricePerDay)}${place}. ${mate.description || messages.app.tagline}`,
      200,
    ),
    url: `${baseUrl}/mates/${mate.id}`,
    image: mate.imageUrl ? `${baseUrl}${mate.imageUrl}` : null,
    type: 'website',
  };
}

export function profileMeta(profile: PublicProfile, baseUrl: string): PageMeta {
  return {
    title: `${profile.displayName} · ${messages.app.name}`,
    description: clip(
      profile.bio || fill(messages.profile.previewDescription, { name: profile.displayName }),
      200,
    ),
    url: `${baseUrl}/u/${encodeURIComponent(profile.publicName)}`,
    image: profile.avatarUrl ? `${baseUrl}${profile.avatarUrl}` : null,
    type: 'profile',
  };
}

/**
 * Link previews (WhatsApp, Instagram, search engines) read the HTML the server sends, not what the app
 * renders later: the page's title, description and Open Graph / Twitter tags go into index.html.
 */
export function withMeta(indexHtml: string, meta: PageMeta): string {
  const tags = [
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:site_name" content="${escapeHtml(messages.app.name)}" />`,
    `<meta property="og:type" content="${meta.type}" />`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(meta.url)}" />`,
    `<meta name="twitter:card" content="${meta.image ? 'summary_large_image' : 'summary'}" />`,
    `<meta name="twitter:title" content="${escapeHtml(meta.title)}" />`,
    `<meta name="twitter:description" content="${escapeHtml(meta.description)}" />`,
    ...(meta.image
      ? [
          `<meta property="og:image" content="${escapeHtml(meta.image)}" />`,
          `<meta name="twitter:image" content="${escapeHtml(meta.image)}" />`,
        ]
      : []),
    `<link rel="canonical" href="${escapeHtml(meta.url)}" />`,
  ].join('\n    ');
  return (
    indexHtml
      // Replacer functions: a "$&" in someone's text must stay text, not become a replacement pattern.
      .replace(/<title>[\s\S]*?<\/title>/, () => `<title>${escapeHtml(meta.title)}</title>`)
      // The page's own tags replace the site-wide defaults.
      .replace(/\s*<meta (?:name="description"|property="og:[^"]*"|name="twitter:[^"]*")[^>]*>/g, '')
      .replace('</head>', () => `    ${tags}\n  </head>`)
  );
}
