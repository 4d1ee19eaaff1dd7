import { readFileSync, readdirSync } from 'node:fs';

const MB = 1024 * 1024;

/** A process's resident memory in MB (VmRSS), or 0 once it has gone. */
export function rssMb(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
}

function children(pid: number): number[] {
  try {
    return readdirSync(`/proc/${pid}/task`).flatMap((task) =>
      readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').split(/\s+/).filter(Boolean).map(Number),
    );
  } catch {
    return [];
  }
}

/** The process and everything it started, parents first. */
export function processTree(pid: number): number[] {
  return [pid, ...children(pid).flatMap(processTree)];
}

export function commandLine(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean).join(' ');
  } catch {
    return '';
  }
}

/**
 * The server among what `npm run serve` started (npm, a shell, node): the last process in the tree
 * running the server's entry, so a start that re-launches Node with other flags is followed too.
 */
export function serverProcess(rootPid: number, entry: string): number | undefined {
  return processTree(rootPid)
    .filter((pid) => commandLine(pid).includes(entry))
    .at(-1);
}

export interface MemoryBreakdown {
  rss: number;
  /** WebAssembly memories: V8 reserves several GiB of address space for each, far more than anything else. */
  wasmMemory: number;
  /** Anonymous executable mappings: machine code compiled at run time, JavaScript's and WebAssembly's. */
  compiledCode: number;
  /** Mapped files: Node's binary, shared libraries (libvips), the ICU data. */
  files: number;
  /** The rest: the JavaScript heap, malloc's arenas (native modules, V8's compilers), stacks. */
  otherAnonymous: number;
}

interface Mapping {
  start: bigint;
  end: bigint;
  permissions: string;
  file: boolean;
  rssMb: number;
}

function mappings(pid: number): Mapping[] {
  let smaps: string;
  try {
    smaps = readFileSync(`/proc/${pid}/smaps`, 'utf8');
  } catch {
    return [];
  }
  const list: Mapping[] = [];
  for (const line of smaps.split('\n')) {
    const header = /^([0-9a-f]+)-([0-9a-f]+) (\S+) \S+ \S+ (\d+)/.exec(line);
    if (header) {
      list.push({
        start: BigInt(`0x${header[1]}`),
        end: BigInt(`0x${header[2]}`),
        permissions: header[3]!,
        file: header[4] !== '0',
        rssMb: 0,
      });
      continue;
    }
    const rss = /^Rss:\s+(\d+) kB/.exec(line);
    if (rss && list.length) list.at(-1)!.rssMb = Number(rss[1]) / 1024;
  }
  return list;
}

const GUARD_REGION = 4n * 1024n * BigInt(MB);

/** Where a process's resident memory is, in MB, from /proc/<pid>/smaps. */
export function memoryBreakdown(pid: number): MemoryBreakdown {
  const breakdown: MemoryBreakdown = { rss: 0, wasmMemory: 0, compiledCode: 0, files: 0, otherAnonymous: 0 };
  const list = mappings(pid);
  for (const [index, mapping] of list.entries()) {
    const next = list[index + 1];
    // V8 reserves a WebAssembly memory with gigabytes of inaccessible guard region after it.
    const beforeGuard =
      next !== undefined &&
      next.start === mapping.end &&
      next.permissions.startsWith('---') &&
      next.end - next.start >= GUARD_REGION;
    let kind: Exclude<keyof MemoryBreakdown, 'rss'>;
    if (mapping.file) kind = 'files';
    else if (beforeGuard && mapping.permissions.startsWith('rw')) kind = 'wasmMemory';
    else if (mapping.permissions.includes('x')) kind = 'compiledCode';
    else kind = 'otherAnonymous';
    breakdown[kind] += mapping.rssMb;
    breakdown.rss += mapping.rssMb;
  }
  return breakdown;
}
