import type { Database } from '../db/database.js';
import { markSent, type SentRow } from './outbox.repo.js';

/**
 * Marks rows sent as they are accepted, those accepted meanwhile together (a group commit): while one
 * statement runs, the rows accepted since wait for the next, which marks them all. A row waits at most
 * for the statement running at its acceptance and its own, so the window in which a crash would send
 * it again stays a few milliseconds, while a burst costs a statement per handful of rows instead of
 * one each. Resolves once the row's mark is committed; rejects if its statement failed.
 */
export function createSentMarks(db: Database) {
  let waiting: { row: SentRow; settle: (error?: unknown) => void }[] = [];
  let writing = false;

  async function writeWaiting() {
    writing = true;
    while (waiting.length > 0) {
      const marks = waiting;
      waiting = [];
      try {
        await markSent(
          db.pool,
          marks.map((mark) => mark.row),
        );
        for (const mark of marks) mark.settle();
      } catch (error) {
        for (const mark of marks) mark.settle(error);
      }
    }
    writing = false;
  }

  return (row: SentRow) =>
    new Promise<void>((resolve, reject) => {
      waiting.push({ row, settle: (error) => (error === undefined ? resolve() : reject(error as Error)) });
      if (!writing) void writeWaiting();
    });
}
