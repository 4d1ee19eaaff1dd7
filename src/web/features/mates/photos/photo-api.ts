import { useMutation, useQueryClient } from '@tanstack/react-query';
import { routes } from '../../../../shared/contract/routes';
import { imageMessages } from '../../../../shared/messages/images';
import type { MateFieldsInput, OwnMate } from '../../../../shared/schemas/mates';
import { call, errorMessage } from '../../../lib/api';
import { queryKeys } from '../../../lib/query-keys';
import { upload } from '../../../lib/upload';
import { useRefreshAfterChange } from '../api';
import type { UploadReport } from './use-picked-photos';

/** Sends one more photo of a mate, reporting its progress; answers the mate, or the reason it failed. */
export async function sendPhoto(mateId: string, photo: File, onProgress: (sent: number) => void) {
  try {
    return {
      mate: await upload(
        routes.mates.addPhoto,
        { params: { id: mateId }, body: {}, files: { photo } },
        onProgress,
      ),
    };
  } catch (error) {
    return { error: errorMessage(error, imageMessages.uploadFailed) };
  }
}

/** A photo that did not reach a published mate, and the server's reason. */
export interface NotSentPhoto {
  file: File;
  reason: string;
}

/**
 * Publishes a mate with its cover (the first photo), then sends the others one at a time, each
 * reporting its progress. A photo refused after the mate is published is told on its own and kept with
 * its reason: the mate stays, and the edit page names those photos and offers to send them again.
 */
export function usePublishMate() {
  const refresh = useRefreshAfterChange({ session: true });
  return useMutation({
    mutationFn: async ({
      fields,
      photos,
      report,
    }: {
      fields: MateFieldsInput;
      photos: File[];
      report: UploadReport;
    }) => {
      const [cover, ...others] = photos;
      const progress = (index: number) => (sent: number) => report(index, { progress: sent, error: null });
      let mate: OwnMate;
      try {
        mate = await upload(
          routes.mates.publish,
          { body: fields, files: { photo: cover ?? null } },
          progress(0),
        );
      } catch (error) {
        if (cover) report(0, { progress: null, error: errorMessage(error, imageMessages.uploadFailed) });
        throw error;
      }
      const failed: NotSentPhoto[] = [];
      for (const [i, photo] of others.entries()) {
        const sent = await sendPhoto(mate.id, photo, progress(i + 1));
        if (sent.error !== undefined) {
          failed.push({ file: photo, reason: sent.error });
          report(i + 1, { progress: null, error: sent.error });
        }
      }
      return { mate, failed };
    },
    onSuccess: refresh,
  });
}

/** The edit page's photo changes: each answers the mate, which replaces the edit form's copy. */
export function useMatePhotoChange(mateId: string) {
  const client = useQueryClient();
  const refresh = useRefreshAfterChange();
  const keep = (mate: OwnMate) => {
    client.setQueryData(queryKeys.mates.edit(mateId), mate);
    void refresh();
    return mate;
  };
  return {
    keep,
    order: (photoIds: string[]) =>
      call(routes.mates.orderPhotos, { params: { id: mateId }, body: { photoIds } }).then(keep),
    remove: (photoId: string) =>
      call(routes.mates.removePhoto, { params: { id: mateId, photoId } }).then(keep),
  };
}
