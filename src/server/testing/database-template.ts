import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { createPglite, openDatabase } from '../db/database.js';
import { migrate } from '../db/migrate.js';
import { pglitePoolConfig } from '../db/pglite-connection.js';

/** A migrated database every test file of a run starts from, made once by the global setup. */
export type DatabaseTemplate =
  { kind: 'pglite'; dumpPath: string } | { kind: 'postgres'; adminUrl: string; name: string };

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplate: DatabaseTemplate;
  }
}

export interface CreatedTemplate {
  template: DatabaseTemplate;
  drop(): Promise<void>;
}

/** Migrates an in-memory PGlite and dumps its data directory, uncompressed (it loads faster). */
export async function createPgliteTemplate(): Promise<CreatedTemplate> {
  const lite = await createPglite('memory://');
  const pool = new pg.Pool(pglitePoolConfig(lite) as pg.PoolConfig);
  await migrate(pool);
  await pool.end();
  const dump = await lite.dumpDataDir('none');
  await lite.close();
  const dir = await mkdtemp(join(tmpdir(), 'ronda-template-'));
  const dumpPath = join(dir, 'pglite.tar');
  await writeFile(dumpPath, new Uint8Array(await dump.arrayBuffer()));
  return {
    template: { kind: 'pglite', dumpPath },
    drop: () => rm(dir, { recursive: true, force: true }),
  };
}

/**
 * Migrates a uniquely named database on the server; every connection to it is closed afterwards,
 * because PostgreSQL copies a template only while nobody else is connected to it.
 */
export async function createPostgresTemplate(adminUrl: string): Promise<CreatedTemplate> {
  const name = `ronda_template_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
  try {
    const db = await openDatabase({ url: databaseUrl(adminUrl, name), dataDir: 'memory://', poolSize: 1 });
    try {
      await migrate(db.pool);
    } finally {
      await db.close();
    }
  } catch (error) {
    await dropPostgresDatabase(adminUrl, name);
    throw error;
  }
  return {
    template: { kind: 'postgres', adminUrl, name },
    drop: () => dropPostgresDatabase(adminUrl, name),
  };
}

export function databaseUrl(adminUrl: string, name: string) {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export function dropPostgresDatabase(adminUrl: string, name: string) {
  return adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}

export async function adminQuery(adminUrl: string, sql: string) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}
