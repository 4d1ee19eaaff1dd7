import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../db/database.js';
import { adminQuery, databaseUrl, dropPostgresDatabase } from './database-template.js';

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
  if (!usesPostgres()) return openPgliteDatabase();
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is required for the PostgreSQL test project');
  return createPostgresDatabase(adminUrl);
}

/** A fresh database with every migration applied, copied from the template the global setup made. */
export async function createMigratedDatabase(): Promise<TestDatabase> {
  const template = inject('databaseTemplate');
  if (!template) throw new Error('No database template: run the API tests through vitest.config.ts');
  if (template.kind === 'pglite') return openPgliteDatabase(new Blob([await readFile(template.dumpPath)]));
  return createPostgresDatabase(template.adminUrl, template.name);
}

async function openPgliteDatabase(loadDataDir?: Blob): Promise<TestDatabase> {
  const db = await openDatabase({ dataDir: 'memory://', poolSize: 1, loadDataDir });
  return { db, drop: () => db.close() };
}

async function createPostgresDatabase(adminUrl: string, template?: string): Promise<TestDatabase> {
  const name = `ronda_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  const url = databaseUrl(adminUrl, name);
  const db = await openDatabase({ url, dataDir: 'memory://', poolSize: 10 });
  return {
    db,
    url,
    async drop() {
      await db.close();
      await dropPostgresDatabase(adminUrl, name);
    },
  };
}
