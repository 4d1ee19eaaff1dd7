import type { Database } from '../db/database.js';
import type { RentalLifecycle } from '../bookings/rental-lifecycle.js';
import type { ContactService } from '../contact/contact.service.js';
import { pruneEvents } from '../events/user-events.repo.js';
import { pruneEndedWindows } from '../limits/rate-limits.repo.js';
import { pruneOldNotifications } from '../notifications/prune-notifications.js';
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
  /** Drops notifications older than 90 days. */
  'notifications.prune': NoData;
  /** A booking's next step is due: expiry, a reminder, its start or end, completion. */
  'booking.lifecycle': { bookingId: string };
  /** Every booking's due steps: the safety net for a lost job and for bookings older than their jobs. */
  'bookings.sweep': NoData;
}

export type AppJobQueue = JobQueue<AppJobs>;

const PRUNE_BATCH = 1000;

/** The handlers and schedules of every job in AppJobs. */
export function appJobDefinitions({
  db,
  contact,
  rentals,
}: {
  db: Database;
  contact: ContactService;
  rentals: RentalLifecycle;
}): JobDefinitions<AppJobs> {
  return {
    'booking.lifecycle': {
      run: async ({ bookingId }) => {
        await rentals.runDue(bookingId);
      },
    },
    'bookings.sweep': {
      cron: '*/10 * * * *',
      run: async () => {
        await rentals.runDue();
      },
    },
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
    'notifications.prune': {
      cron: '35 3 * * *',
      run: () => pruneOldNotifications(db, PRUNE_BATCH),
    },
  };
}
