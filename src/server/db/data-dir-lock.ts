import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The file a running server keeps in its embedded data directory: its process id. */
const LOCK_FILE = 'ronda-server.pid';

const isMemory = (dataDir: string) => dataDir.startsWith('memory://');

function alive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Marks the embedded data directory as in use by this process, for commands that must not write to it
 * meanwhile (PGlite is one process's database). Resolves to the function that clears the mark.
 */
export function markDataDirInUse(dataDir: string): () => void {
  if (isMemory(dataDir)) return () => undefined;
  const path = join(dataDir, LOCK_FILE);
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(path, String(process.pid));
  let released = false;
  return () => {
    if (released) return;
    released = true;
    // Only our own mark: a server started after us (over a stale mark) keeps its own.
    if (dataDirHolder(dataDir) === null) rmSync(path, { force: true });
  };
}

/** The id of another living process that has the embedded data directory open, or null. */
export function dataDirHolder(dataDir: string): number | null {
  if (isMemory(dataDir)) return null;
  let pid: number;
  try {
    pid = Number(readFileSync(join(dataDir, LOCK_FILE), 'utf8').trim());
  } catch {
    return null;
  }
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return null;
  return alive(pid) ? pid : null;
}
