import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  MateDetail,
  MateFieldsInput,
  MateList,
  MateListParams,
  OwnMate,
  UpdateMateInput,
} from '../../../shared/schemas/mates';
import { DELETE_TIMEOUT_MS, HOME_MATES } from '../../../shared/constants';
import { api } from '../../lib/api';
import { liveKeys } from '../../lib/live-events';
import { sessionQueryKey } from '../../lib/session';

export const mateKeys = {
  all: liveKeys.mates,
  list: (params: MateListParams) => ['mates', 'list', params] as const,
  detail: (id: string, point: string) => ['mates', 'detail', id, point] as const,
  /** The home page's few latest: a plain query, kept apart from `list`'s infinite ones. */
  recent: ['mates', 'recent'] as const,
  mine: ['mates', 'mine'] as const,
  edit: (id: string) => ['mates', 'edit', id] as const,
};

function toSearch(params: Record<string, unknown>) {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params))
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  return search.toString();
}

export function useMateList(params: MateListParams, enabled = true) {
  return useInfiniteQuery({
    queryKey: mateKeys.list(params),
    queryFn: ({ pageParam, signal }) =>
      api<MateList>(`/api/mates?${toSearch({ ...params, page: pageParam })}`, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
    enabled,
  });
}

export function useRecentMates() {
  return useQuery({
    queryKey: mateKeys.recent,
    queryFn: ({ signal }) => api<MateList>(`/api/mates?pageSize=${HOME_MATES}`, { signal }),
  });
}

export function useMate(id: string, point: { latitude: number; longitude: number } | null) {
  const at = point ? `${point.latitude},${point.longitude}` : '';
  return useQuery({
    queryKey: mateKeys.detail(id, at),
    queryFn: ({ signal }) =>
      api<MateDetail>(
        `/api/mates/${encodeURIComponent(id)}?${toSearch({ lat: point?.latitude, lng: point?.longitude })}`,
        { signal },
      ),
  });
}

export function useOwnMates(enabled = true) {
  return useQuery({
    queryKey: mateKeys.mine,
    queryFn: ({ signal }) => api<{ mates: OwnMate[] }>('/api/me/mates', { signal }).then((r) => r.mates),
    enabled,
  });
}

export function useMateForEdit(id: string) {
  return useQuery({
    queryKey: mateKeys.edit(id),
    queryFn: ({ signal }) => api<OwnMate>(`/api/mates/${encodeURIComponent(id)}/edit`, { signal }),
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
      [mateKeys.all, liveKeys.profile, ['public-profile'], ...(session ? [sessionQueryKey] : [])].map(
        (queryKey) => client.invalidateQueries({ queryKey }),
      ),
    );
}

export function usePublishMate() {
  const refresh = useRefreshAfterChange({ session: true });
  return useMutation({
    mutationFn: ({ fields, photo }: { fields: MateFieldsInput; photo: File | null }) => {
      const form = new FormData();
      form.set('name', fields.name);
      form.set('description', fields.description ?? '');
      form.set(
        'pricePerDay',
        fields.pricePerDay === null || fields.pricePerDay === undefined ? '' : String(fields.pricePerDay),
      );
      form.set('location', JSON.stringify(fields.location));
      if (photo) form.set('photo', photo);
      return api<OwnMate>('/api/mates', { method: 'POST', form });
    },
    onSuccess: refresh,
  });
}

export function useUpdateMate(id: string) {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: (fields: UpdateMateInput) =>
      api<OwnMate>(`/api/mates/${encodeURIComponent(id)}`, { method: 'PATCH', json: fields }),
    onSuccess: refresh,
  });
}

export function useMateAction(action: 'pause' | 'reactivate' | 'delete') {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: (id: string): Promise<unknown> =>
      action === 'delete'
        ? // Spec §9: delete requests give up after 15 s.
          api<void>(`/api/mates/${encodeURIComponent(id)}`, {
            method: 'DELETE',
            signal: AbortSignal.timeout(DELETE_TIMEOUT_MS),
          })
        : api<OwnMate>(`/api/mates/${encodeURIComponent(id)}/${action}`, { method: 'POST' }),
    onSuccess: refresh,
  });
}
