import type { PoolClient } from 'pg';
import { fill } from '../../shared/format.js';
import { messages } from '../messages/catalogue.js';
import type { BookingStatus } from '../../shared/schemas/bookings.js';
import { recordEvents } from '../events/user-events.repo.js';
import { notify } from '../notifications/notify.js';
import { cancelPendingBookingsOfMate } from './bookings.repo.js';

interface BookingParties {
  id: string;
  guest_id: string;
  host_id: string;
  mate_id: string;
  conversation_id: string | null;
}

/** The events that tell both parties' streams about a change of a booking. */
function bookingEvents(booking: BookingParties, status: BookingStatus) {
  return [booking.guest_id, booking.host_id].map((userId) => ({
    userId,
    type: 'booking' as const,
    data: {
      bookingId: booking.id,
      status,
      mateId: booking.mate_id,
      conversationId: booking.conversation_id,
    },
  }));
}

/** Both parties' streams hear about every change of a booking. */
export function announce(tx: PoolClient, booking: BookingParties, status: BookingStatus) {
  return recordEvents(tx, bookingEvents(booking, status));
}

/**
 * A deleted mate's pending requests can no longer be confirmed: they read as rejected, each guest is told
 * as on a rejection (the link goes to the chat, or to the list since the mate's page is gone).
 */
export async function cancelPendingBookingsOfRemovedMate(tx: PoolClient, mate: { id: string; name: string }) {
  const cancelled = await cancelPendingBookingsOfMate(tx, mate.id);
  await notify(
    tx,
    cancelled.map((booking) => ({
      userId: booking.guest_id,
      type: 'booking_rejected' as const,
      text: fill(messages.bookings.notifyRejected, { mate: mate.name }),
      link: booking.conversation_id ? `/conversations/${booking.conversation_id}` : '/mates',
    })),
  );
  await recordEvents(
    tx,
    cancelled.flatMap((booking) => bookingEvents({ ...booking, mate_id: mate.id }, 'cancelled')),
  );
}
