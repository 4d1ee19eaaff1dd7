import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DELETE_TIMEOUT_MS, HOME_MATES } from '../../../shared/constants';
import { routes } from '../../../shared/contract/routes';
import type { MateFieldsInput, MateListParams, UpdateMateInput } from '../../../shared/schemas/mates';
import { call } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';

const mateKeys = queryKeys.mates;

export function useMateList(params: MateListParams, enabled = true) {
  return useInfiniteQuery({
    queryKey: mateKeys.list(params),
    queryFn: ({ pageParam, signal }) =>
      call(routes.mates.list, { query: { ...params, page: pageParam } }, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
    enabled,
  });
}

export function useRecentMates() {
  return useQuery({
    queryKey: mateKeys.recent,
    queryFn: ({ signal }) => call(routes.mates.list, { query: { pageSize: HOME_MATES } }, { signal }),
  });
}

export function useMate(id: string, point: { latitude: number; longitude: number } | null) {
  const at = point ? `${point.latitude},${point.longitude}` : '';
  return useQuery({
    queryKey: mateKeys.detail(id, at),
    queryFn: ({ signal }) =>
      call(
        routes.mates.detail,
        { params: { id }, query: { lat: point?.latitude, lng: point?.longitude } },
        { signal },
      ),
  });
}

export function useOwnMates(enabled = true) {
  return useQuery({
    queryKey: mateKeys.mine,
    queryFn: ({ signal }) => call(routes.mates.mine, {}, { signal }).then((r) => r.mates),
    enabled,
  });
}

export function useMateForEdit(id: string) {
  return useQuery({
    queryKey: mateKeys.edit(id),
    queryFn: ({ signal }) => call(routes.mates.forEdit, { params: { id } }, { signal }),
  });
}

/**
 * After any change to a mate, every list and detail may be stale, and the profiles' stat cards. Only
 * publishing can change the session (the first mate makes its author Anfitrión).
 */
function useRefreshAfterChange({ session = false } = {}) {
  const client = useQueryClient();
  return () =>
    Promise.all(
      [
        mateKeys.all,
        queryKeys.profile,
        queryKeys.publicProfiles,
        ...(session ? [queryKeys.session] : []),
      ].map((queryKey) => client.invalidateQueries({ queryKey })),
    );
}

export function usePublishMate() {
  const refresh = useRefreshAfterChange({ session: true });
  return useMutation({
    mutationFn: ({ fields, photo }: { fields: MateFieldsInput; photo: File | null }) =>
      call(routes.mates.publish, { body: fields, files: { photo } }),
    onSuccess: refresh,
  });
}

export function useUpdateMate(id: string) {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: (fields: UpdateMateInput) => call(routes.mates.update, { params: { id }, body: fields }),
    onSuccess: refresh,
  });
}

export function useMateAction(action: 'pause' | 'reactivate' | 'delete') {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: (id: string): Promise<unknown> =>
      action === 'delete'
        ? // Spec §9: delete requests give up after 15 s.
          call(routes.mates.remove, { params: { id } }, { signal: AbortSignal.timeout(DELETE_TIMEOUT_MS) })
        : // Pausing and reactivating answer alike; the cast only picks the path.
          call(routes.mates[action] as typeof routes.mates.pause, { params: { id } }),
    onSuccess: refresh,
  });
}
