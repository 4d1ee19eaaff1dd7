import { useQuery } from '@tanstack/react-query';
import { routes } from '../../shared/contract/routes';
import { call } from './api';
import { queryKeys } from './query-keys';

/**
 * The host's received bookings or the guest's own: the booking lists show them, and the closed-days
 * dialog reads the pending requests that closing them would reject.
 */
export function useBookings(side: 'received' | 'mine', enabled = true) {
  return useQuery({
    queryKey: queryKeys.bookings.side(side),
    queryFn: ({ signal }) =>
      // Both lists answer alike; the cast only picks the path.
      call(routes.bookings[side] as typeof routes.bookings.mine, {}, { signal }).then((r) => r.bookings),
    enabled,
  });
}
