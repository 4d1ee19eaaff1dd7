/**
 * After `vite build`: reports every script's gzipped size, fails when the home page's scripts
 * (the entry and everything it imports statically) exceed the budget, and writes .gz/.br copies
 * that the server sends to browsers that accept them.
 */
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const WEB_DIR = 'dist/web';
export const HOME_BUDGET_BYTES = 150 * 1024;

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

const manifest = JSON.parse(readFileSync(join(WEB_DIR, '.vite/manifest.json'), 'utf8')) as Record<
  string,
  ManifestChunk
>;
const gzipSize = (file: string) => gzipSync(readFileSync(join(WEB_DIR, file)), { level: 9 }).length;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function staticClosure(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const child of manifest[key]?.imports ?? []) staticClosure(child, seen);
  return seen;
}

const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry)!;
const homeFiles = [...staticClosure(entryKey)].map((key) => manifest[key]!.file);
const homeBytes = homeFiles.reduce((sum, file) => sum + gzipSize(file), 0);

console.log('\nScripts (gzip):');
for (const chunk of Object.values(manifest).sort((a, b) => gzipSize(b.file) - gzipSize(a.file))) {
  const where = homeFiles.includes(chunk.file) ? 'home' : chunk.isDynamicEntry ? 'on demand' : 'shared';
  console.log(`  ${kb(gzipSize(chunk.file)).padStart(9)}  ${where.padEnd(9)}  ${chunk.file}`);
}
console.log(`\nHome page scripts: ${kb(homeBytes)} of ${kb(HOME_BUDGET_BYTES)} budget\n`);

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

if (homeBytes > HOME_BUDGET_BYTES) {
  console.error(`The home page loads ${kb(homeBytes)} of scripts, over the ${kb(HOME_BUDGET_BYTES)} budget.`);
  process.exit(1);
}
