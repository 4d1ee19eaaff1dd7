import { Star } from 'lucide-react';
import { fill, formatRating, plural } from '../../../shared/format';
import { reviewMessages } from '../../../shared/messages/reviews';
import type { Rating } from '../../../shared/schemas/reviews';

/** Five stars, the first `value` filled, with their meaning for screen readers ("4 de 5 estrellas"). */
export function Stars({ value, className = 'h-4 w-4' }: { value: number; className?: string }) {
  return (
    <span className="inline-flex items-center gap-0.5">
      <span className="sr-only">{fill(reviewMessages.starsOf, { count: value })}</span>
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          aria-hidden="true"
          className={`${className} shrink-0 ${n <= value ? 'fill-calabaza-500 text-calabaza-700' : 'text-stone-300'}`}
        />
      ))}
    </span>
  );
}

/** "★ 4.7 (12)" on a card; nothing until there is a published review. */
export function RatingBadge({ rating }: { rating: Rating }) {
  if (rating.count === 0 || rating.average === null) return null;
  const average = formatRating(rating.average);
  return (
    <span
      role="img"
      className="inline-flex items-center gap-1 text-sm font-semibold text-stone-800"
      aria-label={fill(reviewMessages.cardRating, { average, count: countText(rating.count) })}
    >
      <Star aria-hidden="true" className="h-4 w-4 shrink-0 fill-calabaza-500 text-calabaza-700" />
      <span aria-hidden="true">
        {average} ({rating.count})
      </span>
    </span>
  );
}

/** "1 valoración", "12 valoraciones". */
export function countText(count: number) {
  return fill(plural(count, { one: reviewMessages.countOne, other: reviewMessages.countMany }), { count });
}
