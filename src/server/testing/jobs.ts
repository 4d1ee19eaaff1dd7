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
