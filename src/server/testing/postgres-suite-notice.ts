import { styleText } from 'node:util';
import type { Reporter, TestModule, Vitest } from 'vitest/node';

/** What a run without TEST_DATABASE_URL leaves out, and how to include it; null when it ran. */
export function postgresSuiteNotice(): string | null {
  if (process.env.TEST_DATABASE_URL) return null;
  return [
    '',
    styleText(['bold', 'yellow'], 'The PostgreSQL API suite did NOT run: TEST_DATABASE_URL is not set,'),
    styleText(
      ['bold', 'yellow'],
      'so the API tests ran on PGlite only, and the scale-out drill (npm run drill)',
    ),
    styleText(['bold', 'yellow'], 'did not run either. To run both on PostgreSQL too:'),
    '',
    '  TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm test',
    '',
  ].join('\n');
}

/** Ends a Vitest run that ran the API suite on PGlite alone with the notice, after the summary. */
export class PostgresSuiteNoticeReporter implements Reporter {
  private vitest: Vitest | undefined;

  onInit(vitest: Vitest) {
    this.vitest = vitest;
  }

  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    const notice = postgresSuiteNotice();
    const ranApiSuite = testModules.some((module) => module.project.name === 'api-pglite');
    if (notice && ranApiSuite) this.vitest?.logger.log(notice);
  }
}
