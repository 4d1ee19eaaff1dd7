import { useMutation, useQueryClient } from '@tanstack/react-query';
import { routes } from '../../../shared/contract/routes';
import type { SessionResponse } from '../../../shared/schemas/session';
import { call } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';
import { clearWorkerCaches, removePushSubscription } from '../../lib/service-worker';

/** Where "Descargar mis datos" points: the server answers with the file as an attachment. */
export const ownDataDownloadPath = routes.ownData.download.path;

/**
 * "Eliminar mi cuenta": the server ends every session; the browser then forgets everything it kept,
 * as on a sign-out, and reads as signed out at once.
 */
export function useDeleteAccount() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (confirmation: string) => call(routes.ownData.deleteAccount, { body: { confirmation } }),
    onSuccess: async () => {
      const previous = client.getQueryData<SessionResponse>(queryKeys.session);
      localStorage.clear();
      sessionStorage.clear();
      await Promise.all([clearWorkerCaches(), removePushSubscription()]);
      client.clear();
      if (previous) client.setQueryData<SessionResponse>(queryKeys.session, { ...previous, user: null });
    },
  });
}
