import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getConstructionPlans } from 'pg-boss';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/database.js';
import { migrate } from '../db/migrate.js';
import { storedJobs } from '../testing/jobs.js';
import { clearOfWindowEdge } from '../testing/limit-windows.js';
import { createMigratedDatabase, usesPostgres, type TestDatabase } from '../testing/test-database.js';
import { JOB_SCHEMA, JobQueue, type JobDefinitions } from './job-queue.js';

interface TestJobs {
  'test.once': { n: number };
  'test.flaky': { failures: number };
  'test.scheduled': Record<string, never>;
  'test.later': { n: number };
  'test.slow': { n: number };
  'test.followUp': { n: number };
}

/** A promise with its resolve function outside, for a handler to wait on. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

const POLL = { timeout: 15_000, interval: 100 };

/** Handlers that record what ran, in this test process. */
function recordingJobs(cron = '0 0 1 1 *') {
  const runs = {
    once: [] as number[],
    flaky: [] as number[],
    scheduled: 0,
    later: [] as number[],
    followUps: [] as number[],
  };
  const definitions: JobDefinitions<TestJobs> = {
    'test.once': {
      run: async ({ n }) => {
        runs.once.push(n);
      },
    },
    'test.flaky': {
      retry: { limit: 5, delaySeconds: 1, maxDelaySeconds: 1 },
      run: async ({ failures }, job) => {
        runs.flaky.push(job.retryCount);
        if (job.retryCount < failures) throw new Error('todavía no');
      },
    },
    'test.scheduled': {
      cron,
      run: async () => {
        runs.scheduled++;
      },
    },
    'test.later': {
      run: async ({ n }) => {
        runs.later.push(n);
      },
    },
    'test.slow': { run: async () => undefined },
    'test.followUp': {
      run: async ({ n }) => {
        runs.followUps.push(n);
      },
    },
  };
  return { runs, definitions };
}

function quietLog() {
  const errors: unknown[] = [];
  return { errors, log: { warn: () => undefined, error: (obj: object) => void errors.push(obj) } };
}

describe('the job queue', () => {
  let test: TestDatabase;
  const queues: JobQueue<TestJobs>[] = [];
  const { errors, log } = quietLog();
  beforeAll(async () => {
    test = await createMigratedDatabase();
  });
  afterEach(async () => {
    await Promise.all(queues.splice(0).map((queue) => queue.stop()));
    expect(errors).toEqual([]);
  });
  afterAll(() => test.drop());

  async function startQueue(
    definitions: JobDefinitions<TestJobs>,
    db: Database = test.db,
    cronCheckSeconds?: number,
  ) {
    const queue = new JobQueue<TestJobs>(db, { pollingSeconds: 0.5, log, cronCheckSeconds });
    await queue.start(definitions);
    queues.push(queue);
    return queue;
  }

  it('is installed by the migrations at the version pg-boss expects, so starting migrates nothing', async () => {
    const expected = /INSERT INTO pgboss\.version\(version\) VALUES \('(\d+)'\)/.exec(
      getConstructionPlans(JOB_SCHEMA),
    );
    const { rows } = await test.db.pool.query(`SELECT version FROM ${JOB_SCHEMA}.version`);
    // When pg-boss is upgraded, add a migration from getMigrationPlans so test databases stay current.
    expect(rows).toEqual([{ version: Number(expected![1]) }]);
  });

  it('lets a job still running while the queue stops queue its follow-up (a retry), which runs later', async () => {
    const { runs, definitions } = recordingJobs();
    const stopping = gate();
    const queued: Array<string | null> = [];
    const slow = {
      ...definitions,
      'test.slow': {
        run: async ({ n }: { n: number }) => {
          await stopping.opened;
          queued.push(await queue.enqueue('test.followUp', { n }));
        },
      },
    };
    // The handler runs only once the queue below exists.
    const queue = await startQueue(slow);
    await queue.enqueue('test.slow', { n: 3 });
    await expect
      .poll(() => storedJobs(test.db.pool, 'test.slow').then((jobs) => jobs[0]?.state), POLL)
      .toBe('active');
    const stopped = queue.stop();
    stopping.open();
    await stopped;
    expect(queued).toEqual([expect.any(String)]);

    await startQueue(definitions);
    await expect.poll(() => runs.followUps, POLL).toEqual([3]);
  });

  it('runs an enqueued job once', async () => {
    const { runs, definitions } = recordingJobs();
    const queue = await startQueue(definitions);
    const id = await queue.enqueue('test.once', { n: 7 });
    await expect
      .poll(async () => (await storedJobs(test.db.pool, 'test.once'))[0]?.state, POLL)
      .toBe('completed');
    expect(runs.once).toEqual([7]);
    expect((await storedJobs(test.db.pool, 'test.once')).map((job) => job.id)).toEqual([id]);
  });

  it('creates a job with the transaction it was enqueued in, and never when that rolls back', async () => {
    const { runs, definitions } = recordingJobs();
    const queue = await startQueue(definitions);
    for (const outcome of ['ROLLBACK', 'COMMIT']) {
      const client = await test.db.pool.connect();
      try {
        await client.query('BEGIN');
        await queue.enqueue('test.once', { n: outcome === 'COMMIT' ? 2 : 1 }, { tx: client });
        await client.query(outcome);
      } finally {
        client.release();
      }
    }
    await expect.poll(() => runs.once, POLL).toEqual([2]);
    expect(await storedJobs(test.db.pool, 'test.once')).toHaveLength(2); // the first test's and this one
  });

  it('retries a failing job with backoff until it succeeds', async () => {
    const { runs, definitions } = recordingJobs();
    const queue = await startQueue(definitions);
    await queue.enqueue('test.flaky', { failures: 2 });
    await expect
      .poll(async () => (await storedJobs(test.db.pool, 'test.flaky'))[0]?.state, POLL)
      .toBe('completed');
    expect(runs.flaky).toEqual([0, 1, 2]);
  });

  it('runs a scheduled job once per occurrence, however many processes check the schedule', async () => {
    // A schedule for the current minute (UTC): due now, and not again today.
    await clearOfWindowEdge(test.db.pool, 60, 10);
    const now = new Date();
    const cron = `${now.getUTCMinutes()} ${now.getUTCHours()} * * *`;
    const first = recordingJobs(cron);
    const second = recordingJobs(cron);
    await startQueue(first.definitions, test.db, 1);
    await startQueue(second.definitions, test.db, 1);
    await expect.poll(() => first.runs.scheduled + second.runs.scheduled, POLL).toBe(1);
    // Later schedule checks (each instance checks every second) find the occurrence sent already.
    const checked = async () =>
      (await test.db.pool.query<{ cron_on: Date }>(`SELECT cron_on FROM ${JOB_SCHEMA}.version`)).rows[0]!
        .cron_on;
    const firstCheck = await checked();
    await expect.poll(async () => (await checked()) > firstCheck, POLL).toBe(true);
    const secondCheck = await checked();
    await expect.poll(async () => (await checked()) > secondCheck, POLL).toBe(true);
    expect(first.runs.scheduled + second.runs.scheduled).toBe(1);
    expect(await storedJobs(test.db.pool, 'test.scheduled')).toHaveLength(1);
  });
});

describe('the job queue across a restart', () => {
  it('runs a job queued before the restart', async () => {
    const { log, errors } = quietLog();
    let dataDir: string | undefined;
    let test: TestDatabase | undefined;
    let reopen: () => Promise<Database>;
    let first: Database;
    if (usesPostgres()) {
      test = await createMigratedDatabase();
      first = test.db;
      reopen = () => openDatabase({ url: test!.url, dataDir: 'memory://', poolSize: 5 });
    } else {
      dataDir = await mkdtemp(join(tmpdir(), 'ronda-jobs-'));
      first = await openDatabase({ dataDir, poolSize: 1 });
      await migrate(first.pool);
      reopen = () => openDatabase({ dataDir: dataDir!, poolSize: 1 });
    }
    try {
      const before = recordingJobs();
      const queue = new JobQueue<TestJobs>(first, { pollingSeconds: 0.5, log });
      await queue.start(before.definitions);
      await queue.enqueue('test.later', { n: 1 }, { startAfter: new Date(Date.now() + 1500) });
      await queue.stop();
      if (!test) await first.close();

      const second = await reopen();
      try {
        const after = recordingJobs();
        const restarted = new JobQueue<TestJobs>(second, { pollingSeconds: 0.5, log });
        await restarted.start(after.definitions);
        await expect.poll(() => after.runs.later, POLL).toEqual([1]);
        await restarted.stop();
        expect(before.runs.later).toEqual([]);
      } finally {
        await second.close();
      }
      expect(errors).toEqual([]);
    } finally {
      if (test) await test.drop();
      if (dataDir) await rm(dataDir, { recursive: true, force: true });
    }
  });
});
