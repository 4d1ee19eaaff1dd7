import { PgBoss, type Db, type JobResult } from 'pg-boss';
import type pg from 'pg';
import type { Database } from '../db/database.js';
import type { Queryable } from '../db/sql.js';

/** Where pg-boss keeps its tables (created by migration 013). */
export const JOB_SCHEMA = 'pgboss';

export interface JobRun {
  id: string;
  /** 0 on the first attempt. */
  retryCount: number;
}

/**
 * How a job is run, in one of two shapes. Either way delivery is at least once (a process may die after
 * the work and before the job is marked done), so a handler must be idempotent, and a failed attempt is
 * retried.
 */
export type JobDefinition<Data> = JobSettings &
  (
    | {
        /** Does the work of one job; throwing fails this attempt. */
        run(data: Data, job: JobRun): Promise<void>;
        /** Attempts this process runs at once (each on its own, one job at a time); 1 by default. */
        workers?: number;
      }
    | {
        /**
         * Does the work of the jobs a worker fetched together (reading and writing their rows in a few
         * statements instead of a few each). Resolves, in the jobs' order, to null for each job done or
         * the error that failed that one attempt.
         */
        runBatch(jobs: readonly { data: Data; job: JobRun }[]): Promise<readonly (Error | null)[]>;
        /** Jobs a worker fetches at once, at most. */
        batchSize: number;
        /** Workers this process runs, each one batch at a time; 1 by default. */
        workers?: number;
      }
  );

interface JobSettings {
  /**
   * Failed attempts are retried `limit` times (or until they succeed), waiting `delaySeconds` to twice
   * that, doubling with each attempt up to `maxDelaySeconds`.
   */
  retry?: { limit: number | 'forever'; delaySeconds: number; maxDelaySeconds: number };
  /** A running attempt not finished by then counts as failed (its process probably died). */
  expireInSeconds?: number;
  /**
   * A running attempt proves its process alive this often (at half this interval); one that goes
   * silent this long counts as failed and is retried, without waiting for `expireInSeconds` (at least 10).
   */
  heartbeatSeconds?: number;
  /** Cron expression (UTC): one job per occurrence, across every process. */
  cron?: string;
}

/** Every job name of a registry with its handler; a name without one does not compile. */
export type JobDefinitions<Payloads> = {
  [Name in keyof Payloads & string]: JobDefinition<Payloads[Name]>;
};

export interface EnqueueOptions {
  /** A transaction client: the job exists only if that transaction commits. */
  tx?: Queryable;
  /** Not before this moment. */
  startAfter?: Date;
  /** At most one queued job per key (per job name). */
  singletonKey?: string;
}

export interface JobQueueOptions {
  /** How often each worker looks for due jobs; new jobs are announced at once through NOTIFY. */
  pollingSeconds: number;
  log: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
  /** How often schedules are checked (1–45 s); only tests shorten it. */
  cronCheckSeconds?: number;
  /** Whether this process sends the cron schedules' jobs (it still works every job); default true. */
  schedules?: boolean;
}

const DEFAULT_RETRY = { limit: 10, delaySeconds: 10, maxDelaySeconds: 3600 };
const DEFAULT_EXPIRE_SECONDS = 300;
const BATCH_SIZE = 10;
/** pg-boss keeps its retry count in an integer column. */
const RETRY_FOREVER = 2 ** 31 - 1;
/** A job retried forever must not be deleted while it waits (pg-boss's default is 14 days). */
const WAIT_FOREVER_SECONDS = 50 * 365 * 86_400;
const WAIT_SECONDS = 14 * 86_400;
/**
 * How often attempts that went silent (no heartbeat) or ran out of time are failed for retry, across
 * every process: with a heartbeat of 15 s and a first retry 5–10 s later, an attempt whose process was
 * killed runs again within a minute (pg-boss's default, a minute, would make it two).
 */
export const SUPERVISE_SECONDS = 15;
// Below main.ts's ten-second shutdown deadline: running jobs get this long to finish.
const STOP_TIMEOUT_MS = 8000;

/** Runs a batch's jobs one after the other; resolves to each one's error, or null. */
async function runEach(
  definition: { run(data: object, job: JobRun): Promise<void> },
  jobs: readonly { id: string; data: object; retryCount: number }[],
) {
  const errors: (Error | null)[] = [];
  for (const job of jobs) {
    try {
      await definition.run(job.data, { id: job.id, retryCount: job.retryCount });
      errors.push(null);
    } catch (error) {
      errors.push(error as Error);
    }
  }
  return errors;
}

/** Runs pg-boss's SQL on a connection of our pool, or in the caller's transaction. */
function clientAdapter(client: Queryable): Db {
  return { executeSql: (text, values) => client.query(text, values as unknown[]) };
}

/**
 * pg-boss on the app's own pool, so it works on PGlite's single connection as on PostgreSQL and
 * opens no connections of its own. A failed statement is rolled back on its connection before the
 * connection goes back: pg-boss sends some BEGIN … COMMIT blocks as one text, and on PGlite the one
 * session would otherwise stay in an aborted transaction.
 */
function poolAdapter(db: Database): Db {
  const pool: pg.Pool = db.pool;
  return {
    async executeSql(text, values) {
      const client = await pool.connect();
      try {
        const result = await client.query(text, values as unknown[]);
        client.release();
        return result;
      } catch (error) {
        const recovered = await client.query('ROLLBACK').then(
          () => true,
          () => false,
        );
        client.release(recovered ? undefined : (error as Error));
        throw error;
      }
    },
    // Through the app's one listening connection (PGlite's in-process listen when embedded).
    async listen(channel, onNotification, onReconnect) {
      const unsubscribe = await db.listen(channel, onNotification, onReconnect);
      onReconnect();
      return { close: unsubscribe };
    },
  };
}

/**
 * The durable job queue: jobs live in PostgreSQL (pg-boss), run once across every process on the
 * database, survive restarts and are retried with backoff. Create it, hand `enqueue` to the
 * services, then `start` it with the handlers.
 */
export class JobQueue<Payloads extends { [Name in keyof Payloads]: object }> {
  private readonly boss: PgBoss;
  private started = false;
  private stopping = false;

  constructor(
    db: Database,
    private readonly options: JobQueueOptions,
  ) {
    this.boss = new PgBoss({
      db: poolAdapter(db),
      backend: db.kind === 'pglite' ? 'pglite' : 'postgres',
      schema: JOB_SCHEMA,
      useListenNotify: true,
      // One row per process in a registry nobody reads here, refreshed every 30 s: not worth the writes.
      registerInstance: false,
      schedule: options.schedules ?? true,
      superviseIntervalSeconds: SUPERVISE_SECONDS,
      monitorIntervalSeconds: SUPERVISE_SECONDS,
      ...(options.cronCheckSeconds
        ? {
            cronMonitorIntervalSeconds: options.cronCheckSeconds,
            cronWorkerIntervalSeconds: options.cronCheckSeconds,
          }
        : {}),
    });
    this.boss.on('error', (error) => options.log.error({ err: error }, 'job queue error'));
    this.boss.on('warning', (warning) => options.log.warn({ data: warning.data }, warning.message));
  }

  /** Creates or updates each queue, its schedule, and starts a worker for it. */
  async start(definitions: JobDefinitions<Payloads>) {
    await this.boss.start();
    this.started = true;
    const existing = new Map((await this.boss.getQueues()).map((queue) => [queue.name, queue]));
    const schedules = await this.boss.getSchedules();
    // A job that is gone (renamed or replaced) must not keep being sent on its old schedule.
    for (const schedule of schedules)
      if (!(schedule.name in definitions)) await this.boss.unschedule(schedule.name, schedule.key);
    for (const [name, definition] of Object.entries(definitions) as [string, JobDefinition<object>][]) {
      const retry = definition.retry ?? DEFAULT_RETRY;
      const forever = retry.limit === 'forever';
      const settings = {
        retryLimit: forever ? RETRY_FOREVER : (retry.limit as number),
        retryDelay: retry.delaySeconds,
        retryBackoff: true,
        retryDelayMax: retry.maxDelaySeconds,
        expireInSeconds: definition.expireInSeconds ?? DEFAULT_EXPIRE_SECONDS,
        retentionSeconds: forever ? WAIT_FOREVER_SECONDS : WAIT_SECONDS,
        notify: true,
      };
      const heartbeatSeconds = definition.heartbeatSeconds ?? null;
      const queue = existing.get(name);
      if (!queue)
        await this.boss.createQueue(name, { ...settings, ...(heartbeatSeconds ? { heartbeatSeconds } : {}) });
      else if (
        queue.retryLimit !== settings.retryLimit ||
        queue.retryDelay !== settings.retryDelay ||
        !queue.retryBackoff ||
        queue.retryDelayMax !== settings.retryDelayMax ||
        queue.expireInSeconds !== settings.expireInSeconds ||
        queue.retentionSeconds !== settings.retentionSeconds ||
        (queue.heartbeatSeconds ?? null) !== heartbeatSeconds ||
        !queue.notify
      )
        await this.boss.updateQueue(name, { ...settings, heartbeatSeconds });

      const scheduled = schedules.find((schedule) => schedule.name === name);
      if (definition.cron && scheduled?.cron !== definition.cron)
        await this.boss.schedule(name, definition.cron, {}, { tz: 'UTC' });
      else if (!definition.cron && scheduled) await this.boss.unschedule(name);

      await this.boss.work<object>(
        name,
        {
          pollingIntervalSeconds: this.options.pollingSeconds,
          notifyPollingIntervalSeconds: this.options.pollingSeconds,
          // Up to a batch per fetch, fetched again at once while batches come back full; each job
          // still succeeds or fails on its own. A job run by several workers one at a time is fetched
          // two at a time (the least that lets pg-boss fetch again at once), so little waits behind another.
          batchSize: 'runBatch' in definition ? definition.batchSize : definition.workers ? 2 : BATCH_SIZE,
          localConcurrency: definition.workers ?? 1,
          burstWhenBatchFull: true,
          perJobResults: true,
        },
        async (jobs) => {
          const errors =
            'runBatch' in definition
              ? // A batch that fails as a whole (its database gone, say) fails each of its jobs.
                await definition
                  .runBatch(
                    jobs.map((job) => ({ data: job.data, job: { id: job.id, retryCount: job.retryCount } })),
                  )
                  .catch((error: unknown) => jobs.map(() => error as Error))
              : await runEach(definition, jobs);
          return jobs.map((job, i): JobResult => {
            const error = errors[i] ?? null;
            if (!error) return { id: job.id, status: 'completed' };
            this.options.log.warn(
              { err: error, job: name, jobId: job.id, retryCount: job.retryCount },
              'job failed; it will be retried',
            );
            return { id: job.id, status: 'failed', output: { message: error.message } };
          });
        },
      );
    }
  }

  /** Queues a job; with `tx`, inside that transaction. Resolves to its id (null if a singleton was queued already). */
  async enqueue<Name extends keyof Payloads & string>(
    name: Name,
    data: Payloads[Name],
    options: EnqueueOptions = {},
  ): Promise<string | null> {
    // While stopping, jobs still running may queue their follow-ups (a retry): the database is open.
    if (!this.started) throw new Error(`job queue not started: cannot enqueue ${name}`);
    return this.boss.send(name, data, {
      ...(options.tx ? { db: clientAdapter(options.tx) } : {}),
      ...(options.startAfter ? { startAfter: options.startAfter } : {}),
      ...(options.singletonKey ? { singletonKey: options.singletonKey } : {}),
    });
  }

  /**
   * Queues one job per item, each with its own id (the row it works on), in one statement; with
   * `tx`, inside that transaction. An id that already has a job is skipped, so queueing a row's job
   * again is harmless.
   */
  async enqueueEach<Name extends keyof Payloads & string>(
    name: Name,
    jobs: readonly { id: string; data: Payloads[Name]; startAfter?: Date }[],
    options: Pick<EnqueueOptions, 'tx'> = {},
  ): Promise<void> {
    if (!this.started) throw new Error(`job queue not started: cannot enqueue ${name}`);
    if (jobs.length === 0) return;
    await this.boss.insert(
      name,
      jobs.map((job) => ({
        id: job.id,
        data: job.data,
        ...(job.startAfter ? { startAfter: job.startAfter } : {}),
      })),
      options.tx ? { db: clientAdapter(options.tx) } : {},
    );
  }

  /** Stops fetching and waits (a few seconds at most) for running jobs; the database stays open. */
  async stop() {
    if (!this.started || this.stopping) return;
    this.stopping = true;
    try {
      await this.boss.stop({ graceful: true, close: false, timeout: STOP_TIMEOUT_MS });
    } finally {
      this.started = false;
      this.stopping = false;
    }
  }
}
