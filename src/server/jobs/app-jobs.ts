import type { Database } from '../db/database.js';
import type { ContactService } from '../contact/contact.service.js';
import { pruneEvents } from '../events/user-events.repo.js';
import { pruneEndedWindows } from '../limits/rate-limits.repo.js';
import type { JobDefinitions, JobQueue } from './job-queue.js';

type NoData = Record<string, never>;

/** Every job the server runs, with what it carries. */
export interface AppJobs {
  /** Forwards the contact messages that are due (right after a submission, at a retry's time, hourly). */
  'contact.forward': NoData;
  /** Drops live events older than a day (kept for reconnecting streams). */
  'events.prune': NoData;
  /** Drops ended rate-limit windows of people who never came back. */
  'limits.prune': NoData;
}

export type AppJobQueue = JobQueue<AppJobs>;

const PRUNE_BATCH = 1000;

/** The handlers and schedules of every job in AppJobs. */
export function appJobDefinitions({
  db,
  contact,
}: {
  db: Database;
  contact: ContactService;
}): JobDefinitions<AppJobs> {
  return {
    'contact.forward': {
      // A safety net besides the jobs each submission and failure queue: a webhook configured later, a
      // message whose failure could not be recorded or whose sender's lease ran out (a crash, a stop)
      // is still forwarded within minutes.
      cron: '*/5 * * * *',
      run: async () => {
        await contact.forwardPending();
      },
    },
    'events.prune': {
      cron: '15 * * * *',
      run: () => pruneEvents(db.pool),
    },
    'limits.prune': {
      cron: '25 * * * *',
      run: async () => {
        // In batches, so no statement holds many row locks while requests count their hits.
        while ((await pruneEndedWindows(db.pool, PRUNE_BATCH)) === PRUNE_BATCH);
      },
    },
  };
}
