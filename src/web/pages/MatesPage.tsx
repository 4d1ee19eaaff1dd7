import { useCallback, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { useSearchParams } from 'react-router';
import { MapPin } from 'lucide-react';
import { fill } from '../../shared/format';
import { geoMessages } from '../../shared/messages/geo';
import { mateListMessages } from '../../shared/messages/mate-list';
import { mateRuleMessages } from '../../shared/messages/mate-rules';
import { mateMessages } from '../../shared/messages/mates';
import { PageHead } from '../components/PageTitle';
import { useLoginPrompt } from '../components/LoginPromptProvider';
import { useAsyncHandler } from '../components/use-async-handler';
import { EmptyState } from '../components/ui/EmptyState';
import { FormSheet } from '../components/ui/FormSheet';
import { useMateList } from '../features/mates/api';
import {
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
import { MateResults } from '../features/mates/MateList';
import { ViewDetails } from '../features/mates/PublicMateActions';
import { positionForVisit, useViewerPosition } from '../lib/geolocation';
import { useMediaQuery } from '../lib/use-media-query';
import { useSession } from '../lib/session';

/** /mates: the public list with filters (spec §2). Logged-out visitors can look; any interaction asks them to sign in. */
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
  const [panelOpen, setPanelOpen] = useState(false);
  // The position could not be used: the filters turn to a city, typed by hand, with focus there.
  const [focusPlace, setFocusPlace] = useState(false);
  const onPlaceFocused = useCallback(() => setFocusPlace(false), []);
  const wide = useMediaQuery('(min-width: 768px)');
  const waitingForPosition = needsPosition(applied) && !position;
  const list = useMateList(listParams(applied, position), !waitingForPosition);

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
    setSearch(searchFromFilters(filters), { preventScrollReset: true });
    return true;
  };
  const applyAndClose = async (filters: MateFilters) => {
    if (await apply(filters)) setPanelOpen(false);
  };
  const onApply = useAsyncHandler(apply);
  const sort = (sortOption: SortOption) => void apply({ ...applied, sort: sortOption });
  const showAll = () => {
    setProblem(null);
    setSearch(new URLSearchParams());
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
  const phoneProblem = problem ?? urlDates.problem;

  let empty;
  if (hasListFilters(applied))
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
          <FormSheet
            open={panelOpen}
            onOpenChange={(open) => (signedOut ? openLogin() : setPanelOpen(open))}
            trigger={
              <button type="button" className="btn-secondary w-full">
                {mateListMessages.filters}
              </button>
            }
            title={mateListMessages.filters}
          >
            <MateFilterForm
              layout="panel"
              onApply={(filters) => void applyAndClose(filters)}
              {...formProps}
            />
          </FormSheet>
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
          />
        )}
      </section>
    </div>
  );
}
