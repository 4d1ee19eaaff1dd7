/** What the drill asserts, each from what the clients saw and what PostgreSQL and the SMTP server hold. */
import type pg from 'pg';
import type { StreamEvent } from '../../src/server/testing/event-stream.js';
import type { TestSmtp } from '../../src/server/testing/smtp.js';
import type { LiveStream } from './live-stream.js';
import { LINK_SUBJECT, type Person } from './people.js';
import type { TrafficResult, Write } from './traffic.js';

export interface Check {
  name: string;
  pass: boolean;
  detail: string;
}

/** The longest a dropped stream may take to be back and have everything it missed. */
export const CATCH_UP_MS = 5000;

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** Every write answered 201 is in the database. */
export async function acknowledgedWritesKept(pool: pg.Pool, traffic: TrafficResult): Promise<Check> {
  const ids = (kind: Write['kind']) => traffic.writes.filter((w) => w.kind === kind).map((w) => w.id);
  const found = async (table: 'messages' | 'bookings', wanted: string[]) =>
    (
      await pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} WHERE id = ANY($1::uuid[])`, [
        wanted,
      ])
    ).rows[0]!.n;
  const messages = ids('message');
  const bookings = ids('booking');
  const keptMessages = await found('messages', messages);
  const keptBookings = await found('bookings', bookings);
  const lost = messages.length - keptMessages + bookings.length - keptBookings;
  return {
    name: '0 acknowledged writes lost',
    pass: lost === 0 && traffic.unexpected.length === 0,
    detail:
      `${keptMessages}/${messages.length} messages, ${keptBookings}/${bookings.length} bookings kept; ` +
      `${traffic.unanswered.length} unanswered at the kill (never acknowledged)` +
      (traffic.unexpected.length ? `; ${traffic.unexpected.length} unexpected answers` : ''),
  };
}

const keyOf = (event: StreamEvent) => {
  const data = event.data as { message?: { id: string }; bookingId?: string };
  if (event.event === 'message' && data.message) return `message:${data.message.id}`;
  if (event.event === 'booking' && data.bookingId) return `booking:${data.bookingId}`;
  return null;
};

function expectedFor(person: number, writes: Write[]) {
  return writes
    .filter((w) => w.people.includes(person))
    .map((w) => ({ key: `${w.kind}:${w.id}`, at: w.ackAt }));
}

/** Every acknowledged write reached both people's streams, once, whichever process held them. */
export function liveEventsDelivered(streams: LiveStream[], writes: Write[]): Check {
  let expected = 0;
  let lost = 0;
  let twice = 0;
  streams.forEach((stream, person) => {
    const received = new Set(stream.events.map(keyOf));
    for (const { key } of expectedFor(person, writes)) {
      expected++;
      if (!received.has(key)) lost++;
    }
    const ids = stream.events.map((event) => event.id);
    twice += ids.length - new Set(ids).size;
  });
  return {
    name: 'every live event delivered, once',
    pass: lost === 0 && twice === 0,
    detail: `${expected - lost}/${expected} expected events on ${streams.length} streams, ${twice} twice`,
  };
}

/** A stream cut by the kill is back and has everything acknowledged until then, within CATCH_UP_MS. */
export function streamsCaughtUp(streams: LiveStream[], writes: Write[]): { check: Check; dropped: number } {
  const times: { reconnect: number; caughtUp: number }[] = [];
  let missing = 0;
  streams.forEach((stream, person) => {
    const firstArrival = new Map<string, number>();
    for (const event of stream.events) {
      const key = keyOf(event);
      if (key && !firstArrival.has(key)) firstArrival.set(key, event.receivedAt);
    }
    stream.connections.forEach((connection, i) => {
      if (connection.droppedAt === undefined) return;
      const next = stream.connections[i + 1];
      if (!next) {
        missing++;
        return;
      }
      let caughtUpAt = next.openedAt;
      for (const { key, at } of expectedFor(person, writes)) {
        if (at >= next.openedAt) continue;
        caughtUpAt = Math.max(caughtUpAt, firstArrival.get(key) ?? Infinity);
      }
      times.push({
        reconnect: next.openedAt - connection.droppedAt,
        caughtUp: caughtUpAt - connection.droppedAt,
      });
    });
  });
  const slowest = Math.max(0, ...times.map((t) => t.caughtUp));
  const slowestReconnect = Math.max(0, ...times.map((t) => t.reconnect));
  return {
    dropped: times.length + missing,
    check: {
      name: `live streams back and caught up within ${seconds(CATCH_UP_MS)}`,
      pass: times.length > 0 && missing === 0 && slowest <= CATCH_UP_MS,
      detail:
        `${times.length}/${times.length + missing} dropped streams; slowest reconnect ${seconds(slowestReconnect)} ` +
        `(after the ${seconds(3000)} retry the server asks for), slowest caught up ${Number.isFinite(slowest) ? seconds(slowest) : 'never'}`,
    },
  };
}

/** Exactly the limit got through, though the burst was spread over every process. */
export function limitExact(traffic: TrafficResult, limit: number): Check {
  const { accepted, refused, servers } = traffic.burst;
  return {
    name: 'chat limit exact across processes',
    pass: accepted === limit && refused === limit && servers.size > 1,
    detail: `${2 * limit} sent at once, ${accepted} accepted (limit ${limit}), ${refused} refused with 429, answered by ${servers.size} processes`,
  };
}

/**
 * The drill made `events.prune` due every minute: each occurrence was sent by one process (pg-boss's
 * forward, one per slot across processes) and became one job, run once.
 */
export async function scheduledJobsOnce(pool: pg.Pool, since: Date): Promise<Check> {
  const forwards = await pool.query<{ slot: string; n: number }>(
    `SELECT data->>'slot' AS slot, count(*)::int AS n FROM pgboss.job
      WHERE name = '__pgboss__send-it' AND data->>'name' = 'events.prune' AND created_on >= $1
      GROUP BY 1`,
    [since],
  );
  const jobs = await pool.query<{ state: string; retry_count: number }>(
    `SELECT state, retry_count FROM pgboss.job WHERE name = 'events.prune' AND created_on >= $1`,
    [since],
  );
  const slots = forwards.rows.length;
  const forwardedTwice = forwards.rows.filter((row) => row.n > 1).length;
  const ranOnce = jobs.rows.filter((job) => job.state === 'completed' && job.retry_count === 0).length;
  return {
    name: 'each scheduled job run once',
    pass: slots > 0 && forwardedTwice === 0 && jobs.rows.length === slots && ranOnce === slots,
    detail: `a schedule due every minute, watched by every process: ${slots} occurrence(s) sent, ${jobs.rows.length} job(s), ${ranOnce} run once, ${forwardedTwice} sent twice`,
  };
}

/**
 * Each sign-in link went out once, and each due notification e-mail once; a second copy is allowed
 * only for a send the kill cut short (its job was retried: at least once, same Message-ID).
 */
export async function emailsOnce(pool: pg.Pool, smtp: TestSmtp, people: Person[]): Promise<Check> {
  const links = people.map(
    (person) =>
      smtp.received.filter(
        (mail) => mail.subject === LINK_SUBJECT && JSON.stringify(mail.to).includes(person.email),
      ).length,
  );
  const rows = await pool.query<{ id: string; sent: boolean; due: boolean; retried: boolean }>(
    `SELECT o.id, o.sent_at IS NOT NULL AS sent, o.send_after <= now() AS due,
            coalesce(j.retry_count, 0) > 0 AS retried
       FROM outbox o LEFT JOIN pgboss.job j ON j.name = 'outbox.deliver' AND j.id = o.id
      WHERE o.channel = 'email'`,
  );
  const copies = new Map<string, number>();
  for (const mail of smtp.received) {
    const id = /^<outbox\.([0-9a-f-]+)@/.exec(mail.messageId ?? '')?.[1];
    if (id) copies.set(id, (copies.get(id) ?? 0) + 1);
  }
  const due = rows.rows.filter((row) => row.due);
  const sentOnce = due.filter((row) => row.sent && copies.get(row.id) === 1).length;
  const resentAfterKill = due.filter((row) => row.retried && (copies.get(row.id) ?? 0) === 2).length;
  const wrong = due.length - sentOnce - resentAfterKill;
  const linksOnce = links.filter((n) => n === 1).length;
  return {
    name: 'each e-mail sent once',
    pass: linksOnce === people.length && due.length > 0 && wrong === 0,
    detail:
      `${linksOnce}/${people.length} sign-in links once; ${sentOnce}/${due.length} due notification e-mails once` +
      (resentAfterKill ? `, ${resentAfterKill} twice (in flight at the kill, retried)` : '') +
      `; ${rows.rows.length - due.length} not due yet (unread-message summaries wait 10 min)`,
  };
}
