import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { rentalToday } from '../../shared/rental-dates.js';
import type { BookingStatus } from '../../shared/schemas/bookings.js';
import { transaction } from '../db/sql.js';
import { DomainError } from '../errors.js';
import { messages } from '../messages/catalogue.js';
import { drivenClock } from '../testing/driven-clock.js';
import { busyJobs } from '../testing/jobs.js';
import { createTestApp, registeredUser, type TestApp, type TestUser } from '../testing/harness.js';
import { publishMate } from '../testing/mates-fixtures.js';
import {
  BOOKING_ACTORS,
  BOOKING_STATUSES,
  TRANSITIONS,
  moveBooking,
  type BookingActor,
  type TransitionName,
} from './booking-transitions.js';
import { applyBookingChange, lockBooking } from './bookings.repo.js';

// The app's clock runs hours ahead of the database's: a row stamped with now() would show it.
const clock = drivenClock();
clock.advanceHours(5);

const NAMES = Object.keys(TRANSITIONS) as TransitionName[];
const table = (name: TransitionName): (typeof TRANSITIONS)[TransitionName] => TRANSITIONS[name];
const allows = (name: TransitionName, from: BookingStatus, actor: BookingActor) =>
  table(name).from === from && (table(name).by as readonly BookingActor[]).includes(actor);

/** The refusal the table gives: who may make it, then the state it starts from. */
function refusalOf(name: TransitionName, actor: BookingActor) {
  const by = table(name).by as readonly BookingActor[];
  if (!by.includes(actor)) {
    if (by.includes('host')) return messages.bookings.hostOnly;
    if (by.includes('guest')) return messages.bookings.guestOnly;
    return messages.bookings.notAllowed;
  }
  return table(name).from === 'pending' ? messages.bookings.notPending : messages.bookings.notConfirmed;
}

/**
 * Days (from today) a booking gets so each transition's guard lets it through, and how many hours after
 * the clock's now it is tried (an expiry after 48 hours, a completion three days after the last day).
 */
const FAVOURABLE: Record<TransitionName, { from: number; to: number; laterHours?: number }> = {
  confirm: { from: 3, to: 4 },
  reject: { from: 3, to: 4 },
  withdraw: { from: 3, to: 4 },
  cancel: { from: 3, to: 4 },
  return: { from: 0, to: 1 },
  expire: { from: 3, to: 4, laterHours: 49 },
  complete: { from: 0, to: 0, laterHours: 4 * 24 },
  datesTaken: { from: 3, to: 4 },
  mateGone: { from: 3, to: 4 },
  matePaused: { from: 3, to: 4 },
  mateRentalCancelled: { from: 3, to: 4 },
  guestGone: { from: 3, to: 4 },
  guestRentalCancelled: { from: 3, to: 4 },
};

/** The API's action for each transition a side asks for by itself. */
const ACTIONS: Partial<Record<TransitionName, string>> = {
  confirm: 'confirm',
  reject: 'reject',
  withdraw: 'withdraw',
  cancel: 'cancel',
  return: 'complete',
};

describe('what a booking may become', () => {
  let t: TestApp;
  let host: TestUser;
  let guest: TestUser;
  let third: TestUser;
  /** One booking in each status, for every refused attempt: a refusal leaves it as it was. */
  const standing = {} as Record<BookingStatus, string>;

  const act = (user: TestUser, id: string, action: string) =>
    user.request({
      method: 'POST',
      url: `/api/bookings/${id}/${action}`,
      payload: action === 'cancel' ? { reason: 'Me surgió un viaje' } : undefined,
    });

  /** A booking brought to `status` through the API, on a mate of its own. */
  async function bookingIn(status: BookingStatus, days: { from: number; to: number }) {
    const mate = await publishMate(host, { name: `Mate ${status}` });
    // A completed rental was lent from today.
    const range = status === 'completed' ? { from: 0, to: 0 } : days;
    const created = await guest.request({
      method: 'POST',
      url: `/api/mates/${mate.id}/bookings`,
      payload: { startDate: clock.day(range.from), endDate: clock.day(range.to) },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().bookingId as string;
    const steps = {
      pending: [],
      confirmed: ['confirm'],
      completed: ['confirm', 'complete'],
      cancelled: ['reject'],
    };
    for (const step of steps[status]) expect((await act(host, id, step)).statusCode).toBe(200);
    return id;
  }

  /** Everything a change could touch: the row, its taken days, its notices, its live events. */
  async function everything(id: string) {
    const { rows } = await t.db.pool.query(
      `SELECT row_to_json(b)::text AS booking,
              (SELECT count(*) FROM mate_taken_days WHERE booking_id = b.id)::int AS taken,
              (SELECT count(*) FROM notifications WHERE booking_id = b.id)::int AS notices,
              (SELECT count(*) FROM user_events WHERE payload::text LIKE '%' || b.id || '%')::int AS events
         FROM bookings b WHERE b.id = $1`,
      [id],
    );
    return rows[0];
  }

  beforeAll(async () => {
    t = await createTestApp({}, undefined, clock);
    host = await registeredUser(t.app, 'Anfitriona Tabla');
    guest = await registeredUser(t.app, 'Viajero Tabla');
    third = await registeredUser(t.app, 'Tercera Tabla');
    for (const status of BOOKING_STATUSES) standing[status] = await bookingIn(status, { from: 5, to: 6 });
  });
  afterAll(async () => {
    // Closed while a job runs, the app can hang on PGlite: the last cases queue jobs.
    await vi.waitFor(async () => expect(await busyJobs(t.db.pool)).toBe(0), {
      timeout: 30_000,
      interval: 100,
    });
    await t.close();
  });

  it('has a row for every way a booking changes, each from an active state to another', () => {
    for (const name of NAMES) {
      expect(['pending', 'confirmed']).toContain(table(name).from);
      expect(table(name).to).not.toBe(table(name).from);
      expect(table(name).by.length).toBeGreaterThan(0);
    }
  });

  describe('through the API, as each side', () => {
    const cases = Object.entries(ACTIONS).flatMap(([name, action]) =>
      BOOKING_STATUSES.flatMap((from) =>
        (['host', 'guest'] as const).map((side) => ({
          name: name as TransitionName,
          action: action!,
          from,
          side,
        })),
      ),
    );

    it.each(cases)('$action of a $from booking by the $side', async ({ name, action, from, side }) => {
      const who = side === 'host' ? host : guest;
      if (allows(name, from, side)) {
        const id = await bookingIn(from, FAVOURABLE[name]);
        const before = clock.now().getTime();
        const response = await act(who, id, action);
        expect(response.statusCode, response.body).toBe(200);
        const cancel =
          'cancel' in table(name) ? (table(name) as { cancel: { reason: string } }).cancel : null;
        expect(response.json()).toMatchObject({
          status: table(name).to,
          cancelReason: cancel?.reason ?? null,
          cancelledBy: cancel ? side : null,
        });
        // Stamped by the service's clock, not the database's.
        expect(Date.parse(response.json().updatedAt)).toBeGreaterThanOrEqual(before);
        return;
      }
      const id = standing[from];
      const before = await everything(id);
      const response = await act(who, id, action);
      expect([response.statusCode, response.json()]).toEqual([409, { error: refusalOf(name, side) }]);
      expect(await everything(id)).toEqual(before);
    });

    it('answers anyone who is not a side of the booking as if it did not exist', async () => {
      for (const action of Object.values(ACTIONS)) {
        const response = await act(third, standing.pending, action!);
        expect([response.statusCode, response.json().error]).toEqual([404, messages.bookings.notFound]);
      }
    });
  });

  describe('for every status, every transition and every actor', () => {
    const cases = BOOKING_STATUSES.flatMap((from) =>
      NAMES.flatMap((name) =>
        BOOKING_ACTORS.map((actor) => ({
          from,
          to: table(name).to,
          name,
          actor,
          allowed: allows(name, from, actor),
        })),
      ),
    );
    const scheduled: string[] = [];

    const attempt = (name: TransitionName, id: string, actor: BookingActor, laterHours = 0) =>
      transaction(t.db.pool, async (tx) => {
        const now = new Date(clock.now().getTime() + laterHours * 3_600_000);
        return moveBooking(name, (await lockBooking(tx, id))!, {
          tx,
          now,
          today: rentalToday(now),
          actor,
          actorId: actor === 'host' ? host.id : actor === 'guest' ? guest.id : undefined,
          note: 'Motivo de prueba',
          notifier: t.app.services.notifier,
          schedule: async (_tx, bookingId) => void scheduled.push(bookingId),
        });
      });

    it.each(cases)(
      '$from → $to by $actor ($name): allowed $allowed',
      async ({ from, name, actor, allowed }) => {
        if (allowed) {
          const id = await bookingIn(from, FAVOURABLE[name]);
          const moved = await attempt(name, id, actor, FAVOURABLE[name].laterHours);
          expect(moved.status).toBe(table(name).to);
          const { rows } = await t.db.pool.query('SELECT status FROM bookings WHERE id = $1', [id]);
          expect(rows[0].status).toBe(table(name).to);
          return;
        }
        const id = standing[from];
        const before = await everything(id);
        const refused = await attempt(name, id, actor).catch((error: unknown) => error);
        expect(refused).toBeInstanceOf(DomainError);
        expect(refused).toMatchObject({ kind: 'conflict', message: refusalOf(name, actor) });
        expect(await everything(id)).toEqual(before);
      },
    );
  });

  it('moves a booking once when two changes from the same state race', async () => {
    const id = await bookingIn('pending', { from: 8, to: 9 });
    const change = (to: BookingStatus) => ({
      from: 'pending' as const,
      to,
      cancelReason: null,
      cancelledBy: null,
      note: null,
      at: clock.now(),
      days: 'keep' as const,
    });
    const first = await applyBookingChange(t.db.pool, change('confirmed'), [id]);
    const second = await applyBookingChange(t.db.pool, change('completed'), [id]);
    expect([first, second]).toEqual([[id], []]);
  });
});

describe('where a booking changes status', () => {
  it('is one statement, the one the transitions table drives', () => {
    const root = join(import.meta.dirname, '..');
    const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter(
      (file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.includes('migrations'),
    );
    const writers = files.flatMap((file) =>
      [
        ...readFileSync(join(root, file), 'utf8').matchAll(
          /UPDATE\s+bookings\b(?:(?!\bWHERE\b)[^;`])*\bstatus\s*=/gi,
        ),
      ].map(() => file),
    );
    expect(writers).toEqual([join('bookings', 'bookings.repo.ts')]);
  });
});
