import { randomBytes } from 'node:crypto';
import { openDatabase, type Database } from '../../src/server/db/database.js';
import { query } from '../../src/server/db/sql.js';
import { adminQuery, databaseUrl, dropPostgresDatabase } from '../../src/server/testing/database-template.js';
import type { Settings } from './settings.js';

export interface BenchDatabase {
  db: Database;
  label: string;
  drop(): Promise<void>;
}

/** A throw-away database: a fresh one on BENCH_DATABASE_URL's server, or an in-memory PGlite. */
export async function createBenchDatabase(settings: Settings): Promise<BenchDatabase> {
  const poolSize = settings.connections;
  if (!settings.adminUrl) {
    const db = await openDatabase({ dataDir: 'memory://', poolSize });
    return { db, label: 'PGlite (in memory, one connection)', drop: () => db.close() };
  }
  const adminUrl = settings.adminUrl;
  const name = `bench_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
  const url = databaseUrl(adminUrl, name);
  const db = await openDatabase({ url, dataDir: 'memory://', poolSize });
  const version = await query<{ server_version: string }>(db.pool, 'SHOW server_version');
  return {
    db,
    label: `PostgreSQL ${version[0]?.server_version ?? '?'} (database ${name}, pool ${poolSize})`,
    async drop() {
      await db.close();
      if (settings.keepDatabase) return console.log(`kept database ${url}`);
      await dropPostgresDatabase(adminUrl, name);
    },
  };
}
