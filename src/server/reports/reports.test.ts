import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registeredUser, signUp, type TestApp, type TestUser } from '../testing/harness.js';
import { publishMate } from '../testing/mates-fixtures.js';

describe('reports', () => {
  let t: TestApp;
  let host: TestUser & { publicName: string };
  let traveller: TestUser & { publicName: string };
  let other: TestUser & { publicName: string };
  let visitor: TestUser;
  let mateId: string;
  let hostMessageId: string;
  let travellerMessageId: string;
  beforeAll(async () => {
    t = await createTestApp();
    host = await registeredUser(t.app, 'Host Reportes');
    traveller = await registeredUser(t.app, 'Viajera Reportes');
    other = await registeredUser(t.app, 'Otra Persona');
    visitor = await signUp(t.app);
    mateId = (await publishMate(host, { name: 'Mate reportable' })).id;
    const contact = await traveller.request({
      method: 'POST',
      url: `/api/mates/${mateId}/messages`,
      payload: { content: 'Hola' },
    });
    const conversationId = contact.json().conversationId as string;
    const reply = await host.request({
      method: 'POST',
      url: `/api/conversations/${conversationId}/messages`,
      payload: { content: 'Pasá por mi cuenta bancaria' },
    });
    hostMessageId = reply.json().id;
    const { rows } = await t.db.pool.query(
      'SELECT id FROM messages WHERE conversation_id = $1 AND sender_id = $2',
      [conversationId, traveller.id],
    );
    travellerMessageId = rows[0].id;
  });
  afterAll(() => t.close());

  const report = (user: TestUser | null, payload: Record<string, unknown>) =>
    (user ? user.request.bind(user) : t.app.inject.bind(t.app))({
      method: 'POST',
      url: '/api/reports',
      payload,
    });
  const stored = async (reporter: TestUser) =>
    (
      await t.db.pool.query(
        'SELECT target_type, target_id, reason, details, status FROM reports WHERE reporter_id = $1 ORDER BY created_at',
        [reporter.id],
      )
    ).rows;

  it('asks anonymous people to sign in and a Visitante to register', async () => {
    const payload = { targetType: 'mate', targetId: mateId, reason: 'spam' };
    const anonymous = await report(null, payload);
    expect([anonymous.statusCode, anonymous.json().error]).toEqual([401, 'Usuario no autenticado']);
    const guest = await report(visitor, payload);
    expect([guest.statusCode, guest.json().error]).toEqual([403, 'Completá tu registro para reportar']);
    expect(await stored(visitor)).toEqual([]);
  });

  it('reports a mate once while the report is open', async () => {
    const first = await report(traveller, {
      targetType: 'mate',
      targetId: mateId,
      reason: 'fraud',
      details: '  Pide pagar por adelantado  ',
    });
    expect(first.statusCode).toBe(201);
    expect(first.json().id).toMatch(/^[0-9a-f-]{36}$/);
    const second = await report(traveller, { targetType: 'mate', targetId: mateId, reason: 'spam' });
    expect([second.statusCode, second.json().error]).toEqual([
      409,
      'Ya reportaste esto: lo estamos revisando.',
    ]);
    // Another person reports the same mate: their own report.
    expect((await report(other, { targetType: 'mate', targetId: mateId, reason: 'other' })).statusCode).toBe(
      201,
    );
    expect(await stored(traveller)).toEqual([
      {
        target_type: 'mate',
        target_id: mateId,
        reason: 'fraud',
        details: 'Pide pagar por adelantado',
        status: 'open',
      },
    ]);
  });

  it('takes a new report once the earlier one was closed', async () => {
    await t.db.pool.query(
      `UPDATE reports SET status = 'dismissed', resolved_at = now() WHERE reporter_id = $1 AND target_type = 'mate'`,
      [other.id],
    );
    expect((await report(other, { targetType: 'mate', targetId: mateId, reason: 'spam' })).statusCode).toBe(
      201,
    );
  });

  it('never takes a report of one’s own mate, profile or message', async () => {
    const ownMate = await report(host, { targetType: 'mate', targetId: mateId, reason: 'spam' });
    expect([ownMate.statusCode, ownMate.json().error]).toEqual([400, 'No podés reportar algo tuyo']);
    const self = await report(host, { targetType: 'user', targetId: host.publicName, reason: 'spam' });
    expect([self.statusCode, self.json().error]).toEqual([400, 'No podés reportar algo tuyo']);
    const ownMessage = await report(traveller, {
      targetType: 'message',
      targetId: travellerMessageId,
      reason: 'spam',
    });
    expect([ownMessage.statusCode, ownMessage.json().error]).toEqual([400, 'No podés reportar algo tuyo']);
  });

  it('reports a person by their public name and stores who they are', async () => {
    const response = await report(traveller, {
      targetType: 'user',
      targetId: host.publicName.toUpperCase(),
      reason: 'inappropriate',
    });
    expect(response.statusCode).toBe(201);
    const { rows } = await t.db.pool.query('SELECT target_id FROM reports WHERE id = $1', [
      response.json().id,
    ]);
    expect(rows[0].target_id).toBe(host.id);
    const missing = await report(traveller, { targetType: 'user', targetId: 'Nadie Así', reason: 'spam' });
    expect([missing.statusCode, missing.json().error]).toEqual([
      404,
      'No encontramos lo que querés reportar',
    ]);
  });

  it('reports a received message only as the other participant of its conversation', async () => {
    const outsider = await report(other, { targetType: 'message', targetId: hostMessageId, reason: 'spam' });
    expect([outsider.statusCode, outsider.json().error]).toEqual([
      404,
      'No encontramos lo que querés reportar',
    ]);
    const received = await report(traveller, {
      targetType: 'message',
      targetId: hostMessageId,
      reason: 'fraud',
    });
    expect(received.statusCode).toBe(201);
  });

  it('reports a review that exists and is not one’s own', async () => {
    const { rows: bookings } = await t.db.pool.query(
      `INSERT INTO bookings (mate_id, guest_id, host_id, status, start_date, end_date, days, total, completed_at)
       VALUES ($1, $2, $3, 'completed', current_date - 5, current_date - 3, 3, 0, now()) RETURNING id`,
      [mateId, traveller.id, host.id],
    );
    const { rows: reviews } = await t.db.pool.query(
      `INSERT INTO reviews (booking_id, mate_id, author_side, author_id, subject_id, rating, comment)
       VALUES ($1, $2, 'guest', $3, $4, 1, 'Horrible') RETURNING id`,
      [bookings[0].id, mateId, traveller.id, host.id],
    );
    const reviewId = reviews[0].id as string;
    const own = await report(traveller, { targetType: 'review', targetId: reviewId, reason: 'other' });
    expect(own.statusCode).toBe(400);
    expect(
      (await report(host, { targetType: 'review', targetId: reviewId, reason: 'other' })).statusCode,
    ).toBe(201);
    const missing = await report(host, {
      targetType: 'review',
      targetId: '00000000-0000-4000-8000-000000000000',
      reason: 'other',
    });
    expect(missing.statusCode).toBe(404);
  });

  it('checks the reason, the details and the target with Spanish messages', async () => {
    const noReason = await report(traveller, { targetType: 'mate', targetId: mateId });
    expect([noReason.statusCode, noReason.json().fields.reason]).toEqual([400, 'Elegí un motivo']);
    const badReason = await report(traveller, { targetType: 'mate', targetId: mateId, reason: 'meh' });
    expect(badReason.json().fields.reason).toBe('Elegí un motivo');
    const long = await report(other, {
      targetType: 'user',
      targetId: host.publicName,
      reason: 'other',
      details: 'x'.repeat(1001),
    });
    expect([long.statusCode, long.json().fields.details]).toEqual([
      400,
      'Los detalles no pueden tener más de 1000 caracteres',
    ]);
    const notAnId = await report(traveller, { targetType: 'mate', targetId: 'no-es-un-id', reason: 'spam' });
    expect([notAnId.statusCode, notAnId.json().error]).toEqual([
      404,
      'No encontramos lo que querés reportar',
    ]);
    const badType = await report(traveller, { targetType: 'booking', targetId: mateId, reason: 'spam' });
    expect(badType.statusCode).toBe(400);
    const { rows } = await t.db.pool.query(`UPDATE mates SET status = 'deleted' WHERE id = $1 RETURNING id`, [
      (await publishMate(host, { name: 'Mate borrado' })).id,
    ]);
    const deleted = await report(other, { targetType: 'mate', targetId: rows[0].id, reason: 'spam' });
    expect(deleted.statusCode).toBe(404);
  });
});
