import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database.js';
import { startWebhook } from '../testing/webhook.js';
import { makeJobsDue, storedJobs } from '../testing/jobs.js';
import { call, startServer, stopServers, type ServerProcess } from '../testing/server-process.js';
import { createEmptyDatabase, createMigratedDatabase, type TestDatabase } from '../testing/test-database.js';
import { JobQueue } from './job-queue.js';

const POLL = { timeout: 20_000, interval: 200 };
const quietLog = { warn: () => undefined, error: () => undefined };

describe('one job queue worked by two processes on one PostgreSQL', () => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createMigratedDatabase();
  });
  afterAll(() => test.drop());

  it('runs each job exactly once', async () => {
    // A second pool on the same database: the connections a second server process has.
    const other = await openDatabase({ url: test.url!, dataDir: 'memory://', poolSize: 5 });
    const runs: { process: string; n: number }[] = [];
    const queues = ['a', 'b'].map(
      (process) =>
        [
          process,
          new JobQueue<{ 'test.count': { n: number } }>(process === 'a' ? test.db : other, {
            pollingSeconds: 0.5,
            log: quietLog,
          }),
        ] as const,
    );
    try {
      for (const [process, queue] of queues)
        await queue.start({ 'test.count': { run: async ({ n }) => void runs.push({ process, n }) } });
      const count = 60;
      await Promise.all(
        Array.from({ length: count }, (_, n) => queues[n % 2]![1].enqueue('test.count', { n })),
      );
      await expect.poll(() => runs.length, POLL).toBe(count);
      expect(runs.map((run) => run.n).sort((x, y) => x - y)).toEqual(
        Array.from({ length: count }, (_, n) => n),
      );
    } finally {
      for (const [, queue] of queues) await queue.stop();
      await other.close();
    }
  });
});

describe('contact forwarding with two server processes on one PostgreSQL', () => {
  let database: TestDatabase;
  let webhook: Awaited<ReturnType<typeof startWebhook>>;
  const servers: ServerProcess[] = [];
  beforeAll(async () => {
    database = await createEmptyDatabase();
    webhook = await startWebhook();
    const env = {
      CONTACT_WEBHOOK_URL: webhook.url,
      JOBS_POLL_SECONDS: '0.5',
      CONTACT_RATE_LIMIT_MAX: '1000',
    };
    // One after the other: both would migrate at once otherwise (safe, but slower on two cores).
    servers.push(await startServer(database.url!, env));
    servers.push(await startServer(database.url!, env));
  }, 120_000);
  afterAll(async () => {
    await stopServers(servers);
    await webhook.close();
    await database.drop();
  });

  it('retries failed forwards through the queue and delivers each message once', async () => {
    const names = Array.from({ length: 6 }, (_, i) => `Persona ${i}`);
    for (const [i, name] of names.entries()) {
      const sent = await call(servers[i % 2]!.base, '/api/contact', {
        method: 'POST',
        body: { name, email: 'ana@ejemplo.com', city: 'Cádiz', comments: 'Hola' },
      });
      expect(sent.status).toBe(201);
    }
    const attempts = async () =>
      (
        await database.db.pool.query<{ failed: number; forwarded: number }>(
          `SELECT count(*) FILTER (WHERE forward_attempts >= 1 AND forwarded_at IS NULL)::int AS failed,
                  count(forwarded_at)::int AS forwarded
             FROM contact_messages`,
        )
      ).rows[0]!;
    // Each submission's job tried once, failed, and waits for its retry a minute ahead.
    await expect.poll(async () => (await attempts()).failed, POLL).toBe(names.length);
    // The attempt is recorded on the message before its job settles: wait for every job's retry.
    await expect
      .poll(
        async () =>
          (await storedJobs(database.db.pool, 'contact.forward')).filter((job) => job.state === 'retry')
            .length,
        POLL,
      )
      .toBe(names.length);

    webhook.state.failing = false;
    // Their minute has come (instead of waiting for it).
    await makeJobsDue(database.db.pool, 'contact.forward');
    await expect.poll(async () => (await attempts()).forwarded, POLL).toBe(names.length);
    expect(webhook.received.map((form) => form.get('name')).sort()).toEqual(names);
  });
});
