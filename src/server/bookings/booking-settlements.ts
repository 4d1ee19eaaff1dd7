import type { BookingRow } from './bookings.repo.js';
import { lockUpcomingBookingsOfGuest, lockUpcomingBookingsOfMate } from './bookings.repo.js';
import { moveBookings, type TransitionContext } from './booking-transitions.js';

/** What a mate's or a person's leaving does to their bookings, through the transitions table. */
export type SettlementContext = Omit<TransitionContext, 'note' | 'actorId' | 'schedule'>;

const inStatus = (bookings: BookingRow[], status: BookingRow['status']) =>
  bookings.filter((booking) => booking.status === status);

/**
 * Pausing a mate rejects its requests and cancels its rentals that have not started; each guest reads
 * `why` (decision 0030). A rental already running goes on: it ends with "Marcar como devuelto".
 */
export async function settleBookingsOfPausedMate(ctx: SettlementContext, mateId: string, why: string) {
  const upcoming = await lockUpcomingBookingsOfMate(ctx.tx, mateId, ctx.today);
  await moveBookings('matePaused', inStatus(upcoming, 'pending'), { ...ctx, note: why });
  await moveBookings('mateRentalCancelled', inStatus(upcoming, 'confirmed'), { ...ctx, note: why });
}

/**
 * A mate gone for good (deleted, or its host suspended or deleted): its requests are rejected (they could
 * never be confirmed) and its rentals that have not started are cancelled; each guest reads `why`.
 */
export async function endBookingsOfMate(ctx: SettlementContext, mateId: string, why: string) {
  const upcoming = await lockUpcomingBookingsOfMate(ctx.tx, mateId, ctx.today);
  await moveBookings('mateGone', inStatus(upcoming, 'pending'), ctx);
  await moveBookings('mateRentalCancelled', inStatus(upcoming, 'confirmed'), { ...ctx, note: why });
}

/**
 * A guest who can no longer rent (suspended, deleted) gives up their requests and the rentals that have
 * not started; each host is told (the guest named by id, when read), with `why` as the reason.
 */
export async function endBookingsOfGuest(ctx: SettlementContext, guestId: string, why: string) {
  const upcoming = await lockUpcomingBookingsOfGuest(ctx.tx, guestId, ctx.today);
  await moveBookings('guestGone', inStatus(upcoming, 'pending'), { ...ctx, note: why });
  await moveBookings('guestRentalCancelled', inStatus(upcoming, 'confirmed'), { ...ctx, note: why });
}
