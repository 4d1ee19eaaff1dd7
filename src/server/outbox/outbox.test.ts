import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { formatRentalDates } from '../../shared/rental-dates.js';
import { loadConfig } from '../config.js';
import { transaction } from '../db/sql.js';
import { drivenClock } from '../testing/driven-clock.js';
import {
  createTestApp,
  registeredUser,
  signUp,
  TEST_BASE_URL,
  type TestApp,
  type TestUser,
} from '../testing/harness.js';
import { JOB_SCHEMA, SUPERVISE_SECONDS } from '../jobs/job-queue.js';
import { makeJobsDue, runJobsDueBy, storedJobs } from '../testing/jobs.js';
import { publishMate } from '../testing/mates-fixtures.js';
import { startTestSmtp, type TestSmtp } from '../testing/smtp.js';

type Person = TestUser & { publicName: string };

const PREFERENCES = '/api/profile/notification-preferences';
const MINUTE_HOURS = 1 / 60;
/** The SMTP connections the test app keeps open at most (SMTP_POOL_SIZE). */
const SMTP_POOL_SIZE = 2;
/** E-mails written at once: several batches of several workers, far more than the pool's connections. */
const BURST = 30;

describe('notification e-mails through the outbox', () => {
  const clock = drivenClock();
  const days = (from: number, to: number) => ({ startDate: clock.day(from), endDate: clock.day(to) });
  let smtp: TestSmtp;
  let t: TestApp;
  let host: Person;
  let guest: Person;
  let other: Person;
  let mate: { id: string; name: string };
  let request: { bookingId: string; conversationId: string };
  let requestMail: ParsedMail;

  beforeAll(async () => {
    smtp = await startTestSmtp();
    t = await createTestApp(
      {
        SMTP_URL: smtp.url,
        SMTP_POOL_SIZE: String(SMTP_POOL_SIZE),
        OUTBOX_SENDS_AT_ONCE: '8',
        JOBS_POLL_SECONDS: '0.5',
      },
      undefined,
      clock,
    );
    host = await registeredUser(t.app, `Anfitriona Correo ${Date.now() % 100000}`);
    guest = await registeredUser(t.app, `Viajero Correo ${Date.now() % 100000}`);
    other = await registeredUser(t.app, `Otra Viajera ${Date.now() % 100000}`);
    const name = 'Calabaza de algarrobo';
    mate = { id: (await publishMate(host, { name })).id, name };
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  const isOutboxMail = (mail: ParsedMail) => mail.messageId?.startsWith('<outbox.') ?? false;
  const to = (user: TestUser) => (mail: ParsedMail) =>
    isOutboxMail(mail) && (mail.to && !Array.isArray(mail.to) ? mail.to.text : '') === user.email;
  const header = (mail: ParsedMail, name: string) =>
    mail.headerLines
      .find((line) => line.key === name)
      ?.line.slice(name.length + 1)
      .trim();
  const book = async (user: TestUser, range: object, message?: string) => {
    const response = await user.request({
      method: 'POST',
      url: `/api/mates/${mate.id}/bookings`,
      payload: { ...range, ...(message ? { message } : {}) },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as { bookingId: string; conversationId: string };
  };
  const send = async (user: TestUser, conversationId: string, content: string) => {
    const response = await user.request({
      method: 'POST',
      url: `/api/conversations/${conversationId}/messages`,
      payload: { content },
    });
    expect(response.statusCode, response.body).toBe(201);
  };
  const outboxOf = async (user: TestUser) =>
    (
      await t.db.pool.query<{
        id: string;
        kind: string;
        category: string;
        attempts: number;
        sent_at: Date | null;
        dropped_at: Date | null;
        last_error: string | null;
      }>(
        `SELECT id, kind, category, attempts, sent_at, dropped_at, last_error FROM outbox
          WHERE user_id = $1 ORDER BY created_at`,
        [user.id],
      )
    ).rows;
  /** Runs every delivery job due by the driven clock's now, and waits for them. */
  const deliverDue = () => runJobsDueBy(t.db.pool, 'outbox.deliver', clock.now());
  const tokenOf = (mail: ParsedMail) => /token=([^>\s]+)/.exec(header(mail, 'list-unsubscribe') ?? '')![1]!;

  it('tells the host of a request: voseo, the mate and dates, both parts, a button to the chat, why and how to stop', async () => {
    const range = days(3, 5);
    request = await book(guest, range, 'Hola, ¿lo tenés libre el finde?');
    const dates = formatRentalDates(range.startDate, range.endDate);
    requestMail = (await smtp.waitFor(to(host)))[0]!;
    expect(requestMail).toBeDefined();
    const mail = requestMail;
    expect(mail.subject).toBe(`Nueva solicitud para "${mate.name}" (${dates})`);
    const chat = `${TEST_BASE_URL}/conversations/${request.conversationId}`;
    expect(mail.text).toContain(`Hola, ${host.publicName}:`);
    expect(mail.text).toContain(`${guest.publicName} reservó tu mate "${mate.name}"`);
    expect(mail.text).toContain(`Mate: ${mate.name}`);
    expect(mail.text).toContain(`Fechas: ${dates}`);
    expect(mail.text).toContain('> Hola, ¿lo tenés libre el finde?');
    expect(mail.text).toContain(`Abrir el chat: ${chat}`);
    expect(mail.text).toContain('Te escribimos porque tenés activados los correos de Reservas en Ronda.');
    expect(mail.text).toMatch(
      new RegExp(`Para no recibir más correos de Reservas: ${TEST_BASE_URL}/correos/baja\\?token=\\S+`),
    );
    expect(mail.html).toContain(`href="${chat}"`);
    expect(mail.html).toContain('Abrir el chat');
    expect(mail.html).toContain('Dejar de recibir correos de Reservas');
    expect(mail.html).toContain(`${mate.name.replace(/"/g, '&quot;')}`);

    // A stable Message-ID from its outbox row, and one-click unsubscribe (RFC 8058).
    // The row is marked sent right after the SMTP server's answer, which may come after the mail itself.
    const row = await vi.waitFor(async () => {
      const [first] = await outboxOf(host);
      expect(first!.sent_at).not.toBeNull();
      return first!;
    });
    expect(row).toMatchObject({ kind: 'new_booking', category: 'bookings', attempts: 1 });
    expect(mail.messageId).toBe(`<outbox.${row!.id}@localhost>`);
    expect(header(mail, 'list-unsubscribe')).toMatch(
      new RegExp(`^<${TEST_BASE_URL}/api/unsubscribe\\?token=[\\w.%-]+>$`),
    );
    expect(header(mail, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    // The booker's own receipt stays in the app.
    expect(await outboxOf(guest)).toEqual([]);
  });

  it('stops that category with one click, without a session; opening the link changes nothing', async () => {
    const token = decodeURIComponent(tokenOf(requestMail));
    const url = `/api/unsubscribe?token=${encodeURIComponent(token)}`;
    const opened = await t.app.inject({ method: 'GET', url });
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json()).toEqual({ category: 'bookings', email: true });

    const clicked = await t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(clicked.statusCode, clicked.body).toBe(200);
    expect(clicked.json()).toEqual({ category: 'bookings', email: false });
    const preferences = await host.request({ method: 'GET', url: PREFERENCES });
    expect(preferences.json()).toEqual({
      preferences: [
        { category: 'messages', email: true },
        { category: 'bookings', email: false },
        { category: 'reminders', email: true },
        { category: 'reviews', email: true },
      ],
    });

    // Off means no e-mail is even queued; the notification still arrives in the app.
    const before = (await outboxOf(host)).length;
    await book(other, days(8, 9));
    expect((await outboxOf(host)).length).toBe(before);

    // A page posting without a body works too; a forged or missing token is a Spanish 400.
    expect((await t.app.inject({ method: 'POST', url })).statusCode).toBe(200);
    const invalid =
      'Este enlace para dejar de recibir correos no es válido. Elegí qué correos recibir desde tu perfil.';
    const forged = token.replace(/\.bookings\./, '.messages.');
    for (const bad of [forged, `${token}x`, 'nada-que-ver-aca']) {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/unsubscribe?token=${encodeURIComponent(bad)}`,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: invalid });
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/unsubscribe' })).json()).toMatchObject({
      error: invalid,
    });
    expect((await host.request({ method: 'GET', url: PREFERENCES })).json().preferences[0]).toEqual({
      category: 'messages',
      email: true,
    });
  });

  it('keeps preferences to their owner: 401 without a session, 403 for a Visitante, Spanish 400 for nonsense', async () => {
    expect((await t.app.inject({ method: 'GET', url: PREFERENCES })).statusCode).toBe(401);
    const put = (user: TestUser | null, payload: object) =>
      (user ? user.request : t.app.inject.bind(t.app))({ method: 'PUT', url: PREFERENCES, payload });
    expect((await put(null, { preferences: [{ category: 'messages', email: false }] })).statusCode).toBe(401);
    const visitante = await signUp(t.app);
    expect((await visitante.request({ method: 'GET', url: PREFERENCES })).statusCode).toBe(403);
    const unknown = await put(guest, { preferences: [{ category: 'spam', email: false }] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toBe(
      'Elegí una categoría: Mensajes, Reservas, Recordatorios o Valoraciones',
    );
    const empty = await put(guest, { preferences: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toBe('Elegí al menos una categoría para cambiar');
    const changed = await put(guest, { preferences: [{ category: 'reviews', email: false }] });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().preferences).toContainEqual({ category: 'reviews', email: false });
    expect(changed.json().preferences).toContainEqual({ category: 'bookings', email: true });
  });

  it('sums up unread messages once per conversation, ten minutes after they arrive', async () => {
    const conversation = request.conversationId;
    for (const content of ['¿A qué hora paso?', 'Puedo a las 18', '¿Te queda bien en Malasaña?'])
      await send(guest, conversation, content);
    const waiting = (await outboxOf(host)).filter((row) => row.kind === 'unread_messages');
    expect(waiting).toHaveLength(1);
    expect(waiting[0]).toMatchObject({ category: 'messages', sent_at: null });

    clock.advanceHours(5 * MINUTE_HOURS);
    expect(await deliverDue()).toEqual([]);
    expect(smtp.received.filter((mail) => mail.subject?.includes('sin leer'))).toEqual([]);

    clock.advanceHours(6 * MINUTE_HOURS);
    expect(await deliverDue()).toEqual([waiting[0]!.id]);
    const [digest] = await smtp.waitFor((mail) => to(host)(mail) && mail.subject!.includes('sin leer'));
    expect(digest!.subject).toBe(`3 mensajes sin leer de ${guest.publicName} por "${mate.name}"`);
    expect(digest!.text).toContain(
      `Tenés 3 mensajes sin leer de ${guest.publicName} sobre el mate "${mate.name}".`,
    );
    expect(digest!.text).toContain('> ¿A qué hora paso?\n> Puedo a las 18\n> ¿Te queda bien en Malasaña?');
    expect(digest!.text).toContain(`Fechas: ${formatRentalDates(clock.day(3), clock.day(5))}`);
    expect(digest!.text).toContain(`Responder en Ronda: ${TEST_BASE_URL}/conversations/${conversation}`);
    expect(digest!.text).toContain('correos de Mensajes');
    await deliverDue();
    expect(smtp.received.filter((mail) => mail.subject?.includes('sin leer'))).toHaveLength(1);
  });

  it('sends nothing for messages read within the ten minutes', async () => {
    const conversation = request.conversationId;
    await send(guest, conversation, '¿Sigue en pie?');
    const waiting = (await outboxOf(host)).filter((row) => !row.sent_at && !row.dropped_at);
    expect(waiting).toHaveLength(1);
    clock.advanceHours(4 * MINUTE_HOURS);
    const read = await host.request({ method: 'POST', url: `/api/conversations/${conversation}/read` });
    expect(read.statusCode, read.body).toBeLessThan(300);
    clock.advanceHours(7 * MINUTE_HOURS);
    await deliverDue();
    const row = (await outboxOf(host)).find((r) => r.id === waiting[0]!.id)!;
    expect(row.dropped_at).not.toBeNull();
    expect(row.sent_at).toBeNull();
    expect(smtp.received.filter((mail) => mail.subject?.includes('sin leer'))).toHaveLength(1);
  });

  it('keeps an e-mail while the SMTP server is down and delivers it once when it is back', async () => {
    await smtp.stop();
    const confirmed = await host.request({
      method: 'POST',
      url: `/api/bookings/${request.bookingId}/confirm`,
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    await deliverDue();
    const [failed] = (await outboxOf(guest)).filter((row) => row.kind === 'booking_confirmed');
    expect(failed).toMatchObject({ sent_at: null, dropped_at: null, attempts: 1 });
    expect(failed!.last_error).toBeTruthy();

    // Its job backs off: it waits at least five seconds after the failed attempt, then runs again.
    const retryOf = async () =>
      (
        await t.db.pool.query<{ state: string; retry_count: number; backs_off: boolean }>(
          `SELECT state, retry_count, start_after >= started_on + interval '5 seconds' AS backs_off
             FROM ${JOB_SCHEMA}.job WHERE name = 'outbox.deliver' AND id = $1`,
          [failed!.id],
        )
      ).rows[0];
    expect(await retryOf()).toEqual({ state: 'retry', retry_count: 0, backs_off: true });
    await makeJobsDue(t.db.pool, 'outbox.deliver');
    await deliverDue();
    expect((await outboxOf(guest)).find((row) => row.id === failed!.id)!.attempts).toBe(2);
    expect(await retryOf()).toMatchObject({ state: 'retry', retry_count: 1, backs_off: true });

    await smtp.start();
    await makeJobsDue(t.db.pool, 'outbox.deliver');
    await deliverDue();
    const arrived = await smtp.waitFor((mail) => mail.messageId === `<outbox.${failed!.id}@localhost>`);
    expect(arrived).toHaveLength(1);
    expect(arrived[0]!.subject).toMatch(new RegExp(`^Confirmada: tu reserva de "${mate.name}"`));
    expect((await outboxOf(guest)).find((row) => row.id === failed!.id)).toMatchObject({
      attempts: 3,
      last_error: null,
    });
    expect((await outboxOf(guest)).find((row) => row.id === failed!.id)!.sent_at).not.toBeNull();
    expect((await retryOf())!.state).toBe('completed');
  });

  it('sends a row once however often its job runs (a job may run again after a crash)', async () => {
    const [sent] = (await outboxOf(guest)).filter((row) => row.kind === 'booking_confirmed');
    expect(sent!.sent_at).not.toBeNull();
    const messageId = `<outbox.${sent!.id}@localhost>`;
    await t.app.services.outbox.deliver(sent!.id);
    await t.app.services.outbox.deliver(sent!.id);
    expect(smtp.received.filter((mail) => mail.messageId === messageId)).toHaveLength(1);
    expect((await outboxOf(guest)).find((row) => row.id === sent!.id)!.attempts).toBe(3);
  });

  it('queues again, after an hour, a row left without its job, and never doubles one that has it', async () => {
    await send(host, request.conversationId, '¡Confirmado! Te espero el sábado.');
    const [waiting] = (await outboxOf(guest)).filter((row) => row.kind === 'unread_messages');
    const jobs = async () =>
      (await storedJobs(t.db.pool, 'outbox.deliver')).filter((job) => job.id === waiting!.id);
    expect(await jobs()).toEqual([expect.objectContaining({ state: 'created' })]);
    // As a row written before rows had a job each: it has none.
    await t.db.pool.query(`DELETE FROM ${JOB_SCHEMA}.job WHERE name = 'outbox.deliver' AND id = $1`, [
      waiting!.id,
    ]);
    await t.app.services.outbox.requeueStranded();
    expect(await jobs()).toEqual([]);

    clock.advanceHours(61 * MINUTE_HOURS);
    await t.app.services.outbox.requeueStranded();
    await t.app.services.outbox.requeueStranded();
    expect(await jobs()).toHaveLength(1);
    await deliverDue();
    const digests = await smtp.waitFor((mail) => mail.messageId === `<outbox.${waiting!.id}@localhost>`);
    expect(digests).toHaveLength(1);
    expect(digests[0]!.text).toContain('> ¡Confirmado! Te espero el sábado.');
  });

  it('sends a burst over the pooled connections, each e-mail once, and retries the one the server refused', async () => {
    const connectionsBefore = smtp.connections();
    smtp.refuseNext(1);
    // Booking news written in one transaction, as a burst of events: one e-mail (and job) each.
    await transaction(t.db.pool, (tx) =>
      t.app.services.notifier.notify(
        tx,
        Array.from({ length: BURST }, () => ({
          userId: guest.id,
          type: 'new_booking' as const,
          says: { key: 'bookingRequested' as const, values: { mate: mate.name, rental: '1 día' } },
          actorId: other.id,
          target: { kind: 'page' as const, page: 'profile' as const },
          bookingId: request.bookingId,
          fromUserId: other.id,
        })),
      ),
    );
    const burst = (await outboxOf(guest)).filter((row) => row.kind === 'new_booking');
    expect(burst).toHaveLength(BURST);
    const messageIds = new Set(burst.map((row) => `<outbox.${row.id}@localhost>`));
    const arrived = () => smtp.received.filter((mail) => messageIds.has(mail.messageId ?? ''));

    await deliverDue();
    // One refused (kept by nobody), waiting for its retry; every other one arrived once.
    const refused = (await outboxOf(guest)).filter((row) => row.kind === 'new_booking' && !row.sent_at);
    expect(refused).toEqual([
      expect.objectContaining({ attempts: 1, dropped_at: null, last_error: expect.stringContaining('451') }),
    ]);
    expect(arrived()).toHaveLength(BURST - 1);
    expect(new Set(arrived().map((mail) => mail.messageId)).size).toBe(BURST - 1);
    // The same few connections carried them all, one message after another.
    expect(smtp.connections() - connectionsBefore).toBeLessThanOrEqual(SMTP_POOL_SIZE);

    await makeJobsDue(t.db.pool, 'outbox.deliver');
    await deliverDue();
    expect(arrived()).toHaveLength(BURST);
    expect(new Set(arrived().map((mail) => mail.messageId)).size).toBe(BURST);
    expect((await outboxOf(guest)).find((row) => row.id === refused[0]!.id)).toMatchObject({
      attempts: 2,
      last_error: null,
    });
  });

  it('retries a send interrupted by a crash within a minute, by the settings of its job', async () => {
    const { rows } = await t.db.pool.query<{
      heartbeat_seconds: number;
      retry_delay: number;
      retry_backoff: boolean;
      retry_limit: number;
      retention_seconds: number;
    }>(
      `SELECT heartbeat_seconds, retry_delay, retry_backoff, retry_limit, retention_seconds
         FROM ${JOB_SCHEMA}.queue WHERE name = 'outbox.deliver'`,
    );
    const queue = rows[0]!;
    // A dead process's attempt goes silent, the supervisor fails it at its next pass, its first retry
    // waits at most twice the delay, and a worker polls for it (5 s by default).
    const pollingSeconds = loadConfig({}).jobs.pollingSeconds;
    expect(
      queue.heartbeat_seconds + SUPERVISE_SECONDS + 2 * queue.retry_delay + pollingSeconds,
    ).toBeLessThanOrEqual(60);
    // And it is never given up, nor deleted while it waits.
    expect(queue.retry_backoff).toBe(true);
    expect(queue.retry_limit).toBe(2 ** 31 - 1);
    expect(queue.retention_seconds).toBeGreaterThan(10 * 365 * 86_400);
  });
});
