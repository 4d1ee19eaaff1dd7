/** Repeats at the very end of `npm test` that the PostgreSQL API suite did not run, when it did not. */
import { postgresSuiteNotice } from '../src/server/testing/postgres-suite-notice.js';

const notice = postgresSuiteNotice();
if (notice) console.log(notice);
