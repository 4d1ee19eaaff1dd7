import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, rentalToday } from '../../shared/rental-dates.js';
import {
  call,
  publishMateOver,
  registeredPerson,
  startServer,
  stopServers,
  type ServerProcess,
} from '../testing/server-process.js';
import { startTestSmtp, type TestSmtp } from '../testing/smtp.js';
import { createEmptyDatabase, type TestDatabase } from '../testing/test-database.js';

const REQUESTS = 8;
/** Sends one process has in flight at once (OUTBOX_SENDS_AT_ONCE): a crash resends at most these. */
const SENDS_AT_ONCE = 4;
const MINUTE_MS = 60_000;

describe('a server killed in the middle of sending e-mails', () => {
  let database: TestDatabase;
  let smtp: TestSmtp;
  const servers: ServerProcess[] = [];
  const start = async () => {
    const server = await startServer(database.url!, {
      SMTP_URL: smtp.url,
      OUTBOX_SENDS_AT_ONCE: String(SENDS_AT_ONCE),
      JOBS_POLL_SECONDS: '0.5',
      BOOKINGS_PER_HOUR_MAX: '1000',
    });
    servers.push(server);
    return server;
  };
  beforeAll(async () => {
    database = await createEmptyDatabase();
    smtp = await startTestSmtp();
  }, 60_000);
  afterAll(async () => {
    await stopServers(servers);
    await smtp.stop();
    await database.drop();
  });

  it('has another process send every e-mail within a minute, twice at most those that were in flight', async () => {
    const first = await start();
    const host = await registeredPerson(first.base, database, 'Anfitriona Corte');
    const mateId = await publishMateOver(first.base, host, 'Mate del corte');
    const guests = [];
    for (let i = 0; i < REQUESTS; i++)
      guests.push(await registeredPerson(first.base, database, `Viajero Corte ${i}`));

    // The SMTP server keeps each e-mail but does not answer yet: the sends stay in flight.
    smtp.holdAnswers();
    for (const [i, guest] of guests.entries()) {
      const day = addDays(rentalToday(new Date()), 3 + 2 * i);
      const booked = await call(first.base, `/api/mates/${mateId}/bookings`, {
        method: 'POST',
        cookie: guest,
        body: { startDate: day, endDate: day },
      });
      expect(booked.status).toBe(201);
    }
    await expect.poll(() => smtp.unanswered(), { timeout: 30_000, interval: 100 }).toBeGreaterThan(0);

    first.child.kill('SIGKILL');
    await new Promise((resolve) => first.child.once('exit', resolve));
    // Kept by the SMTP server, but the sender died before hearing so: it will send them again.
    const inFlight = smtp.unanswered();
    expect(inFlight).toBeLessThanOrEqual(SENDS_AT_ONCE);
    smtp.release();

    await start();
    const pending = async () =>
      (
        await database.db.pool.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM outbox WHERE sent_at IS NULL AND dropped_at IS NULL`,
        )
      ).rows[0]!.n;
    await expect.poll(pending, { timeout: MINUTE_MS, interval: 250 }).toBe(0);
    const isOutbox = (mail: ParsedMail) => mail.messageId?.startsWith('<outbox.') ?? false;
    const distinct = () => new Set(smtp.received.filter(isOutbox).map((mail) => mail.messageId));
    expect(distinct().size).toBe(REQUESTS);
    // A resend is recognisable: the same Message-ID. Only the sends in flight at the crash are resent.
    const twice = smtp.received.filter(isOutbox).length - distinct().size;
    expect(twice).toBeLessThanOrEqual(inFlight);
  }, 240_000);
});
