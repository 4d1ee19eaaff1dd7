/** The benchmark's knobs, read from BENCH_* environment variables (docs/benchmarks.md lists them). */

export interface Settings {
  adminUrl?: string;
  mates: number;
  hosts: number;
  /** Bookings of every kind (pending, confirmed, completed, cancelled), spread over the mates. */
  bookings: number;
  seconds: number;
  warmupSeconds: number;
  connections: number;
  /** Leaves the PostgreSQL database in place for EXPLAIN ANALYZE afterwards. */
  keepDatabase: boolean;
  cases: readonly CaseKey[];
  /** Where each case's HTTP run leaves the server's CPU profile (its figures then pay for the sampling). */
  profileDir?: string;
  /** Where the server keeps images: its local directory, or a bucket on a loopback s3rver (s3-public: read from it directly). */
  storage: 'local' | 's3' | 's3-public';
  /** Rendition requests per second sent beside every other case's HTTP run (0: none). */
  mediaRate: number;
  /** The renditions' load and the bucket run at the lowest CPU priority, as if on other machines. */
  mediaNice: boolean;
}

export const CASE_KEYS = ['near', 'near-dates', 'city', 'text', 'area', 'detail', 'media'] as const;
export type CaseKey = (typeof CASE_KEYS)[number];

function caseKeys(raw: string | undefined): CaseKey[] {
  if (!raw) return [...CASE_KEYS];
  const keys = raw.split(',').map((key) => key.trim());
  const unknown = keys.filter((key) => !(CASE_KEYS as readonly string[]).includes(key));
  if (unknown.length > 0)
    throw new Error(`BENCH_CASES: unknown ${unknown.join(', ')} (${CASE_KEYS.join(', ')})`);
  return keys as CaseKey[];
}

function storageKind(raw: string | undefined): Settings['storage'] {
  if (!raw || raw === 'local') return 'local';
  if (raw === 's3' || raw === 's3-public') return raw;
  throw new Error('BENCH_STORAGE must be local, s3 or s3-public');
}

function positiveInt(env: NodeJS.ProcessEnv, key: string, fallback: number): number {
  const raw = env[key];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${key} must be a positive integer`);
  return value;
}

export function readSettings(env: NodeJS.ProcessEnv): Settings {
  const mates = positiveInt(env, 'BENCH_MATES', 100_000);
  return {
    adminUrl: env.BENCH_DATABASE_URL || undefined,
    mates,
    hosts: positiveInt(env, 'BENCH_HOSTS', 2_000),
    bookings: positiveInt(env, 'BENCH_BOOKINGS', 3 * mates),
    seconds: positiveInt(env, 'BENCH_SECONDS', 10),
    warmupSeconds: positiveInt(env, 'BENCH_WARMUP_SECONDS', 2),
    connections: positiveInt(env, 'BENCH_CONNECTIONS', 10),
    keepDatabase: env.BENCH_KEEP_DATABASE === '1',
    cases: caseKeys(env.BENCH_CASES),
    profileDir: env.BENCH_PROFILE || undefined,
    storage: storageKind(env.BENCH_STORAGE),
    mediaRate: env.BENCH_MEDIA_BACKGROUND ? positiveInt(env, 'BENCH_MEDIA_BACKGROUND', 0) : 0,
    mediaNice: env.BENCH_MEDIA_NICE === '1',
  };
}
