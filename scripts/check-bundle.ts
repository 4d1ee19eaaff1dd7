/**
 * After `vite build`: reports every script's gzipped size and what each public page loads before
 * interaction, fails when a page is over its budget (scripts/bundle-budgets.ts) or a page the server
 * draws has none, and writes .gz/.br copies that the server sends to browsers that accept them.
 */
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import {
  budgetProblems,
  CATALOGUE_BUDGET,
  catalogueProblems,
  ROUTE_BUDGETS,
  weighCatalogues,
  weighRoutes,
  type Manifest,
} from './bundle-budgets.js';

const WEB_DIR = 'dist/web';
const ROUTES_SOURCE = 'src/web/routes.tsx';

const manifest = JSON.parse(readFileSync(join(WEB_DIR, '.vite/manifest.json'), 'utf8')) as Manifest;
const sizes = new Map<string, number>();
const gzipSize = (file: string) => {
  let size = sizes.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(join(WEB_DIR, file)), { level: 9 }).length;
    sizes.set(file, size);
  }
  return size;
};
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const weights = weighRoutes(manifest, ROUTE_BUDGETS, gzipSize);
const home = new Set(weights.find((weight) => weight.module === null)?.files);
const onPages = new Set(weights.flatMap((weight) => weight.files));

console.log('\nScripts (gzip):');
for (const chunk of Object.values(manifest).sort((a, b) => gzipSize(b.file) - gzipSize(a.file))) {
  const where = home.has(chunk.file)
    ? 'home'
    : onPages.has(chunk.file)
      ? 'page'
      : chunk.isDynamicEntry
        ? 'on demand'
        : 'shared';
  console.log(`  ${kb(gzipSize(chunk.file)).padStart(9)}  ${where.padEnd(9)}  ${chunk.file}`);
}
console.log('\nScripts each public page loads before interaction (gzip):');
for (const weight of weights)
  console.log(`  ${weight.route.padEnd(14)} ${kb(weight.bytes).padStart(9)} of ${kb(weight.budget)} budget`);
const catalogues = weighCatalogues(manifest, gzipSize);
console.log("\nEach language's catalogue, loaded on demand (gzip):");
for (const catalogue of catalogues)
  console.log(
    `  ${catalogue.locale.padEnd(14)} ${kb(catalogue.bytes).padStart(9)} of ${kb(CATALOGUE_BUDGET)} budget`,
  );
console.log();

for (const file of readdirSync(join(WEB_DIR, 'assets'))) {
  if (!/\.(js|css|svg)$/.test(file)) continue;
  const path = join(WEB_DIR, 'assets', file);
  const content = readFileSync(path);
  writeFileSync(`${path}.gz`, gzipSync(content, { level: 9 }));
  writeFileSync(
    `${path}.br`,
    brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
}

const problems = [
  ...budgetProblems(weights, readFileSync(ROUTES_SOURCE, 'utf8')),
  ...catalogueProblems(catalogues, weights),
];
if (problems.length > 0) {
  for (const problem of problems) console.error(problem);
  process.exit(1);
}
