import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer } from '../testing/server-process.js';
import { isFreshDataDir } from './prepare-data-dir.js';

const dir = mkdtempSync(join(tmpdir(), 'ronda-prepare-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The pid of each process that logged "Datos de demostración cargados" (pino's JSON lines). */
function seeders(lines: string[]) {
  return lines
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { pid: number; msg: string })
    .filter((entry) => entry.msg === 'Datos de demostración cargados')
    .map((entry) => entry.pid);
}

/** A server start through tsx, with a cluster to create and the demo to load: long on a busy machine. */
const START = { timeout: 120_000 };

describe('a fresh embedded data directory', () => {
  const dataDir = join(dir, 'data');
  const env = { DATA_DIR: dataDir, SEED_DEMO: 'true', LOG_LEVEL: 'info' };

  it('is created and filled with the demo by a process of its own, then served', START, async () => {
    expect(isFreshDataDir(dataDir)).toBe(true);
    const lines: string[] = [];
    const server = await startServer(undefined, env, { onLog: (line) => lines.push(line) });
    try {
      expect(isFreshDataDir(dataDir)).toBe(false);
      // The demo was loaded once, by a process that is not the server.
      const loadedBy = seeders(lines);
      expect(loadedBy).toHaveLength(1);
      expect(loadedBy[0]).not.toBe(server.child.pid);
      const list = (await (await fetch(`${server.base}/api/mates`)).json()) as { mates: unknown[] };
      expect(list.mates.length).toBeGreaterThan(0);
    } finally {
      await server.stop();
    }
  });

  it('is opened as it is on the next start: nothing is created or loaded again', START, async () => {
    const lines: string[] = [];
    const server = await startServer(undefined, env, { onLog: (line) => lines.push(line) });
    try {
      expect(seeders(lines)).toEqual([]);
      const list = (await (await fetch(`${server.base}/api/mates`)).json()) as { mates: unknown[] };
      expect(list.mates.length).toBeGreaterThan(0);
    } finally {
      await server.stop();
    }
  });

  it('is never prepared in memory', () => {
    expect(isFreshDataDir('memory://')).toBe(false);
  });
});
