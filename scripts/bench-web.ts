/**
 * Web page benchmark: Lighthouse (mobile, default simulated throttling) on five public pages of the
 * production build, BENCH_RUNS runs each; prints the medians of the four category scores and of LCP, FCP,
 * TBT and CLS, which targets are missed and what each page loses points on, and writes the table into the
 * "Web pages (Lighthouse)" section of docs/benchmarks.md.
 *
 *   npm run build && npm run bench:web
 *   knobs: BENCH_RUNS (3), BENCH_PAGES (subset of home,mates,mate,faq,profile), BENCH_LANGS (es; or for
 *   instance es,en,pt-BR: each page at its address in each language), BENCH_REPORTS=<dir> (keeps
 *   every run's report as HTML and JSON), BENCH_DOCS=0 (print only), CHROMIUM_PATH (/usr/bin/chromium);
 *   docs/benchmarks.md is left alone when BENCH_PAGES picks a subset
 *
 * It does not build: it refuses to start without dist/ and warns when src/ is newer than the build.
 * Missed targets do not fail it; errors do. Everything stays on loopback: the map tiles come from a tile
 * server inside this script, and every run is checked for requests to any other host.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { availableParallelism, cpus, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import sharp from 'sharp';
import { publicProfilePath } from '../src/shared/app-routes.js';
import { localizedPath } from '../src/shared/i18n/localized-path.js';
import { DEFAULT_LOCALE, HTML_LANG, isLocale, type Locale } from '../src/shared/i18n/locales.js';
import type { MateList } from '../src/shared/schemas/mates.js';
import { startServer, type ServerProcess } from '../src/server/testing/server-process.js';
import { commit, requireBuild } from './bench-build.js';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
/** No single run of a page may score below this, whatever its median. */
const LOWEST_PERFORMANCE = 90;
const PAGE_KEYS = (process.env.BENCH_PAGES ?? 'home,mates,mate,faq,profile').split(',');
const LANGS: Locale[] = (process.env.BENCH_LANGS ?? DEFAULT_LOCALE).split(',').map((lang) => {
  if (!isLocale(lang)) throw new Error(`BENCH_LANGS: unknown ${lang}`);
  return lang;
});
const REPORTS_DIR = process.env.BENCH_REPORTS;
const WRITE_DOCS = process.env.BENCH_DOCS !== '0' && process.env.BENCH_PAGES === undefined;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/**
 * Lighthouse slows the CPU 4× by default, whatever the machine: a faster machine scores higher. A larger
 * factor (for instance 4 × the machine's benchmark index ÷ 2 400) compares it with a slower one's run.
 */
const CPU_SLOWDOWN = Number(process.env.BENCH_CPU_SLOWDOWN ?? 4);
const DOCS = 'docs/benchmarks.md';
const SECTION = '## Web pages (Lighthouse)';
const RESULTS_START =
  '<!-- bench:web results: npm run bench:web rewrites everything down to the end mark -->';
const RESULTS_END = '<!-- bench:web results end -->';

const CATEGORIES = [
  { id: 'performance', label: 'performance', target: 95 },
  { id: 'accessibility', label: 'accessibility', target: 100 },
  { id: 'best-practices', label: 'best practices', target: 100 },
  { id: 'seo', label: 'SEO', target: 100 },
] as const;
const METRICS = [
  { id: 'largest-contentful-paint', label: 'LCP', format: seconds },
  { id: 'first-contentful-paint', label: 'FCP', format: seconds },
  { id: 'total-blocking-time', label: 'TBT', format: (ms: number) => `${Math.round(ms)} ms` },
  { id: 'cumulative-layout-shift', label: 'CLS', format: (value: number) => value.toFixed(3) },
] as const;

interface Page {
  key: string;
  label: string;
  path: string;
}

interface Run {
  scores: Record<string, number>;
  metrics: Record<string, number>;
  benchmarkIndex: number;
  /** "category: audit id — title (display value)" for every scored audit below full marks, outside performance. */
  failing: string[];
  /** The performance audits with the biggest estimated savings, biggest first, then the LCP and the shifts. */
  opportunities: string[];
  /** Requests to anything but this machine. */
  outside: string[];
  warnings: string[];
}

function seconds(ms: number) {
  return `${(ms / 1000).toFixed(1)} s`;
}

function median(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Map tiles for the pages with a map: one flat 256 px tile for every address, on loopback. */
async function startTileServer(): Promise<{ url: string; server: Server }> {
  const tile = await sharp({ create: { width: 256, height: 256, channels: 3, background: '#e8e4d8' } })
    .png()
    .toBuffer();
  const server = createServer((_request, response) => {
    response.writeHead(200, {
      'content-type': 'image/png',
      'content-length': tile.length,
      // Cached for long, so Lighthouse's cache audit points at the app's files, not at this stand-in.
      'cache-control': 'public, max-age=31536000, immutable',
    });
    response.end(tile);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { url: `http://127.0.0.1:${port}/{z}/{x}/{y}.png`, server };
}

/** The five pages, with a demo mate that has a photo and its host's public profile. */
async function pagesOf(base: string): Promise<Page[]> {
  const response = await fetch(`${base}/api/mates?pageSize=48`);
  if (!response.ok) throw new Error(`/api/mates answered ${response.status}`);
  const { mates } = (await response.json()) as MateList;
  const mate = mates.find((candidate) => candidate.imageUrl && candidate.host.publicName);
  if (!mate?.host.publicName)
    throw new Error('no demo mate with a photo and a public host: is SEED_DEMO on?');
  const all: Page[] = [
    { key: 'home', label: '/', path: '/' },
    { key: 'mates', label: '/mates', path: '/mates' },
    { key: 'mate', label: '/mates/{id}', path: `/mates/${mate.id}` },
    { key: 'faq', label: '/faq', path: '/faq' },
    { key: 'profile', label: '/u/{name}', path: publicProfilePath(mate.host.publicName) },
  ];
  const unknown = PAGE_KEYS.filter((key) => !all.some((page) => page.key === key));
  if (unknown.length) throw new Error(`BENCH_PAGES: unknown ${unknown.join(', ')}`);
  // Each page and the API it reads, once, so no run pays for the server's first query plans.
  for (const path of [
    ...all.map((page) => page.path),
    '/api/session',
    `/api/mates/${mate.id}`,
    `/api/users/${encodeURIComponent(mate.host.publicName)}`,
  ]) {
    const warmUp = await fetch(`${base}${path}`);
    if (!warmUp.ok) throw new Error(`${path} answered ${warmUp.status}`);
    await warmUp.arrayBuffer();
  }
  return LANGS.flatMap((lang) =>
    all
      .filter((page) => PAGE_KEYS.includes(page.key))
      .map((page) =>
        lang === DEFAULT_LOCALE
          ? page
          : {
              key: `${page.key}-${lang}`,
              label: localizedPath(lang, page.label),
              path: localizedPath(lang, page.path),
            },
      ),
  );
}

function auditLine(lhr: Result, id: string) {
  const audit = lhr.audits[id]!;
  return `${id} — ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}`;
}

interface NodeItem {
  type: 'node';
  selector?: string;
  nodeLabel?: string;
}
type DetailItem =
  | NodeItem
  | { type: 'table'; items: Array<{ label?: string; duration?: number }> }
  | { type: 'checklist'; items: Record<string, { label: string; value: boolean }> };

const nodeName = (node: NodeItem | undefined) =>
  `${node?.selector ?? '?'}${node?.nodeLabel ? ` ("${node.nodeLabel.split('\n')[0]!.slice(0, 40)}")` : ''}`;

/** Which element is the LCP, where its time goes and what delays its request; which elements shift. */
function lcpAndShifts(lhr: Result): string[] {
  const lines: string[] = [];
  const itemsOf = <T>(id: string) => (lhr.audits[id]?.details as { items?: T[] } | undefined)?.items ?? [];
  const breakdown = itemsOf<DetailItem>('lcp-breakdown-insight');
  const element = breakdown.find((item): item is NodeItem => item.type === 'node');
  if (element) {
    const parts = breakdown
      .flatMap((item) => (item.type === 'table' ? item.items : []))
      .map((part) => `${part.label} ${Math.round(part.duration ?? 0)} ms`);
    const missing = itemsOf<DetailItem>('lcp-discovery-insight').flatMap((item) =>
      item.type === 'checklist' ? Object.values(item.items).filter((check) => !check.value) : [],
    );
    lines.push(
      `LCP element ${nodeName(element)}: ${parts.join(', ')}` +
        (missing.length ? `; ${missing.map((check) => check.label).join('; ')}` : ''),
    );
  }
  for (const shift of itemsOf<{ node?: NodeItem; score?: number }>('layout-shifts')) {
    if ((shift.score ?? 0) >= 0.01)
      lines.push(`layout shift ${shift.score!.toFixed(3)}: ${nodeName(shift.node)}`);
  }
  return lines;
}

function summarise(lhr: Result): Run {
  const scores: Record<string, number> = {};
  for (const { id } of CATEGORIES) {
    const score = lhr.categories[id]?.score;
    if (score === null || score === undefined) throw new Error(`${lhr.finalDisplayedUrl}: no ${id} score`);
    scores[id] = Math.round(score * 100);
  }
  const metrics: Record<string, number> = {};
  for (const { id } of METRICS) {
    const value = lhr.audits[id]?.numericValue;
    if (value === undefined) throw new Error(`${lhr.finalDisplayedUrl}: no ${id}`);
    metrics[id] = value;
  }
  const failing: string[] = [];
  for (const { id: category } of CATEGORIES.filter(({ id }) => id !== 'performance')) {
    for (const ref of lhr.categories[category]!.auditRefs) {
      const audit = lhr.audits[ref.id]!;
      if (audit.score !== null && audit.score < 1 && ['binary', 'numeric'].includes(audit.scoreDisplayMode))
        failing.push(`${category}: ${auditLine(lhr, ref.id)}`);
    }
  }
  // What an audit could save, in milliseconds of LCP, FCP and TBT; a CLS of 0.1 counts as a second.
  const savings = (id: string) => {
    const audit = lhr.audits[id]!;
    const metric = audit.metricSavings ?? {};
    const details = audit.details as { overallSavingsMs?: number } | undefined;
    return Math.max(
      (metric.LCP ?? 0) + (metric.FCP ?? 0) + (metric.TBT ?? 0) + (metric.CLS ?? 0) * 10_000,
      details?.overallSavingsMs ?? 0,
    );
  };
  const opportunities = lhr.categories
    .performance!.auditRefs.filter((ref) => ref.group !== 'metrics' && ref.group !== 'hidden')
    .map((ref) => ref.id)
    .filter((id) => {
      const { score, scoreDisplayMode } = lhr.audits[id]!;
      return score !== null && score < 1 && scoreDisplayMode !== 'informative' && savings(id) > 0;
    })
    .sort((a, b) => savings(b) - savings(a))
    .slice(0, 6)
    .map((id) => {
      const metric = lhr.audits[id]!.metricSavings ?? {};
      const saved = Object.entries(metric).flatMap(([name, value]) =>
        value ? [`${name} −${name === 'CLS' ? value.toFixed(3) : `${Math.round(value)} ms`}`] : [],
      );
      return `${auditLine(lhr, id)}${saved.length ? ` [${saved.join(', ')}]` : ''}`;
    });
  const requests = (lhr.audits['network-requests']?.details as { items?: Array<{ url: string }> })?.items;
  const outside = (requests ?? [])
    .map((item) => item.url)
    .filter(
      (url) => /^(https?|wss?):/.test(url) && !['127.0.0.1', 'localhost'].includes(new URL(url).hostname),
    );
  return {
    scores,
    metrics,
    benchmarkIndex: lhr.environment.benchmarkIndex,
    failing,
    opportunities: [...opportunities, ...lcpAndShifts(lhr)],
    outside,
    warnings: lhr.runWarnings.map(String),
  };
}

async function audit(url: string, name: string, attempt = 1): Promise<Run> {
  // A fresh browser (and profile) for every run, as Lighthouse CI does: nothing cached or left running.
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
    logLevel: 'silent',
  });
  let result: Awaited<ReturnType<typeof lighthouse>>;
  try {
    result = await lighthouse(url, {
      port: chrome.port,
      logLevel: 'error',
      output: REPORTS_DIR ? ['html', 'json'] : 'json',
      onlyCategories: CATEGORIES.map(({ id }) => id),
      throttling: { cpuSlowdownMultiplier: CPU_SLOWDOWN },
      // As a Spanish-speaking browser: a Spanish address would otherwise send it on to its language's.
      extraHeaders: { 'Accept-Language': HTML_LANG[DEFAULT_LOCALE] },
    });
  } finally {
    chrome.kill();
  }
  if (!result) throw new Error(`${url}: Lighthouse returned nothing`);
  const { lhr } = result;
  if (lhr.runtimeError) {
    const problem = `${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`;
    // A trace that lost its navigation start (NO_NAVSTART) now and then on a busy machine; a rerun records it.
    if (attempt >= 3) throw new Error(problem);
    console.warn(`${problem}; running it again`);
    return audit(url, name, attempt + 1);
  }
  if (REPORTS_DIR) {
    const [html, json] = result.report as string[];
    writeFileSync(join(REPORTS_DIR, `${name}.html`), html!);
    writeFileSync(join(REPORTS_DIR, `${name}.json`), json!);
  }
  return summarise(lhr);
}

function table(pages: Page[], results: Map<string, Run[]>) {
  const header = [
    'page',
    ...CATEGORIES.map((c) => c.label),
    'lowest performance',
    ...METRICS.map((m) => m.label),
  ];
  const rows = pages.map((page) => {
    const runs = results.get(page.key)!;
    return [
      `\`${page.label}\``,
      ...CATEGORIES.map(({ id }) => String(median(runs.map((run) => run.scores[id]!)))),
      String(lowestPerformance(runs)),
      ...METRICS.map(({ id, format }) => format(median(runs.map((run) => run.metrics[id]!)))),
    ];
  });
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) =>
    `| ${cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join(' | ')} |`;
  const rule = `| ${widths.map((width, i) => (i === 0 ? '-'.repeat(width) : `${'-'.repeat(width - 1)}:`)).join(' | ')} |`;
  return [line(header), rule, ...rows.map(line)].join('\n');
}

const lowestPerformance = (runs: Run[]) => Math.min(...runs.map((run) => run.scores.performance!));

function missedTargets(pages: Page[], results: Map<string, Run[]>) {
  return pages.flatMap((page) => {
    const lowest = lowestPerformance(results.get(page.key)!);
    return [
      ...CATEGORIES.flatMap(({ id, label, target }) => {
        const score = median(results.get(page.key)!.map((run) => run.scores[id]!));
        return score < target ? [`\`${page.label}\` ${label} ${score} (target ${target})`] : [];
      }),
      ...(lowest < LOWEST_PERFORMANCE
        ? [`\`${page.label}\` lowest performance ${lowest} (no run below ${LOWEST_PERFORMANCE})`]
        : []),
    ];
  });
}

function writeDocs(results: string) {
  const block = `${RESULTS_START}\n\n${results}\n\n${RESULTS_END}`;
  const doc = readFileSync(DOCS, 'utf8');
  const start = doc.indexOf(RESULTS_START);
  const end = doc.indexOf(RESULTS_END);
  let next: string;
  if (start >= 0 && end > start) {
    next = doc.slice(0, start) + block + doc.slice(end + RESULTS_END.length);
  } else {
    const section = [
      SECTION,
      '',
      '`scripts/bench-web.ts` starts the build as `npm start` runs it (no `NODE_ENV`, read as development:',
      'demo data on a fresh PGlite; the pages are Vite’s production build), serves the map tiles from',
      'loopback, and runs Lighthouse (mobile, simulated throttling) in a fresh headless Chromium for each run',
      'on `/`, `/mates`, a demo mate with a photo, `/faq` and that mate’s host’s public profile. Each figure',
      'is the median of the runs (5 unless told). Targets: performance ≥ 95 and no run below 90, accessibility,',
      'best practices and SEO 100 on every page.',
      '',
      'The simulation slows the CPU a further 4× on top of the machine it runs on, so a busy machine (a',
      'low benchmark index, a high load average) lowers TBT-bound performance scores: compare runs made',
      'one after the other, on a quiet machine. A full run takes a few minutes.',
      '',
      '```sh',
      'npm run build && npm run bench:web',
      '# one run of two pages, every report kept; a subset of pages leaves this file alone',
      'BENCH_RUNS=1 BENCH_PAGES=mate,profile BENCH_REPORTS=test-results/lighthouse npm run bench:web',
      '```',
      '',
      block,
      '',
    ].join('\n');
    const at = doc.indexOf(SECTION);
    if (at >= 0) {
      const after = doc.indexOf('\n## ', at + SECTION.length);
      next = doc.slice(0, at) + section + (after >= 0 ? doc.slice(after) : '');
    } else {
      next = `${doc.trimEnd()}\n\n${section}`;
    }
  }
  writeFileSync(DOCS, next);
}

async function main() {
  const started = performance.now();
  const loadBefore = loadavg()[0]!;
  requireBuild();
  if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error('BENCH_RUNS must be a positive whole number');
  if (REPORTS_DIR) mkdirSync(REPORTS_DIR, { recursive: true });
  const tiles = await startTileServer();
  let server: ServerProcess | undefined;
  try {
    // `npm start` sets no NODE_ENV, which the server reads as development (the starter says so outright):
    // demo data (production refuses SEED_DEMO), no HSTS. The web app is Vite's production build either way.
    server = await startServer(
      undefined,
      {
        SEED_DEMO: 'true',
        WEB_DIR: resolve('dist/web'),
        TILE_URL: tiles.url,
        // The starter's development extras, back to npm start's defaults.
        AUTH_EMAIL_ENABLED: 'false',
        MALLOC_ARENA_MAX: '2',
      },
      { mode: 'development', entry: 'build' },
    );
    const pages = await pagesOf(server.base);
    const results = new Map<string, Run[]>(pages.map((page) => [page.key, []]));
    // Round after round rather than page after page, so a busy spell on the machine hits every page alike.
    for (let round = 1; round <= RUNS; round++) {
      for (const page of pages) {
        const runStarted = performance.now();
        const run = await audit(`${server.base}${page.path}`, `${page.key}-${round}`);
        results.get(page.key)!.push(run);
        const took = ((performance.now() - runStarted) / 1000).toFixed(0);
        console.log(
          `run ${round}/${RUNS} ${page.label.padEnd(12)} ${CATEGORIES.map(({ id }) => run.scores[id]).join(' / ')}  (${took} s)`,
        );
      }
    }

    const figures = table(pages, results);
    const missed = missedTargets(pages, results);
    const benchmarkIndex = median([...results.values()].flat().map((run) => run.benchmarkIndex));
    const lhVersion = JSON.parse(readFileSync('node_modules/lighthouse/package.json', 'utf8')) as {
      version: string;
    };
    const chromium = execFileSync(CHROMIUM, ['--version'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    })
      .trim()
      .replace(/^Chromium\s*(\S+).*$/, '$1');
    const context = [
      `Measured ${new Date().toISOString().slice(0, 10)} on commit ${commit()}: ${availableParallelism()} cores`,
      `(${cpus()[0]?.model.trim() ?? 'unknown CPU'}; Lighthouse benchmark index ${Math.round(benchmarkIndex)}, load`,
      `average ${loadBefore.toFixed(1)} before and ${loadavg()[0]!.toFixed(1)} after),`,
      `Node ${process.version}, Chromium ${chromium}, Lighthouse ${lhVersion.version}, mobile with simulated`,
      `throttling (CPU slowed ${CPU_SLOWDOWN}×), median of ${RUNS} run${RUNS === 1 ? '' : 's'} per page.`,
    ].join('\n');
    const verdict = missed.length
      ? `Targets missed: ${missed.join('; ')}.`
      : 'Targets: all met (performance ≥ 95 with no run below 90, accessibility, best practices and SEO 100 on every page).';

    console.log(`\n${context}\n\n${figures}\n\n${verdict}\n`);
    for (const page of pages) {
      const runs = results.get(page.key)!;
      const counts = new Map<string, number>();
      for (const line of runs.flatMap((run) => run.failing)) counts.set(line, (counts.get(line) ?? 0) + 1);
      const medianRun = [...runs].sort((a, b) => a.scores.performance! - b.scores.performance!)[
        Math.floor(runs.length / 2)
      ]!;
      console.log(`${page.label} (${page.path})`);
      for (const [line, count] of counts)
        console.log(`  ${line}${RUNS > 1 ? ` [${count}/${RUNS} runs]` : ''}`);
      for (const line of medianRun.opportunities) console.log(`  performance: ${line}`);
      for (const url of new Set(runs.flatMap((run) => run.outside))) console.log(`  OUTSIDE REQUEST: ${url}`);
      for (const warning of new Set(runs.flatMap((run) => run.warnings)))
        console.log(`  warning: ${warning}`);
    }
    if (WRITE_DOCS) {
      writeDocs(`${context}\n\n${figures}\n\n${verdict}`);
      console.log(`\nWrote the results into ${DOCS}.`);
    }
    console.log(`Took ${((performance.now() - started) / 1000).toFixed(0)} s.`);
  } finally {
    await server?.stop();
    tiles.server.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
