import { defineConfig } from 'vitest/config';
import { PostgresSuiteNoticeReporter } from './src/server/testing/postgres-suite-notice.js';

const serverTests = ['src/server/**/*.test.ts'];
const postgresOnly = 'src/server/**/*.postgres.test.ts';
const common = {
  setupFiles: ['src/server/testing/fail-on-console-error.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
};
// The API projects migrate one template database per run; each test file starts from a copy.
const api = { ...common, globalSetup: ['src/server/testing/database-template.setup.ts'] };

/**
 * Unit tests, and the API suite against PGlite; when TEST_DATABASE_URL points at a PostgreSQL server,
 * the same API suite runs against it too.
 */
export default defineConfig({
  test: {
    // Without TEST_DATABASE_URL, the end of the output says the PostgreSQL half did not run.
    reporters: ['default', new PostgresSuiteNoticeReporter()],
    // The API tests spend much of their time waiting on the database: one worker per core, not the
    // default one fewer (a single worker on a 2-core machine, 230 s instead of 155 s there).
    maxWorkers: '100%',
    projects: [
      {
        test: {
          ...common,
          name: 'unit',
          include: ['*.test.ts', 'src/shared/**/*.test.ts', 'src/web/**/*.test.{ts,tsx}'],
        },
      },
      { test: { ...common, name: 'scripts', include: ['scripts/**/*.test.ts'] } },
      {
        test: {
          ...api,
          name: 'api-pglite',
          include: serverTests,
          exclude: [postgresOnly],
          env: { TEST_DB: 'pglite' },
        },
      },
      // What only a real server can show (several processes on one database) runs here alone.
      ...(process.env.TEST_DATABASE_URL
        ? [{ test: { ...api, name: 'api-postgres', include: serverTests, env: { TEST_DB: 'postgres' } } }]
        : []),
    ],
  },
});
