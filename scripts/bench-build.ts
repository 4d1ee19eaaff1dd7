import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** What the benchmarks that run the production build need: the web app and the server, built. */
const BUILT = ['dist/web/index.html', 'dist/node/server/main.js'];

function newestFile(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestFile(path) : statSync(path).mtimeMs);
  }
  return newest;
}

/** Refuses to go on without the build (these benchmarks do not build), warns when src/ is newer. */
export function requireBuild() {
  for (const file of BUILT) {
    if (!existsSync(file)) throw new Error(`Build first: npm run build (missing ${file})`);
  }
  const built = Math.min(...BUILT.map((file) => statSync(file).mtimeMs));
  if (newestFile('src') > built) console.warn('Warning: src/ has changed since the build (npm run build).');
}

/** The commit measured, and whether the work tree differed from it. */
export function commit() {
  try {
    const git = (...args: string[]) =>
      execFileSync('git', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    const sha = git('rev-parse', '--short', 'HEAD');
    return git('status', '--porcelain', '--untracked-files=no') ? `${sha} with uncommitted changes` : sha;
  } catch {
    return 'unknown (not a git checkout)';
  }
}
