import { existsSync, readFileSync } from 'node:fs';
import { headTags } from '../../shared/page-head.js';
import type { RenderedPage } from '../../shared/page-render.js';

export interface PageTemplate {
  /** A page drawn on the server, with its head and the data the browser hydrates from. */
  page(rendered: RenderedPage): string;
  /** An empty page the browser draws (signed-in screens), with the site's own head. */
  shell(baseUrl: string, path: string): string;
}

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}

/** The id the browser reads the server's state from (src/web/main.tsx). */
export const STATE_ELEMENT_ID = 'ronda-state';

/**
 * The built index.html split around its head and root element. Its own title and description are
 * dropped: every page writes its head once, from the server render.
 */
export function loadPageTemplate(indexHtml: string, manifestPath: string): PageTemplate {
  const html = indexHtml
    .replace(/\s*<title>[\s\S]*?<\/title>/, '')
    .replace(/\s*<meta\s+name="description"[^>]*>/, '');
  const [beforeHead, afterHead] = split(html, '</head>');
  const [beforeRoot, afterRoot] = split(afterHead, '<div id="root"></div>');
  const preloads = modulePreloads(manifestPath);

  const document = (head: string, body: string, state: string) =>
    `${beforeHead}    ${head}\n  </head>${beforeRoot}<div id="root">${body}</div>${state}${afterRoot}`;

  return {
    page: (rendered) =>
      document(
        [rendered.head, ...preloads(rendered.modules)].join('\n    '),
        rendered.body,
        `\n    <script type="application/json" id="${STATE_ELEMENT_ID}">${rendered.state}</script>`,
      ),
    shell: (baseUrl, path) => document(headTags({}, baseUrl, path), '', ''),
  };
}

function split(text: string, marker: string): [string, string] {
  const at = text.indexOf(marker);
  if (at < 0) throw new Error(`index.html has no ${marker}`);
  return [text.slice(0, at), text.slice(at + marker.length)];
}

/**
 * A page's own route module and what it imports, as <link rel="modulepreload">: the browser fetches them
 * alongside the main script instead of after it, so the page hydrates sooner.
 */
function modulePreloads(manifestPath: string): (modules: string[]) => string[] {
  if (!existsSync(manifestPath)) return () => [];
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
  const files = (key: string, seen: Set<string>): string[] => {
    const chunk = manifest[key];
    if (!chunk || chunk.isEntry || seen.has(key)) return [];
    seen.add(key);
    return [chunk.file, ...(chunk.imports ?? []).flatMap((imported) => files(imported, seen))];
  };
  return (modules) => {
    const seen = new Set<string>();
    return modules
      .flatMap((module) => files(module, seen))
      .map((file) => `<link rel="modulepreload" crossorigin href="/${file}" />`);
  };
}
