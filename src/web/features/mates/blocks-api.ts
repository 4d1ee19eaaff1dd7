import { useMutation, useQueryClient } from '@tanstack/react-query';
import { routes } from '../../../shared/contract/routes';
import type { OwnMate } from '../../../shared/schemas/mates';
import type { BlockInput } from '../../../shared/schemas/rentals';
import { call } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';

/**
 * After blocking days: the host's list takes the answer at once (the dialog shows its periods from it),
 * then every mate query refetches (the detail's taken days, lists free today) and so do bookings, since
 * a block rejects the pending requests it touches.
 */
function useRefreshAfterBlock(mateId: string) {
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

export function useBlockDays(mateId: string) {
  const refresh = useRefreshAfterBlock(mateId);
  return useMutation({
    mutationFn: (input: BlockInput) => call(routes.mates.block, { params: { id: mateId }, body: input }),
    onSuccess: refresh,
  });
}

export function useChangeBlock(mateId: string) {
  const refresh = useRefreshAfterBlock(mateId);
  return useMutation({
    mutationFn: ({ blockId, input }: { blockId: string; input: BlockInput }) =>
      call(routes.mates.changeBlock, { params: { id: mateId, blockId }, body: input }),
    onSuccess: refresh,
  });
}

export function useUnblock(mateId: string) {
  const refresh = useRefreshAfterBlock(mateId);
  return useMutation({
    mutationFn: (blockId: string) => call(routes.mates.unblock, { params: { id: mateId, blockId } }),
    onSuccess: refresh,
  });
}
