import type { Database } from '../db/database.js';
import type { RentalLifecycle } from '../bookings/rental-lifecycle.js';
import type { ContactService } from '../contact/contact.service.js';
import type { OutboxService } from '../outbox/outbox.service.js';
import type { ObjectStorage } from '../storage/storage.js';
import { pruneEvents } from '../events/user-events.repo.js';
import { pruneEndedWindows } from '../limits/rate-limits.repo.js';
import { pruneOldNotifications } from '../notifications/prune-notifications.js';
import type { JobDefinitions, JobQueue } from './job-queue.js';

type NoData = Record<string, never>;

/** Every job the server runs, with what it carries. */
export interface AppJobs {
  /** Forwards one contact message (queued with it; its id is the message's). */
  'contact.forward': { id: string };
  /** Queues the forwarding of messages left without a job (stored before forwarding was set up). */
  'contact.requeue': NoData;
  /** Sends one outbox row, e-mail or push (queued with it, due when it is; its id is the row's). */
  'outbox.deliver': { id: string };
  /** Queues the delivery of outbox rows left without a job. */
  'outbox.requeue': NoData;
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
  /** Removes image files the storage refused to remove when their mate, avatar or account went. */
  'images.remove': { keys: string[] };
  /** Every booking's due steps: the safety net for a lost job and for bookings older than their jobs. */
  'bookings.sweep': NoData;
}

export type AppJobQueue = JobQueue<AppJobs>;

const PRUNE_BATCH = 1000;
/**
 * The outbox's workers per process: each fetches a batch of jobs, sends its rows at once and fetches
 * again when the whole batch is done; several keep the sending going while one waits for its slowest.
 */
const OUTBOX_WORKERS = 4;

/** The handlers and schedules of every job in AppJobs. */
export function appJobDefinitions({
  db,
  contact,
  rentals,
  outbox,
  outboxSendsAtOnce,
  objects,
}: {
  db: Database;
  objects: ObjectStorage;
  contact: ContactService;
  rentals: RentalLifecycle;
  outbox: OutboxService;
  /** OUTBOX_SENDS_AT_ONCE: the outbox's workers times their batch comes to at most this. */
  outboxSendsAtOnce: number;
}): JobDefinitions<AppJobs> {
  const outboxWorkers = Math.min(OUTBOX_WORKERS, outboxSendsAtOnce);
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
    'images.remove': {
      // Until the storage is back: a minute apart at first, at most six hours apart.
      retry: { limit: 'forever', delaySeconds: 60, maxDelaySeconds: 6 * 3600 },
      run: ({ keys }) => objects.remove(keys),
    },
    'contact.forward': {
      // Until the webhook takes it, a minute apart at first, at most six hours apart.
      retry: { limit: 'forever', delaySeconds: 60, maxDelaySeconds: 6 * 3600 },
      run: ({ id }) => contact.forward(id),
    },
    'contact.requeue': {
      // Only messages stored while no webhook was set (or before each had its job) lack one.
      cron: '5 * * * *',
      run: () => contact.requeueStranded(),
    },
    'outbox.deliver': {
      // Never given up: a failed send waits 5–10 s, then twice that each time, at most six hours.
      retry: { limit: 'forever', delaySeconds: 5, maxDelaySeconds: 6 * 3600 },
      // A send whose process died goes silent; the supervisor fails it within SUPERVISE_SECONDS of
      // that and it is retried: out again within a minute of the crash (job-queue.ts).
      heartbeatSeconds: 15,
      // OUTBOX_SENDS_AT_ONCE sends at once per process at most (workers times batch): a crash sends
      // at most that many twice (docs/benchmarks.md).
      workers: outboxWorkers,
      batchSize: Math.floor(outboxSendsAtOnce / outboxWorkers),
      runBatch: (jobs) => outbox.deliverEach(jobs.map(({ data }) => data.id)),
    },
    'outbox.requeue': {
      // Only rows written before each had its job, or without the app's binding, lack one.
      cron: '55 * * * *',
      run: () => outbox.requeueStranded(),
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
