// BENCH_PROFILE: the server thread's CPU profile during a case's HTTP run, and where its time went.
import { mkdirSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { join } from 'node:path';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
  children?: number[];
}

interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples?: number[];
}

/** Sampling interval in microseconds: fine enough for a request of a fraction of a millisecond. */
const INTERVAL_US = 100;
const TOP_MODULES = 14;
const TOP_FUNCTIONS = 20;

/**
 * Runs `work` while the inspector samples this thread: the server's, since the benchmark serves from this
 * process and autocannon runs in a worker. Writes `<dir>/<name>.cpuprofile` (open it in Chrome's
 * DevTools or speedscope) and answers the summary.
 */
export async function profiled<T>(dir: string, name: string, work: () => Promise<T>) {
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: INTERVAL_US });
  await session.post('Profiler.start');
  let result: T;
  try {
    result = await work();
  } finally {
    const { profile } = (await session.post('Profiler.stop')) as { profile: Profile };
    session.disconnect();
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, `${name}.cpuprofile`), JSON.stringify(profile));
    console.log(`\nprofile of ${name} (${join(dir, `${name}.cpuprofile`)}):\n${summarise(profile)}\n`);
  }
  return result;
}

/** Which package or part of the app a function belongs to. */
export function moduleOf({ url, functionName }: ProfileNode['callFrame']): string {
  if (url === '') return functionName.startsWith('(') ? functionName : '(native)';
  const packages = url.split('/node_modules/');
  if (packages.length > 1) {
    const [scope, name] = packages.at(-1)!.split('/');
    return scope!.startsWith('@') ? `${scope}/${name}` : scope!;
  }
  if (url.startsWith('node:')) {
    const path = url.slice('node:'.length).replace(/^internal\//, '');
    return `node:${path.split('/')[0]}`;
  }
  const app = /\/(src\/server\/[^/]+|src\/shared|scripts)\//.exec(url);
  return app ? app[1]! : url;
}

const percent = (part: number, whole: number) => `${((100 * part) / whole).toFixed(1)} %`;

/** Node's own code, the engine's and its collector: work done on behalf of whatever called it. */
const isRuntime = (module: string) => module.startsWith('node:') || module.startsWith('(');

/**
 * Self time by module, the same charged to the nearest package or part of the app up the stack (a
 * socket write to whoever wrote), and the functions with the most self time; as shares of the busy
 * (non-idle) time.
 */
export function summarise(profile: Profile): string {
  const parents = new Map<number, ProfileNode>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node);
  const chargedTo = (node: ProfileNode) => {
    for (let at: ProfileNode | undefined = node; at; at = parents.get(at.id)) {
      const module = moduleOf(at.callFrame);
      if (!isRuntime(module)) return module;
    }
    return moduleOf(node.callFrame);
  };
  const hits = new Map<number, number>();
  for (const id of profile.samples ?? []) hits.set(id, (hits.get(id) ?? 0) + 1);
  const hitsOf = (node: ProfileNode) => hits.get(node.id) ?? node.hitCount ?? 0;
  const modules = new Map<string, number>();
  const charged = new Map<string, number>();
  const functions = new Map<string, number>();
  let busy = 0;
  let idle = 0;
  for (const node of profile.nodes) {
    const count = hitsOf(node);
    if (count === 0) continue;
    if (node.callFrame.functionName === '(idle)') {
      idle += count;
      continue;
    }
    busy += count;
    const module = moduleOf(node.callFrame);
    modules.set(module, (modules.get(module) ?? 0) + count);
    const payer = chargedTo(node);
    charged.set(payer, (charged.get(payer) ?? 0) + count);
    const where = `${node.callFrame.functionName || '(anonymous)'} ${module}:${node.callFrame.lineNumber + 1}`;
    functions.set(where, (functions.get(where) ?? 0) + count);
  }
  const top = (counts: Map<string, number>, n: number) => [...counts].sort((a, b) => b[1] - a[1]).slice(0, n);
  const seconds = (profile.endTime - profile.startTime) / 1e6;
  return [
    `${seconds.toFixed(1)} s sampled, busy ${percent(busy, busy + idle)} of it; self time by module (share of busy):`,
    ...top(modules, TOP_MODULES).map(([module, count]) => `  ${percent(count, busy).padStart(7)}  ${module}`),
    'the same, runtime work (node:*, native, collector) charged to the nearest module up the stack:',
    ...top(charged, TOP_MODULES).map(([module, count]) => `  ${percent(count, busy).padStart(7)}  ${module}`),
    'functions with the most self time:',
    ...top(functions, TOP_FUNCTIONS).map(
      ([where, count]) => `  ${percent(count, busy).padStart(7)}  ${where}`,
    ),
  ].join('\n');
}
