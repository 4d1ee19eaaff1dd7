import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { HTML_LANG, type Locale } from '../../shared/i18n/locales.js';
import { headTags, type PageHead } from '../../shared/page-head.js';
import type { RenderedPage } from '../../shared/page-render.js';

export interface PageTemplate {
  /**
   * A page drawn on the server in `locale`, with its head and the data the browser hydrates from, and in
   * another language than Spanish the texts it read (JSON of their catalogue areas).
   */
  page(rendered: RenderedPage, locale: Locale, texts: string | null): string;
  /** An empty page the browser draws in `locale` (signed-in screens), with the site's own head. */
  shell(baseUrl: string, path: string, locale: Locale, head?: PageHead): string;
}

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}

type Manifest = Record<string, ManifestChunk>;

/** The ids the browser reads the server's state and the page's texts from (src/web/main.tsx). */
export const STATE_ELEMENT_ID = 'ronda-state';
export const TEXTS_ELEMENT_ID = 'ronda-texts';

/** The manifest key of the script that starts the app on drawn pages (src/web/boot.ts, vite.config.ts). */
const BOOT_SOURCE = 'boot.ts';
const HTML_LANG_ATTRIBUTE = /<html lang="[^"]*"/;
const APP_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const APP_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * The built index.html (under webDir) split around its head and root element. Its own title and
 * description are dropped: every page writes its head once, from the server render.
 */
export function loadPageTemplate(webDir: string): PageTemplate {
  const html = inlineStylesheets(readFileSync(join(webDir, 'index.html'), 'utf8'), webDir)
    .replace(/\s*<title>[\s\S]*?<\/title>/, '')
    .replace(/\s*<meta\s+name="description"[^>]*>/, '');
  const [beforeHead, afterHead] = split(html, '</head>');
  const [beforeRoot, afterRoot] = split(afterHead, '<div id="root"></div>');
  const manifestPath = join(webDir, '.vite/manifest.json');
  const manifest = existsSync(manifestPath)
    ? (JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest)
    : {};
  const drawnHead = bootHead(beforeHead, manifest);

  const document = (start: string, locale: Locale, head: string, body: string, state: string) =>
    `${start.replace(HTML_LANG_ATTRIBUTE, `<html lang="${HTML_LANG[locale]}"`)}    ${head}\n  </head>${beforeRoot}<div id="root">${body}</div>${state}${afterRoot}`;

  return {
    page: (rendered, locale, texts) =>
      document(
        drawnHead(pageModules(manifest, rendered.modules)),
        locale,
        rendered.head,
        rendered.body,
        `\n    <script type="application/json" id="${STATE_ELEMENT_ID}">${rendered.state}</script>` +
          (texts ? `\n    <script type="application/json" id="${TEXTS_ELEMENT_ID}">${texts}</script>` : ''),
      ),
    shell: (baseUrl, path, locale, head = {}) =>
      document(beforeHead, locale, headTags(head, baseUrl, path, locale), '', ''),
  };
}

/**
 * A drawn page starts the app through src/web/boot.ts, which waits for the first paint: the app's script
 * and its preloads leave the head and ride on boot's tag, with the page's own route modules, to be
 * fetched side by side once the page is on screen. The screens the browser draws keep the app's tag.
 */
function bootHead(head: string, manifest: Manifest): (pageFiles: string[]) => string {
  const boot = manifest[BOOT_SOURCE]?.file;
  const app = APP_SCRIPT.exec(head)?.[1];
  if (!boot || !app) return () => head;
  const appModules = [...head.matchAll(APP_PRELOAD)].map((match) => match[1]!);
  const withoutApp = head.replace(APP_PRELOAD, '');
  return (pageFiles) => {
    const modules = [...new Set([...appModules, ...pageFiles.map((file) => `/${file}`)])].join(' ');
    return withoutApp.replace(
      APP_SCRIPT,
      `<script type="module" src="/${boot}" data-app="${app}" data-modules="${modules}"></script>`,
    );
  };
}

/**
 * The site's stylesheet travels inside each page (about 8 KB compressed) instead of as a file the browser
 * must fetch before it may paint anything: the first paint needs only the HTML. The CSP allows inline
 * styles already (Radix and Leaflet set them).
 */
function inlineStylesheets(html: string, webDir: string): string {
  return html.replace(
    /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g,
    (_link, file: string) => `<style>${readFileSync(join(webDir, file), 'utf8').trim()}</style>`,
  );
}

function split(text: string, marker: string): [string, string] {
  const at = text.indexOf(marker);
  if (at < 0) throw new Error(`index.html has no ${marker}`);
  return [text.slice(0, at), text.slice(at + marker.length)];
}

/** A page's own route modules and what they import, as built files (entries excluded). */
function pageModules(manifest: Manifest, modules: string[]): string[] {
  const seen = new Set<string>();
  const files = (key: string): string[] => {
    const chunk = manifest[key];
    if (!chunk || chunk.isEntry || seen.has(key)) return [];
    seen.add(key);
    return [chunk.file, ...(chunk.imports ?? []).flatMap(files)];
  };
  return modules.flatMap(files);
}
