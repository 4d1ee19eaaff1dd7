import { query, queryOne, type Queryable } from '../db/sql.js';

export interface Hit {
  /** Hits in the current window, this one included. */
  count: number;
  /** Whole seconds until the window ends (at least 1). */
  retryAfter: number;
}

/**
 * Counts one hit against a key's current window in one atomic statement, so concurrent requests on any
 * process see each other's counts. Windows are aligned to the epoch on the database's clock; the key's
 * ended windows are deleted on the way.
 */
export async function countHit(
  db: Queryable,
  name: string,
  subject: string,
  windowSeconds: number,
): Promise<Hit> {
  const row = await queryOne<Hit>(
    db,
    `WITH ended AS (
       DELETE FROM rate_limits WHERE name = $1 AND subject = $2 AND expires_at <= now()
     ),
     current_window AS (
       SELECT to_timestamp(floor(extract(epoch FROM now()) / $3::integer) * $3::integer) AS start
     )
     INSERT INTO rate_limits AS r (name, subject, window_start, expires_at)
     SELECT $1, $2, start, start + make_interval(secs => $3::integer) FROM current_window
     ON CONFLICT (name, subject, window_start) DO UPDATE SET count = r.count + 1
     RETURNING count, greatest(1, ceil(extract(epoch FROM r.expires_at - now())))::integer AS "retryAfter"`,
    [name, subject, windowSeconds],
  );
  if (!row) throw new Error('rate limit upsert returned no row');
  return row;
}

/** Deletes up to `batch` ended windows of any key; rows another process is deleting are skipped. */
export async function pruneEndedWindows(db: Queryable, batch = 1000): Promise<number> {
  const rows = await query<{ name: string }>(
    db,
    `DELETE FROM rate_limits WHERE ctid = ANY (ARRAY(
       SELECT ctid FROM rate_limits WHERE expires_at <= now() LIMIT $1 FOR UPDATE SKIP LOCKED
     ))
     RETURNING name`,
    [batch],
  );
  return rows.length;
}
