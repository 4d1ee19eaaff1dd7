import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../messages/catalogue.js';
import { drivenClock } from '../testing/driven-clock.js';
import { createTestApp, registeredUser, type TestApp, type TestUser } from '../testing/harness.js';
import { publishMate } from '../testing/mates-fixtures.js';
import { REACH_RULES, REFUSAL_ANSWERS } from './reach-policy.js';

type Person = TestUser & { publicName: string };

/** How A and B stand when A acts. */
const RELATIONS = [
  'none',
  'A blocked B',
  'B blocked A',
  'A suspended',
  'B suspended',
  'B deleted',
  'A blocked B, rental confirmed',
  'B blocked A, rental confirmed',
] as const;
type RelationName = (typeof RELATIONS)[number];

/** What A does to B, through the API. */
type Path = 'start' | 'write' | 'book' | 'review' | 'reply' | 'report';
interface Answer {
  status: number;
  /** The words A reads; left out where any sign-in prompt will do. */
  error?: string;
}
type Row = Record<Path, Answer> & { /** B hears of anything A did. */ notified: boolean };

const created: Answer = { status: 201 };
const done: Answer = { status: 200 };
const signedOut: Answer = { status: 401 };
const refused = (status: number, error: string): Answer => ({ status, error });
const unavailable = refused(409, messages.bookings.unavailable);

/**
 * Every path × every relation. "start" writes to B from a mate of B's A never talked about; "write" is
 * their shared chat (a completed rental's, or in the last two rows the confirmed rental's); "review" and
 * "reply" are about a completed rental B already reviewed; "report" names B.
 */
const TABLE: Record<RelationName, Row> = {
  none: {
    start: created,
    write: created,
    book: created,
    review: created,
    reply: done,
    report: created,
    notified: true,
  },
  'A blocked B': {
    start: refused(409, messages.blocks.unblockToWrite),
    write: refused(409, messages.blocks.unblockToWrite),
    book: refused(409, messages.blocks.unblockToBook),
    review: created,
    reply: done,
    report: created,
    notified: true,
  },
  'B blocked A': {
    start: unavailable,
    write: refused(409, messages.conversations.sendFailed),
    book: unavailable,
    review: created,
    reply: refused(404, messages.reviews.notFound),
    report: created,
    notified: false,
  },
  'A suspended': {
    start: signedOut,
    write: signedOut,
    book: signedOut,
    review: signedOut,
    reply: signedOut,
    report: signedOut,
    notified: false,
  },
  'B suspended': {
    start: refused(404, messages.mates.notFound),
    write: created,
    book: refused(404, messages.bookings.unavailable),
    review: created,
    reply: done,
    report: created,
    notified: true,
  },
  'B deleted': {
    start: refused(404, messages.mates.notFound),
    write: refused(403, messages.ownData.recipientDeleted),
    book: refused(404, messages.bookings.unavailable),
    review: created,
    reply: done,
    report: refused(404, messages.reports.targetNotFound),
    notified: false,
  },
  'A blocked B, rental confirmed': {
    start: refused(409, messages.blocks.unblockToWrite),
    write: created,
    book: refused(409, messages.blocks.unblockToBook),
    review: created,
    reply: done,
    report: created,
    notified: true,
  },
  'B blocked A, rental confirmed': {
    start: unavailable,
    write: created,
    book: unavailable,
    review: created,
    reply: refused(404, messages.reviews.notFound),
    report: created,
    notified: false,
  },
};

describe('who may reach whom', () => {
  const clock = drivenClock();
  let t: TestApp;
  let operator: TestUser;
  beforeAll(async () => {
    t = await createTestApp({}, undefined, clock);
    operator = await registeredUser(t.app);
    await t.db.pool.query('UPDATE users SET is_admin = true WHERE id = $1', [operator.id]);
  });
  afterAll(() => t.close());

  const ok = (response: { statusCode: number; body: string }, status = 201) =>
    expect(response.statusCode, response.body).toBe(status);

  /** What B has been told, counting each chat message its notification counts. */
  const toldTo = async (person: Person) =>
    (
      await t.db.pool.query<{ n: number }>(
        'SELECT coalesce(sum(message_count), 0)::int AS n FROM notifications WHERE user_id = $1',
        [person.id],
      )
    ).rows[0]!.n;

  /** Two new people with a completed rental B already reviewed, and (when asked) a confirmed one. */
  async function pair(withConfirmedRental: boolean) {
    const a = await registeredUser(t.app);
    const b = await registeredUser(t.app);
    const fresh = (await publishMate(b, { name: 'Mate nuevo' })).id;
    const rented = (await publishMate(b, { name: 'Mate ya alquilado' })).id;
    const done = await a.request({
      method: 'POST',
      url: `/api/mates/${rented}/bookings`,
      payload: { startDate: clock.day(0), endDate: clock.day(0) },
    });
    ok(done);
    const completed = done.json().bookingId as string;
    let chat = done.json().conversationId as string;
    for (const step of ['confirm', 'complete']) {
      ok(await b.request({ method: 'POST', url: `/api/bookings/${completed}/${step}` }), 200);
    }
    ok(await b.request({ method: 'POST', url: `/api/bookings/${completed}/review`, payload: { rating: 4 } }));
    if (withConfirmedRental) {
      const upcoming = (await publishMate(b, { name: 'Mate por entregar' })).id;
      const booked = await a.request({
        method: 'POST',
        url: `/api/mates/${upcoming}/bookings`,
        payload: { startDate: clock.day(5), endDate: clock.day(6) },
      });
      ok(booked);
      ok(await b.request({ method: 'POST', url: `/api/bookings/${booked.json().bookingId}/confirm` }), 200);
      chat = booked.json().conversationId;
    }
    return { a, b, fresh, chat, completed };
  }

  async function relate(relation: RelationName, a: Person, b: Person) {
    const block = (blocker: Person, blocked: Person) =>
      blocker.request({ method: 'POST', url: '/api/blocks', payload: { publicName: blocked.publicName } });
    const suspend = (person: Person) =>
      operator.request({
        method: 'POST',
        url: `/api/admin/people/${person.id}/suspend`,
        payload: { reason: 'Pruebas' },
      });
    if (relation.startsWith('A blocked B')) ok(await block(a, b), 200);
    if (relation.startsWith('B blocked A')) ok(await block(b, a), 200);
    if (relation === 'A suspended') ok(await suspend(a), 200);
    if (relation === 'B suspended') ok(await suspend(b), 200);
    if (relation === 'B deleted') {
      const deleted = await b.request({
        method: 'DELETE',
        url: '/api/profile',
        payload: { confirmation: b.publicName },
      });
      expect(deleted.statusCode, deleted.body).toBeLessThan(300);
    }
  }

  it.each(RELATIONS)('%s', async (relation) => {
    const { a, b, fresh, chat, completed } = await pair(relation.endsWith('rental confirmed'));
    await relate(relation, a, b);
    const toldBefore = await toldTo(b);

    const answers: Partial<Record<Path, Answer>> = {};
    const take = async (path: Path, pending: Promise<{ statusCode: number; json(): unknown }>) => {
      const response = await pending;
      const status = response.statusCode;
      answers[path] =
        status < 300 || TABLE[relation][path].error === undefined
          ? { status }
          : { status, error: (response.json() as { error: string }).error };
    };
    await take(
      'start',
      a.request({
        method: 'POST',
        url: `/api/mates/${fresh}/messages`,
        payload: { content: '¿Está libre?' },
      }),
    );
    await take(
      'write',
      a.request({ method: 'POST', url: `/api/conversations/${chat}/messages`, payload: { content: 'Hola' } }),
    );
    await take(
      'book',
      a.request({
        method: 'POST',
        url: `/api/mates/${fresh}/bookings`,
        payload: { startDate: clock.day(8), endDate: clock.day(9) },
      }),
    );
    await take(
      'review',
      a.request({ method: 'POST', url: `/api/bookings/${completed}/review`, payload: { rating: 5 } }),
    );
    const { rows } = await t.db.pool.query<{ id: string }>(
      'SELECT id FROM reviews WHERE booking_id = $1 AND subject_id = $2',
      [completed, a.id],
    );
    await take(
      'reply',
      a.request({ method: 'POST', url: `/api/reviews/${rows[0]!.id}/reply`, payload: { reply: 'Gracias' } }),
    );
    await take(
      'report',
      a.request({
        method: 'POST',
        url: '/api/reports',
        payload: { targetType: 'user', targetId: b.publicName, reason: 'spam' },
      }),
    );

    const row = TABLE[relation];
    expect({ ...answers, notified: (await toldTo(b)) > toldBefore }).toEqual(row);
  });

  it('gives every refusal a rule can make its own words', () => {
    for (const [reach, rule] of Object.entries(REACH_RULES)) {
      if (reach === 'notify') continue;
      for (const refusal of rule.refusedWhen) {
        if (refusal === 'actor-inactive') continue;
        expect(REFUSAL_ANSWERS[reach as Exclude<keyof typeof REACH_RULES, 'notify'>][refusal]).toBeDefined();
      }
    }
  });
});
