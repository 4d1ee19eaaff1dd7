import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { once } from 'node:events';
import { join } from 'node:path';

/** The argument that makes the server prepare its data directory and exit instead of listening. */
export const PREPARE_ONLY = '--prepare-only';

/** Whether an embedded data directory is still to be created (PostgreSQL writes PG_VERSION first). */
export function isFreshDataDir(dataDir: string): boolean {
  return !dataDir.startsWith('memory://') && !existsSync(join(dataDir, 'PG_VERSION'));
}

/**
 * Creates a fresh embedded data directory (the cluster, the migrations, the demo data) in a child run of
 * this same server that exits once done, so the server then opens a finished directory, as on any
 * restart. PGlite's WebAssembly heap never shrinks, and creating the cluster and loading the demo leave
 * about 40 MB more resident than opening it does (docs/benchmarks.md, "Memory"). The server still
 * migrates and seeds after it, which finds nothing to do unless the child was interrupted.
 */
export async function prepareFreshDataDir(dataDir: string): Promise<void> {
  if (!isFreshDataDir(dataDir)) return;
  const child = spawn(process.execPath, [...process.execArgv, process.argv[1]!, PREPARE_ONLY], {
    stdio: 'inherit',
  });
  const [code] = (await once(child, 'exit')) as [number | null];
  if (code !== 0) throw new Error(`No se pudo preparar la base de datos en ${dataDir} (código ${code})`);
}
