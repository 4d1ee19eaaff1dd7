import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BookingItem } from '../../../shared/schemas/bookings';
import { api } from '../../lib/api';
import { liveKeys } from '../../lib/live-events';

export function useBookings(side: 'received' | 'mine', enabled = true) {
  return useQuery({
    queryKey: [...liveKeys.bookings, side],
    queryFn: ({ signal }) =>
      api<{ bookings: BookingItem[] }>(`/api/bookings/${side}`, { signal }).then((r) => r.bookings),
    enabled,
  });
}

/** Bookings change mates (availability), chats (the booking card) and both lists. */
function useRefresh() {
  const client = useQueryClient();
  return () =>
    Promise.all(
      [liveKeys.bookings, liveKeys.mates, liveKeys.conversations, liveKeys.profile, ['conversation']].map(
        (queryKey) => client.invalidateQueries({ queryKey }),
      ),
    );
}

export function useCreateBooking(mateId: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (message: string) =>
      api<{ bookingId: string; conversationId: string }>(
        `/api/mates/${encodeURIComponent(mateId)}/bookings`,
        {
          method: 'POST',
          json: message.trim() ? { message } : {},
        },
      ),
    onSuccess: refresh,
  });
}

export type BookingAction = 'confirm' | 'reject' | 'complete' | 'withdraw';

export function useBookingAction() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: BookingAction }) =>
      api<BookingItem>(`/api/bookings/${encodeURIComponent(id)}/${action}`, { method: 'POST' }),
    onSuccess: refresh,
  });
}
