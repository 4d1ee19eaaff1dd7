/**
 * Live updates benchmark: N clients hold Server-Sent Events streams on one server (PostgreSQL) while a
 * sender posts messages to them through the API. Prints the delivery latency from POST to event
 * arrival (p50/p99), events lost (must be 0) and the server's memory.
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:realtime
 *   knobs: BENCH_CLIENTS (1000), BENCH_MESSAGES (2000), BENCH_RATE (messages per second, 50)
 *
 * Messages go out at a steady rate (an open loop), as people type them, rather than as fast as the
 * server can take them: the figure is how long a message takes to reach its reader, not throughput.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { openEventStream, type EventStream } from '../src/server/testing/event-stream.js';
import { startServer, type ServerProcess } from '../src/server/testing/server-process.js';

const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 1000);
const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 2000);
const RATE = Number(process.env.BENCH_RATE ?? 50);

// Node's fetch opens as many connections per origin as asked: this one process plays a thousand browsers.

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

function rssMb(pid: number) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

async function main() {
  const name = `bench_rt_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  let server: ServerProcess | undefined;
  const streams: EventStream[] = [];
  try {
    server = await startServer(
      url.toString(),
      {
        DATABASE_POOL_SIZE: '10',
        // One sender posts every message: far past what a person may send.
        CHAT_MESSAGES_PER_MINUTE_MAX: String(MESSAGES),
        CHAT_MESSAGES_PER_DAY_MAX: String(MESSAGES),
      },
      { mode: 'production', entry: 'build' },
    );
    const { base } = server;
    const pid = server.child.pid!;
    const db = new pg.Pool({ connectionString: url.toString(), max: 4 });
    console.log(`Loading ${CLIENTS} hosts, mates and conversations…`);
    const { sender, receivers } = await loadPeople(db, CLIENTS);
    await db.end();

    const rssBefore = rssMb(pid);
    console.log(`Opening ${CLIENTS} event streams…`);
    for (let i = 0; i < receivers.length; i += 100) {
      streams.push(
        ...(await Promise.all(
          receivers
            .slice(i, i + 100)
            .map((r) => openEventStream(`${base}/api/events`, { authorization: `Bearer ${r.token}` })),
        )),
      );
    }
    if (streams.some((s) => s.status !== 200)) throw new Error('some streams were refused');
    await sleep(500);
    const rssConnected = rssMb(pid);

    console.log(`Posting ${MESSAGES} messages at ${RATE} per second…`);
    let peakRss = rssConnected;
    const sampler = setInterval(() => (peakRss = Math.max(peakRss, rssMb(pid))), 100);
    const sentAt = new Map<string, { at: number; client: number }>();
    const send = async (index: number) => {
      const client = index % CLIENTS;
      const content = `bench ${index} ${randomUUID()}`;
      sentAt.set(content, { at: performance.now(), client });
      const response = await fetch(
        `${base}/api/conversations/${receivers[client]!.conversationId}/messages`,
        {
          method: 'POST',
          headers: { authorization: `Bearer ${sender.token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ content }),
        },
      );
      if (response.status !== 201)
        throw new Error(`send failed: ${response.status} ${await response.text()}`);
    };
    const started = performance.now();
    const inFlight: Promise<void>[] = [];
    for (let index = 0; index < MESSAGES; index++) {
      const due = started + (index * 1000) / RATE;
      const wait = due - performance.now();
      if (wait > 0) await sleep(wait);
      inFlight.push(send(index));
    }
    await Promise.all(inFlight);
    const elapsed = (performance.now() - started) / 1000;
    await sleep(2000); // stragglers
    clearInterval(sampler);

    const latencies: number[] = [];
    let lost = 0;
    for (const [content, { at, client }] of sentAt) {
      const event = streams[client]!.events.find(
        (e) =>
          e.event === 'message' && (e.data as { message: { content: string } }).message.content === content,
      );
      if (event) latencies.push(event.receivedAt - at);
      else lost++;
    }
    latencies.sort((a, b) => a - b);
    const result = {
      clients: CLIENTS,
      messages: MESSAGES,
      sendRate: `${(MESSAGES / elapsed).toFixed(0)} msg/s`,
      p50: `${percentile(latencies, 50).toFixed(1)} ms`,
      p99: `${percentile(latencies, 99).toFixed(1)} ms`,
      max: `${(latencies.at(-1) ?? NaN).toFixed(1)} ms`,
      lost,
      rss: `${rssBefore.toFixed(0)} MB idle, ${rssConnected.toFixed(0)} MB with streams, ${peakRss.toFixed(0)} MB peak`,
    };
    console.table(result);
    const p99 = percentile(latencies, 99);
    console.log(
      `Targets: p99 ≤ 100 ms ${p99 <= 100 ? 'met' : 'NOT met'}; lost = 0 ${lost === 0 ? 'met' : 'NOT met'}; RSS ≤ 300 MB ${peakRss <= 300 ? 'met' : 'NOT met'}`,
    );
  } finally {
    for (const stream of streams) stream.close();
    await server?.stop();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

/** One traveller who writes, and N hosts, each with a mate and a conversation, signed in by session token. */
async function loadPeople(db: pg.Pool, count: number) {
  const tokens = Array.from({ length: count + 1 }, () => randomBytes(24).toString('hex'));
  const ids = Array.from({ length: count + 1 }, (_, i) => `bench-user-${i}`);
  await db.query(
    `INSERT INTO auth_user (id, name, email, email_verified) SELECT id, id, id || '@bench.test', true FROM unnest($1::text[]) AS id`,
    [ids],
  );
  await db.query(
    `INSERT INTO users (id, name, email, role, public_name) SELECT id, id, id || '@bench.test', 'host', id FROM unnest($1::text[]) AS id`,
    [ids],
  );
  await db.query(
    `INSERT INTO auth_session (id, expires_at, token, updated_at, user_id)
     SELECT 's-' || id, now() + interval '1 day', token, now(), id FROM unnest($1::text[], $2::text[]) AS t(id, token)`,
    [ids, tokens],
  );
  const hosts = ids.slice(1);
  const mates = await db.query<{ id: string; host_id: string }>(
    `INSERT INTO mates (host_id, name, latitude, longitude, approx_latitude, approx_longitude)
     SELECT id, 'Mate ' || id, 40.4, -3.7, 40.401, -3.701 FROM unnest($1::text[]) AS id RETURNING id, host_id`,
    [hosts],
  );
  const conversations = await db.query<{ id: string; receiver_id: string }>(
    `INSERT INTO conversations (sender_id, receiver_id, mate_id) SELECT $1, host_id, id FROM unnest($2::uuid[], $3::text[]) AS m(id, host_id)
     RETURNING id, receiver_id`,
    [ids[0], mates.rows.map((m) => m.id), mates.rows.map((m) => m.host_id)],
  );
  const byHost = new Map(conversations.rows.map((c) => [c.receiver_id, c.id]));
  return {
    sender: { token: tokens[0]! },
    receivers: hosts.map((id, i) => ({ token: tokens[i + 1]!, conversationId: byHost.get(id)! })),
  };
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
