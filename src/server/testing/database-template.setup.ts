import type { TestProject } from 'vitest/node';
import { createPgliteTemplate, createPostgresTemplate } from './database-template.js';

/**
 * Vitest global setup of an API project: migrates once per run, so each test file copies a migrated
 * database instead of creating and migrating its own (several seconds per file on PGlite).
 */
export async function setup(project: TestProject) {
  const onPostgres = project.config.env.TEST_DB === 'postgres';
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (onPostgres && !adminUrl)
    throw new Error('TEST_DATABASE_URL is required for the PostgreSQL test project');
  const created =
    onPostgres && adminUrl ? await createPostgresTemplate(adminUrl) : await createPgliteTemplate();
  project.provide('databaseTemplate', created.template);
  return () => created.drop();
}
