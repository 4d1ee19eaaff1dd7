/**
 * HAProxy on loopback in front of the drill's server processes, with the repository's own
 * deploy/haproxy.cfg: the addresses go in through the environment, as in production.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { setTimeout as sleep } from 'node:timers/promises';

export const HAPROXY_CONFIG = 'deploy/haproxy.cfg';
/** The header deploy/haproxy.cfg names the answering process in. */
export const SERVED_BY = 'x-served-by';
// Debian puts it in /usr/sbin, which is not on every user's PATH.
const HAPROXY = process.env.HAPROXY ?? (existsSync('/usr/sbin/haproxy') ? '/usr/sbin/haproxy' : 'haproxy');

export interface Balancer {
  base: string;
  /** The server names of deploy/haproxy.cfg, in the order the addresses were given. */
  names: string[];
  /** When HAProxy took a server out of rotation (performance.now()), from its own warnings. */
  markedDown: { name: string; at: number }[];
  stop(): Promise<void>;
}

/** Starts HAProxy on `port` with `servers` (host:port) and waits until every one of them answers through it. */
export async function startBalancer(port: number, servers: string[]): Promise<Balancer> {
  const env: Record<string, string> = { RONDA_LISTEN: `127.0.0.1:${port}` };
  servers.forEach((address, i) => (env[`RONDA_SERVER_${i + 1}`] = address));
  const child = spawn(HAPROXY, ['-f', HAPROXY_CONFIG], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const names = servers.map((_, i) => `ronda${i + 1}`);
  const markedDown: Balancer['markedDown'] = [];
  createInterface({ input: child.stderr! }).on('line', (line) => {
    const down = /Server \S+\/(\S+) is DOWN/.exec(line);
    if (down) markedDown.push({ name: down[1]!, at: performance.now() });
    // Its warnings (a server going down or up) belong in the drill's story; its notices do not.
    if (!line.startsWith('[NOTICE]'))
      console.log(`  haproxy: ${line.replace(/^\[\w+\]\s*\(\d+\)\s*:\s*/, '')}`);
  });
  // Set from the 'error' callback (no binary at that path): typed wide so the checks below stay meaningful.
  let startError = null as Error | null;
  const exited = new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.once('error', (error) => {
      startError = error;
      console.error(`haproxy could not start (${HAPROXY}): ${error.message}; set HAPROXY to its path`);
      resolve();
    });
  });
  const balancer: Balancer = {
    base: `http://127.0.0.1:${port}`,
    names,
    markedDown,
    async stop() {
      if (child.exitCode === null && child.signalCode === null && !startError) child.kill('SIGTERM');
      await exited;
    },
  };
  // Least connections with nothing open hands requests out in turn: each server soon answers one.
  const seen = new Set<string>();
  const deadline = Date.now() + 30_000;
  while (seen.size < names.length && Date.now() < deadline && child.exitCode === null && !startError) {
    try {
      const response = await fetch(`${balancer.base}/api/health`);
      const name = response.headers.get(SERVED_BY);
      if (response.ok && name) seen.add(name);
    } catch {
      // Not listening yet.
    }
    if (seen.size < names.length) await sleep(100);
  }
  if (seen.size < names.length) {
    const exitCode = child.exitCode;
    await balancer.stop();
    throw new Error(
      startError
        ? `HAProxy did not start: ${startError.message}`
        : exitCode === null
          ? `HAProxy did not reach every server within 30 s (reached: ${[...seen].join(', ') || 'none'})`
          : `HAProxy exited with ${exitCode} (its message is above)`,
    );
  }
  return balancer;
}
