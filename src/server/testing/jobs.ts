import type { Queryable } from '../db/sql.js';
import { JOB_SCHEMA } from '../jobs/job-queue.js';

/** Makes the queued jobs of `name` due now, as if their time had come, instead of waiting for it. */
export async function makeJobsDue(db: Queryable, name: string) {
  await db.query(
    `UPDATE ${JOB_SCHEMA}.job SET start_after = now() WHERE name = $1 AND state IN ('created', 'retry')`,
    [name],
  );
}

/** The jobs of `name` as the queue stores them, oldest first. */
export async function storedJobs(db: Queryable, name: string) {
  const { rows } = await db.query<{ id: string; state: string; retry_count: number; start_after: Date }>(
    `SELECT id, state, retry_count, start_after FROM ${JOB_SCHEMA}.job WHERE name = $1 ORDER BY created_on`,
    [name],
  );
  return rows;
}

/**
 * Makes due the queued jobs of `name` whose time has come by `instant` (a driven clock's now), as if
 * the real clock had reached it, and returns their ids.
 */
export async function makeJobsDueBy(db: Queryable, name: string, instant: Date) {
  const { rows } = await db.query<{ id: string }>(
    `UPDATE ${JOB_SCHEMA}.job SET start_after = now()
      WHERE name = $1 AND state IN ('created', 'retry') AND start_after <= $2
      RETURNING id`,
    [name, instant],
  );
  return rows.map((row) => row.id);
}

/** How many of these jobs are still waiting or running. */
export async function unfinishedJobs(db: Queryable, ids: string[]) {
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM ${JOB_SCHEMA}.job WHERE id = ANY($1::uuid[]) AND state IN ('created', 'retry', 'active')`,
    [ids],
  );
  return rows[0]!.n;
}

/**
/**
 * How many jobs (of `name`, or of any name) are running or due to run now. A test app closed while a job
 * runs can hang on PGlite, so a suite whose last steps queue jobs waits for this to reach 0 before closing.
 */
export async function busyJobs(db: Queryable, name?: string) {
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM ${JOB_SCHEMA}.job
      WHERE ($1::text IS NULL OR name = $1)
        AND (state = 'active' OR (state IN ('created', 'retry') AND start_after <= now()))`,
    [name ?? null],
  );
  return rows[0]!.n;
}

/**
 * Makes due the jobs of `name` whose time has come by `instant` (a driven clock's now) and waits until
 * every due job of `name` has run: done, or failed and waiting for its retry. Resolves to the ids made due.
 */
export async function runJobsDueBy(db: Queryable, name: string, instant: Date, timeoutMs = 15_000) {
  const ids = await makeJobsDueBy(db, name, instant);
  const until = Date.now() + timeoutMs;
  for (;;) {
    const due = await busyJobs(db, name);
    if (due === 0) return ids;
    if (Date.now() > until) throw new Error(`${due} jobs of ${name} still due after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
