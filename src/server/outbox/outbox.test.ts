import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { formatRentalDates } from '../../shared/rental-dates.js';
import { createMailer } from '../auth/mailer.js';
import { drivenClock } from '../testing/driven-clock.js';
import {
  createTestApp,
  registeredUser,
  signUp,
  TEST_BASE_URL,
  type TestApp,
  type TestUser,
} from '../testing/harness.js';
import { busyJobs, makeJobsDueBy } from '../testing/jobs.js';
import { publishMate } from '../testing/mates-fixtures.js';
import { startTestSmtp, type TestSmtp } from '../testing/smtp.js';
import { createOutboxService } from './outbox.service.js';

type Person = TestUser & { publicName: string };

const PREFERENCES = '/api/profile/notification-preferences';
const MINUTE_HOURS = 1 / 60;

/**
 * Sends leave from queued jobs, and the test SMTP server keeps a message before it accepts it: once no
 * job runs or is due, every copy that was going to arrive has arrived, so a count then is final.
 */
const outboxIdle = (t: TestApp) =>
  expect.poll(() => busyJobs(t.db.pool), { timeout: 15_000, interval: 100 }).toBe(0);

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
    t = await createTestApp({ SMTP_URL: smtp.url, JOBS_POLL_SECONDS: '0.5' }, undefined, clock);
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
    await t.app.services.outbox.sendDue();
    expect(smtp.received.filter((mail) => mail.subject?.includes('sin leer'))).toEqual([]);

    clock.advanceHours(6 * MINUTE_HOURS);
    await makeJobsDueBy(t.db.pool, 'outbox.send', clock.now());
    const [digest] = await smtp.waitFor((mail) => to(host)(mail) && mail.subject!.includes('sin leer'));
    expect(digest!.subject).toBe(`3 mensajes sin leer de ${guest.publicName} por "${mate.name}"`);
    expect(digest!.text).toContain(
      `Tenés 3 mensajes sin leer de ${guest.publicName} sobre el mate "${mate.name}".`,
    );
    expect(digest!.text).toContain('> ¿A qué hora paso?\n> Puedo a las 18\n> ¿Te queda bien en Malasaña?');
    expect(digest!.text).toContain(`Fechas: ${formatRentalDates(clock.day(3), clock.day(5))}`);
    expect(digest!.text).toContain(`Responder en Ronda: ${TEST_BASE_URL}/conversations/${conversation}`);
    expect(digest!.text).toContain('correos de Mensajes');
    await t.app.services.outbox.sendDue();
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
    await t.app.services.outbox.sendDue();
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
    await t.app.services.outbox.sendDue();
    const [failed] = (await outboxOf(guest)).filter((row) => row.kind === 'booking_confirmed');
    expect(failed).toMatchObject({ sent_at: null, dropped_at: null });
    expect(failed!.attempts).toBeGreaterThanOrEqual(1);
    expect(failed!.last_error).toBeTruthy();

    // Backing off: not retried before its time, retried after it.
    const attempts = failed!.attempts;
    await t.app.services.outbox.sendDue();
    expect((await outboxOf(guest)).find((row) => row.id === failed!.id)!.attempts).toBe(attempts);
    clock.advanceHours(10 * MINUTE_HOURS);
    await t.app.services.outbox.sendDue();
    expect((await outboxOf(guest)).find((row) => row.id === failed!.id)!.attempts).toBeGreaterThan(attempts);

    await smtp.start();
    clock.advanceHours(30 * MINUTE_HOURS);
    await t.app.services.outbox.sendDue();
    await t.app.services.outbox.sendDue();
    const arrived = await smtp.waitFor((mail) => mail.messageId === `<outbox.${failed!.id}@localhost>`);
    expect(arrived).toHaveLength(1);
    expect(arrived[0]!.subject).toMatch(new RegExp(`^Confirmada: tu reserva de "${mate.name}"`));
    expect((await outboxOf(guest)).find((row) => row.id === failed!.id)!.sent_at).not.toBeNull();
    await outboxIdle(t);
    expect(smtp.received.filter((mail) => mail.messageId === arrived[0]!.messageId)).toHaveLength(1);
  });

  it('sends each e-mail once when two workers claim at the same moment', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 12; i++) {
      const { rows } = await t.db.pool.query<{ id: string }>(
        `INSERT INTO outbox (user_id, channel, category, kind, payload)
         VALUES ($1, 'email', 'reminders', 'booking_reminder', $2) RETURNING id`,
        [
          guest.id,
          {
            text: `Mañana empieza la reserva de ${mate.name}`,
            content: null,
            link: `/conversations/${request.conversationId}`,
            mate: mate.name,
            startDate: clock.day(3),
            endDate: clock.day(5),
          },
        ],
      );
      ids.push(rows[0]!.id);
    }
    const worker = () =>
      createOutboxService({
        db: t.db,
        clock,
        sendMail: createMailer(smtp.url, 'Ronda <hola@ronda.local>', t.app.log),
        delivery: 'smtp',
        sendPush: null,
        baseUrl: TEST_BASE_URL,
        secret: t.config.auth.secret,
        log: t.app.log,
      });
    await Promise.all([worker().sendDue(), worker().sendDue(), t.app.services.outbox.sendDue()]);
    const mine = (mail: ParsedMail) => ids.some((id) => mail.messageId === `<outbox.${id}@localhost>`);
    await smtp.waitFor(mine, ids.length);
    await outboxIdle(t);
    expect(smtp.received.filter(mine)).toHaveLength(ids.length);
    expect(new Set(smtp.received.filter(mine).map((mail) => mail.messageId)).size).toBe(ids.length);
    expect(smtp.received.find(mine)!.subject).toBe(
      `Recordatorio: reserva de "${mate.name}" (${formatRentalDates(clock.day(3), clock.day(5))})`,
    );
  });
});
