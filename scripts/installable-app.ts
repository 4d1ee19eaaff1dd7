/**
 * The files that make Ronda an installable app, made by code at build time and served the same way by
 * the development server: the web app manifest, its icons (rendered from the site's mark,
 * src/web/public/favicon.svg), the offline page and the service worker (src/web/sw/service-worker.ts)
 * with the list of files it keeps. None of them has a content hash in its name: the server sends them
 * with `no-cache` (src/server/http/web-app.ts), so a new build reaches browsers at once.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { minify, transformWithOxc, type Manifest, type Plugin } from 'vite';
import { appMessages } from '../src/shared/messages/common.js';
import { installableAppMessages as text } from '../src/shared/messages/installable-app.js';

const MARK = 'src/web/public/favicon.svg';
const STYLES = 'src/web/styles.css';
const WORKER = 'src/web/sw/service-worker.ts';
const OFFLINE_PAGE = '/offline.html';
const OFFLINE_SCRIPT = '/offline.js';

interface StaticFile {
  type: string;
  body: string | Buffer;
}

/** A colour of the app's palette, as src/web/styles.css defines it. */
function paletteColour(name: string): string {
  const match = new RegExp(`--color-${name}:\\s*(#[0-9a-f]{3,8});`, 'i').exec(readFileSync(STYLES, 'utf8'));
  if (!match) throw new Error(`${STYLES} defines no --color-${name}`);
  return match[1]!;
}

function replaceOnce(source: string, pattern: RegExp, replacement: string): string {
  if (!pattern.test(source)) throw new Error(`${MARK} no longer matches ${pattern}`);
  return source.replace(pattern, replacement);
}

/**
 * The mark in three cuts: as it is (a rounded green square), full-bleed for icons the platform crops
 * (maskable, Apple's), and a white silhouette on transparency for Android's status bar.
 */
function markSvgs() {
  const mark = readFileSync(MARK, 'utf8');
  const background = /<rect width="64" height="64" rx="14" fill="[^"]+"\/>/;
  return {
    rounded: mark,
    // The cup and bombilla fit inside the central circle of 80 % that every platform's mask keeps.
    square: replaceOnce(mark, / rx="14"/, ''),
    silhouette: replaceOnce(mark, background, '').replace(/fill="#[0-9a-f]+"/gi, 'fill="#fff"'),
  };
}

async function renderPng(svg: string, size: number): Promise<Buffer> {
  return sharp(Buffer.from(svg), { density: (72 * size) / 64 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toBuffer();
}

async function icons(): Promise<Record<string, Buffer>> {
  const svg = markSvgs();
  return {
    '/icons/ronda-192.png': await renderPng(svg.rounded, 192),
    '/icons/ronda-512.png': await renderPng(svg.rounded, 512),
    '/icons/ronda-maskable-192.png': await renderPng(svg.square, 192),
    '/icons/ronda-maskable-512.png': await renderPng(svg.square, 512),
    '/icons/apple-touch-icon.png': await renderPng(svg.square, 180),
    '/icons/ronda-badge-96.png': await renderPng(svg.silhouette, 96),
  };
}

function webManifest(colours: { theme: string; background: string }) {
  const icon = (size: number, purpose: 'any' | 'maskable') => ({
    src: purpose === 'any' ? `/icons/ronda-${size}.png` : `/icons/ronda-maskable-${size}.png`,
    sizes: `${size}x${size}`,
    type: 'image/png',
    purpose,
  });
  return {
    id: '/',
    name: appMessages.name,
    short_name: text.shortName,
    description: appMessages.description,
    lang: 'es',
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: colours.theme,
    background_color: colours.background,
    icons: [icon(192, 'any'), icon(512, 'any'), icon(192, 'maskable'), icon(512, 'maskable')],
  };
}

/**
 * The page a navigation gets while offline. It stands alone (the site's stylesheet is not kept), so it
 * carries its own few styles in the app's colours; its one script is a file (the CSP allows no inline
 * script).
 */
function offlinePage(colours: Record<'theme' | 'themeDark' | 'background' | 'text', string>, mark: string) {
  const logo = mark.replace('<svg ', '<svg aria-hidden="true" focusable="false" width="36" height="36" ');
  return `<!doctype html>
<html lang="es-AR">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="theme-color" content="${colours.theme}" />
    <meta name="robots" content="noindex" />
    <title>${text.offlineTitle} · ${appMessages.name}</title>
    <style>
      body { margin: 0; min-height: 100vh; display: flex; flex-direction: column; background: ${colours.background};
        color: ${colours.text}; font-family: system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif;
        -webkit-font-smoothing: antialiased; }
      header { display: flex; align-items: center; gap: 0.5rem; padding: 0.75rem 1rem; background: #fff;
        border-bottom: 1px solid #e7e5e4; }
      header span { font-size: 1.25rem; font-weight: 800; letter-spacing: -0.025em; color: ${colours.themeDark}; }
      main { flex: 1; display: flex; align-items: center; justify-content: center; padding: 1.5rem 1rem; }
      section { max-width: 28rem; padding: 2rem 1.5rem; text-align: center; background: #fff;
        border: 1px solid #e7e5e4; border-radius: 1rem; box-shadow: 0 1px 2px rgb(0 0 0 / 0.05); }
      h1 { margin: 0 0 0.75rem; font-size: 1.5rem; }
      p { margin: 0 0 1.5rem; line-height: 1.5; color: #44403c; }
      button { font: inherit; font-size: 0.875rem; font-weight: 600; padding: 0.625rem 1.25rem; border: 0;
        border-radius: 0.5rem; background: ${colours.theme}; color: #fff; cursor: pointer; min-height: 44px; }
      button:hover { background: ${colours.themeDark}; }
      :focus-visible { outline: 2px solid ${colours.theme}; outline-offset: 2px; }
    </style>
  </head>
  <body>
    <header>${logo}<span>${appMessages.name}</span></header>
    <main>
      <section aria-labelledby="offline-title">
        <h1 id="offline-title">${text.offlineTitle}</h1>
        <p>${text.offlineBody}</p>
        <button type="button" id="retry">${text.offlineRetry}</button>
      </section>
    </main>
    <script src="${OFFLINE_SCRIPT}"></script>
  </body>
</html>
`;
}

// Loads the page again: through the worker, which tries the network first.
const OFFLINE_SCRIPT_SOURCE = `document.getElementById('retry').addEventListener('click', () => location.reload());\n`;

/** Everything but the worker, keyed by URL path: the same bytes in development and in the build. */
async function staticFiles(): Promise<Map<string, StaticFile>> {
  const colours = {
    theme: paletteColour('yerba-700'),
    themeDark: paletteColour('yerba-800'),
    background: paletteColour('crema'),
    text: '#1c1917',
  };
  const files = new Map<string, StaticFile>([
    [
      '/manifest.webmanifest',
      {
        type: 'application/manifest+json',
        body: `${JSON.stringify(webManifest(colours), null, 2)}\n`,
      },
    ],
    [OFFLINE_PAGE, { type: 'text/html; charset=utf-8', body: offlinePage(colours, markSvgs().rounded) }],
    [OFFLINE_SCRIPT, { type: 'text/javascript; charset=utf-8', body: OFFLINE_SCRIPT_SOURCE }],
  ]);
  for (const [path, png] of Object.entries(await icons())) files.set(path, { type: 'image/png', body: png });
  return files;
}

/** The worker's code with its build in front: the id names its cache, the list is what it keeps. */
async function workerScript(precache: string[], files: Map<string, StaticFile>): Promise<string> {
  const { code: script } = await transformWithOxc(readFileSync(WORKER, 'utf8'), WORKER, { lang: 'ts' });
  const { code } = await minify('sw.js', script);
  const hash = createHash('sha256').update(code).update(JSON.stringify(precache));
  for (const path of precache) {
    const file = files.get(path);
    if (file) hash.update(file.body);
  }
  const build = { id: hash.digest('hex').slice(0, 16), precache };
  return `const BUILD=${JSON.stringify(build)};\n${code}`;
}

/** The app's start-up scripts from the build's manifest: the entry, what it imports, and boot.ts. */
function startupScripts(manifest: Manifest): string[] {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(`/${chunk.file}`)) return;
    files.add(`/${chunk.file}`);
    for (const child of chunk.imports ?? []) visit(child);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry || key === 'boot.ts') visit(key);
  return [...files];
}

export function installableApp(): Plugin {
  let files: Promise<Map<string, StaticFile>> | null = null;
  const loadFiles = () => (files ??= staticFiles());
  return {
    name: 'ronda-installable-app',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const path = (request.url ?? '').split('?')[0]!;
        void (async () => {
          const known = await loadFiles();
          const file =
            path === '/sw.js'
              ? // In development Vite serves the scripts itself, changing as they are edited: none are kept.
                {
                  type: 'text/javascript; charset=utf-8',
                  body: await workerScript([OFFLINE_PAGE, OFFLINE_SCRIPT], known),
                }
              : known.get(path);
          if (!file) return next();
          response.writeHead(200, { 'content-type': file.type, 'cache-control': 'no-cache' }).end(file.body);
        })().catch(next);
      });
    },
    async generateBundle() {
      for (const [path, file] of await loadFiles())
        this.emitFile({ type: 'asset', fileName: path.slice(1), source: file.body });
    },
    // After the bundle is written, when the build's manifest (build.manifest) is on disk.
    async writeBundle(options) {
      const dir = options.dir!;
      const manifest = JSON.parse(await readFile(join(dir, '.vite/manifest.json'), 'utf8')) as Manifest;
      const precache = [OFFLINE_PAGE, OFFLINE_SCRIPT, ...startupScripts(manifest)];
      await writeFile(join(dir, 'sw.js'), await workerScript(precache, await loadFiles()));
    },
  };
}
