import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OwnProfile, PublicProfile, UpdateProfileInput } from '../../../shared/schemas/profiles';
import { api } from '../../lib/api';
import { liveKeys } from '../../lib/live-events';
import { sessionQueryKey } from '../../lib/session';

const profileKey = liveKeys.profile;

/** The profile, the stat cards and the session (name, avatar, role) change together. */
function useRefresh() {
  const client = useQueryClient();
  return () =>
    Promise.all(
      [profileKey, sessionQueryKey, ['public-profile'], ['mates']].map((queryKey) =>
        client.invalidateQueries({ queryKey }),
      ),
    );
}

export function useOwnProfile() {
  return useQuery({
    queryKey: profileKey,
    queryFn: ({ signal }) => api<OwnProfile>('/api/profile', { signal }),
  });
}

export function useUpdateProfile() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: UpdateProfileInput) =>
      api<OwnProfile>('/api/profile', { method: 'PATCH', json: input }),
    onSuccess: refresh,
  });
}

export function useUploadAvatar() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (photo: File) => {
      const form = new FormData();
      form.set('photo', photo);
      return api<OwnProfile>('/api/profile/avatar', { method: 'POST', form });
    },
    onSuccess: refresh,
  });
}

export function usePublicProfile(publicName: string, point: { latitude: number; longitude: number } | null) {
  const search = point ? `?lat=${point.latitude}&lng=${point.longitude}` : '';
  return useQuery({
    queryKey: ['public-profile', publicName, search],
    queryFn: ({ signal }) =>
      api<PublicProfile>(`/api/users/${encodeURIComponent(publicName)}${search}`, { signal }),
  });
}
