/**
 * Notification fan-out benchmark: a burst of events (booking requests to hosts, each one notification)
 * fans out through the outbox to e-mail and push. A real server process (the build, production mode,
 * PostgreSQL) sends them to an SMTP server and a push service played by this process. Prints the sending
 * rate, the time until the outbox is empty, what arrived (each exactly once) and the server's memory.
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:fanout
 *   knobs: BENCH_EVENTS (10000), BENCH_HOSTS (2000; each gets EVENTS/HOSTS requests, one device each)
 */
import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
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
// Events are written as the app writes them: a transaction per request, here 100 at a time.
const EVENTS_PER_TRANSACTION = 100;

function rssMb(pid: number) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

/** An SMTP server that only counts what it accepts, by Message-ID (to see any sent twice). */
async function startCountingSmtp() {
  const port = await freePort();
  const ids = new Map<string, number>();
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
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
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()));
  return {
    url: `smtp://127.0.0.1:${port}`,
    ids,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
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
  let server: ServerProcess | undefined;
  try {
    server = await startServer(
      url.toString(),
      {
        DATABASE_POOL_SIZE: '10',
        SMTP_URL: smtp.url,
        VAPID_PUBLIC_KEY: keys.publicKey,
        VAPID_PRIVATE_KEY: keys.privateKey,
        NODE_EXTRA_CA_CERTS: certFile,
      },
      { mode: 'production', entry: 'build' },
    );
    const pid = server.child.pid!;
    const db = new pg.Pool({ connectionString: url.toString(), max: 4 });
    console.log(`Loading ${HOSTS} hosts with a device each and ${EVENTS} booking requests…`);
    const events = await loadBookings(db, pushService);
    const rssBefore = rssMb(pid);

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
    const started = performance.now();
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
    let rssPeak = rssBefore;
    let left = total;
    const deadline = Date.now() + 30 * 60_000;
    while (left > 0 && Date.now() < deadline) {
      await sleep(250);
      rssPeak = Math.max(rssPeak, rssMb(pid));
      left = await pending();
    }
    const emptied = performance.now();
    await boss.stop({ graceful: false });

    const mails = [...smtp.ids.values()];
    const seconds = (emptied - written) / 1000;
    const pushes = new Map<string, number>();
    for (const push of pushService.received) {
      const key = `${push.device} ${(push.payload as { tag: string }).tag}`;
      pushes.set(key, (pushes.get(key) ?? 0) + 1);
    }
    console.log(
      JSON.stringify(
        {
          events: EVENTS,
          outboxRows: total,
          writeSeconds: Number(((written - started) / 1000).toFixed(1)),
          secondsUntilEmpty: Number(seconds.toFixed(1)),
          leftPending: left,
          sentPerSecond: Math.round((mails.length + pushService.received.length) / seconds),
          emails: { distinct: smtp.ids.size, twice: mails.filter((n) => n > 1).length },
          pushes: { distinct: pushes.size, twice: [...pushes.values()].filter((n) => n > 1).length },
          serverRssMb: { before: Math.round(rssBefore), peak: Math.round(rssPeak) },
        },
        null,
        2,
      ),
    );
    await db.end();
  } finally {
    await server?.stop();
    await pushService.close();
    await smtp.close();
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
