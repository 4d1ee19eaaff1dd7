import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type pg from 'pg';
import type { Queryable } from './sql.js';

const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));
// Any constant works; it only has to be the same for every process that migrates this database.
const MIGRATION_LOCK = 7_305_121;

export interface MigrationResult {
  applied: string[];
}

async function migrationFiles(dir: string) {
  return (await readdir(dir)).filter((name) => /^\d{3}-[\w-]+\.sql$/.test(name)).sort();
}

/** The migrations this build ships that the database has not recorded (empty when up to date). */
export async function pendingMigrations(db: Queryable, dir = MIGRATIONS_DIR): Promise<string[]> {
  const { rows } = await db.query<{ name: string }>('SELECT name FROM schema_migrations');
  const done = new Set(rows.map((row) => row.name));
  return (await migrationFiles(dir)).filter((name) => !done.has(name));
}

/** Applies every numbered .sql migration not yet recorded, each in its own transaction. */
export async function migrate(pool: pg.Pool, dir = MIGRATIONS_DIR): Promise<MigrationResult> {
  const files = await migrationFiles(dir);
  const client = await pool.connect();
  const applied: string[] = [];
  try {
    // Several server processes may start together against one PostgreSQL: only one migrates.
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await client.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
      name text PRIMARY KEY,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
    const done = new Set(
      (await client.query<{ name: string }>('SELECT name FROM schema_migrations')).rows.map((r) => r.name),
    );
    for (const name of files) {
      if (done.has(name)) continue;
      const sql = await readFile(join(dir, name), 'utf8');
      try {
        await client.query('BEGIN');
        await client.query(sql);
        await client.query('INSERT INTO schema_migrations (name) VALUES ($1)', [name]);
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw new Error(`Migration ${name} failed: ${(error as Error).message}`, { cause: error });
      }
      applied.push(name);
    }
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    client.release();
  }
  return { applied };
}
