import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BookingAction } from '../../../shared/contract/bookings';
import { routes } from '../../../shared/contract/routes';
import { call } from '../../lib/api';
import { refreshAfterBooking } from '../../lib/live-events';
import { queryKeys } from '../../lib/query-keys';

export type { BookingAction };

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
        ...[queryKeys.profile, ...(created ? [queryKeys.conversations.inbox] : [])].map((queryKey) =>
          client.invalidateQueries({ queryKey }),
        ),
        refreshAfterBooking(client, booking),
      ]);
    },
  });
}

export function useCreateBooking(mateId: string) {
  return useBookingMutation(
    ({ message, ...days }: { startDate: string; endDate: string; message: string }) =>
      call(routes.bookings.create, {
        params: { id: mateId },
        body: message.trim() ? { ...days, message } : days,
      }),
    ({ conversationId }) => ({ conversationId, mateId, created: true }),
  );
}

export function useBookingAction() {
  return useBookingMutation(
    ({ id, action }: { id: string; action: BookingAction }) =>
      // The four answers are alike; the cast only picks the path.
      call(routes.bookings[action] as typeof routes.bookings.confirm, { params: { id } }),
    ({ conversationId, mate }) => ({ conversationId, mateId: mate.id, created: false }),
  );
}

/** "Cancelar reserva": either side, before the first day, with the reason the other side reads. */
export function useCancelBooking() {
  return useBookingMutation(
    ({ id, reason }: { id: string; reason: string }) =>
      call(routes.bookings.cancel, { params: { id }, body: { reason } }),
    ({ conversationId, mate }) => ({ conversationId, mateId: mate.id, created: false }),
  );
}
