import { messages } from '../messages/catalogue.js';
import {
  cancelBookingSchema,
  createBookingSchema,
  type BookingItem,
  type BookingStatus,
} from '../../shared/schemas/bookings.js';
import { rentalDays, rentalRangeProblem, rentalToday, rentalTotal } from '../../shared/rental-dates.js';
import { displayName } from '../../shared/display-name.js';
import { requireRegistered } from '../auth/access.js';
import type { Actor } from '../auth/actor.js';
import type { Database } from '../db/database.js';
import { transaction } from '../db/sql.js';
import { conflict, forbidden, invalid, notFound } from '../errors.js';
import type { Clock } from '../clock.js';
import { getOrCreateConversation } from '../conversations/conversations.repo.js';
import { postMessage } from '../conversations/post-message.js';
import type { Notifier } from '../notifications/notifier.js';
import { assertMayReach } from '../reach/reach-policy.js';
import { lockPair, relationOf } from '../reach/reach.repo.js';
import type { MediaUrls } from '../storage/storage.js';
import {
  activeBookingsOfMate,
  datesTaken,
  findBookingForParty,
  insertBooking,
  listBookings,
  lockBooking,
  lockMateForBooking,
  type BookingListRow,
} from './bookings.repo.js';
import { announce } from './booking-events.js';
import { moveBooking, type TransitionName } from './booking-transitions.js';
import { expiryTime, type RentalSchedule } from './rental-moments.js';
import { bookingReviews } from '../reviews/reviews.service.js';

interface Dependencies {
  db: Database;
  media: MediaUrls;
  clock: Clock;
  /** Queues the lifecycle's next steps for a booking, inside the caller's transaction. */
  schedule: RentalSchedule;
  /** What follows each change: the other side's notification, e-mail, push and live event. */
  notifier: Notifier;
}

export function createBookingService({ db, media, clock, schedule, notifier }: Dependencies) {
  function toItem(row: BookingListRow): BookingItem {
    return {
      id: row.id,
      status: row.status as BookingStatus,
      cancelledBy: row.cancelled_by,
      cancelReason: row.cancel_reason,
      cancelNote: row.cancel_note,
      startDate: row.start_date,
      endDate: row.end_date,
      days: row.days,
      total: row.total,
      message: row.message,
      createdAt: row.created_at,
      updatedAt: row.updated_at,
      conversationId: row.conversation_id,
      mate: {
        id: row.mate_id,
        name: row.mate_name,
        pricePerDay: row.mate_price,
        thumbnailUrl: media.imageUrls(row.mate_image_key)?.thumbnailUrl ?? null,
        deleted: row.mate_status === 'deleted',
      },
      otherUser: {
        publicName: row.other_public_name,
        displayName: displayName({
          publicName: row.other_public_name,
          name: row.other_name,
          deleted: row.other_deleted,
        }),
        avatarUrl: media.avatarUrl(row.other_avatar_key),
      },
      reviews: bookingReviews(row, clock.now()),
    };
  }

  async function itemFor(actor: Actor, id: string) {
    const row = await findBookingForParty(db.pool, id, actor.id);
    if (!row) throw notFound(messages.bookings.notFound);
    return toItem(row);
  }

  /**
   * A side asks for a change of one of their bookings (anyone else gets 404, as for a booking that does
   * not exist): the transitions table decides whether this side may make it from its present state.
   */
  async function change(user: Actor, id: string, name: TransitionName, note: string | null = null) {
    await transaction(db.pool, async (tx) => {
      const booking = await lockBooking(tx, id);
      const side = booking?.host_id === user.id ? 'host' : booking?.guest_id === user.id ? 'guest' : null;
      if (!booking || !side) throw notFound(messages.bookings.notFound);
      const now = clock.now();
      await moveBooking(name, booking, {
        tx,
        notifier,
        now,
        today: rentalToday(now),
        actor: side,
        actorId: user.id,
        note,
        schedule,
      });
    });
    return itemFor(user, id);
  }

  return {
    /** A booking's reviews as its card shows them to one of its parties. */
    async reviewsOf(actor: Actor, id: string) {
      return (await itemFor(actor, id)).reviews;
    },

    /**
     * One transaction: lock the mate, refuse duplicates and unavailable mates, get or create the
     * conversation, write the booking, take the mate off the list, notify both, add the first message.
     */
    async create(
      actor: Actor,
      mateId: string,
      input: { startDate: string; endDate: string; message?: string },
    ) {
      const guest = requireRegistered(actor, messages.bookings.mustRegister);
      const { message, startDate, endDate } = createBookingSchema.parse(input);
      const now = clock.now();
      const problem = rentalRangeProblem(startDate, endDate, rentalToday(now));
      if (problem) throw invalid(problem);
      return transaction(db.pool, async (tx) => {
        const mate = await lockMateForBooking(tx, mateId);
        if (!mate) throw notFound(messages.bookings.unavailable);
        if (mate.host_id === guest.id) throw forbidden(messages.bookings.ownMate);
        // Asked under the pair's lock: a block at the same moment either comes first or settles this.
        await lockPair(tx, guest.id, mate.host_id);
        assertMayReach('book', await relationOf(tx, { actorId: guest.id, otherId: mate.host_id }));
        const active = await activeBookingsOfMate(tx, mateId);
        // Spec §5 refuses a second active booking; §8 says which one the guest already has.
        const mine = active.find((booking) => booking.guest_id === guest.id);
        if (mine) {
          throw conflict(
            mine.status === 'confirmed'
              ? messages.bookings.alreadyConfirmed
              : messages.bookings.alreadyPending,
          );
        }
        if (mate.status !== 'available' && mate.status !== 'reserved')
          throw conflict(messages.bookings.unavailable);
        // Pending requests may overlap each other; only confirmed rentals and closures take days.
        if (await datesTaken(tx, mateId, startDate, endDate)) throw conflict(messages.rentals.unavailable);

        const days = rentalDays(startDate, endDate);
        const total = rentalTotal(days, mate.price_per_day);
        const conversationId = await getOrCreateConversation(tx, guest.id, mate.host_id, mateId);
        const inserted = await insertBooking(tx, {
          guestId: guest.id,
          hostId: mate.host_id,
          mateId,
          conversationId,
          message: message ?? null,
          startDate,
          endDate,
          days,
          total,
          createdAt: now,
        });
        const bookingId = inserted.id;
        const target = { kind: 'conversation' as const, conversationId };
        const rental = { startDate, endDate, days, total };
        await notifier.notify(tx, [
          {
            userId: mate.host_id,
            type: 'new_booking',
            says: {
              key: 'bookingRequested',
              values: { mate: mate.name, ...rental },
            },
            actorId: guest.id,
            content: message ?? null,
            target,
            bookingId,
            fromUserId: guest.id,
          },
          {
            userId: guest.id,
            type: 'new_booking',
            says: {
              key: 'bookingSent',
              values: { mate: mate.name, startDate, endDate },
            },
            target,
          },
        ]);
        await schedule(tx, bookingId, [expiryTime(inserted.created_at, startDate)]);
        const booking = {
          id: bookingId,
          guest_id: guest.id,
          host_id: mate.host_id,
          mate_id: mateId,
          conversation_id: conversationId,
        };
        await announce(tx, booking, 'pending');
        if (message) {
          await postMessage(
            notifier,
            tx,
            { id: conversationId, sender_id: guest.id, receiver_id: mate.host_id, mate_id: mateId },
            guest.id,
            message,
            {
              notifyRecipient: false,
            },
          );
        }
        return { bookingId, conversationId };
      });
    },

    /**
     * The host accepts: the days become taken (the exclusion constraint is the last word), the pending
     * requests overlapping them are rejected, and the mate reads Reservado while the rental runs.
     */
    confirm(actor: Actor, id: string) {
      return change(actor, id, 'confirm');
    },

    /** The host declines (shown "Rechazada"): the mate is free again if nothing else holds it. */
    reject(actor: Actor, id: string) {
      return change(actor, id, 'reject');
    },

    /** "Marcar como devuelto": the kit is back, so its remaining days free up and the mate can be lent again. */
    complete(actor: Actor, id: string) {
      return change(actor, id, 'return');
    },

    /**
     * "Cancelar reserva": either side, a confirmed rental before its first day, with a reason the other
     * side reads. Its days free up.
     */
    cancel(actor: Actor, id: string, input: { reason: string }) {
      const { reason } = cancelBookingSchema.parse(input);
      return change(actor, id, 'cancel', reason);
    },

    /** "Cancelar solicitud": the guest withdraws a pending request (shown "Cancelada"). */
    withdraw(actor: Actor, id: string) {
      return change(actor, id, 'withdraw');
    },

    async listReceived(host: Actor): Promise<BookingItem[]> {
      return (await listBookings(db.pool, host.id, 'host')).map(toItem);
    },

    async listMine(guest: Actor): Promise<BookingItem[]> {
      return (await listBookings(db.pool, guest.id, 'guest')).map(toItem);
    },
  };
}

export type BookingService = ReturnType<typeof createBookingService>;
