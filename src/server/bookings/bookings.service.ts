import { fill } from '../../shared/format.js';
import { messages } from '../messages/catalogue.js';
import { createBookingSchema, type BookingItem, type BookingStatus } from '../../shared/schemas/bookings.js';
import { displayName } from '../../shared/display-name.js';
import { requireRegistered } from '../auth/access.js';
import type { Actor } from '../auth/actor.js';
import type { Database } from '../db/database.js';
import { transaction, type Transaction } from '../db/sql.js';
import { conflict, forbidden, notFound } from '../errors.js';
import { getOrCreateConversation } from '../conversations/conversations.repo.js';
import { postMessage } from '../conversations/post-message.js';
import { notify } from '../notifications/notify.js';
import { publicNameOf } from '../profiles/profiles.repo.js';
import type { MediaUrls } from '../storage/storage.js';
import {
  activeBookingsOfMate,
  findBookingForParty,
  insertBooking,
  listBookings,
  lockBooking,
  lockMateForBooking,
  markMateBooked,
  markMateReserved,
  releaseMateIfFree,
  setBookingStatus,
  type BookingListRow,
  type LockedBooking,
} from './bookings.repo.js';
import { announce } from './booking-events.js';

export function createBookingService({ db, media }: { db: Database; media: MediaUrls }) {
  function toItem(row: BookingListRow): BookingItem {
    return {
      id: row.id,
      status: row.status as BookingStatus,
      cancelledBy: row.cancelled_by,
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
        displayName: displayName({ publicName: row.other_public_name, name: row.other_name }),
        avatarUrl: media.avatarUrl(row.other_avatar_key),
      },
    };
  }

  async function itemFor(actor: Actor, id: string) {
    const row = await findBookingForParty(db.pool, id, actor.id);
    if (!row) throw notFound(messages.bookings.notFound);
    return toItem(row);
  }

  /** Locks a booking for a change only its host (or, for withdrawal, its guest) may make; others get 404. */
  async function change(
    user: Actor,
    id: string,
    party: 'host' | 'guest',
    apply: (tx: Transaction, booking: LockedBooking) => Promise<void>,
  ) {
    await transaction(db.pool, async (tx) => {
      const booking = await lockBooking(tx, id);
      if (!booking || (party === 'host' ? booking.host_id : booking.guest_id) !== user.id)
        throw notFound(messages.bookings.notFound);
      await apply(tx, booking);
    });
    return itemFor(user, id);
  }

  const link = (booking: { conversation_id: string | null; mate_id: string }) =>
    booking.conversation_id ? `/conversations/${booking.conversation_id}` : `/mates/${booking.mate_id}`;

  return {
    /**
     * One transaction: lock the mate, refuse duplicates and unavailable mates, get or create the
     * conversation, write the booking, take the mate off the list, notify both, add the first message.
     */
    async create(actor: Actor, mateId: string, input: { message?: string }) {
      const guest = requireRegistered(actor, messages.bookings.mustRegister);
      const { message } = createBookingSchema.parse(input);
      return transaction(db.pool, async (tx) => {
        const mate = await lockMateForBooking(tx, mateId);
        if (!mate) throw notFound(messages.bookings.unavailable);
        if (mate.host_id === guest.id) throw forbidden(messages.bookings.ownMate);
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
        if (mate.status !== 'available' || !mate.available || active.length > 0)
          throw conflict(messages.bookings.unavailable);

        const conversationId = await getOrCreateConversation(tx, guest.id, mate.host_id, mateId);
        const bookingId = await insertBooking(tx, {
          guestId: guest.id,
          hostId: mate.host_id,
          mateId,
          conversationId,
          message: message ?? null,
        });
        await markMateBooked(tx, mateId);
        const link = `/conversations/${conversationId}`;
        await notify(tx, [
          {
            userId: mate.host_id,
            type: 'new_booking',
            text: fill(messages.bookings.notifyHost, {
              name: await publicNameOf(tx, guest.id),
              mate: mate.name,
            }),
            content: message ?? null,
            link,
          },
          { userId: guest.id, type: 'new_booking', text: messages.bookings.notifyGuest, link },
        ]);
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

    /** The host accepts: the mate becomes Reservado. */
    confirm(actor: Actor, id: string) {
      return change(actor, id, 'host', async (tx, booking) => {
        if (booking.status !== 'pending') throw conflict(messages.bookings.notPending);
        await setBookingStatus(tx, booking.id, 'confirmed');
        await markMateReserved(tx, booking.mate_id);
        await notify(tx, [
          {
            userId: booking.guest_id,
            type: 'booking_confirmed',
            text: fill(messages.bookings.notifyConfirmed, { mate: booking.mate_name }),
            link: link(booking),
          },
        ]);
        await announce(tx, booking, 'confirmed');
      });
    },

    /** The host declines (shown "Rechazada"): the mate is free again if nothing else holds it. */
    reject(actor: Actor, id: string) {
      return change(actor, id, 'host', async (tx, booking) => {
        if (booking.status !== 'pending') throw conflict(messages.bookings.notPending);
        await setBookingStatus(tx, booking.id, 'cancelled', 'host');
        await releaseMateIfFree(tx, booking.mate_id);
        await notify(tx, [
          {
            userId: booking.guest_id,
            type: 'booking_rejected',
            text: fill(messages.bookings.notifyRejected, { mate: booking.mate_name }),
            link: link(booking),
          },
        ]);
        await announce(tx, booking, 'cancelled');
      });
    },

    /** "Marcar como devuelto": the kit is back, so the mate can be lent again. */
    complete(actor: Actor, id: string) {
      return change(actor, id, 'host', async (tx, booking) => {
        if (booking.status !== 'confirmed') throw conflict(messages.bookings.notConfirmed);
        await setBookingStatus(tx, booking.id, 'completed');
        await releaseMateIfFree(tx, booking.mate_id);
        await announce(tx, booking, 'completed');
      });
    },

    /** "Cancelar solicitud": the guest withdraws a pending request (shown "Cancelada"). */
    withdraw(actor: Actor, id: string) {
      return change(actor, id, 'guest', async (tx, booking) => {
        if (booking.status !== 'pending') throw conflict(messages.bookings.notPending);
        await setBookingStatus(tx, booking.id, 'cancelled', 'guest');
        await releaseMateIfFree(tx, booking.mate_id);
        await notify(tx, [
          {
            userId: booking.host_id,
            type: 'mate_status_changed',
            text: fill(messages.bookings.notifyWithdrawn, {
              name: await publicNameOf(tx, booking.guest_id),
              mate: booking.mate_name,
            }),
            link: link(booking),
          },
        ]);
        await announce(tx, booking, 'cancelled');
      });
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
