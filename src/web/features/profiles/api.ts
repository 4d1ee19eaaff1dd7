import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { routes } from '../../../shared/contract/routes';
import type { UpdateProfileInput } from '../../../shared/schemas/profiles';
import { call, type Fetch } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';

const endpoints = routes.profiles;

/** The profile, the stat cards and the session (name, avatar, role) change together. */
function useRefresh() {
  const client = useQueryClient();
  return () =>
    Promise.all(
      [queryKeys.profile, queryKeys.session, queryKeys.publicProfiles, queryKeys.mates.all].map((queryKey) =>
        client.invalidateQueries({ queryKey }),
      ),
    );
}

export function useOwnProfile() {
  return useQuery({
    queryKey: queryKeys.profile,
    queryFn: ({ signal }) => call(endpoints.own, {}, { signal }),
  });
}

export function useUpdateProfile() {
  const client = useQueryClient();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: UpdateProfileInput) => call(endpoints.update, { body: input }),
    // The answer is the saved profile: it shows at once (the form closes as soon as the server answers,
    // not after four refetches), and the rest that mentions the person refreshes behind it.
    onSuccess: (profile) => {
      client.setQueryData(queryKeys.profile, profile);
      void refresh();
    },
  });
}

export function useUploadAvatar() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (photo: File) => call(endpoints.avatar, { body: {}, files: { photo } }),
    onSuccess: refresh,
  });
}

type Point = { latitude: number; longitude: number } | null;

/** /u/{name}'s query: its route loader fills it first (on the server, or before a navigation). */
export const publicProfileQuery = (publicName: string, point: Point, fetch?: Fetch) =>
  queryOptions({
    queryKey: queryKeys.publicProfile(publicName, point ? `${point.latitude},${point.longitude}` : ''),
    queryFn: ({ signal }) =>
      call(
        endpoints.publicProfile,
        { params: { publicName }, query: { lat: point?.latitude, lng: point?.longitude } },
        { signal, fetch },
      ),
    // Sharing a position only adds distances: the profile stays on screen meanwhile.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[1] === publicName ? previous : undefined,
  });

export function usePublicProfile(publicName: string, point: Point) {
  return useQuery(publicProfileQuery(publicName, point));
}
