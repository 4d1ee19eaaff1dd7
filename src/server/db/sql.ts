import { createHash } from 'node:crypto';
import pg from 'pg';

/** One connection inside a transaction; services name it without depending on the driver. */
export type Transaction = pg.PoolClient;

/** Anything that runs SQL: the pool, or a client inside a transaction. */
export type Queryable = pg.Pool | Transaction;

const builtins = pg.types.builtins;

// Rows leave the repositories as JSON-ready values: ISO timestamps, numbers for numeric and counts.
const CONVERT: Partial<Record<number, (value: unknown) => unknown>> = {
  [builtins.TIMESTAMPTZ]: (value) => (value instanceof Date ? value.toISOString() : value),
  [builtins.NUMERIC]: Number,
  [builtins.INT8]: Number,
  // A calendar day stays "2026-03-07": the driver would read it as midnight in the process's zone.
  [builtins.DATE]: (value) => (value instanceof Date ? isoDay(value) : value),
};

function isoDay(date: Date) {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

// Named statements: each connection parses and plans a statement once, then only binds and runs it.
const statementNames = new Map<string, string>();
function statementName(text: string) {
  let name = statementNames.get(text);
  if (!name) {
    name = `q${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
    statementNames.set(text, name);
  }
  return name;
}

export async function query<Row extends object>(
  db: Queryable,
  text: string,
  values: unknown[] = [],
): Promise<Row[]> {
  const result = await db.query({ name: statementName(text), text, values });
  const conversions = result.fields.flatMap((field) => {
    const convert = CONVERT[field.dataTypeID];
    return convert ? [{ name: field.name, convert }] : [];
  });
  if (conversions.length > 0) {
    for (const row of result.rows as Record<string, unknown>[]) {
      for (const { name, convert } of conversions) if (row[name] !== null) row[name] = convert(row[name]);
    }
  }
  return result.rows as Row[];
}

export async function queryOne<Row extends object>(
  db: Queryable,
  text: string,
  values: unknown[] = [],
): Promise<Row | null> {
  const rows = await query<Row>(db, text, values);
  return rows[0] ?? null;
}

const RETRYABLE = new Set(['40001', '40P01']); // serialization failure, deadlock

/** Runs fn in one transaction on one connection; retries when PostgreSQL asks for it. */
export async function transaction<T>(
  pool: pg.Pool,
  fn: (tx: Transaction) => Promise<T>,
  attempts = 3,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      const result = await fn(client);
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      const code = (error as { code?: string }).code;
      if (attempt >= attempts || !code || !RETRYABLE.has(code)) throw error;
    } finally {
      client.release();
    }
  }
}

export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const e = error as { code?: string; constraint?: string };
  return e.code === '23505' && (!constraint || e.constraint === constraint);
}

/** Two rows an exclusion constraint keeps apart (two rentals or blocks on the same days). */
export function isExclusionViolation(error: unknown): boolean {
  return (error as { code?: string }).code === '23P01';
}
