import { fill } from '../../shared/format';
import { reviewMessages } from '../../shared/messages/reviews';
import type { PublicReview } from '../../shared/schemas/reviews';
import { ReportButton } from '../features/reports/ReportButton';

/** "Reportar" beside a review in a list of reviews, for anyone but its author. */
export function ReportReviewButton({
  review,
  viewerPublicName,
}: {
  review: PublicReview;
  viewerPublicName: string | null | undefined;
}) {
  if (review.author.publicName === viewerPublicName) return null;
  return (
    <ReportButton
      targetType="review"
      targetId={review.id}
      label={fill(reviewMessages.reportReview, { name: review.author.displayName })}
      compact
    />
  );
}
