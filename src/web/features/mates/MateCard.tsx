import type { ReactNode } from 'react';
import { Calendar, Coffee, MapPin, User } from 'lucide-react';
import { fill, formatListDistance, formatPrice, formatShortDate } from '../../../shared/format';
import { RatingBadge } from '../../components/ui/Stars';
import { imageMessages } from '../../../shared/messages/images';
import { mateMessages } from '../../../shared/messages/mates';
import type { MateSummary } from '../../../shared/schemas/mates';
import { MateImage } from '../../components/ui/MateImage';
import { Skeleton, SkeletonText } from '../../components/ui/Skeleton';

/** The first mate with a photo: a page's first grid loads that photo at once (MateCard's `priority`). */
export const firstPhotoId = (mates: readonly MateSummary[]) => mates.find((mate) => mate.thumbnailUrl)?.id;

/** How wide a card's photo shows in the grid below: 3, 2 or 1 columns. */
const CARD_IMAGE_SIZES = '(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw';

/** Spec §2 mate card: image or "Sin imagen", status badge, price, title, description, city, host, date, distance. */
export function MateCard({
  mate,
  status,
  actions,
  notice,
  priority = false,
}: {
  mate: MateSummary;
  /** The owner's view of the status; others see available / not available (spec §4). */
  status?: { text: string; positive: boolean };
  actions: ReactNode;
  /** A line for the owner above the actions (e.g. why an operator hid the mate). */
  notice?: ReactNode;
  /** The page's first card: its photo loads at once (see MateImage). */
  priority?: boolean;
}) {
  const badge = status?.text ?? (mate.available ? mateMessages.statusAvailable : mateMessages.unavailable);
  const positive = status?.positive ?? mate.available;
  return (
    // The full height of its grid cell: cards in a row end level, with their actions on one line at the bottom.
    <article className="card flex h-full flex-col overflow-hidden" aria-labelledby={`mate-${mate.id}-title`}>
      <div className="relative aspect-[4/3] bg-stone-100">
        {mate.thumbnailUrl ? (
          <MateImage
            imageUrl={mate.imageUrl}
            thumbnailUrl={mate.thumbnailUrl}
            alt={mate.name}
            sizes={CARD_IMAGE_SIZES}
            priority={priority}
            className="h-full w-full"
          />
        ) : (
          <div className="flex h-full items-center justify-center gap-2 text-stone-600">
            <Coffee aria-hidden="true" className="h-8 w-8 shrink-0 text-yerba-700" />
            {imageMessages.noImage}
          </div>
        )}
        <span
          className={`absolute top-3 left-3 rounded-full px-3 py-1 text-xs font-bold ${positive ? 'bg-yerba-700 text-white' : 'bg-stone-800 text-white'}`}
        >
          {badge}
        </span>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-lg font-extrabold text-yerba-800">{formatPrice(mate.pricePerDay)}</p>
          <RatingBadge rating={mate.rating} />
        </div>
        <h3 id={`mate-${mate.id}-title`} className="text-lg leading-snug font-bold text-stone-900">
          {mate.name}
        </h3>
        {mate.description && <p className="line-clamp-3 text-sm text-stone-700">{mate.description}</p>}
        <ul className="mt-auto flex flex-col gap-1 pt-2 text-sm text-stone-700">
          {mate.city && (
            <li className="flex items-center gap-1.5">
              <MapPin aria-hidden="true" className="h-4 w-4 shrink-0 text-yerba-700" />
              <span>
                {mate.city}
                {mate.distanceKm !== null && (
                  <> · {fill(mateMessages.distanceAway, { distance: formatListDistance(mate.distanceKm) })}</>
                )}
              </span>
            </li>
          )}
          <li className="flex items-center gap-1.5">
            <User aria-hidden="true" className="h-4 w-4 shrink-0 text-yerba-700" />
            {fill(mateMessages.hostedBy, { name: mate.host.displayName })}
          </li>
          <li className="flex items-center gap-1.5">
            <Calendar aria-hidden="true" className="h-4 w-4 shrink-0 text-yerba-700" />
            {fill(mateMessages.publishedOn, { date: formatShortDate(mate.createdAt) })}
          </li>
        </ul>
        {notice}
        <div className="mt-3 flex gap-2">{actions}</div>
      </div>
    </article>
  );
}

/** A card still loading, line for line as tall as a card with a three-line description. */
export function MateCardSkeleton({ owner = false }: { owner?: boolean }) {
  return (
    <div className="card flex h-full flex-col overflow-hidden">
      <Skeleton className="aspect-[4/3] rounded-none" />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <SkeletonText className="text-lg" width="w-24" />
        <SkeletonText className="text-lg leading-snug" width="w-2/3" />
        <SkeletonText className="text-sm" lines={3} width="w-1/2" />
        <div className="mt-auto flex flex-col gap-1 pt-2">
          <SkeletonText className="text-sm" width="w-1/2" />
          <SkeletonText className="text-sm" width="w-2/3" />
          <SkeletonText className="text-sm" width="w-2/5" />
        </div>
        <Skeleton className="mt-3 h-9 w-full rounded-lg" />
        {/* An owner's card has a second line of actions ("Bloquear fechas"). */}
        {owner && <Skeleton className="h-11 w-full rounded-lg" />}
      </div>
    </div>
  );
}

/** MateGrid's place while its mates load: `count` loading cards in the very same columns. */
export function MateGridSkeleton({
  count,
  owner = false,
  besideMap = false,
}: {
  count: number;
  owner?: boolean;
  besideMap?: boolean;
}) {
  return (
    <div aria-hidden="true">
      <MateGrid label="" owner={owner} besideMap={besideMap}>
        {Array.from({ length: count }, (_, card) => (
          <li key={card}>
            <MateCardSkeleton owner={owner} />
          </li>
        ))}
      </MateGrid>
    </div>
  );
}

/**
 * The grid of 1, 2 or 3 columns the lists use. Owner cards carry three actions on one line, so their
 * columns follow the room the grid itself has (a container query): a card never gets too narrow for them.
 */
export function MateGrid({
  children,
  label,
  owner = false,
  besideMap = false,
}: {
  children: ReactNode;
  label: string;
  owner?: boolean;
  /** The public list with its map beside it on wide screens: two columns at most. */
  besideMap?: boolean;
}) {
  if (besideMap) {
    return (
      <ul aria-label={label} className="grid grid-cols-1 gap-6 sm:grid-cols-2">
        {children}
      </ul>
    );
  }
  if (!owner) {
    return (
      <ul aria-label={label} className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {children}
      </ul>
    );
  }
  return (
    <div className="@container">
      <ul aria-label={label} className="grid grid-cols-1 gap-6 @3xl:grid-cols-2 @min-[68rem]:grid-cols-3">
        {children}
      </ul>
    </div>
  );
}
