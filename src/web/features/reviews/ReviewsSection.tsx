import type { ReactNode } from 'react';
import { Star } from 'lucide-react';
import { fill, formatRating, formatShortDate } from '../../../shared/format';
import { reviewMessages } from '../../../shared/messages/reviews';
import type { PublicReview, Rating } from '../../../shared/schemas/reviews';
import { AppLink } from '../../components/AppLink';
import { Avatar } from '../../components/ui/Avatar';
import { countText, Stars } from '../../components/ui/Stars';
import { matePath } from '../../../shared/app-routes';

/**
 * "Valoraciones" on a public profile or a mate: the average as text beside a star and the count, then
 * the published reviews, newest first, each with its author, date, the mate (on a profile) and the
 * reply. `actions` adds a review's own buttons (the page passes "Reportar").
 */
export function ReviewsSection({
  id,
  rating,
  reviews,
  empty,
  showMate,
  actions,
}: {
  id: string;
  rating: Rating;
  reviews: PublicReview[];
  empty: string;
  showMate: boolean;
  actions?(review: PublicReview): ReactNode;
}) {
  const titleId = `${id}-title`;
  return (
    <section className="card p-6" aria-labelledby={titleId}>
      <h2 id={titleId} className="text-xl font-bold text-stone-900">
        {reviewMessages.title}
      </h2>
      {rating.count === 0 || rating.average === null ? (
        <p className="mt-2 text-stone-700">{empty}</p>
      ) : (
        <>
          <p className="mt-2 flex items-center gap-2 text-stone-800">
            <Star aria-hidden="true" className="h-6 w-6 shrink-0 fill-calabaza-500 text-calabaza-700" />
            <span className="text-2xl font-extrabold text-stone-900">{formatRating(rating.average)}</span>
            <span className="sr-only">{reviewMessages.averageOf}</span>
            <span>· {countText(rating.count)}</span>
          </p>
          <ul className="mt-4 flex flex-col divide-y divide-stone-200" aria-labelledby={titleId}>
            {reviews.map((review) => (
              <li key={review.id} className="flex flex-col gap-1 py-4">
                <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-stone-700">
                  <Avatar name={review.author.displayName} url={review.author.avatarUrl} />
                  {review.author.publicName ? (
                    <AppLink
                      to={`/u/${encodeURIComponent(review.author.publicName)}`}
                      className="font-semibold text-stone-900 hover:underline"
                    >
                      {review.author.displayName}
                    </AppLink>
                  ) : (
                    <span className="font-semibold text-stone-900">{review.author.displayName}</span>
                  )}
                  <span>· {formatShortDate(review.publishedAt)}</span>
                </div>
                <Stars value={review.rating} />
                {showMate && (
                  <p className="text-sm text-stone-700">
                    {fill(reviewMessages.about, { mate: '' })}
                    <AppLink to={matePath(review.mate.id)} className="hover:underline">
                      {review.mate.name}
                    </AppLink>
                  </p>
                )}
                {review.comment && (
                  <p className="break-words whitespace-pre-line text-stone-800">{review.comment}</p>
                )}
                {review.reply && (
                  <div className="mt-1 border-l-2 border-stone-300 pl-3 text-sm">
                    <p className="font-semibold text-stone-900">
                      {fill(reviewMessages.replyOf, { name: review.subjectName })}
                    </p>
                    <p className="break-words whitespace-pre-line text-stone-800">{review.reply.text}</p>
                  </div>
                )}
                {actions && <div className="mt-1">{actions(review)}</div>}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
