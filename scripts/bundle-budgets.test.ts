import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  budgetProblems,
  catalogueProblems,
  ROUTE_BUDGETS,
  routeFiles,
  serverRenderedModules,
  weighCatalogues,
  weighRoutes,
  type Manifest,
} from './bundle-budgets.js';

const KB = 1024;

/** A small build: an entry, two lazy pages sharing a form library, and a dialog each loads on demand. */
const manifest: Manifest = {
  'index.html': { file: 'index.js', isEntry: true, imports: ['_react.js'], dynamicImports: ['pages/A.tsx'] },
  '_react.js': { file: 'react.js' },
  '_forms.js': { file: 'forms.js', imports: ['_react.js'] },
  'pages/A.tsx': {
    file: 'A.js',
    isDynamicEntry: true,
    imports: ['_react.js', '_forms.js'],
    dynamicImports: ['Dialog.tsx'],
  },
  'pages/B.tsx': { file: 'B.js', isDynamicEntry: true, imports: ['_forms.js', '_react.js'] },
  'Dialog.tsx': { file: 'Dialog.js', isDynamicEntry: true, imports: ['_forms.js'] },
};
/** Each file's gzipped size, in KB. */
const sizes: Record<string, number> = {
  'index.js': 100,
  'react.js': 40,
  'forms.js': 30,
  'A.js': 5,
  'B.js': 7,
  'Dialog.js': 50,
};

describe('the scripts a public page loads before interaction', () => {
  it('are the entry with its static imports, plus the page module with its own, each file once', () => {
    expect(routeFiles(manifest, null).sort()).toEqual(['index.js', 'react.js']);
    expect(routeFiles(manifest, 'pages/A.tsx').sort()).toEqual(['A.js', 'forms.js', 'index.js', 'react.js']);
  });

  it('leave out what loads on demand', () => {
    expect(routeFiles(manifest, 'pages/A.tsx')).not.toContain('Dialog.js');
  });

  it('are weighed per route, and a page over its budget is named with both figures', () => {
    const weights = weighRoutes(
      manifest,
      [
        { route: '/', module: null, budget: 140 * KB },
        { route: '/a', module: 'pages/A.tsx', budget: 175 * KB },
        { route: '/b', module: 'pages/B.tsx', budget: 200 * KB },
      ],
      (file) => sizes[file]! * KB,
    );
    expect(weights.map(({ route, bytes }) => [route, bytes / KB])).toEqual([
      ['/', 140],
      ['/a', 175],
      ['/b', 177],
    ]);
    expect(budgetProblems(weights, '')).toEqual([]);
    const tighter = weights.map((weight) => ({
      ...weight,
      budget: weight.route === '/a' ? 174.5 * KB : weight.budget,
    }));
    expect(budgetProblems(tighter, '')).toEqual([
      '/a loads 175.0 KB of scripts before interaction, over its 174.5 KB budget.',
    ]);
  });

  it('fail loudly when a budgeted page is no longer a route module of the build', () => {
    expect(() => routeFiles(manifest, 'pages/Gone.tsx')).toThrow('"pages/Gone.tsx" is not a route module');
    expect(() => routeFiles(manifest, '_forms.js')).toThrow('is not a route module');
  });

  it('need a budget for every page the server draws', () => {
    const routes = `{ path: 'a', handle: serverRendered('pages/A.tsx') },
      { path: 'c', handle: serverRendered( 'pages/C.tsx' ) }, { index: true, handle: serverRendered() }`;
    expect(serverRenderedModules(routes)).toEqual(['pages/A.tsx', 'pages/C.tsx']);
    const weights = weighRoutes(
      manifest,
      [{ route: '/a', module: 'pages/A.tsx', budget: 1000 * KB }],
      (file) => sizes[file]! * KB,
    );
    expect(budgetProblems(weights, routes)).toEqual([
      'pages/C.tsx is drawn by the server but has no budget in scripts/bundle-budgets.ts.',
    ]);
  });

  it("cover the app's own route table: home and each page the server draws", () => {
    const routes = readFileSync(new URL('../src/web/routes.tsx', import.meta.url), 'utf8');
    const budgeted = ROUTE_BUDGETS.map((budget) => budget.module);
    expect(budgeted).toContain(null);
    expect(serverRenderedModules(routes).sort()).toEqual(budgeted.filter((module) => module !== null).sort());
  });
});

describe("each language's catalogue", () => {
  const built: Manifest = {
    ...manifest,
    '../shared/i18n/catalogues/en.ts': { file: 'en.js', isDynamicEntry: true },
    '../shared/i18n/catalogues/pt-BR.ts': { file: 'pt-BR.js', isDynamicEntry: true },
    '../shared/i18n/catalogues/index.ts': { file: 'index-cat.js' },
  };
  const size = (kb: number) => () => kb * KB;
  const pages = (build: Manifest) =>
    weighRoutes(build, [{ route: '/a', module: 'pages/A.tsx', budget: 500 * KB }], size(1));

  it('is a file of its own that no page loads before interaction, within its budget', () => {
    const catalogues = weighCatalogues(built, size(15));
    expect(catalogues.map(({ locale, file }) => [locale, file])).toEqual([
      ['en', 'en.js'],
      ['pt-BR', 'pt-BR.js'],
    ]);
    expect(catalogueProblems(catalogues, pages(built))).toEqual([]);
    expect(catalogueProblems(weighCatalogues(built, size(18)), pages(built))).toEqual([
      'The en catalogue weighs 18.0 KB, over its 17.0 KB budget.',
      'The pt-BR catalogue weighs 18.0 KB, over its 17.0 KB budget.',
    ]);
  });

  it('fails the build when a page loads one up front, or when none is built apart', () => {
    const eager: Manifest = {
      ...built,
      'pages/A.tsx': { ...built['pages/A.tsx']!, imports: ['../shared/i18n/catalogues/en.ts'] },
      '../shared/i18n/catalogues/en.ts': { file: 'en.js' },
    };
    expect(catalogueProblems(weighCatalogues(eager, size(15)), pages(eager))).toEqual([
      'The en catalogue is not loaded on demand.',
      '/a loads the en catalogue before interaction.',
    ]);
    expect(catalogueProblems(weighCatalogues(manifest, size(15)), pages(manifest))).toEqual([
      'The build has no language catalogue of its own.',
    ]);
  });
});
