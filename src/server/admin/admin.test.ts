import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { formatRentalDates } from '../../shared/rental-dates.js';
import { drivenClock } from '../testing/driven-clock.js';
import {
  PASSWORD,
  createTestApp,
  registeredUser,
  signUp,
  type TestApp,
  type TestUser,
} from '../testing/harness.js';
import { listMates, publishMate } from '../testing/mates-fixtures.js';
import { notificationsOf } from '../testing/notifications.js';

const ANY_ID = '00000000-0000-4000-8000-000000000000';

/** Every console endpoint, with a body that would be valid. */
const ENDPOINTS: InjectOptions[] = [
  { method: 'GET', url: '/api/admin/summary' },
  { method: 'GET', url: '/api/admin/reports' },
  {
    method: 'POST',
    url: `/api/admin/reports/${ANY_ID}/resolve`,
    payload: { outcome: 'resolved', note: 'ok' },
  },
  { method: 'POST', url: `/api/admin/reports/${ANY_ID}/hide-review`, payload: { reason: 'x' } },
  { method: 'POST', url: `/api/admin/reports/${ANY_ID}/hide-mate`, payload: { reason: 'x' } },
  { method: 'POST', url: `/api/admin/reports/${ANY_ID}/hide-message`, payload: { reason: 'x' } },
  { method: 'GET', url: '/api/admin/questions' },
  { method: 'POST', url: `/api/admin/questions/${ANY_ID}/answered` },
  { method: 'GET', url: '/api/admin/people?q=a' },
  { method: 'POST', url: '/api/admin/people/someone/suspend', payload: { reason: 'x' } },
  { method: 'POST', url: '/api/admin/people/someone/reinstate' },
  { method: 'GET', url: '/api/admin/mates' },
  { method: 'POST', url: `/api/admin/mates/${ANY_ID}/hide`, payload: { reason: 'x' } },
  { method: 'POST', url: `/api/admin/mates/${ANY_ID}/unhide` },
  { method: 'GET', url: '/api/admin/audit' },
];

describe('operator console', () => {
  const clock = drivenClock();
  const day = clock.day;
  let t: TestApp;
  let admin: TestUser;
  let host: TestUser & { publicName: string };
  let traveller: TestUser & { publicName: string };
  let visitante: TestUser;

  beforeAll(async () => {
    t = await createTestApp({}, undefined, clock);
    admin = await registeredUser(t.app, 'Operadora');
    await t.db.pool.query('UPDATE users SET is_admin = true WHERE id = $1', [admin.id]);
    host = await registeredUser(t.app, 'Anfitriona Consola');
    await publishMate(host, { name: 'Mate de la anfitriona' });
    traveller = await registeredUser(t.app, 'Viajero Consola');
    visitante = await signUp(t.app);
  });
  afterAll(() => t.close());

  const asAdmin = (options: InjectOptions) => admin.request(options);
  const audit = async () =>
    (
      await t.db.pool.query(
        'SELECT admin_id, action, target_type, target_id, reason FROM admin_audit_log ORDER BY id',
      )
    ).rows;
  const lastAudit = async () => (await audit()).at(-1);
  const notifications = (user: TestUser) => notificationsOf(user);
  const booked = async (user: TestUser, mateId: string, from: number, to: number) => {
    const response = await user.request({
      method: 'POST',
      url: `/api/mates/${mateId}/bookings`,
      payload: { startDate: day(from), endDate: day(to) },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().bookingId as string;
  };
  const bookingRow = async (id: string) =>
    (
      await t.db.pool.query(
        'SELECT status, cancel_reason, cancelled_by, cancel_note FROM bookings WHERE id = $1',
        [id],
      )
    ).rows[0];
  const listedIds = async () =>
    (await listMates(t.app, { pageSize: 48 })).json().mates.map((m: { id: string }) => m.id);

  it('answers 404 to anyone who is not an operator, on every endpoint, before reading the body', async () => {
    const callers: Array<
      [string, (options: InjectOptions) => Promise<{ statusCode: number; body: string }>]
    > = [
      ['anonymous', (options) => t.app.inject(options)],
      ['Visitante', (options) => visitante.request(options)],
      ['Viajero', (options) => traveller.request(options)],
      ['Anfitrión', (options) => host.request(options)],
    ];
    for (const [who, call] of callers) {
      for (const endpoint of ENDPOINTS) {
        const response = await call(endpoint);
        expect([who, endpoint.method, endpoint.url, response.statusCode]).toEqual([
          who,
          endpoint.method,
          endpoint.url,
          404,
        ]);
        expect(JSON.parse(response.body)).toEqual({ error: 'Recurso no encontrado' });
      }
      // An invalid body is not even looked at.
      const bad = await call({ method: 'POST', url: '/api/admin/people/x/suspend', payload: {} });
      expect(bad.statusCode).toBe(404);
    }
    // An operator reaches each of them (the ids above do not exist: their own 404 or a 409).
    for (const endpoint of ENDPOINTS.filter((e) => e.method === 'GET')) {
      expect((await asAdmin(endpoint)).statusCode).toBe(200);
    }
    expect(await audit()).toEqual([]);
  });

  it('tells the web app who is an operator; a host who operates stays Anfitrión', async () => {
    const session = async (user: TestUser) =>
      (await user.request({ method: 'GET', url: '/api/session' })).json().user;
    expect(await session(admin)).toMatchObject({ isAdmin: true, roleLabel: 'Viajero' });
    expect(await session(host)).toMatchObject({ isAdmin: false, roleLabel: 'Anfitrión' });
    await t.db.pool.query('UPDATE users SET is_admin = true WHERE id = $1', [host.id]);
    expect(await session(host)).toMatchObject({ isAdmin: true, roleLabel: 'Anfitrión' });
    await t.db.pool.query('UPDATE users SET is_admin = false WHERE id = $1', [host.id]);
  });

  it('lists open reports with their target and reporter; resolves or dismisses them with a note', async () => {
    const mate = await publishMate(host, { name: 'Mate reportado' });
    // Rows as the reports API writes them (oldest first in the console).
    // A second apart: PGlite's clock counts milliseconds, and two rows of the same one would tie.
    let written = 0;
    const report = async (type: string, target: string, reason: string, details: string) =>
      (
        await t.db.pool.query<{ id: string }>(
          `INSERT INTO reports (reporter_id, target_type, target_id, reason, details, created_at)
           VALUES ($1, $2, $3, $4, $5, now() + $6 * interval '1 second') RETURNING id`,
          [traveller.id, type, target, reason, details, (written += 1)],
        )
      ).rows[0]!.id;
    const mateReport = await report('mate', mate.id, 'spam', 'Repite el anuncio');
    const userReport = await report('user', host.id, 'fraud', '');
    const list = await asAdmin({ method: 'GET', url: '/api/admin/reports' });
    expect(list.json().reports).toEqual([
      expect.objectContaining({
        id: mateReport,
        targetType: 'mate',
        targetLabel: 'Mate reportado',
        targetLink: `/mates/${mate.id}`,
        reason: 'spam',
        details: 'Repite el anuncio',
        reporterName: 'Viajero Consola',
      }),
      expect.objectContaining({
        id: userReport,
        targetType: 'user',
        targetLabel: 'Anfitriona Consola',
        targetLink: '/u/Anfitriona%20Consola',
      }),
    ]);

    const resolve = (id: string, payload: object) =>
      asAdmin({ method: 'POST', url: `/api/admin/reports/${id}/resolve`, payload });
    const missingNote = await resolve(mateReport, { outcome: 'resolved', note: '  ' });
    expect([missingNote.statusCode, missingNote.json().fields]).toEqual([400, { note: 'Escribí una nota' }]);
    expect((await resolve(mateReport, { outcome: 'resolved', note: 'Oculté el mate' })).statusCode).toBe(200);
    expect((await resolve(userReport, { outcome: 'dismissed', note: 'No es fraude' })).statusCode).toBe(200);
    const again = await resolve(mateReport, { outcome: 'dismissed', note: 'otra vez' });
    expect([again.statusCode, again.json().error]).toEqual([409, 'Este reporte ya fue revisado']);
    expect((await resolve(ANY_ID, { outcome: 'dismissed', note: 'x' })).statusCode).toBe(404);

    const stored = await t.db.pool.query(
      'SELECT status, resolution_note, resolved_by FROM reports ORDER BY created_at, id',
    );
    expect(stored.rows).toEqual([
      { status: 'resolved', resolution_note: 'Oculté el mate', resolved_by: admin.id },
      { status: 'dismissed', resolution_note: 'No es fraude', resolved_by: admin.id },
    ]);
    expect((await asAdmin({ method: 'GET', url: '/api/admin/reports' })).json().reports).toEqual([]);
    expect((await audit()).slice(-2)).toEqual([
      {
        admin_id: admin.id,
        action: 'report_resolved',
        target_type: 'report',
        target_id: mateReport,
        reason: 'Oculté el mate',
      },
      {
        admin_id: admin.id,
        action: 'report_dismissed',
        target_type: 'report',
        target_id: userReport,
        reason: 'No es fraude',
      },
    ]);
  });

  it('shows who wrote a reported message, with a link to their profile, and what each report was about in the log', async () => {
    const chatHost = await registeredUser(t.app, 'Anfitrion Chat');
    const mate = await publishMate(chatHost, { name: 'Mate con chat reportado' });
    // Two people write to the host; the second then deletes their account.
    const firstMessage = async (writer: TestUser, content: string) => {
      const sent = await writer.request({
        method: 'POST',
        url: `/api/mates/${mate.id}/messages`,
        payload: { content },
      });
      expect(sent.statusCode, sent.body).toBe(201);
      const { rows } = await t.db.pool.query<{ id: string }>(
        'SELECT id FROM messages WHERE conversation_id = $1',
        [sent.json().conversationId],
      );
      return rows[0]!.id;
    };
    const writer = await registeredUser(t.app, 'Autora Mensaje');
    const gone = await registeredUser(t.app, 'Autor Borrado');
    const message = await firstMessage(writer, 'Pagame por fuera de Ronda');
    const goneMessage = await firstMessage(gone, 'Otro mensaje sospechoso');
    const reportMessage = async (targetId: string) => {
      const sent = await chatHost.request({
        method: 'POST',
        url: '/api/reports',
        payload: { targetType: 'message', targetId, reason: 'fraud', details: 'Pide pagar aparte' },
      });
      expect(sent.statusCode, sent.body).toBe(201);
      return sent.json().id as string;
    };
    const messageReport = await reportMessage(message);
    const goneReport = await reportMessage(goneMessage);
    const personReport = await chatHost.request({
      method: 'POST',
      url: '/api/reports',
      payload: { targetType: 'user', targetId: 'Autor Borrado', reason: 'spam' },
    });
    expect(personReport.statusCode, personReport.body).toBe(201);
    const deleted = await gone.request({
      method: 'DELETE',
      url: '/api/profile',
      payload: { confirmation: 'Autor Borrado' },
    });
    expect(deleted.statusCode, deleted.body).toBe(204);

    const reports = (await asAdmin({ method: 'GET', url: '/api/admin/reports' })).json().reports;
    expect(reports).toEqual([
      expect.objectContaining({
        id: messageReport,
        targetType: 'message',
        targetLabel: 'Pagame por fuera de Ronda',
        targetLink: null,
        author: { name: 'Autora Mensaje', link: '/u/Autora%20Mensaje' },
        reporterName: 'Anfitrion Chat',
      }),
      expect.objectContaining({
        id: goneReport,
        targetLabel: 'Otro mensaje sospechoso',
        author: { name: 'Usuario eliminado', link: null },
      }),
      // The person reported deleted their account: still named, never by an empty label.
      expect.objectContaining({
        id: personReport.json().id,
        targetType: 'user',
        targetLabel: 'Usuario eliminado',
        author: null,
      }),
    ]);

    // Mates and people have a page, no author.
    const mateReport = await traveller.request({
      method: 'POST',
      url: '/api/reports',
      payload: { targetType: 'mate', targetId: mate.id, reason: 'spam' },
    });
    const mateListed = (await asAdmin({ method: 'GET', url: '/api/admin/reports' }))
      .json()
      .reports.find((r: { id: string }) => r.id === mateReport.json().id);
    expect(mateListed).toMatchObject({ targetLink: `/mates/${mate.id}`, author: null });

    // The log says what each closed report was about.
    for (const [id, outcome] of [
      [personReport.json().id as string, 'dismissed'],
      [messageReport, 'resolved'],
      [goneReport, 'dismissed'],
      [mateReport.json().id as string, 'dismissed'],
    ]) {
      const closed = await asAdmin({
        method: 'POST',
        url: `/api/admin/reports/${id}/resolve`,
        payload: { outcome, note: 'Revisado' },
      });
      expect(closed.statusCode, closed.body).toBe(200);
    }
    const entries = (await asAdmin({ method: 'GET', url: '/api/admin/audit' })).json().entries;
    expect(entries[3]).toMatchObject({ reportTargetType: 'user', targetLabel: 'Usuario eliminado' });
    expect(entries.slice(0, 3)).toEqual([
      expect.objectContaining({
        action: 'report_dismissed',
        targetType: 'report',
        reportTargetType: 'mate',
        targetLabel: 'Mate con chat reportado',
      }),
      expect.objectContaining({ reportTargetType: 'message', targetLabel: 'Otro mensaje sospechoso' }),
      expect.objectContaining({
        action: 'report_resolved',
        reportTargetType: 'message',
        targetLabel: 'Pagame por fuera de Ronda',
      }),
    ]);
  });

  it('lists contact-form messages newest first and marks them answered', async () => {
    for (const name of ['Primera', 'Segunda']) {
      const sent = await t.app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: { name, email: `${name.toLowerCase()}@ejemplo.com`, comments: `Consulta de ${name}` },
      });
      expect(sent.statusCode).toBe(201);
    }
    const questions = (await asAdmin({ method: 'GET', url: '/api/admin/questions' })).json().questions;
    expect(questions.map((q: { name: string }) => q.name)).toEqual(['Segunda', 'Primera']);
    expect(questions[0]).toMatchObject({ email: 'segunda@ejemplo.com', answeredAt: null, answeredBy: null });

    const answered = await asAdmin({
      method: 'POST',
      url: `/api/admin/questions/${questions[1].id}/answered`,
    });
    expect(answered.statusCode).toBe(200);
    expect(answered.json()).toMatchObject({ name: 'Primera', answeredBy: 'Operadora' });
    expect(answered.json().answeredAt).not.toBeNull();
    const twice = await asAdmin({ method: 'POST', url: `/api/admin/questions/${questions[1].id}/answered` });
    expect(twice.statusCode).toBe(409);
    expect(await lastAudit()).toEqual({
      admin_id: admin.id,
      action: 'question_answered',
      target_type: 'question',
      target_id: questions[1].id,
      reason: null,
    });
  });

  it('searches people by public name, own name or e-mail; a bad search is a 400 in Spanish', async () => {
    const byName = (await asAdmin({ method: 'GET', url: '/api/admin/people?q=consola' })).json().people;
    expect(byName.map((p: { publicName: string }) => p.publicName).sort()).toEqual([
      'Anfitriona Consola',
      'Viajero Consola',
    ]);
    const byEmail = (
      await asAdmin({
        method: 'GET',
        url: `/api/admin/people?q=${encodeURIComponent(host.email.toUpperCase())}`,
      })
    ).json().people;
    expect(byEmail).toEqual([
      expect.objectContaining({
        id: host.id,
        email: host.email,
        roleLabel: 'Anfitrión',
        isAdmin: false,
        suspendedAt: null,
        matesCount: 2,
      }),
    ]);

    // The name only operators see (the account's), ignoring case.
    const private_ = await signUp(t.app, undefined, 'Marisol Quiroga Benítez');
    await private_.request({
      method: 'POST',
      url: '/api/registration',
      payload: { publicName: 'Mari del Sur', acceptTerms: true },
    });
    const people = async (q: string) =>
      (await asAdmin({ method: 'GET', url: `/api/admin/people?q=${encodeURIComponent(q)}` })).json()
        .people as Array<{ id: string; publicName: string; name: string }>;
    for (const q of ['quiroga', 'MARISOL QUIROGA', 'Mari del', 'Benítez']) {
      expect([q, (await people(q)).map((p) => p.id)]).toEqual([q, [private_.id]]);
    }
    expect((await people('quiroga'))[0]).toMatchObject({
      publicName: 'Mari del Sur',
      name: 'Marisol Quiroga Benítez',
    });

    // Too long, twice, or with a character the database refuses in text: never a server error.
    const tooLong = 'La búsqueda no puede tener más de 100 caracteres';
    for (const [url, error] of [
      [`/api/admin/people?q=${'a'.repeat(101)}`, tooLong],
      ['/api/admin/people?q=a&q=b', 'Escribí una sola búsqueda'],
      ['/api/admin/people?q=%00', 'Hay datos inválidos en la solicitud'],
      [`/api/admin/mates?q=${'a'.repeat(101)}`, tooLong],
      ['/api/admin/mates?q=a%00b', 'Hay datos inválidos en la solicitud'],
    ]) {
      const bad = await asAdmin({ method: 'GET', url });
      expect([url, bad.statusCode, bad.json().error]).toEqual([url, 400, error]);
    }
  });

  it('suspends a person: sessions end, sign-in is refused with the reason, mates leave every list, future rentals are cancelled with notice', async () => {
    const suspended = await registeredUser(t.app, 'Persona Suspendida');
    const guest = await registeredUser(t.app, 'Huésped Afectada');
    const otherHost = await registeredUser(t.app, 'Otro Anfitrión');
    const ownMate = await publishMate(suspended, { name: 'Mate de la suspendida' });
    const otherMate = await publishMate(otherHost, { name: 'Mate ajeno' });
    // As host: a confirmed rental in the future and a pending request, both of the guest.
    const futureRental = await booked(guest, ownMate.id, 5, 6);
    await suspended.request({ method: 'POST', url: `/api/bookings/${futureRental}/confirm` });
    const otherGuest = await registeredUser(t.app, 'Otra Huésped');
    const pendingRequest = await booked(otherGuest, ownMate.id, 10, 11);
    // As guest: a confirmed rental in the future with another host.
    const asGuest = await booked(suspended, otherMate.id, 7, 8);
    await otherHost.request({ method: 'POST', url: `/api/bookings/${asGuest}/confirm` });
    expect(await listedIds()).toContain(ownMate.id);

    const missingReason = await asAdmin({
      method: 'POST',
      url: `/api/admin/people/${suspended.id}/suspend`,
      payload: { reason: '' },
    });
    expect([missingReason.statusCode, missingReason.json().fields]).toEqual([
      400,
      { reason: 'Contanos el motivo' },
    ]);

    const response = await asAdmin({
      method: 'POST',
      url: `/api/admin/people/${suspended.id}/suspend`,
      payload: { reason: 'Estafas reiteradas' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ suspensionReason: 'Estafas reiteradas' });
    expect(response.json().suspendedAt).not.toBeNull();

    // Every session has ended: the same cookie is signed out.
    const sessions = await t.db.pool.query('SELECT count(*)::int AS n FROM auth_session WHERE user_id = $1', [
      suspended.id,
    ]);
    expect(sessions.rows[0].n).toBe(0);
    expect((await suspended.request({ method: 'GET', url: '/api/session' })).json().user).toBeNull();
    expect((await suspended.request({ method: 'GET', url: '/api/profile' })).statusCode).toBe(401);

    // Signing in again is refused, saying why.
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: suspended.email, password: PASSWORD },
    });
    expect([signIn.statusCode, signIn.json()]).toEqual([
      403,
      { error: 'Tu cuenta está suspendida: Estafas reiteradas' },
    ]);

    // The mates leave every list and the detail (to others; the host still sees it); the profile is gone.
    expect(await listedIds()).not.toContain(ownMate.id);
    const profile = await t.app.inject({ method: 'GET', url: '/api/users/Persona Suspendida' });
    expect(profile.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/mates/${ownMate.id}` })).statusCode).toBe(404);
    expect((await guest.request({ method: 'GET', url: `/api/mates/${ownMate.id}` })).statusCode).toBe(404);
    const book = await traveller.request({
      method: 'POST',
      url: `/api/mates/${ownMate.id}/bookings`,
      payload: { startDate: day(20), endDate: day(21) },
    });
    expect(book.statusCode).toBe(404);

    // Its future rentals and requests are cancelled on both sides, each other side told.
    expect(await bookingRow(futureRental)).toMatchObject({
      status: 'cancelled',
      cancel_reason: 'cancelled',
      cancelled_by: 'host',
      cancel_note: 'El anfitrión ya no está disponible en Ronda',
    });
    expect(await bookingRow(pendingRequest)).toMatchObject({
      status: 'cancelled',
      cancel_reason: 'rejected',
    });
    expect(await bookingRow(asGuest)).toMatchObject({
      status: 'cancelled',
      cancel_reason: 'cancelled',
      cancelled_by: 'guest',
      cancel_note: 'La persona ya no está disponible en Ronda',
    });
    expect((await notifications(guest)).at(-1)).toMatchObject({
      type: 'booking_cancelled',
      text: `El anfitrión canceló la reserva de "Mate de la suspendida" (${formatRentalDates(day(5), day(6))}). Motivo: El anfitrión ya no está disponible en Ronda`,
    });
    expect((await notifications(otherGuest)).at(-1)).toMatchObject({ type: 'booking_rejected' });
    expect((await notifications(otherHost)).at(-1)).toMatchObject({
      type: 'booking_cancelled',
      text: `Persona Suspendida canceló la reserva de "Mate ajeno" (${formatRentalDates(day(7), day(8))}). Motivo: La persona ya no está disponible en Ronda`,
    });
    // The other host's days are free again.
    expect(await booked(traveller, otherMate.id, 7, 8)).toBeTruthy();

    expect(await lastAudit()).toEqual({
      admin_id: admin.id,
      action: 'user_suspended',
      target_type: 'user',
      target_id: suspended.id,
      reason: 'Estafas reiteradas',
    });
    const twice = await asAdmin({
      method: 'POST',
      url: `/api/admin/people/${suspended.id}/suspend`,
      payload: { reason: 'otra vez' },
    });
    expect(twice.statusCode).toBe(409);
    const self = await asAdmin({
      method: 'POST',
      url: `/api/admin/people/${admin.id}/suspend`,
      payload: { reason: 'yo' },
    });
    expect([self.statusCode, self.json().error]).toEqual([409, 'No podés suspender tu propia cuenta']);

    // Reinstated: signs in again and the mates return to the lists (cancelled bookings stay so).
    const reinstated = await asAdmin({ method: 'POST', url: `/api/admin/people/${suspended.id}/reinstate` });
    expect(reinstated.json()).toMatchObject({ suspendedAt: null, suspensionReason: null });
    const back = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: suspended.email, password: PASSWORD },
    });
    expect(back.statusCode).toBe(200);
    expect(await listedIds()).toContain(ownMate.id);
    expect(await bookingRow(futureRental)).toMatchObject({ status: 'cancelled' });
    expect(await lastAudit()).toMatchObject({
      action: 'user_reinstated',
      target_id: suspended.id,
      reason: null,
    });
    const notSuspended = await asAdmin({
      method: 'POST',
      url: `/api/admin/people/${suspended.id}/reinstate`,
    });
    expect(notSuspended.statusCode).toBe(409);
    expect((await asAdmin({ method: 'POST', url: '/api/admin/people/nadie/reinstate' })).statusCode).toBe(
      404,
    );
  });

  it('hides a mate with a reason (its host is told) and shows it again', async () => {
    const mate = await publishMate(host, { name: 'Mate a ocultar' });
    const hide = (payload: object) =>
      asAdmin({ method: 'POST', url: `/api/admin/mates/${mate.id}/hide`, payload });
    expect((await hide({ reason: ' ' })).statusCode).toBe(400);
    const hidden = await hide({ reason: 'Fotos que no son del mate' });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(hidden.json()).toMatchObject({
      name: 'Mate a ocultar',
      hiddenReason: 'Fotos que no son del mate',
    });
    expect((await hide({ reason: 'otra vez' })).statusCode).toBe(409);

    expect(await listedIds()).not.toContain(mate.id);
    expect((await traveller.request({ method: 'GET', url: `/api/mates/${mate.id}` })).statusCode).toBe(404);
    // Its host still sees it, and reads why: on its page and in their own list (nobody else does).
    const ownDetail = await host.request({ method: 'GET', url: `/api/mates/${mate.id}` });
    expect(ownDetail.statusCode).toBe(200);
    expect(ownDetail.json().viewer).toMatchObject({
      isOwner: true,
      hiddenReason: 'Fotos que no son del mate',
    });
    const ownList = (await host.request({ method: 'GET', url: '/api/me/mates' })).json().mates;
    expect(ownList.find((m: { id: string }) => m.id === mate.id)).toMatchObject({
      hiddenReason: 'Fotos que no son del mate',
    });
    expect((await notifications(host)).at(-1)).toEqual({
      type: 'mate_status_changed',
      text: 'Ocultamos tu mate "Mate a ocultar" de Ronda. Motivo: Fotos que no son del mate',
      link: '/mis-mates',
    });
    const search = (await asAdmin({ method: 'GET', url: '/api/admin/mates' })).json().mates;
    expect(search[0]).toMatchObject({ id: mate.id, hostPublicName: 'Anfitriona Consola' });
    expect(await lastAudit()).toEqual({
      admin_id: admin.id,
      action: 'mate_hidden',
      target_type: 'mate',
      target_id: mate.id,
      reason: 'Fotos que no son del mate',
    });

    const shown = await asAdmin({ method: 'POST', url: `/api/admin/mates/${mate.id}/unhide` });
    expect(shown.json()).toMatchObject({ hiddenAt: null, hiddenReason: null });
    expect(await listedIds()).toContain(mate.id);
    expect((await host.request({ method: 'GET', url: '/api/me/mates' })).json().mates[0]).toMatchObject({
      id: mate.id,
      hiddenReason: null,
    });
    expect(
      (await traveller.request({ method: 'GET', url: `/api/mates/${mate.id}` })).json().viewer.hiddenReason,
    ).toBeNull();
    expect((await notifications(host)).at(-1)).toMatchObject({
      text: 'Tu mate "Mate a ocultar" vuelve a mostrarse en Ronda',
    });
    expect(await lastAudit()).toMatchObject({ action: 'mate_unhidden', target_id: mate.id });
    expect((await asAdmin({ method: 'POST', url: `/api/admin/mates/${mate.id}/unhide` })).statusCode).toBe(
      409,
    );
    expect((await asAdmin({ method: 'POST', url: `/api/admin/mates/${ANY_ID}/unhide` })).statusCode).toBe(
      404,
    );
    expect((await asAdmin({ method: 'POST', url: '/api/admin/mates/no-es-un-id/unhide' })).statusCode).toBe(
      404,
    );
  });

  it('summarises the last 30 days and shows the audit log, newest first, with names', async () => {
    // A request nobody answered in time, as the rental lifecycle leaves it: cancelled by no one.
    const quiet = await publishMate(host, { name: 'Mate sin respuesta' });
    const unanswered = await booked(traveller, quiet.id, 12, 13);
    await t.db.pool.query(
      `UPDATE bookings SET status = 'cancelled', cancel_reason = 'expired' WHERE id = $1`,
      [unanswered],
    );
    const summary = (await asAdmin({ method: 'GET', url: '/api/admin/summary' })).json();
    const { rows } = await t.db.pool.query(
      `SELECT (SELECT count(*)::int FROM users WHERE deleted_at IS NULL) AS people,
              (SELECT count(*)::int FROM mates WHERE status <> 'deleted') AS mates,
              (SELECT count(*)::int FROM bookings WHERE status = 'cancelled') AS cancelled,
              (SELECT count(*)::int FROM bookings WHERE cancelled_by = 'host') AS by_host,
              (SELECT count(*)::int FROM bookings WHERE cancelled_by = 'guest') AS by_guest`,
    );
    expect(summary).toMatchObject({
      newPeople: rows[0].people,
      matesPublished: rows[0].mates,
      openReports: 0,
      unansweredQuestions: 1,
    });
    expect(summary.bookings.cancelled).toBe(rows[0].cancelled);
    expect(summary.bookings.pending).toBeGreaterThanOrEqual(1);
    // Cancellations by who cancelled: the suspension above cancelled one on each side (and rejected a
    // request, the host's side); a request nobody answered in time expired.
    expect(summary.bookings).toMatchObject({
      cancelledByHost: rows[0].by_host,
      cancelledByGuest: rows[0].by_guest,
      expired: 1,
    });
    expect(summary.bookings.cancelled).toBe(3 + 1);
    expect(rows[0].by_host).toBe(2);
    expect(rows[0].by_guest).toBe(1);

    const entries = (await asAdmin({ method: 'GET', url: '/api/admin/audit' })).json().entries;
    expect(entries[0]).toMatchObject({
      adminName: 'Operadora',
      action: 'mate_unhidden',
      targetType: 'mate',
      targetLabel: 'Mate a ocultar',
    });
    expect(entries.find((e: { action: string }) => e.action === 'user_suspended')).toMatchObject({
      targetLabel: 'Persona Suspendida',
      reason: 'Estafas reiteradas',
    });
    expect(entries).toHaveLength((await audit()).length);
  });

  it('hides a reported review with a reason: it leaves the profile and its count, and the report is resolved', async () => {
    // A completed rental, reviewed from both sides through the API (both reviews published at once).
    const mate = await publishMate(host, { name: 'Mate con valoración reportada' });
    const bookingId = await booked(traveller, mate.id, 0, 0);
    for (const action of ['confirm', 'complete']) {
      const done = await host.request({ method: 'POST', url: `/api/bookings/${bookingId}/${action}` });
      expect(done.statusCode, done.body).toBe(200);
    }
    for (const [user, payload] of [
      [traveller, { rating: 1, comment: 'Insultos que no van' }],
      [host, { rating: 5, comment: 'Impecable' }],
    ] as const) {
      const written = await user.request({
        method: 'POST',
        url: `/api/bookings/${bookingId}/review`,
        payload,
      });
      expect(written.statusCode, written.body).toBe(201);
    }
    const profile = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/users/Anfitriona Consola' })).json();
    const before = await profile();
    expect(before.stats).toMatchObject({ reviewsReceived: 1, ratingAverage: 1 });
    const reviewId = before.reviews[0].id as string;

    const reported = await host.request({
      method: 'POST',
      url: '/api/reports',
      payload: { targetType: 'review', targetId: reviewId, reason: 'inappropriate', details: 'Me insulta' },
    });
    expect(reported.statusCode, reported.body).toBe(201);
    const reportId = reported.json().id as string;
    expect((await asAdmin({ method: 'GET', url: '/api/admin/reports' })).json().reports).toEqual([
      expect.objectContaining({
        id: reportId,
        targetType: 'review',
        targetLabel: 'Insultos que no van',
        // The reviewed person's profile, and who wrote it.
        targetLink: '/u/Anfitriona%20Consola',
        author: { name: 'Viajero Consola', link: '/u/Viajero%20Consola' },
      }),
    ]);

    const hide = (id: string, payload: object) =>
      asAdmin({ method: 'POST', url: `/api/admin/reports/${id}/hide-review`, payload });
    const missingReason = await hide(reportId, { reason: ' ' });
    expect([missingReason.statusCode, missingReason.json().fields]).toEqual([
      400,
      { reason: 'Contanos el motivo' },
    ]);
    const hidden = await hide(reportId, { reason: 'Lenguaje ofensivo' });
    expect([hidden.statusCode, hidden.json()]).toEqual([200, { ok: true }]);

    // Gone from the public profile, its count and average; the host's own review of the guest stays.
    const after = await profile();
    expect(after.reviews).toEqual([]);
    expect(after.stats).toMatchObject({ reviewsReceived: 0, ratingAverage: null });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/users/Viajero Consola' })).json().stats,
    ).toMatchObject({ reviewsReceived: 1, ratingAverage: 5 });
    const stored = await t.db.pool.query(
      'SELECT hidden_reason, hidden_at IS NOT NULL AS hidden FROM reviews WHERE id = $1',
      [reviewId],
    );
    expect(stored.rows).toEqual([{ hidden_reason: 'Lenguaje ofensivo', hidden: true }]);
    const report = await t.db.pool.query(
      'SELECT status, resolution_note, resolved_by FROM reports WHERE id = $1',
      [reportId],
    );
    expect(report.rows).toEqual([
      { status: 'resolved', resolution_note: 'Lenguaje ofensivo', resolved_by: admin.id },
    ]);
    expect((await asAdmin({ method: 'GET', url: '/api/admin/reports' })).json().reports).toEqual([]);
    expect(await lastAudit()).toEqual({
      admin_id: admin.id,
      action: 'review_hidden',
      target_type: 'review',
      target_id: reviewId,
      reason: 'Lenguaje ofensivo',
    });
    const entries = (await asAdmin({ method: 'GET', url: '/api/admin/audit' })).json().entries;
    expect(entries[0]).toMatchObject({ action: 'review_hidden', targetLabel: 'Insultos que no van' });

    // Only an open report on a review: closed, missing, or about something else.
    const again = await hide(reportId, { reason: 'otra vez' });
    expect([again.statusCode, again.json().error]).toEqual([409, 'Este reporte ya fue revisado']);
    expect((await hide(ANY_ID, { reason: 'x' })).statusCode).toBe(404);
    const mateReport = await traveller.request({
      method: 'POST',
      url: '/api/reports',
      payload: { targetType: 'mate', targetId: mate.id, reason: 'spam' },
    });
    const notReview = await hide(mateReport.json().id, { reason: 'x' });
    expect([notReview.statusCode, notReview.json().error]).toEqual([
      409,
      'Este reporte no es de una valoración',
    ]);
    await asAdmin({
      method: 'POST',
      url: `/api/admin/reports/${mateReport.json().id}/resolve`,
      payload: { outcome: 'dismissed', note: 'No es spam' },
    });
  });

  it('hides a reported message with a reason: both participants read that the team hid it, its reports are resolved', async () => {
    const chatHost = await registeredUser(t.app, 'Anfitrion Oculto');
    const mate = await publishMate(chatHost, { name: 'Mate con mensaje oculto' });
    const writer = await registeredUser(t.app, 'Autor Oculto');
    const sent = await writer.request({
      method: 'POST',
      url: `/api/mates/${mate.id}/messages`,
      payload: { content: 'Pagame por transferencia aparte' },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const conversationId = sent.json().conversationId as string;
    const messageId = (
      await t.db.pool.query<{ id: string }>('SELECT id FROM messages WHERE conversation_id = $1', [
        conversationId,
      ])
    ).rows[0]!.id;
    const report = async (by: TestUser) => {
      const reported = await by.request({
        method: 'POST',
        url: '/api/reports',
        payload: { targetType: 'message', targetId: messageId, reason: 'fraud' },
      });
      expect(reported.statusCode, reported.body).toBe(201);
      return reported.json().id as string;
    };
    const reportId = await report(chatHost);

    const hide = (id: string, payload: object) =>
      asAdmin({ method: 'POST', url: `/api/admin/reports/${id}/hide-message`, payload });
    const missingReason = await hide(reportId, { reason: '' });
    expect([missingReason.statusCode, missingReason.json().fields]).toEqual([
      400,
      { reason: 'Contanos el motivo' },
    ]);
    // Only an operator: a participant cannot hide it either.
    expect(
      (
        await chatHost.request({
          method: 'POST',
          url: `/api/admin/reports/${reportId}/hide-message`,
          payload: { reason: 'x' },
        })
      ).statusCode,
    ).toBe(404);
    const hidden = await hide(reportId, { reason: 'Pide pagar por fuera' });
    expect([hidden.statusCode, hidden.json()]).toEqual([200, { ok: true }]);

    for (const participant of [chatHost, writer]) {
      const thread = (
        await participant.request({ method: 'GET', url: `/api/conversations/${conversationId}` })
      ).json();
      expect(thread.messages).toEqual([
        expect.objectContaining({
          id: messageId,
          hidden: true,
          content: 'Mensaje oculto por el equipo de Ronda.',
        }),
      ]);
      const inbox = (await participant.request({ method: 'GET', url: '/api/conversations' })).json();
      expect(
        inbox.conversations.find((c: { id: string }) => c.id === conversationId).lastMessage.content,
      ).toBe('Mensaje oculto por el equipo de Ronda.');
    }
    const stored = await t.db.pool.query(
      'SELECT content, hidden_reason, hidden_at IS NOT NULL AS hidden FROM messages WHERE id = $1',
      [messageId],
    );
    // The words stay for the record.
    expect(stored.rows).toEqual([
      { content: 'Pagame por transferencia aparte', hidden_reason: 'Pide pagar por fuera', hidden: true },
    ]);
    const closed = await t.db.pool.query('SELECT status, resolution_note FROM reports WHERE id = $1', [
      reportId,
    ]);
    expect(closed.rows).toEqual([{ status: 'resolved', resolution_note: 'Pide pagar por fuera' }]);
    expect(await lastAudit()).toEqual({
      admin_id: admin.id,
      action: 'message_hidden',
      target_type: 'message',
      target_id: messageId,
      reason: 'Pide pagar por fuera',
    });

    // A later report on the hidden message: it is already hidden. A closed report, another kind, none.
    const later = await report(chatHost);
    const twice = await hide(later, { reason: 'otra vez' });
    expect([twice.statusCode, twice.json().error]).toEqual([409, 'Este mensaje ya está oculto']);
    const closedAgain = await hide(reportId, { reason: 'otra vez' });
    expect([closedAgain.statusCode, closedAgain.json().error]).toEqual([409, 'Este reporte ya fue revisado']);
    expect((await hide(ANY_ID, { reason: 'x' })).statusCode).toBe(404);
    const mateReport = await writer.request({
      method: 'POST',
      url: '/api/reports',
      payload: { targetType: 'mate', targetId: mate.id, reason: 'spam' },
    });
    const notMessage = await hide(mateReport.json().id, { reason: 'x' });
    expect([notMessage.statusCode, notMessage.json().error]).toEqual([
      409,
      'Este reporte no es de un mensaje',
    ]);
    for (const id of [later, mateReport.json().id as string]) {
      await asAdmin({
        method: 'POST',
        url: `/api/admin/reports/${id}/resolve`,
        payload: { outcome: 'dismissed', note: 'Ya revisado' },
      });
    }
  });

  it('hides a reported mate with a reason: it leaves the lists, its host is told, its reports are resolved', async () => {
    const owner = await registeredUser(t.app, 'Anfitriona Reportada');
    const mate = await publishMate(owner, { name: 'Mate reportado en la consola' });
    const reports = [];
    for (const by of [traveller, host]) {
      const reported = await by.request({
        method: 'POST',
        url: '/api/reports',
        payload: { targetType: 'mate', targetId: mate.id, reason: 'fraud' },
      });
      expect(reported.statusCode, reported.body).toBe(201);
      reports.push(reported.json().id as string);
    }
    const hide = (id: string, payload: object) =>
      asAdmin({ method: 'POST', url: `/api/admin/reports/${id}/hide-mate`, payload });
    const missingReason = await hide(reports[0]!, {});
    expect([missingReason.statusCode, missingReason.json().fields]).toEqual([
      400,
      { reason: 'Contanos el motivo' },
    ]);
    const hidden = await hide(reports[0]!, { reason: 'Fotos de otro sitio' });
    expect([hidden.statusCode, hidden.json()]).toEqual([200, { ok: true }]);

    expect(await listedIds()).not.toContain(mate.id);
    expect((await notifications(owner)).at(-1)).toEqual({
      type: 'mate_status_changed',
      text: 'Ocultamos tu mate "Mate reportado en la consola" de Ronda. Motivo: Fotos de otro sitio',
      link: '/mis-mates',
    });
    // Both reports on the mate are resolved with the reason.
    const closed = await t.db.pool.query(
      'SELECT status, resolution_note FROM reports WHERE id = ANY($1::uuid[]) ORDER BY created_at',
      [reports],
    );
    expect(closed.rows).toEqual([
      { status: 'resolved', resolution_note: 'Fotos de otro sitio' },
      { status: 'resolved', resolution_note: 'Fotos de otro sitio' },
    ]);
    expect(await lastAudit()).toEqual({
      admin_id: admin.id,
      action: 'mate_hidden',
      target_type: 'mate',
      target_id: mate.id,
      reason: 'Fotos de otro sitio',
    });
    const personReport = await traveller.request({
      method: 'POST',
      url: '/api/reports',
      payload: { targetType: 'user', targetId: 'Anfitriona Reportada', reason: 'spam' },
    });
    const notMate = await hide(personReport.json().id, { reason: 'x' });
    expect([notMate.statusCode, notMate.json().error]).toEqual([409, 'Este reporte no es de un mate']);
    await asAdmin({
      method: 'POST',
      url: `/api/admin/reports/${personReport.json().id}/resolve`,
      payload: { outcome: 'dismissed', note: 'No es spam' },
    });
  });
});
