/**
 * The scale-out drill: three server processes (the build, production mode) on one PostgreSQL behind
 * HAProxy (deploy/haproxy.cfg), real traffic through it, and one process killed with SIGKILL midway.
 * Prints a report and exits non-zero when a check fails:
 *   - no write the clients were answered 201 for is lost;
 *   - live streams the kill cut reconnect (as EventSource does) and catch up within 5 s, and every
 *     person's stream gets every event once;
 *   - a chat limit holds exactly while a burst is spread over the processes;
 *   - a schedule due every minute runs once per occurrence;
 *   - each e-mail (sign-in links, notifications) is sent once.
 *
 *   npm run build:server && npm run drill
 *   TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres): where its database is made,
 *   HAPROXY (default /usr/sbin/haproxy, else haproxy on PATH)
 */
import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { adminQuery, databaseUrl, dropPostgresDatabase } from '../src/server/testing/database-template.js';
import { freePort, isPortFree } from '../src/server/testing/free-port.js';
import { startServer, type ServerProcess } from '../src/server/testing/server-process.js';
import { startTestSmtp, type TestSmtp } from '../src/server/testing/smtp.js';
import { startBalancer, type Balancer } from './drill/balancer.js';
import {
  acknowledgedWritesKept,
  emailsOnce,
  limitExact,
  liveEventsDelivered,
  scheduledJobsOnce,
  streamsCaughtUp,
  type Check,
} from './drill/checks.js';
import { createClient } from './drill/client.js';
import { LiveStream } from './drill/live-stream.js';
import { publishMate, signIn, type Person } from './drill/people.js';
import { runTraffic, type Cast, type TrafficPlan } from './drill/traffic.js';

const ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PROCESSES = 3;
const PAIRS = 6;
const PLAN: TrafficPlan = { tickMs: 400, ticks: 100, burstTick: 15, killTick: 56, chatLimit: 30 };
/** How long the drill waits for what follows the traffic: retried e-mails, the schedule's jobs. */
const SETTLE_MS = 90_000;

const started = performance.now();
const elapsed = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;
const log = (line: string) => console.log(`[${elapsed().padStart(7)}] ${line}`);

async function until(condition: () => Promise<boolean> | boolean, timeoutMs: number, everyMs = 250) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await condition()) return true;
    await sleep(everyMs);
  }
  return condition();
}

/**
 * The balancer's port, below Linux's ephemeral range (32768 and up): it is chosen before the servers
 * start, and a free port released meanwhile could be handed to one of them (freePort asks for port 0).
 */
async function balancerPort(): Promise<number> {
  for (let tries = 0; tries < 50; tries += 1) {
    const port = 20_000 + Math.floor(Math.random() * 10_000);
    if (await isPortFree(port)) return port;
  }
  return freePort();
}

async function main() {
  const name = `ronda_drill_${randomBytes(6).toString('hex')}`;
  await adminQuery(ADMIN_URL, `CREATE DATABASE ${name}`);
  const url = databaseUrl(ADMIN_URL, name);
  const pool = new pg.Pool({ connectionString: url, max: 4 });
  const servers: ServerProcess[] = [];
  const streams: LiveStream[] = [];
  let smtp: TestSmtp | undefined;
  let balancer: Balancer | undefined;
  try {
    smtp = await startTestSmtp();
    const port = await balancerPort();
    const base = `http://127.0.0.1:${port}`;
    // What every process of one deployment shares (README, "Several server processes").
    const env = {
      BASE_URL: base,
      AUTH_SECRET: randomBytes(32).toString('hex'),
      TRUST_PROXY: 'true',
      MALLOC_ARENA_MAX: '2',
      SMTP_URL: smtp.url,
      AUTH_EMAIL_ENABLED: 'true',
      // Every sign-in of the drill comes from one address, loopback.
      AUTH_RATE_LIMIT_MAX: '1000',
      CHAT_MESSAGES_PER_MINUTE_MAX: String(PLAN.chatLimit),
    };
    const start = () => startServer(url, env, { mode: 'production', entry: 'build' });
    // The first migrates; the others find the schema ready.
    servers.push(await start());
    servers.push(...(await Promise.all(Array.from({ length: PROCESSES - 1 }, start))));
    const addresses = servers.map((server) => new URL(server.base).host);
    log(
      `${PROCESSES} server processes up: ${addresses.join(', ')} (pids ${servers.map((s) => s.child.pid).join(', ')})`,
    );
    balancer = await startBalancer(port, addresses);
    log(`HAProxy on ${base}, every process answering /api/health through it`);

    // A schedule due every minute (events.prune is harmless: it drops live events older than a day).
    const scheduleSince = (await pool.query<{ now: Date }>('SELECT now()')).rows[0]!.now;
    await pool.query(`UPDATE pgboss.schedule SET cron = '* * * * *' WHERE name = 'events.prune'`);

    const request = createClient(base);
    const mail = smtp;
    const people: Person[] = await Promise.all([
      ...Array.from({ length: PAIRS }, (_, i) =>
        signIn(request, mail, `anfitriona${i}@drill.test`, `Anfitriona ${i}`),
      ),
      ...Array.from({ length: PAIRS }, (_, i) =>
        signIn(request, mail, `viajero${i}@drill.test`, `Viajero ${i}`),
      ),
      signIn(request, mail, 'rafaga@drill.test', 'Ráfaga'),
    ]);
    const signInServers = new Set(people.flatMap((p) => p.signInServers));
    const acrossProcesses = people.filter((p) => new Set(p.signInServers).size > 1).length;
    log(
      `${people.length} people signed in by e-mail link and registered (${acrossProcesses} of them across ` +
        `processes: link asked on one, opened or registered on another; ${signInServers.size} processes served sign-ins)`,
    );

    const mates = await Promise.all(
      Array.from({ length: PAIRS }, async (_, host) => ({
        id: await publishMate(request, people[host]!),
        host,
      })),
    );
    const contact = async (traveller: number, host: number) => {
      const answer = await request(`/api/mates/${mates[host]!.id}/messages`, {
        method: 'POST',
        cookie: people[traveller]!.cookie,
        body: { content: 'Hola, ¿está libre?' },
      });
      if (answer.status !== 201) throw new Error(`contacting host ${host}: ${answer.status}`);
      return { id: answer.json.conversationId as string, traveller, host };
    };
    const cast: Cast = {
      people,
      mates,
      conversations: await Promise.all(Array.from({ length: PAIRS }, (_, i) => contact(PAIRS + i, i))),
      burst: await contact(2 * PAIRS, 0),
    };

    for (const person of people) {
      const stream = new LiveStream(`${base}/api/events`, person.cookie);
      await stream.open();
      streams.push(stream);
    }
    const holding = (server: string) =>
      streams.filter((stream) => stream.connections.at(-1)?.server === server).length;
    log(`${streams.length} live streams open: ${balancer.names.map((n) => `${n} ${holding(n)}`).join(', ')}`);

    // The process holding most streams is the one killed.
    const victim = balancer.names.reduce((a, b) => (holding(b) > holding(a) ? b : a));
    const victimServer = servers[balancer.names.indexOf(victim)]!;
    let killedAt = 0;
    log(
      `Traffic for ${(PLAN.ticks * PLAN.tickMs) / 1000} s: a message every ${PLAN.tickMs} ms, a booking every ${(4 * PLAN.tickMs) / 1000} s, ` +
        `a burst of ${2 * PLAN.chatLimit} messages at ${(PLAN.burstTick * PLAN.tickMs) / 1000} s, kill -9 at ${(PLAN.killTick * PLAN.tickMs) / 1000} s`,
    );
    const traffic = await runTraffic(request, cast, PLAN, pool, () => {
      killedAt = performance.now();
      victimServer.child.kill('SIGKILL');
      log(`kill -9 ${victim} (pid ${victimServer.child.pid}), holding ${holding(victim)} live streams`);
    });
    const downAfter = balancer.markedDown.find((down) => down.name === victim && down.at >= killedAt)?.at;
    log(
      `Traffic done: ${traffic.writes.length} writes acknowledged, ${traffic.unanswered.length} unanswered; ` +
        `answered by ${[...traffic.servedBy].map(([n, c]) => `${n} ${c}`).join(', ')}; ` +
        `HAProxy took ${victim} out ${downAfter ? `${((downAfter - killedAt) / 1000).toFixed(1)} s after the kill` : 'never'}` +
        ` and a living process ${balancer.markedDown.filter((d) => d.name !== victim || d.at < killedAt).length} time(s)`,
    );

    // Let the streams receive what was just written, then what the kill left to retry.
    const writes = traffic.writes;
    await until(() => liveEventsDelivered(streams, writes).pass, 10_000);
    const settled = await until(async () => {
      const { rows } = await pool.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM outbox WHERE channel = 'email' AND sent_at IS NULL AND send_after <= now()`,
      );
      return rows[0]!.n === 0 && (await scheduledJobsOnce(pool, scheduleSince)).pass;
    }, SETTLE_MS);
    log(settled ? 'E-mails and scheduled jobs settled' : `Still unsettled after ${SETTLE_MS / 1000} s`);

    const caughtUp = streamsCaughtUp(streams, writes);
    const checks: Check[] = [
      await acknowledgedWritesKept(pool, traffic),
      caughtUp.check,
      liveEventsDelivered(streams, writes),
      limitExact(traffic, PLAN.chatLimit),
      await scheduledJobsOnce(pool, scheduleSince),
      await emailsOnce(pool, smtp, people),
    ];
    const crossing = writes.filter((w) => {
      const reader = streams[w.people[1]]!.connections.find(
        (c) => c.openedAt <= w.ackAt && (c.droppedAt === undefined || c.droppedAt >= w.ackAt),
      );
      return reader?.server && reader.server !== w.server;
    }).length;

    console.log('');
    console.log(
      `Ronda drill: ${PROCESSES} processes behind HAProxy on one PostgreSQL, one killed with SIGKILL`,
    );
    console.log(
      `  ${people.length} people, ${writes.length} acknowledged writes (${crossing} written on one process and read live on another)`,
    );
    for (const check of checks)
      console.log(`  ${check.pass ? 'PASS' : 'FAIL'}  ${check.name}: ${check.detail}`);
    for (const answer of traffic.unexpected.slice(0, 5))
      console.log(`  unexpected: ${answer.what} ${answer.status} ${JSON.stringify(answer.body)}`);
    const failed = checks.filter((check) => !check.pass).length;
    console.log(failed ? `${failed} check(s) failed (${elapsed()})` : `All checks passed (${elapsed()})`);
    if (failed) process.exitCode = 1;
  } finally {
    await Promise.all(streams.map((stream) => stream.close()));
    await balancer?.stop();
    await Promise.all(servers.map((server) => server.stop()));
    await smtp?.stop();
    await pool.end();
    await dropPostgresDatabase(ADMIN_URL, name);
  }
}

// Exits once done: keep-alive sockets to the stopped balancer need not hold the process open.
main().then(
  () => process.exit(),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
