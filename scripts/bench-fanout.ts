/**
 * Notification fan-out benchmark: a burst of events (booking requests to hosts, each one notification)
 * fans out through the outbox to e-mail and push. Real server processes (the build, production mode,
 * PostgreSQL; two by default, sharing the work as two machines would) send them to an SMTP server and a
 * push service played by this process. Prints the sending rate, the time until the outbox is empty, what
 * arrived (each exactly once) and each server's memory.
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:fanout
 *   knobs: BENCH_EVENTS (10000), BENCH_HOSTS (2000; each gets EVENTS/HOSTS requests, one device each),
 *   BENCH_SERVERS (2), BENCH_SMTP_DOWN_SECONDS (0: with more, the SMTP server goes down as the burst
 *   starts, refusing connections that long, then comes back; nothing may be lost or arrive twice).
 *   The servers read OUTBOX_SENDS_AT_ONCE and SMTP_POOL_SIZE from the environment, as in production.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { PgBoss } from 'pg-boss';
import { SMTPServer } from 'smtp-server';
import webpush from 'web-push';
import { systemClock } from '../src/server/clock.js';
import { JOB_SCHEMA } from '../src/server/jobs/job-queue.js';
import { createNotifier } from '../src/server/notifications/notifier.js';
import { freePort } from '../src/server/testing/free-port.js';
import { startPushService } from '../src/server/testing/push-service.js';
import { startServer, type ServerProcess } from '../src/server/testing/server-process.js';

const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const EVENTS = Number(process.env.BENCH_EVENTS ?? 10_000);
const HOSTS = Number(process.env.BENCH_HOSTS ?? 2000);
const SERVERS = Number(process.env.BENCH_SERVERS ?? 2);
const SMTP_DOWN_SECONDS = Number(process.env.BENCH_SMTP_DOWN_SECONDS ?? 0);
// Events are written as the app writes them: a transaction per request, here 100 at a time.
const EVENTS_PER_TRANSACTION = 100;

function rssMb(pid: number) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

/** CPU time (user and system) a process has used so far, in seconds. */
function cpuSeconds(pid: number) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
}
const CLOCK_TICKS = 100;

/**
 * The CPU the fan-out costs, whatever else the machine runs: the server processes' and the database
 * backends' (those connected to the benchmark's database) from the first sample on. Sampled often,
 * so a backend that closes in between is counted up to its last sample.
 */
function cpuMeter(serverPids: number[], db: pg.Pool, database: string) {
  const seen = new Map<number, { kind: 'servers' | 'database'; first: number; last: number }>();
  const note = (pid: number, kind: 'servers' | 'database', fresh: boolean) => {
    try {
      const now = cpuSeconds(pid);
      const known = seen.get(pid);
      if (known) known.last = now;
      else seen.set(pid, { kind, first: fresh ? 0 : now, last: now });
    } catch {
      // The process ended since it was listed.
    }
  };
  let sampled = false;
  return {
    async sample() {
      for (const pid of serverPids) note(pid, 'servers', false);
      const backends = await db.query<{ pid: number }>(
        'SELECT pid FROM pg_stat_activity WHERE datname = $1',
        [database],
      );
      // Backends first seen after the first sample started during the run: all their CPU counts.
      for (const { pid } of backends.rows) note(pid, 'database', sampled);
      sampled = true;
    },
    totals() {
      const sum = { servers: 0, database: 0 };
      for (const { kind, first, last } of seen.values()) sum[kind] += last - first;
      return sum;
    },
  };
}

/**
 * An SMTP server that only counts what it accepts, by Message-ID (to see any sent twice). It can go
 * down (its open connections dropped, new ones refused) and come back on the same port.
 */
async function startCountingSmtp() {
  const port = await freePort();
  const ids = new Map<string, number>();
  let server: SMTPServer | null = null;
  const start = async () => {
    server = new SMTPServer({
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      closeTimeout: 100,
      onData(stream, _session, callback) {
        let head = '';
        stream.on('data', (chunk: Buffer) => {
          if (head.length < 4096) head += chunk.toString('latin1');
        });
        stream.on('end', () => {
          const id = /^message-id:\s*(\S+)/im.exec(head)?.[1] ?? 'none';
          ids.set(id, (ids.get(id) ?? 0) + 1);
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server!.listen(port, '127.0.0.1', () => resolve()));
  };
  const stop = async () => {
    const running = server;
    server = null;
    if (running) await new Promise<void>((resolve) => running.close(() => resolve()));
  };
  await start();
  return { url: `smtp://127.0.0.1:${port}`, ids, start, stop };
}

async function main() {
  const name = `bench_fo_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  const smtp = await startCountingSmtp();
  const pushService = await startPushService();
  const certFile = join(tmpdir(), `${name}-push-ca.pem`);
  writeFileSync(certFile, pushService.certificate);
  const keys = webpush.generateVAPIDKeys();
  const servers: ServerProcess[] = [];
  try {
    for (let i = 0; i < SERVERS; i++)
      servers.push(
        await startServer(
          url.toString(),
          {
            DATABASE_POOL_SIZE: '10',
            SMTP_URL: smtp.url,
            VAPID_PUBLIC_KEY: keys.publicKey,
            VAPID_PRIVATE_KEY: keys.privateKey,
            NODE_EXTRA_CA_CERTS: certFile,
          },
          { mode: 'production', entry: 'build' },
        ),
      );
    const pids = servers.map((server) => server.child.pid!);
    const db = new pg.Pool({ connectionString: url.toString(), max: 4 });
    console.log(`Loading ${HOSTS} hosts with a device each and ${EVENTS} booking requests…`);
    const events = await loadBookings(db, pushService);
    const rssBefore = pids.map(rssMb);

    // As the app does: each event's transaction queues its rows' delivery jobs (one per row).
    const boss = new PgBoss({
      connectionString: url.toString(),
      schema: JOB_SCHEMA,
      supervise: false,
      schedule: false,
    });
    await boss.start();
    console.log(`Writing ${EVENTS} events in a burst…`);
    const notifier = createNotifier({
      clock: systemClock,
      channels: { email: true, push: true },
      deliver: (rows, tx) =>
        boss.insert(
          'outbox.deliver',
          rows.map((row) => ({ id: row.id, data: { id: row.id } })),
          tx ? { db: { executeSql: (text, values) => tx.query(text, values as unknown[]) } } : {},
        ),
    });
    const meter = cpuMeter(pids, db, name);
    await meter.sample();
    const benchCpu = process.cpuUsage();
    const started = performance.now();
    // The SMTP server goes down as the burst starts, and comes back a while later.
    let smtpBack: Promise<void> = Promise.resolve();
    if (SMTP_DOWN_SECONDS > 0) {
      await smtp.stop();
      smtpBack = sleep(SMTP_DOWN_SECONDS * 1000).then(() => smtp.start());
    }
    for (let i = 0; i < events.length; i += EVENTS_PER_TRANSACTION) {
      const client = await db.connect();
      try {
        await client.query('BEGIN');
        await notifier.notify(client, events.slice(i, i + EVENTS_PER_TRANSACTION));
        await client.query('COMMIT');
      } finally {
        client.release();
      }
    }
    const written = performance.now();

    const pending = async () =>
      (
        await db.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM outbox WHERE sent_at IS NULL AND dropped_at IS NULL',
        )
      ).rows[0]!.n;
    const total = (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM outbox')).rows[0]!.n;
    const rssPeak = [...rssBefore];
    let left = total;
    const deadline = Date.now() + 30 * 60_000;
    while (left > 0 && Date.now() < deadline) {
      await sleep(250);
      pids.forEach((pid, i) => (rssPeak[i] = Math.max(rssPeak[i]!, rssMb(pid))));
      await meter.sample();
      left = await pending();
    }
    await meter.sample();
    const cpu = meter.totals();
    const ownCpu = process.cpuUsage(benchCpu);
    // This process plays the SMTP server and the push service (decrypting each push) and writes the events.
    const benchSeconds = (ownCpu.user + ownCpu.system) / 1e6;
    const emptied = performance.now();
    await smtpBack;
    const retried = (
      await db.query<{ n: number }>('SELECT count(*)::int AS n FROM outbox WHERE attempts > 1')
    ).rows[0]!.n;
    await boss.stop({ graceful: false });

    const mails = [...smtp.ids.values()];
    const seconds = (emptied - written) / 1000;
    // Sending starts with the first event's commit, while the rest are still being written.
    const fromFirst = (emptied - started) / 1000;
    const pushes = new Map<string, number>();
    for (const push of pushService.received) {
      const key = `${push.device} ${(push.payload as { tag: string }).tag}`;
      pushes.set(key, (pushes.get(key) ?? 0) + 1);
    }
    console.log(
      JSON.stringify(
        {
          events: EVENTS,
          servers: SERVERS,
          sendsAtOnce: Number(process.env.OUTBOX_SENDS_AT_ONCE ?? 40),
          smtpPoolSize: Number(process.env.SMTP_POOL_SIZE ?? 5),
          smtpDownSeconds: SMTP_DOWN_SECONDS,
          loadAverage: loadavg().map((n) => Number(n.toFixed(1))),
          outboxRows: total,
          writeSeconds: Number(((written - started) / 1000).toFixed(1)),
          secondsUntilEmpty: Number(seconds.toFixed(1)),
          secondsFromFirstEvent: Number(fromFirst.toFixed(1)),
          leftPending: left,
          rowsRetried: retried,
          sentPerSecond: Math.round((mails.length + pushService.received.length) / fromFirst),
          emails: { distinct: smtp.ids.size, twice: mails.filter((n) => n > 1).length },
          pushes: { distinct: pushes.size, twice: [...pushes.values()].filter((n) => n > 1).length },
          // What the run cost in CPU, whatever else the machine ran: the time two idle cores would need
          // at least is the total over two.
          cpuSeconds: {
            servers: Number(cpu.servers.toFixed(1)),
            database: Number(cpu.database.toFixed(1)),
            benchmarkProcess: Number(benchSeconds.toFixed(1)),
            total: Number((cpu.servers + cpu.database + benchSeconds).toFixed(1)),
          },
          serverRssMb: rssBefore.map((before, i) => ({
            before: Math.round(before),
            peak: Math.round(rssPeak[i]!),
          })),
        },
        null,
        2,
      ),
    );
    await db.end();
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    await pushService.close();
    await smtp.stop();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

/** Hosts with a mate and a subscribed device each, one guest, and the requests the events tell of. */
async function loadBookings(db: pg.Pool, pushService: Awaited<ReturnType<typeof startPushService>>) {
  const hosts = Array.from({ length: HOSTS }, (_, i) => `bench-host-${i}`);
  // A guest has one request per mate at a time: each of a host's requests comes from another guest.
  const perHost = Math.ceil(EVENTS / HOSTS);
  const guests = Array.from({ length: perHost }, (_, i) => `bench-guest-${i}`);
  const people = [...guests, ...hosts];
  await db.query(
    `INSERT INTO auth_user (id, name, email, email_verified)
     SELECT id, id, id || '@bench.test', true FROM unnest($1::text[]) AS id`,
    [people],
  );
  await db.query(
    `INSERT INTO users (id, name, email, role, public_name)
     SELECT id, id, id || '@bench.test', 'host', id FROM unnest($1::text[]) AS id`,
    [people],
  );
  const mates = await db.query<{ id: string; host_id: string }>(
    `INSERT INTO mates (host_id, name, latitude, longitude, approx_latitude, approx_longitude)
     SELECT id, 'Mate ' || id, 40.4, -3.7, 40.401, -3.701 FROM unnest($1::text[]) AS id RETURNING id, host_id`,
    [hosts],
  );
  const devices = hosts.map((host) => pushService.device(host).subscription);
  await db.query(
    `INSERT INTO push_subscriptions (user_id, endpoint, p256dh, auth, categories)
     SELECT host, endpoint, p256dh, auth, '{messages,bookings,reminders,reviews}'
       FROM unnest($1::text[], $2::text[], $3::text[], $4::text[]) AS d (host, endpoint, p256dh, auth)`,
    [
      hosts,
      devices.map((d) => d.endpoint),
      devices.map((d) => d.keys.p256dh),
      devices.map((d) => d.keys.auth),
    ],
  );
  const bookings = await db.query<{ id: string; guest_id: string; host_id: string; mate_name: string }>(
    `INSERT INTO bookings (guest_id, host_id, mate_id, start_date, end_date, days, total)
     SELECT 'bench-guest-' || n, m.host_id, m.id, current_date + 2 * n + 1, current_date + 2 * n + 1, 1, 5
       FROM unnest($1::uuid[], $2::text[]) AS m (id, host_id), generate_series(0, $3 - 1) AS n
     RETURNING id, guest_id, host_id, (SELECT name FROM mates WHERE id = mate_id) AS mate_name`,
    [mates.rows.map((m) => m.id), mates.rows.map((m) => m.host_id), perHost],
  );
  return bookings.rows.slice(0, EVENTS).map((booking) => ({
    userId: booking.host_id,
    type: 'new_booking' as const,
    says: { key: 'bookingRequested' as const, values: { mate: booking.mate_name, rental: '1 día' } },
    actorId: booking.guest_id,
    target: { kind: 'page' as const, page: 'profile' as const },
    bookingId: booking.id,
    fromUserId: booking.guest_id,
  }));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
