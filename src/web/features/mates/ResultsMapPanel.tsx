import { lazy, Suspense, useEffect, useRef, type ReactNode } from 'react';
import { mateMapMessages } from '../../../shared/messages/mate-map';
import { useSession } from '../../lib/session';
import { MapUnavailable } from './MapUnavailable';
import type { ResultsMapProps } from './ResultsMap';

/**
 * The map's box, the same before, while and after it loads (no layout shift): most of a phone's
 * screen, and the height of the window beside the list on a wide one.
 */
const MAP_BOX = 'h-[60svh] min-h-72 lg:h-[calc(100svh-7rem)]';

// Leaflet loads only here, when the map is shown; if its code cannot load, the list stays and says so.
const ResultsMap = lazy(() =>
  import('./ResultsMap').then(
    (m) => ({ default: m.ResultsMap }),
    () => ({ default: () => <MapUnavailable className={MAP_BOX} /> }),
  ),
);

type Props = Omit<ResultsMapProps, 'tileUrl' | 'attribution' | 'className'> & {
  /** Whether to load and draw the map now: after the first paint, and on a phone only in the map view. */
  show: boolean;
  /** The chosen mate's card, shown under the map on a phone (the list is beside it on a wide screen). */
  chosenCard: ReactNode;
};

/** The results' map with its box kept, and on a phone the card of the mate chosen on it. */
export function ResultsMapPanel({ show, chosenCard, ...map }: Props) {
  const { config, loading } = useSession();
  // On a phone the card is drawn under the map, often below the fold: it comes into view once chosen
  // (the least scroll that shows it; beside the list on a wide screen it is hidden and stays put).
  const chosenSection = useRef<HTMLElement>(null);
  useEffect(() => {
    if (map.selectedId) chosenSection.current?.scrollIntoView({ block: 'nearest' });
  }, [map.selectedId]);
  const placeholder = <div className={`${MAP_BOX} animate-pulse rounded-xl bg-stone-100`} />;
  let drawn;
  if (!show || (loading && !config)) drawn = placeholder;
  else if (!config) drawn = <MapUnavailable className={MAP_BOX} />;
  else
    drawn = (
      <Suspense fallback={placeholder}>
        <ResultsMap
          {...map}
          tileUrl={config.tileUrl}
          attribution={config.tileAttribution}
          className={MAP_BOX}
        />
      </Suspense>
    );
  return (
    <div>
      {drawn}
      <div className="mt-4 lg:hidden">
        {chosenCard ? (
          <section ref={chosenSection} aria-label={mateMapMessages.chosen}>
            {chosenCard}
          </section>
        ) : (
          <p className="text-sm text-stone-700">{mateMapMessages.chooseHint}</p>
        )}
      </div>
    </div>
  );
}
