/**
 * What each public page loads before anyone touches it, and how much it may weigh (decision 0004): the
 * app's entry and everything it imports statically, plus the page's own route module (the `module` its
 * route names in src/web/routes.tsx, which the server preloads) and everything that imports statically.
 * What loads on demand (dialogs, the calendar, the map) is left out: it waits for the visitor.
 */

export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

export interface RouteBudget {
  /** The route as the route table writes it, for people reading the report. */
  route: string;
  /** Its page's manifest key (its source under src/web), or null for a page inside the entry (home). */
  module: string | null;
  /** Gzipped bytes of scripts it may load before interaction. */
  budget: number;
}

const KB = 1024;

/**
 * A little above each page's figure when it was last measured (docs/benchmarks.md, "Scripts each public
 * page loads"): growing one is a decision to take on purpose, not something a feature does on the side.
 */
export const ROUTE_BUDGETS: RouteBudget[] = [
  { route: '/', module: null, budget: 145 * KB },
  { route: '/mates', module: 'pages/MatesPage.tsx', budget: 170 * KB },
  { route: '/mates/:id', module: 'pages/MateDetailPage.tsx', budget: 160 * KB },
  { route: '/faq', module: 'pages/FaqPage.tsx', budget: 165 * KB },
  { route: '/u/:username', module: 'pages/PublicProfilePage.tsx', budget: 155 * KB },
  { route: '/auth', module: 'pages/AuthPage.tsx', budget: 190 * KB },
];

/** A chunk and everything it imports statically, as manifest keys. */
function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`The build's manifest has no "${key}".`);
  seen.add(key);
  for (const child of chunk.imports ?? []) staticClosure(manifest, child, seen);
  return seen;
}

export function entryKey(manifest: Manifest): string {
  const keys = Object.keys(manifest).filter((key) => manifest[key]!.isEntry);
  if (keys.length !== 1) throw new Error(`The build has ${keys.length} entries, not one.`);
  return keys[0]!;
}

/** The built files a page loads before interaction: the entry's closure and its route module's. */
export function routeFiles(manifest: Manifest, module: string | null): string[] {
  const keys = staticClosure(manifest, entryKey(manifest));
  if (module !== null) {
    if (!manifest[module]?.isDynamicEntry)
      throw new Error(`"${module}" is not a route module of the build (a lazy page).`);
    staticClosure(manifest, module, keys);
  }
  return [...keys].map((key) => manifest[key]!.file);
}

export interface RouteWeight extends RouteBudget {
  bytes: number;
  files: string[];
}

/** Each budgeted page's weight, given each built file's size. */
export function weighRoutes(
  manifest: Manifest,
  budgets: RouteBudget[],
  sizeOf: (file: string) => number,
): RouteWeight[] {
  return budgets.map((budget) => {
    const files = routeFiles(manifest, budget.module);
    return { ...budget, files, bytes: files.reduce((sum, file) => sum + sizeOf(file), 0) };
  });
}

/**
 * The route modules of the pages the server draws, as src/web/routes.tsx names them
 * (`handle: serverRendered('pages/…')`): each needs a budget.
 */
export function serverRenderedModules(routesSource: string): string[] {
  return [...routesSource.matchAll(/serverRendered\(\s*'([^']+)'\s*\)/g)].map((match) => match[1]!);
}

/** What is wrong with the budgets against the route table, and which pages are over theirs. */
export function budgetProblems(weights: RouteWeight[], routesSource: string): string[] {
  const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
  const budgeted = new Set(weights.map((weight) => weight.module));
  const missing = serverRenderedModules(routesSource).filter((module) => !budgeted.has(module));
  return [
    ...missing.map(
      (module) => `${module} is drawn by the server but has no budget in scripts/bundle-budgets.ts.`,
    ),
    ...weights
      .filter((weight) => weight.bytes > weight.budget)
      .map(
        (weight) =>
          `${weight.route} loads ${kb(weight.bytes)} of scripts before interaction, over its ${kb(weight.budget)} budget.`,
      ),
  ];
}

/**
 * Each language's catalogue but Spanish (built in): a file of its own, fetched on demand by pages in
 * that language, after the texts their server render carried (decision 0035). No page may load one
 * before interaction, and each stays a little above its size when last measured (about 15 KB).
 */
export const CATALOGUE_BUDGET = 17 * KB;
const CATALOGUE_KEY = /i18n\/catalogues\/(?!index\.)([\w-]+)\.ts$/;

export interface CatalogueWeight {
  locale: string;
  file: string;
  bytes: number;
  onDemand: boolean;
}

export function weighCatalogues(manifest: Manifest, sizeOf: (file: string) => number): CatalogueWeight[] {
  return Object.entries(manifest).flatMap(([key, chunk]) => {
    const locale = CATALOGUE_KEY.exec(key)?.[1];
    return locale
      ? [{ locale, file: chunk.file, bytes: sizeOf(chunk.file), onDemand: Boolean(chunk.isDynamicEntry) }]
      : [];
  });
}

/** A catalogue missing, loaded before interaction by some page, or over its budget. */
export function catalogueProblems(catalogues: CatalogueWeight[], weights: RouteWeight[]): string[] {
  const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
  if (catalogues.length === 0) return ['The build has no language catalogue of its own.'];
  return catalogues.flatMap((catalogue) => [
    ...(catalogue.onDemand ? [] : [`The ${catalogue.locale} catalogue is not loaded on demand.`]),
    ...weights
      .filter((weight) => weight.files.includes(catalogue.file))
      .map((weight) => `${weight.route} loads the ${catalogue.locale} catalogue before interaction.`),
    ...(catalogue.bytes > CATALOGUE_BUDGET
      ? [
          `The ${catalogue.locale} catalogue weighs ${kb(catalogue.bytes)}, over its ${kb(CATALOGUE_BUDGET)} budget.`,
        ]
      : []),
  ]);
}
