import type { Queryable } from '../db/sql.js';

/**
 * Limits count in fixed windows on the database's clock: a test that sends a few requests and expects
 * the next to be refused first waits out the last seconds of a window, so the sequence stays in one.
 */
export async function clearOfWindowEdge(db: Queryable, windowSeconds: number, marginSeconds = 5) {
  const { rows } = await db.query<{ left: number }>(
    'SELECT ($1::integer - mod(extract(epoch FROM clock_timestamp()), $1::integer))::float8 AS left',
    [windowSeconds],
  );
  const left = rows[0]!.left;
  if (left < marginSeconds) await new Promise((resolve) => setTimeout(resolve, left * 1000 + 100));
}
