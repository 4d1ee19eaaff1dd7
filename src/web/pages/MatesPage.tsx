import { lazy, Suspense, useCallback, useMemo, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { useSearchParams } from 'react-router';
import { MapPin } from 'lucide-react';
import { fill } from '../../shared/format';
import { geoMessages } from '../../shared/messages/geo';
import { mateListMessages } from '../../shared/messages/mate-list';
import { mateRuleMessages } from '../../shared/messages/mate-rules';
import { mateMessages } from '../../shared/messages/mates';
import { mateMapMessages } from '../../shared/messages/mate-map';
import type { MapArea } from '../../shared/map-area';
import { PageHead } from '../components/PageTitle';
import { useLoginPrompt } from '../components/LoginPromptProvider';
import { useAsyncHandler } from '../components/use-async-handler';
import { EmptyState } from '../components/ui/EmptyState';
import { useMateList } from '../features/mates/api';
import {
  areaParam,
  datesInSearch,
  filtersFromSearch,
  hasListFilters,
  listParams,
  needsPosition,
  searchFromFilters,
  searchWithPages,
  type MateFilters,
  type SortOption,
} from '../features/mates/filters';
import { MateFilterForm } from '../features/mates/MateFilterForm';
import { MateCard } from '../features/mates/MateCard';
import { MateResults, resultCardId } from '../features/mates/MateList';
import {
  areaFromSearch,
  carryMapParams,
  searchWithArea,
  searchWithView,
  viewFromSearch,
  type ResultsView,
} from '../features/mates/map-search';
import { MapViewSwitch } from '../features/mates/MapViewSwitch';
import { ResultsMapPanel } from '../features/mates/ResultsMapPanel';
import { ViewDetails } from '../features/mates/PublicMateActions';
import { positionForVisit, useViewerPosition } from '../lib/geolocation';
import { useHydrated } from '../lib/use-hydrated';
import { useMediaQuery } from '../lib/use-media-query';
import { useSession } from '../lib/session';

/** /mates: the public list with filters (spec §2). Logged-out visitors can look; any interaction asks them to sign in. */

/** The phone's filter panel (a dialog) loads when it first opens: the list's first load goes without it. */
const FormSheet = lazy(() => import('../components/ui/FormSheet').then((m) => ({ default: m.FormSheet })));
export function MatesPage() {
  const { user, loading } = useSession();
  // While the session is still loading nobody is asked to sign in: a signed-in person must not see the prompt.
  const signedOut = !user && !loading;
  const { openLogin } = useLoginPrompt();
  const [search, setSearch] = useSearchParams();
  const applied = filtersFromSearch(search);
  // Days in the address that cannot apply are said, and none apply (not today's list under other days).
  const urlDates = datesInSearch(search);
  const wrongDates = urlDates.problem ? { from: urlDates.from, to: urlDates.to } : null;
  const position = useViewerPosition();
  const [problem, setProblem] = useState<string | null>(null);
  const [locating, setLocating] = useState(false);
  const [panelOpen, setPanelOpenState] = useState(false);
  // Mounted from its first opening on: closed, it still hands focus back to its button.
  const [sheetUsed, setSheetUsed] = useState(false);
  const setPanelOpen = (open: boolean) => {
    if (open) setSheetUsed(true);
    setPanelOpenState(open);
  };
  const openPanel = (open: boolean) => (signedOut ? openLogin() : setPanelOpen(open));
  // The position could not be used: the filters turn to a city, typed by hand, with focus there.
  const [focusPlace, setFocusPlace] = useState(false);
  const onPlaceFocused = useCallback(() => setFocusPlace(false), []);
  const wide = useMediaQuery('(min-width: 768px)');
  // The map beside the list on a desktop; a phone switches between them ("Lista" / "Mapa", in the address).
  const desktop = useMediaQuery('(min-width: 1024px)');
  const view = viewFromSearch(search);
  const area = areaFromSearch(search);
  // The map's code loads after the page has shown, and on a phone only once the map is asked for.
  const showMap = useHydrated() && (desktop || view === 'map');
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const waitingForPosition = needsPosition(applied) && !position;
  const list = useMateList(
    { ...listParams(applied, position), bbox: areaParam(search) },
    !waitingForPosition,
  );
  // The same array until the results change: the map regroups and redraws its markers only then.
  const mates = useMemo(() => list.data?.pages.flatMap((page) => page.mates) ?? [], [list.data]);
  const chosen = mates.find((mate) => mate.id === selectedId) ?? null;
  // The map fits the results again when the search changes, not when its area, order or pages do.
  const fitKey = searchFromFilters({ ...applied, sort: null }).toString();

  /** Applies filters (asking for the position when they need it); false when they could not apply. */
  const apply = async (filters: MateFilters): Promise<boolean> => {
    setProblem(null);
    if (filters.mode === 'city' && !filters.city) {
      setProblem(mateRuleMessages.cityRequired);
      return false;
    }
    if (needsPosition(filters)) {
      setLocating(true);
      try {
        await positionForVisit();
      } catch {
        // Refused, unavailable or too slow: the way on is a place typed by hand, in the panel on a phone.
        setProblem(geoMessages.couldNotLocate);
        setFocusPlace(true);
        if (!wide) setPanelOpen(true);
        return false;
      } finally {
        setLocating(false);
      }
    }
    // New filters keep the page where it is: the list below them changes, not the page.
    setSearch(carryMapParams(search, searchFromFilters(filters)), { preventScrollReset: true });
    return true;
  };
  const applyAndClose = async (filters: MateFilters) => {
    if (await apply(filters)) setPanelOpen(false);
  };
  const onApply = useAsyncHandler(apply);
  const sort = (sortOption: SortOption) => void apply({ ...applied, sort: sortOption });
  const showAll = () => {
    setProblem(null);
    setSearch(searchWithView(new URLSearchParams(), view));
  };
  const showView = (next: ResultsView) =>
    setSearch(searchWithView(search, next), { preventScrollReset: true });
  // A new area is a new search (spec §6: a visitor is asked to sign in first), from its first page.
  const searchArea = (next: MapArea | null) => {
    if (signedOut) {
      openLogin();
      return;
    }
    setSearch(searchWithArea(search, next), { preventScrollReset: true });
  };
  // A marker chosen on a desktop brings its card into view in the list beside the map.
  const selectOnMap = (id: string) => {
    setSelectedId(id);
    if (desktop) document.getElementById(resultCardId(id))?.scrollIntoView({ block: 'nearest' });
  };

  // Spec §6: for logged-out visitors every control of the list opens the login modal instead.
  const guardClick = (event: MouseEvent) => {
    if (!signedOut) return;
    const target = event.target as HTMLElement;
    if (target.closest('button, input, select, a, label')) {
      event.preventDefault();
      event.stopPropagation();
      openLogin();
    }
  };
  const guardKeys = (event: KeyboardEvent) => {
    // Moving around (Tab, arrows, Escape) is fine; activating or typing asks to sign in.
    const acts = event.key === 'Enter' || event.key === ' ' || event.key.length === 1;
    if (!signedOut || !acts) return;
    event.preventDefault();
    event.stopPropagation();
    openLogin();
  };

  const formProps = {
    applied,
    onSort: sort,
    problem,
    busy: locating,
    wrongDates,
    focusPlace,
    onPlaceFocused,
  };
  const pagesLoaded = list.data?.pages.length ?? 1;
  const loadMore = () => {
    void list.fetchNextPage();
    // The address follows, so a reload or the back button shows as many.
    setSearch(searchWithPages(search, pagesLoaded + 1), { replace: true, preventScrollReset: true });
  };
  // On a phone the filters sit in a closed panel: what went wrong shows under its button.
  const filtersButton = (
    <button type="button" className="btn-secondary w-full">
      {mateListMessages.filters}
    </button>
  );
  const phoneProblem = problem ?? urlDates.problem;

  let empty;
  if (area) empty = { title: mateMapMessages.emptyArea, body: mateMapMessages.emptyAreaBody };
  else if (hasListFilters(applied))
    empty = { title: mateListMessages.emptyFiltered, body: mateListMessages.emptyFilteredBody };
  else if (applied.q)
    empty = {
      title: fill(mateListMessages.emptySearch, { q: applied.q }),
      body: mateListMessages.emptySearchBody,
    };
  else if (applied.mode === 'city')
    empty = {
      title: fill(mateListMessages.emptyCity, { city: applied.city }),
      body: mateListMessages.emptyCityBody,
    };
  else if (applied.mode === 'near')
    empty = {
      title: fill(mateListMessages.emptyNear, { km: applied.radius }),
      body: mateListMessages.emptyNearBody,
    };
  else empty = { title: mateListMessages.emptyNothing, body: mateListMessages.emptyNothingBody };

  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <PageHead title={mateListMessages.listTitle} description={mateListMessages.listIntro} />
      <h1 className="text-3xl font-extrabold text-yerba-900">{mateListMessages.listTitle}</h1>
      <p className="mt-2 text-stone-700">{mateListMessages.listIntro}</p>

      <div className="mt-6" onClickCapture={guardClick} onKeyDownCapture={guardKeys}>
        {/* Without JavaScript the panel cannot open: phones get the form in the page instead. */}
        <div className="hidden noscript:block md:block">
          <MateFilterForm layout="bar" onApply={(filters) => void apply(filters)} {...formProps} />
        </div>
        <div className="noscript:hidden md:hidden">
          {sheetUsed ? (
            <Suspense fallback={filtersButton}>
              <FormSheet
                open={panelOpen}
                onOpenChange={openPanel}
                trigger={filtersButton}
                title={mateListMessages.filters}
              >
                <MateFilterForm
                  layout="panel"
                  onApply={(filters) => void applyAndClose(filters)}
                  {...formProps}
                />
              </FormSheet>
            </Suspense>
          ) : (
            <button type="button" className="btn-secondary w-full" onClick={() => openPanel(true)}>
              {mateListMessages.filters}
            </button>
          )}
          {phoneProblem && !panelOpen && (
            <p role="alert" className="field-error">
              {phoneProblem}
            </p>
          )}
        </div>
      </div>

      <section className="mt-8" aria-labelledby="results-title">
        <h2 id="results-title" className="sr-only">
          {mateMessages.results}
        </h2>
        <MapViewSwitch view={view} onChange={showView} className="mb-4 noscript:hidden lg:hidden" />
        <div className="lg:grid lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)] lg:items-start lg:gap-6">
          {/* Without scripts there is no map: the list shows whatever the address asks. */}
          <div className={view === 'map' ? 'hidden noscript:block lg:block' : undefined}>
            {area && (
              <p className="mb-3 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-stone-700">
                {mateMapMessages.areaActive}
                <button
                  type="button"
                  className="font-semibold text-yerba-800 underline"
                  onClick={() => searchArea(null)}
                >
                  {mateMapMessages.clearArea}
                </button>
              </p>
            )}
            {waitingForPosition ? (
              <EmptyState
                icon={MapPin}
                title={
                  applied.mode === 'near'
                    ? mateRuleMessages.needLocationForNear
                    : mateRuleMessages.needLocationForDistance
                }
                action={
                  <button
                    type="button"
                    className="btn-primary"
                    onClick={() => (signedOut ? openLogin() : onApply(applied))}
                    disabled={locating}
                  >
                    {locating ? geoMessages.locating : geoMessages.useMyLocation}
                  </button>
                }
              />
            ) : (
              <MateResults
                query={list}
                label={mateListMessages.listTitle}
                moreHref={`/mates?${searchWithPages(search, pagesLoaded + 1).toString()}`}
                onMore={loadMore}
                empty={
                  <EmptyState
                    title={empty.title}
                    body={empty.body}
                    action={
                      <button type="button" className="btn-primary" onClick={signedOut ? openLogin : showAll}>
                        {mateListMessages.seeAll}
                      </button>
                    }
                  />
                }
                actionsFor={(mate) => <ViewDetails mateId={mate.id} name={mate.name} days={applied} />}
                besideMap
                selectedId={selectedId}
                onChoose={setSelectedId}
              />
            )}
          </div>
          <div className={`noscript:hidden lg:sticky lg:top-20 ${view === 'map' ? '' : 'hidden lg:block'}`}>
            <ResultsMapPanel
              show={showMap}
              mates={mates}
              selectedId={selectedId}
              onSelect={selectOnMap}
              fitKey={fitKey}
              area={area}
              onSearchArea={searchArea}
              chosenCard={
                chosen && (
                  <MateCard
                    mate={chosen}
                    actions={<ViewDetails mateId={chosen.id} name={chosen.name} days={applied} />}
                  />
                )
              }
            />
          </div>
        </div>
      </section>
    </div>
  );
}
