import { useState } from 'react';
import { Inbox } from 'lucide-react';
import { fill } from '../../../shared/format';
import { profileMessages } from '../../../shared/messages/profiles';
import type { BookingItem } from '../../../shared/schemas/bookings';
import { HostBookingList, type ListPart } from './BookingLists';

/** How many of the host's received bookings wait for an answer. */
export const pendingCount = (received: readonly BookingItem[] | undefined) =>
  received?.filter((booking) => booking.status === 'pending').length ?? 0;

/**
 * "Solicitudes por responder (N)": the host's requests still to answer, each with Confirmar/Rechazar in
 * place. One answered stays where it was, with its new state, until the page is left: the rows under
 * the pointer never move.
 */
export function PendingRequests({ count }: { count: number }) {
  // The requests this visit has shown: a row stays once answered.
  const [seen] = useState(() => new Set<string>());
  const part: ListPart = {
    only: (booking) => {
      if (booking.status === 'pending') seen.add(booking.id);
      return seen.has(booking.id);
    },
    label: profileMessages.pendingTitle,
    empty: { icon: Inbox, title: profileMessages.noPending },
  };
  return (
    <section aria-labelledby="pending-title" className="flex flex-col gap-4">
      <h2 id="pending-title" className="text-2xl font-bold text-stone-900">
        {count > 0 ? fill(profileMessages.pendingTitleCount, { count }) : profileMessages.pendingTitle}
      </h2>
      <HostBookingList part={part} />
    </section>
  );
}
