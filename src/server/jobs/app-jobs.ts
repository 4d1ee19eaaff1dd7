import type { Database } from '../db/database.js';
import type { RentalLifecycle } from '../bookings/rental-lifecycle.js';
import type { ContactService } from '../contact/contact.service.js';
import type { OutboxService } from '../outbox/outbox.service.js';
import { pruneEvents } from '../events/user-events.repo.js';
import { pruneEndedWindows } from '../limits/rate-limits.repo.js';
import { pruneOldNotifications } from '../notifications/prune-notifications.js';
import type { JobDefinitions, JobQueue } from './job-queue.js';

type NoData = Record<string, never>;

/** Every job the server runs, with what it carries. */
export interface AppJobs {
  /** Forwards the contact messages that are due (right after a submission, at a retry's time, hourly). */
  'contact.forward': NoData;
  /** Sends the outbox's e-mails that are due (queued with each event, and every minute). */
  'outbox.send': NoData;
  /** Drops outbox rows sent or dropped a month ago. */
  'outbox.prune': NoData;
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
  outbox,
}: {
  db: Database;
  contact: ContactService;
  rentals: RentalLifecycle;
  outbox: OutboxService;
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
    'outbox.send': {
      // Besides the job each event queues: unread messages falling due, retries after a failure, a
      // lease that ran out (a crash mid-send), an event whose job was lost.
      cron: '* * * * *',
      run: async () => {
        await outbox.sendDue();
      },
    },
    'outbox.prune': {
      cron: '45 4 * * *',
      run: () => outbox.prune(),
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
