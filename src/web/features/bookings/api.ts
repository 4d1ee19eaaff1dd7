import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BookingItem } from '../../../shared/schemas/bookings';
import { api } from '../../lib/api';
import { liveKeys, refreshAfterBooking } from '../../lib/live-events';

export function useBookings(side: 'received' | 'mine', enabled = true) {
  return useQuery({
    queryKey: [...liveKeys.bookings, side],
    queryFn: ({ signal }) =>
      api<{ bookings: BookingItem[] }>(`/api/bookings/${side}`, { signal }).then((r) => r.bookings),
    enabled,
  });
}

/**
 * Bookings change both lists, mates (availability), the chats that show the booking or its mate, the
 * profile's stat cards and, for a new booking, the inbox (its conversation may be new). The other party's
 * tabs hear it through the `booking` event.
 */
function useBookingMutation<TVariables, TData>(
  mutationFn: (variables: TVariables) => Promise<TData>,
  changed: (data: TData) => { conversationId: string | null; mateId: string; created: boolean },
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (data) => {
      const { created, ...booking } = changed(data);
      return Promise.all([
        ...[liveKeys.profile, ...(created ? [liveKeys.conversations] : [])].map((queryKey) =>
          client.invalidateQueries({ queryKey }),
        ),
        refreshAfterBooking(client, booking),
      ]);
    },
  });
}

export function useCreateBooking(mateId: string) {
  return useBookingMutation(
    (message: string) =>
      api<{ bookingId: string; conversationId: string }>(
        `/api/mates/${encodeURIComponent(mateId)}/bookings`,
        {
          method: 'POST',
          json: message.trim() ? { message } : {},
        },
      ),
    ({ conversationId }) => ({ conversationId, mateId, created: true }),
  );
}

export type BookingAction = 'confirm' | 'reject' | 'complete' | 'withdraw';

export function useBookingAction() {
  return useBookingMutation(
    ({ id, action }: { id: string; action: BookingAction }) =>
      api<BookingItem>(`/api/bookings/${encodeURIComponent(id)}/${action}`, { method: 'POST' }),
    ({ conversationId, mate }) => ({ conversationId, mateId: mate.id, created: false }),
  );
}
