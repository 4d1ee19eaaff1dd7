import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../src/server/testing/free-port.js';

/** Live processes below pid (zombies already count as gone). */
function descendantsOf(pid: number): number[] {
  const rows = execFileSync('ps', ['-eo', 'pid=,ppid=,stat='], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .filter(([, , stat]) => !stat!.startsWith('Z'))
    .map(([child, parent]) => [Number(child), Number(parent)] as const);
  const found: number[] = [];
  let parents = [pid];
  while (parents.length > 0) {
    parents = rows.filter(([, parent]) => parents.includes(parent)).map(([child]) => child);
    found.push(...parents);
  }
  return found;
}

function stillRunning(pids: number[]): number[] {
  const live = new Set(
    execFileSync('ps', ['-eo', 'pid=,stat='], { encoding: 'utf8' })
      .trim()
      .split('\n')
      .map((line) => line.trim().split(/\s+/))
      .filter(([, stat]) => !stat!.startsWith('Z'))
      .map(([pid]) => Number(pid)),
  );
  return pids.filter((pid) => live.has(pid));
}

const exited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise<void>((resolve) => child.once('exit', () => resolve()));

describe('npm run dev', () => {
  const storage = mkdtempSync(join(tmpdir(), 'ronda-dev-storage-'));
  let dev: ChildProcess | undefined;
  let started: number[] = [];
  let output = '';
  afterAll(async () => {
    // Only matters when the test failed half-way: nothing of this run outlives it.
    if (dev?.pid && dev.exitCode === null && dev.signalCode === null) {
      started.push(...descendantsOf(dev.pid));
      dev.kill('SIGTERM');
      await exited(dev);
    }
    for (const pid of stillRunning(started)) process.kill(pid, 'SIGKILL');
    rmSync(storage, { recursive: true, force: true });
  });

  it('serves the web app through Vite and the API on one address, and stops every process it started', async () => {
    const port = await freePort();
    const base = `http://localhost:${port}`;
    // Vitest's own variables (BASE_URL among them, as '/') would reach the dev server's configuration.
    const env = Object.fromEntries(
      Object.entries(process.env).filter(
        ([key]) => !key.startsWith('VITEST') && !['BASE_URL', 'MODE', 'DEV', 'PROD', 'SSR'].includes(key),
      ),
    );
    dev = spawn(process.execPath, ['--import', 'tsx', 'scripts/dev.ts'], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...env,
        PORT: String(port),
        DATA_DIR: 'memory://',
        SEED_DEMO: 'false',
        STORAGE_DIR: storage,
        LOG_LEVEL: 'warn',
      },
    });
    dev.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    dev.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));

    // A cold start transpiles the server and migrates a fresh database: allow a busy machine its time
    // (the dev server itself holds API requests until the API listens, for up to a minute each).
    let session: Response | undefined;
    const deadline = Date.now() + 150_000;
    while (Date.now() < deadline && dev.exitCode === null) {
      session = await fetch(`${base}/api/session`).catch(() => undefined);
      if (session?.status === 200) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(session?.status, output).toBe(200);
    expect(session!.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await session!.json()).toBeTypeOf('object');

    const page = await fetch(`${base}/`, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain('/@vite/client');

    // The development identity provider is reached through the same address, named by it.
    const discovery = await fetch(`${base}/oidc/.well-known/openid-configuration`);
    expect(discovery.status).toBe(200);
    expect(((await discovery.json()) as { issuer: string }).issuer).toBe(`${base}/oidc`);

    started = descendantsOf(dev.pid!);
    expect(started.length).toBeGreaterThan(0);
    dev.kill('SIGTERM');
    await exited(dev);
    expect(dev.exitCode, output).toBe(0);
    expect(stillRunning([dev.pid!, ...started])).toEqual([]);
  }, 240_000);
});
