import { useMutation, useQueryClient } from '@tanstack/react-query';
import { routes } from '../../../shared/contract/routes';
import type { OwnMate } from '../../../shared/schemas/mates';
import type { ClosureInput } from '../../../shared/schemas/rentals';
import { call } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';

/**
 * After closing days: the host's list takes the answer at once (the dialog shows its periods from it),
 * then every mate query refetches (the detail's taken days, lists free today) and so do bookings, since
 * a closure rejects the pending requests it touches.
 */
function useRefreshAfterClosure(mateId: string) {
  const client = useQueryClient();
  return (mate: OwnMate) => {
    client.setQueryData<OwnMate[]>(queryKeys.mates.mine, (mates) =>
      mates?.map((known) => (known.id === mateId ? mate : known)),
    );
    return Promise.all(
      [queryKeys.mates.all, queryKeys.bookings.all].map((queryKey) => client.invalidateQueries({ queryKey })),
    );
  };
}

export function useCloseDays(mateId: string) {
  const refresh = useRefreshAfterClosure(mateId);
  return useMutation({
    mutationFn: (input: ClosureInput) =>
      call(routes.mates.closeDays, { params: { id: mateId }, body: input }),
    onSuccess: refresh,
  });
}

export function useChangeClosure(mateId: string) {
  const refresh = useRefreshAfterClosure(mateId);
  return useMutation({
    mutationFn: ({ closureId, input }: { closureId: string; input: ClosureInput }) =>
      call(routes.mates.changeClosure, { params: { id: mateId, blockId: closureId }, body: input }),
    onSuccess: refresh,
  });
}

export function useRemoveClosure(mateId: string) {
  const refresh = useRefreshAfterClosure(mateId);
  return useMutation({
    mutationFn: (closureId: string) =>
      call(routes.mates.removeClosure, { params: { id: mateId, blockId: closureId } }),
    onSuccess: refresh,
  });
}
