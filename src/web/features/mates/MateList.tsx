import type { InfiniteData } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { PAGE_SIZE } from '../../../shared/constants';
import { fill, plural } from '../../../shared/format';
import { mateListMessages } from '../../../shared/messages/mate-list';
import { mateMessages } from '../../../shared/messages/mates';
import type { MateList as MateListPage, MateSummary } from '../../../shared/schemas/mates';
import { LoadFailed } from '../../components/ui/EmptyState';
import { LoadingRegion, SkeletonText } from '../../components/ui/Skeleton';
import { Spinner } from '../../components/ui/Spinner';
import { firstPhotoId, MateCard, MateCardSkeleton, MateGrid, MateGridSkeleton } from './MateCard';

interface Props {
  query: {
    data?: InfiniteData<MateListPage>;
    isPending: boolean;
    isError: boolean;
    hasNextPage: boolean;
    isFetchingNextPage: boolean;
    fetchNextPage(): unknown;
    refetch(): unknown;
  };
  empty: ReactNode;
  label: string;
  /** The address of one more page: "Cargar más" is a link there, so it works before and without JavaScript. */
  moreHref: string;
  /** Loads the next page in place (the link's click, once the app runs). */
  onMore(): void;
  actionsFor(mate: MateSummary): ReactNode;
  /** The list's map stands beside it on wide screens: narrower columns. */
  besideMap?: boolean;
  /** The mate chosen on the map (or here): its card stands out. */
  selectedId?: string | null;
  /** A card chosen by a click in it or the keyboard's focus inside it: the map shows its marker. */
  onChoose?(id: string): void;
}

/** Results of the public list: loading cards, error with Reintentar, the empty state, or the grid and "Cargar más". */
export function MateResults({
  query,
  empty,
  label,
  moreHref,
  onMore,
  actionsFor,
  besideMap = false,
  selectedId = null,
  onChoose,
}: Props) {
  if (query.isPending) {
    return (
      <LoadingRegion>
        <SkeletonText className="mb-3 text-sm" width="w-40" />
        <MateGridSkeleton count={6} besideMap={besideMap} />
      </LoadingRegion>
    );
  }
  if (query.isError) {
    return <LoadFailed title={mateMessages.loadFailed} onRetry={query.refetch} />;
  }
  const mates = query.data?.pages.flatMap((page) => page.mates) ?? [];
  if (mates.length === 0) return <>{empty}</>;
  const firstPhoto = firstPhotoId(mates);
  // Every match, not only the pages loaded; the newest page knows best.
  const last = query.data?.pages.at(-1);
  const loading = Math.max(1, Math.min(PAGE_SIZE, (last?.total ?? 0) - mates.length));
  return (
    <>
      <p role="status" className="mb-3 text-sm text-stone-700">
        {resultsCount(last?.total ?? mates.length, last?.totalCapped ?? false)}
      </p>
      <MateGrid label={label} besideMap={besideMap}>
        {mates.map((mate) => (
          <li
            key={mate.id}
            id={resultCardId(mate.id)}
            className={`flex rounded-2xl ${mate.id === selectedId ? 'ring-4 ring-amber-400 ring-offset-2' : ''}`}
            aria-current={mate.id === selectedId || undefined}
          >
            {/* The card's own link is the keyboard's way in: focusing it chooses the card, as a click does. */}
            {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions, jsx-a11y/click-events-have-key-events */}
            <div className="w-full" onClick={() => onChoose?.(mate.id)} onFocus={() => onChoose?.(mate.id)}>
              <MateCard mate={mate} actions={actionsFor(mate)} priority={mate.id === firstPhoto} />
            </div>
          </li>
        ))}
        {/* The next page's places are taken at the click: its cards then fill them without moving the page. */}
        {query.isFetchingNextPage &&
          Array.from({ length: loading }, (_, card) => (
            <li key={`loading-${card}`} aria-hidden="true" className="flex">
              <div className="w-full">
                <MateCardSkeleton />
              </div>
            </li>
          ))}
      </MateGrid>
      {query.hasNextPage && (
        <div className="mt-8 flex justify-center">
          <a
            href={moreHref}
            className="btn-secondary px-6 py-3"
            onClick={(event) => {
              // A new tab or window gets the address; a plain click loads in place.
              if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
              event.preventDefault();
              if (!query.isFetchingNextPage) onMore();
            }}
            // Not disabled while loading: keyboard focus stays on it.
            aria-disabled={query.isFetchingNextPage || undefined}
          >
            {query.isFetchingNextPage ? <Spinner /> : mateListMessages.loadMore}
          </a>
        </div>
      )}
    </>
  );
}

/** "1 mate", "23 mates", or "Más de 100 mates" once the count stopped at its cap. */
function resultsCount(total: number, capped: boolean) {
  if (capped) return fill(mateListMessages.resultsCapped, { count: total });
  return fill(plural(total, { one: mateListMessages.resultsOne, other: mateListMessages.resultsCount }), {
    count: total,
  });
}

/** A result card's element id: choosing its marker on the map scrolls to it. */
export const resultCardId = (mateId: string) => `resultado-${mateId}`;
