import { AUTO_COMPLETE_DAYS, addDays } from '../../shared/rental-dates.js';
import { bookingStatusSchema, type BookingStatus, type CancelReason } from '../../shared/schemas/bookings.js';
import { isExclusionViolation, type Transaction } from '../db/sql.js';
import { conflict } from '../errors.js';
import { messages } from '../messages/catalogue.js';
import type { AppPage, LinkTarget } from '../../shared/app-routes.js';
import type { Notifier } from '../notifications/notifier.js';
import type { Wording } from '../notifications/wording.js';
import { reviewWindowEnd } from '../reviews/review-invite.js';
import { announce, announceAll, bookingTarget, chatOr, inviteReviews } from './booking-events.js';
import {
  applyBookingChange,
  datesTaken,
  lockRequestsOverlapping,
  syncMateReservation,
  type BookingRow,
} from './bookings.repo.js';
import { confirmedSteps, expiryTime, type RentalSchedule } from './rental-moments.js';

/**
 * Who makes a change: a booking's two sides, the lifecycle's jobs, the operator's console (suspending
 * someone) and an account's deletion. A host pausing or deleting a mate, or closing days, acts as host.
 */
export type BookingActor = 'guest' | 'host' | 'system' | 'operator' | 'deletion';
export const BOOKING_ACTORS: readonly BookingActor[] = ['guest', 'host', 'system', 'operator', 'deletion'];
export const BOOKING_STATUSES: readonly BookingStatus[] = bookingStatusSchema.options;

/** What a change knows besides the booking: the clock's reading, who acts and what they said. */
export interface TransitionContext {
  tx: Transaction;
  /** What follows: the other side's notification, e-mail, push. */
  notifier: Notifier;
  /** The service's clock: guards, updated_at and completed_at read it, never the database's now(). */
  now: Date;
  /** Today in Spain at `now`. */
  today: string;
  actor: BookingActor;
  /** The person acting, when a side acts through the API (named on the other side's notice). */
  actorId?: string;
  /** The reason the other side reads on a cancellation. */
  note?: string | null;
  /** Queues the lifecycle's next steps: only the booking service's changes schedule any. */
  schedule?: RentalSchedule;
}

interface Transition {
  from: 'pending' | 'confirmed';
  to: BookingStatus;
  /** Who may make it; anyone else is refused with a 409. */
  by: readonly BookingActor[];
  /** A cancellation's reason and side ('actor': the side who acts; null: nobody's, an expiry). */
  cancel?: { reason: CancelReason; side: 'host' | 'guest' | 'actor' | null };
  days: 'take' | 'release' | 'keep';
  /** Why a booking in `from` may not take it now (null: it may). */
  guard?: (booking: BookingRow, ctx: TransitionContext) => string | null | Promise<string | null>;
  /** What follows, in the same transaction, for the bookings that moved. */
  effects: (moved: BookingRow[], ctx: TransitionContext) => Promise<void>;
}

/** A booking's dates and money in a wording: written when read, in the reader's language (wording.ts). */
const datesOf = (booking: BookingRow) => ({ startDate: booking.start_date, endDate: booking.end_date });
const rentalOf = (booking: BookingRow) => ({ ...datesOf(booking), days: booking.days, total: booking.total });
const needed = <T>(value: T | undefined | null, what: string): T => {
  if (value === undefined || value === null) throw new Error(`this booking change needs ${what}`);
  return value;
};

/** Each guest of `moved` reads a rejection; both sides' streams hear it. */
async function tellGuestsRejected(
  moved: BookingRow[],
  ctx: TransitionContext,
  key: 'bookingRejected' | 'datesTaken' | 'matePaused',
  fallback: (booking: BookingRow) => LinkTarget,
) {
  await ctx.notifier.notify(
    ctx.tx,
    moved.map((booking) => ({
      userId: booking.guest_id,
      type: 'booking_rejected' as const,
      says: { key, values: { mate: booking.mate_name, ...datesOf(booking) } },
      target: booking.conversation_id
        ? { kind: 'conversation' as const, conversationId: booking.conversation_id }
        : fallback(booking),
      bookingId: booking.id,
    })),
  );
  await announceAll(ctx.tx, moved, 'cancelled');
}

/** A guest who can no longer rent (suspended, deleted): each host is told, the guest named by id. */
async function tellHostsGuestLeft(moved: BookingRow[], ctx: TransitionContext, wasPending: boolean) {
  const page: AppPage = 'myMates';
  await ctx.notifier.notify(
    ctx.tx,
    moved.map((booking) => {
      const values = { mate: booking.mate_name, ...datesOf(booking) };
      const says: Wording = wasPending
        ? { key: 'bookingWithdrawn', values }
        : { key: 'bookingCancelled', values: { ...values, reason: needed(ctx.note, 'a reason') } };
      return {
        userId: booking.host_id,
        type: wasPending ? ('mate_status_changed' as const) : ('booking_cancelled' as const),
        says,
        actorId: booking.guest_id,
        target: chatOr(booking, page),
        bookingId: booking.id,
      };
    }),
  );
  await announceAll(ctx.tx, moved, 'cancelled');
}

const notStarted = (booking: BookingRow, ctx: TransitionContext) =>
  booking.start_date > ctx.today ? null : messages.rentals.cancelTooLate;

/**
 * What a booking may become (decisions 0007 and 0020). Every change of a booking's status is one of
 * these, made by `moveBooking`/`moveBookings` below and written by `applyBookingChange`, the only
 * statement that sets a booking's status after its request. A new way for a booking to change is a new
 * row here, and the generated tests (booking-transitions.test.ts) then try it from every status, by
 * every actor.
 */
export const TRANSITIONS = {
  /** The host accepts: the days become taken, overlapping requests are rejected, Reservado while it runs. */
  confirm: {
    from: 'pending',
    to: 'confirmed',
    by: ['host'],
    days: 'take',
    guard: async (booking, ctx) => {
      if (booking.start_date < ctx.today) return messages.rentals.datesPassed;
      // The mate's lock orders confirmations and blocks; the exclusion constraint stays the last word.
      if (await datesTaken(ctx.tx, booking.mate_id, booking.start_date, booking.end_date))
        return messages.rentals.noLongerAvailable;
      return null;
    },
    effects: async (moved, ctx) => {
      for (const booking of moved) {
        await rejectRequestsOverlapping(ctx, booking);
        await syncMateReservation(ctx.tx, ctx.today, booking.mate_id);
        await ctx.notifier.notify(ctx.tx, [
          {
            userId: booking.guest_id,
            type: 'booking_confirmed',
            says: {
              key: 'bookingConfirmed',
              values: {
                mate: booking.mate_name,
                ...rentalOf(booking),
              },
            },
            target: bookingTarget(booking),
            bookingId: booking.id,
          },
        ]);
        await announce(ctx.tx, booking, 'confirmed');
        await needed(ctx.schedule, 'a schedule')(ctx.tx, booking.id, confirmedSteps(booking));
      }
    },
  },
  /** The host declines (Rechazada). */
  reject: {
    from: 'pending',
    to: 'cancelled',
    by: ['host'],
    cancel: { reason: 'rejected', side: 'host' },
    days: 'keep',
    effects: (moved, ctx) =>
      tellGuestsRejected(moved, ctx, 'bookingRejected', (booking) => bookingTarget(booking)),
  },
  /** "Cancelar solicitud": the guest withdraws their request; the host hears it. */
  withdraw: {
    from: 'pending',
    to: 'cancelled',
    by: ['guest'],
    cancel: { reason: 'withdrawn', side: 'guest' },
    days: 'keep',
    effects: async (moved, ctx) => {
      for (const booking of moved) {
        await ctx.notifier.notify(ctx.tx, [
          {
            userId: booking.host_id,
            type: 'mate_status_changed',
            says: { key: 'bookingWithdrawn', values: { mate: booking.mate_name, ...datesOf(booking) } },
            actorId: booking.guest_id,
            target: bookingTarget(booking),
            bookingId: booking.id,
            fromUserId: booking.guest_id,
          },
        ]);
        await announce(ctx.tx, booking, 'cancelled');
      }
    },
  },
  /** "Cancelar reserva": either side, before the first day, with a reason the other side reads. */
  cancel: {
    from: 'confirmed',
    to: 'cancelled',
    by: ['host', 'guest'],
    cancel: { reason: 'cancelled', side: 'actor' },
    days: 'release',
    guard: notStarted,
    effects: async (moved, ctx) => {
      const actorId = needed(ctx.actorId, 'the person cancelling');
      for (const booking of moved) {
        await syncMateReservation(ctx.tx, ctx.today, booking.mate_id);
        await ctx.notifier.notify(ctx.tx, [
          {
            userId: ctx.actor === 'host' ? booking.guest_id : booking.host_id,
            type: 'booking_cancelled',
            says: {
              key: 'bookingCancelled',
              values: {
                mate: booking.mate_name,
                ...datesOf(booking),
                reason: needed(ctx.note, 'a reason'),
              },
            },
            actorId,
            target: bookingTarget(booking),
            bookingId: booking.id,
            fromUserId: actorId,
          },
        ]);
        await announce(ctx.tx, booking, 'cancelled');
      }
    },
  },
  /** "Marcar como devuelto", from the first day: the remaining days free up; both are invited to review. */
  return: {
    from: 'confirmed',
    to: 'completed',
    by: ['host'],
    days: 'release',
    // Before its first day nothing was lent: that is "Cancelar reserva", with a reason for the guest.
    guard: (booking, ctx) => (booking.start_date > ctx.today ? messages.rentals.returnTooEarly : null),
    effects: async (moved, ctx) => {
      for (const booking of moved) {
        await syncMateReservation(ctx.tx, ctx.today, booking.mate_id);
        await announce(ctx.tx, booking, 'completed');
        await inviteReviews(ctx.notifier, ctx.tx, booking, ctx.now);
        // A review written alone shows once the window ends.
        await needed(ctx.schedule, 'a schedule')(ctx.tx, booking.id, [
          reviewWindowEnd(ctx.now.toISOString()),
        ]);
      }
    },
  },
  /** Unanswered for 48 hours, or its first day over: the request lapses (Vencida). */
  expire: {
    from: 'pending',
    to: 'cancelled',
    by: ['system'],
    cancel: { reason: 'expired', side: null },
    days: 'keep',
    guard: (booking, ctx) =>
      expiryTime(booking.created_at, booking.start_date) <= ctx.now ? null : messages.bookings.notAllowed,
    effects: async (moved, ctx) => {
      await ctx.notifier.notify(
        ctx.tx,
        moved.map((booking) => ({
          userId: booking.guest_id,
          type: 'booking_expired' as const,
          says: { key: 'bookingExpired' as const, values: { mate: booking.mate_name } },
          target: { kind: 'mate' as const, mateId: booking.mate_id },
          bookingId: booking.id,
        })),
      );
      await announceAll(ctx.tx, moved, 'cancelled');
    },
  },
  /** Three days after the last day a rental nobody marked returned completes by itself. */
  complete: {
    from: 'confirmed',
    to: 'completed',
    by: ['system'],
    days: 'keep',
    guard: (booking, ctx) =>
      addDays(booking.end_date, AUTO_COMPLETE_DAYS) <= ctx.today ? null : messages.bookings.notAllowed,
    effects: async (moved, ctx) => {
      for (const booking of moved) {
        await announce(ctx.tx, booking, 'completed');
        await inviteReviews(ctx.notifier, ctx.tx, booking, ctx.now);
      }
    },
  },
  /** Days taken by a confirmation or a host's closure: the requests touching them can never be confirmed. */
  datesTaken: {
    from: 'pending',
    to: 'cancelled',
    by: ['host'],
    cancel: { reason: 'rejected', side: 'host' },
    days: 'keep',
    effects: (moved, ctx) =>
      tellGuestsRejected(moved, ctx, 'datesTaken', (booking) => ({ kind: 'mate', mateId: booking.mate_id })),
  },
  /** A mate that leaves for good (deleted, or its host suspended or deleted): its requests read Rechazada. */
  mateGone: {
    from: 'pending',
    to: 'cancelled',
    by: ['host', 'operator', 'deletion'],
    cancel: { reason: 'rejected', side: 'host' },
    days: 'keep',
    // The mate's page is gone: the link goes to the list.
    effects: (moved, ctx) =>
      tellGuestsRejected(moved, ctx, 'bookingRejected', () => ({ kind: 'page', page: 'mates' })),
  },
  /**
   * Pausar: the mate's requests are rejected (a paused mate takes none, and a request left waiting would
   * keep it from coming back); each guest reads that the host paused it (decision 0030).
   */
  matePaused: {
    from: 'pending',
    to: 'cancelled',
    by: ['host'],
    cancel: { reason: 'rejected', side: 'host' },
    days: 'keep',
    // A paused mate's page takes no request: without a chat, the link goes to the list.
    effects: (moved, ctx) =>
      tellGuestsRejected(moved, ctx, 'matePaused', () => ({ kind: 'page', page: 'mates' })),
  },
  /** A mate paused or gone: its rentals that have not started are cancelled by the host, saying why. */
  mateRentalCancelled: {
    from: 'confirmed',
    to: 'cancelled',
    by: ['host', 'operator', 'deletion'],
    cancel: { reason: 'cancelled', side: 'host' },
    days: 'release',
    guard: notStarted,
    effects: async (moved, ctx) => {
      const reason = needed(ctx.note, 'a reason');
      await ctx.notifier.notify(
        ctx.tx,
        moved.map((booking) => ({
          userId: booking.guest_id,
          type: 'booking_cancelled' as const,
          // "El anfitrión", whoever they are: the guest is told what happened, not who.
          says: {
            key: 'bookingCancelled' as const,
            values: {
              name: messages.rentals.hostName,
              mate: booking.mate_name,
              ...datesOf(booking),
              reason,
            },
          },
          target: chatOr(booking, 'mates'),
          bookingId: booking.id,
        })),
      );
      await announceAll(ctx.tx, moved, 'cancelled');
    },
  },
  /** A guest suspended or deleted gives up their requests; each host is told. */
  guestGone: {
    from: 'pending',
    to: 'cancelled',
    by: ['operator', 'deletion'],
    cancel: { reason: 'withdrawn', side: 'guest' },
    days: 'keep',
    effects: (moved, ctx) => tellHostsGuestLeft(moved, ctx, true),
  },
  /** …and their rentals that have not started, with the reason the host reads. */
  guestRentalCancelled: {
    from: 'confirmed',
    to: 'cancelled',
    by: ['operator', 'deletion'],
    cancel: { reason: 'cancelled', side: 'guest' },
    days: 'release',
    guard: notStarted,
    effects: (moved, ctx) => tellHostsGuestLeft(moved, ctx, false),
  },
} as const satisfies Record<string, Transition>;

export type TransitionName = keyof typeof TRANSITIONS;

/** Why `actor` may never make this change, whatever the booking's state. */
function notTheirs(transition: Transition, actor: BookingActor) {
  if (transition.by.includes(actor)) return null;
  if (transition.by.includes('host')) return messages.bookings.hostOnly;
  if (transition.by.includes('guest')) return messages.bookings.guestOnly;
  return messages.bookings.notAllowed;
}

/** The booking is no longer in the state the change starts from (someone else moved it first). */
const stale = (transition: Transition) =>
  transition.from === 'pending' ? messages.bookings.notPending : messages.bookings.notConfirmed;

/** Why this booking may not take this transition now, or null. */
export async function refusal(name: TransitionName, booking: BookingRow, ctx: TransitionContext) {
  const transition: Transition = TRANSITIONS[name];
  return (
    notTheirs(transition, ctx.actor) ??
    (booking.status === transition.from ? null : stale(transition)) ??
    (await transition.guard?.(booking, ctx)) ??
    null
  );
}

async function apply(name: TransitionName, candidates: BookingRow[], ctx: TransitionContext) {
  const transition: Transition = TRANSITIONS[name];
  if (candidates.length === 0) return [];
  const side = transition.cancel?.side === 'actor' ? ctx.actor : transition.cancel?.side;
  let ids: string[];
  try {
    ids = await applyBookingChange(
      ctx.tx,
      {
        from: transition.from,
        to: transition.to,
        cancelReason: transition.cancel?.reason ?? null,
        cancelledBy: side === 'host' || side === 'guest' ? side : null,
        note: transition.cancel ? (ctx.note ?? null) : null,
        at: ctx.now,
        days: transition.days,
      },
      candidates.map((booking) => booking.id),
    );
  } catch (error) {
    throw transition.days === 'take' && isExclusionViolation(error)
      ? conflict(messages.rentals.noLongerAvailable)
      : error;
  }
  const moved = candidates
    .filter((booking) => ids.includes(booking.id))
    .map((booking) => ({ ...booking, status: transition.to }));
  if (moved.length > 0) await transition.effects(moved, ctx);
  return moved;
}

/**
 * One booking, locked by the caller, asked to change by a person: refused with a 409 that says why,
 * or moved, with everything that follows, in the caller's transaction.
 */
export async function moveBooking(name: TransitionName, booking: BookingRow, ctx: TransitionContext) {
  const why = await refusal(name, booking, ctx);
  if (why) throw conflict(why);
  const [moved] = await apply(name, [booking], ctx);
  if (!moved) throw conflict(stale(TRANSITIONS[name]));
  return moved;
}

/**
 * Many bookings, locked by the caller (a sweep, a mate or a person leaving): those the table refuses,
 * and those another change moved first, stay as they are. Returns the ones that moved.
 */
export async function moveBookings(name: TransitionName, bookings: BookingRow[], ctx: TransitionContext) {
  const why = notTheirs(TRANSITIONS[name], ctx.actor);
  if (why) throw conflict(why);
  const candidates: BookingRow[] = [];
  for (const booking of bookings) if (!(await refusal(name, booking, ctx))) candidates.push(booking);
  return apply(name, candidates, ctx);
}

/**
 * Once days are taken (a confirmation, a closure), the pending requests that touch them can never be
 * confirmed: they are rejected and each guest reads "Las fechas ya no están disponibles".
 */
export async function rejectRequestsOverlapping(
  ctx: TransitionContext,
  taken: { mate_id: string; start_date: string; end_date: string },
) {
  const overlapping = await lockRequestsOverlapping(ctx.tx, taken.mate_id, taken.start_date, taken.end_date);
  await moveBookings('datesTaken', overlapping, { ...ctx, actor: 'host' });
}
