import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SERVER = fileURLToPath(new URL('..', import.meta.url));

/** The server's production modules, as paths relative to src/server. */
function productionModules(dir = SERVER): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory())
      return ['testing', 'migrations'].includes(entry.name) ? [] : productionModules(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [relative(SERVER, path)] : [];
  });
}

const SQL = /\b(SELECT|INSERT INTO|DELETE FROM|UPDATE [a-z_]+ SET)\b/;
const DEMO_KNOWLEDGE = /demo\.ronda\.app|DEMO_EMAIL_DOMAIN|isDemoEmail/;

/**
 * Where SQL may still be written outside a repository: the migration runner (it is the database layer
 * itself).
 */
const SQL_ELSEWHERE = new Set(['db/migrate.ts']);

describe('where SQL lives', () => {
  const modules = productionModules();

  it('only in repositories (*.repo.ts)', () => {
    const outside = modules.filter(
      (path) =>
        !path.endsWith('.repo.ts') &&
        !SQL_ELSEWHERE.has(path) &&
        SQL.test(readFileSync(join(SERVER, path), 'utf8')),
    );
    expect(outside).toEqual([]);
  });

  it('production SQL knows nothing of the demo data', () => {
    const aware = modules.filter(
      (path) =>
        path.endsWith('.repo.ts') &&
        !path.startsWith('demo/') &&
        DEMO_KNOWLEDGE.test(readFileSync(join(SERVER, path), 'utf8')),
    );
    expect(aware).toEqual([]);
  });
});
