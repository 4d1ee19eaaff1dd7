import { useMutation, useQueryClient } from '@tanstack/react-query';
import { routes } from '../../../shared/contract/routes';
import type { ReviewInput } from '../../../shared/schemas/reviews';
import { call } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';

/**
 * A review or a reply changes the booking lists and the chats (the booking card's reviews), the
 * profile's stats, public profiles and mates (their published reviews and averages).
 */
function useReviewMutation<TVariables>(mutationFn: (variables: TVariables) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      Promise.all(
        [
          queryKeys.bookings.all,
          queryKeys.conversations.threads,
          queryKeys.profile,
          queryKeys.publicProfiles,
          queryKeys.mates.all,
        ].map((queryKey) => client.invalidateQueries({ queryKey })),
      ),
  });
}

export function useCreateReview() {
  return useReviewMutation(({ bookingId, input }: { bookingId: string; input: ReviewInput }) =>
    call(routes.reviews.create, { params: { id: bookingId }, body: input }),
  );
}

export function useReplyToReview() {
  return useReviewMutation(({ reviewId, reply }: { reviewId: string; reply: string }) =>
    call(routes.reviews.reply, { params: { id: reviewId }, body: { reply } }),
  );
}
