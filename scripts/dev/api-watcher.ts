import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';

const tsxCli = createRequire(import.meta.url).resolve('tsx/cli');

/**
 * The API server on an internal loopback port, restarted by tsx whenever a module it imports (server or
 * shared code) changes. It is told the public address, so its redirects, cookies and cross-site check
 * belong to the page's origin, not to this port.
 */
export function startApiWatcher({ port, baseUrl }: { port: number; baseUrl: string }): ChildProcess {
  return spawn(process.execPath, [tsxCli, 'watch', '--clear-screen=false', 'src/server/main.ts'], {
    // Its own process group: Ctrl-C reaches the dev script alone, which stops tsx with one signal (a
    // second one makes tsx kill the server in the middle of its graceful close).
    detached: true,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      BASE_URL: baseUrl,
    },
  });
}

/** Resolves once the API answers its health probe (the first start migrates the database). */
export async function untilApiAnswers(apiUrl: string, api: ChildProcess): Promise<void> {
  while (api.exitCode === null && api.signalCode === null) {
    try {
      if ((await fetch(`${apiUrl}/api/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
