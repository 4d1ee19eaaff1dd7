import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../db/database.js';
import { migrate } from '../db/migrate.js';

export const usesPostgres = () => process.env.TEST_DB === 'postgres';

export interface TestDatabase {
  db: Database;
  url?: string;
  drop(): Promise<void>;
}

/**
 * A fresh, empty database for one test file: an in-memory PGlite, or a uniquely named database on
 * the PostgreSQL server at TEST_DATABASE_URL, dropped when done.
 */
export async function createEmptyDatabase(): Promise<TestDatabase> {
  if (!usesPostgres()) {
    const db = await openDatabase({ dataDir: 'memory://', poolSize: 1 });
    return { db, drop: () => db.close() };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is required for the PostgreSQL test project');
  const name = `ronda_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const db = await openDatabase({ url: url.toString(), dataDir: 'memory://', poolSize: 10 });
  return {
    db,
    url: url.toString(),
    async drop() {
      await db.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

export async function createMigratedDatabase(): Promise<TestDatabase> {
  const test = await createEmptyDatabase();
  await migrate(test.db.pool);
  return test;
}
