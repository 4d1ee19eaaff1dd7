import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { routes } from '../../../shared/contract/routes';
import { call } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';
import { useSession } from '../../lib/session';

const endpoints = routes.blocks;

/** The people I blocked; only asked once signed in. */
export function useBlockedUsers() {
  const { user } = useSession();
  return useQuery({
    queryKey: queryKeys.blocks,
    queryFn: ({ signal }) => call(endpoints.list, {}, { signal }),
    enabled: user !== null,
  });
}

/** A block changes the list, the inbox, the mate lists and the bookings (pending requests are settled). */
function useRefresh() {
  const client = useQueryClient();
  return () =>
    Promise.all(
      [
        queryKeys.blocks,
        queryKeys.conversations.inbox,
        queryKeys.conversations.threads,
        queryKeys.mates.all,
        queryKeys.bookings.all,
        queryKeys.notifications.all,
      ].map((queryKey) => client.invalidateQueries({ queryKey })),
    );
}

export function useBlockUser() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (publicName: string) => call(endpoints.block, { body: { publicName } }),
    onSuccess: refresh,
  });
}

export function useUnblockUser() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (publicName: string) => call(endpoints.unblock, { params: { publicName } }),
    onSuccess: refresh,
  });
}
