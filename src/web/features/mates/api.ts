import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { DELETE_TIMEOUT_MS, HOME_MATES } from '../../../shared/constants';
import { routes } from '../../../shared/contract/routes';
import type { MateListParams, UpdateMateInput } from '../../../shared/schemas/mates';
import { call, type Fetch } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';

const mateKeys = queryKeys.mates;

type Point = { latitude: number; longitude: number } | null;

/*
 * The public pages' queries: the hooks below read them, and the route loaders fill them first (on the
 * server through its own fetch, in the browser before a navigation shows the page).
 */
export const mateListQuery = (params: MateListParams, fetch?: Fetch) =>
  infiniteQueryOptions({
    queryKey: mateKeys.list(params),
    queryFn: ({ pageParam, signal }) =>
      call(routes.mates.list, { query: { ...params, page: pageParam } }, { signal, fetch }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
  });

export const recentMatesQuery = (fetch?: Fetch) =>
  queryOptions({
    queryKey: mateKeys.recent,
    queryFn: ({ signal }) => call(routes.mates.list, { query: { pageSize: HOME_MATES } }, { signal, fetch }),
  });

export const mateQuery = (id: string, point: Point, fetch?: Fetch) =>
  queryOptions({
    queryKey: mateKeys.detail(id, point ? `${point.latitude},${point.longitude}` : ''),
    queryFn: ({ signal }) =>
      call(
        routes.mates.detail,
        { params: { id }, query: { lat: point?.latitude, lng: point?.longitude } },
        { signal, fetch },
      ),
    // Sharing a position only adds distances: the mate stays on screen meanwhile.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2] === id ? previous : undefined),
  });

export function useMateList(params: MateListParams, enabled = true) {
  return useInfiniteQuery({ ...mateListQuery(params), enabled });
}

export function useRecentMates() {
  return useQuery(recentMatesQuery());
}

export function useMate(id: string, point: Point) {
  return useQuery(mateQuery(id, point));
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
export function useRefreshAfterChange({ session = false, bookings = false } = {}) {
  const client = useQueryClient();
  return () =>
    Promise.all(
      [
        mateKeys.all,
        queryKeys.profile,
        queryKeys.publicProfiles,
        ...(session ? [queryKeys.session] : []),
        ...(bookings ? [queryKeys.bookings.all] : []),
      ].map((queryKey) => client.invalidateQueries({ queryKey })),
    );
}

export function useUpdateMate(id: string) {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: (fields: UpdateMateInput) => call(routes.mates.update, { params: { id }, body: fields }),
    onSuccess: refresh,
  });
}

export function useMateAction(action: 'pause' | 'reactivate' | 'delete') {
  // Pausing or deleting answers the mate's requests and cancels its rentals to come.
  const refresh = useRefreshAfterChange({ bookings: action !== 'reactivate' });
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
