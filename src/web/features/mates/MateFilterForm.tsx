import { useId, useState, type FormEvent } from 'react';
import { ArrowDown, ArrowUp } from 'lucide-react';
import { fill } from '../../../shared/format';
import { geoMessages } from '../../../shared/messages/geo';
import { mateListMessages } from '../../../shared/messages/mate-list';
import {
  formatRentalDates,
  rentalHorizon,
  rentalRangeProblem,
  rentalToday,
} from '../../../shared/rental-dates';
import { LIST_RADII_KM } from '../../../shared/constants';
import { DateRangeFields } from '../../components/DateRangeFields';
import { Field } from '../../components/Field';
import { PlaceCombobox } from '../../components/PlaceCombobox';
import {
  appliedSort,
  DEFAULT_FILTERS,
  filterProblems,
  sameFilters,
  type MateFilters,
  type SortOption,
} from './filters';

const cityOf = (filters: MateFilters) =>
  filters.city ? { label: filters.city, city: filters.city, latitude: 0, longitude: 0 } : null;

const toggleClass = (pressed: boolean) =>
  `btn border ${pressed ? 'border-yerba-700 bg-yerba-700 text-white hover:bg-yerba-800' : 'border-stone-300 bg-white text-stone-800 hover:bg-stone-100'}`;

interface Props {
  applied: MateFilters;
  /** "Aplicar filtros": text, location mode, city, radius, dates and price together. */
  onApply(filters: MateFilters): void;
  /** A sort applies at once, on what is already applied (a half-typed search is left alone). */
  onSort(sort: SortOption): void;
  /** Shown under the form when applying failed (for instance, geolocation was denied). */
  problem?: string | null;
  busy?: boolean;
  layout: 'bar' | 'panel';
}

/**
 * Spec §2 filters (location mode, city, radius, free text, the three sorts, Limpiar / Aplicar filtros),
 * and the days the mate must be free and its price.
 */
export function MateFilterForm({ applied, onApply, onSort, problem, busy, layout }: Props) {
  const [draft, setDraft] = useState<MateFilters>(applied);
  const [cityPlace, setCityPlace] = useState(cityOf(applied));
  // Field errors show once "Aplicar filtros" was tried, then follow what is typed.
  const [tried, setTried] = useState(false);
  const datesHintId = useId();
  const today = rentalToday(new Date());
  const errors = tried ? filterProblems(draft) : {};
  // When the applied filters change from outside (Limpiar, "Ver todos los mates", back button), the
  // form follows them without being remounted, so keyboard focus stays where it was.
  // A sort applies at once and changes nothing else: what is being typed or picked stays.
  const [lastApplied, setLastApplied] = useState(applied);
  if (!sameFilters(applied, lastApplied)) {
    setLastApplied(applied);
    if (sameFilters({ ...applied, sort: lastApplied.sort }, lastApplied)) {
      setDraft((current) => ({ ...current, sort: applied.sort }));
    } else {
      setDraft(applied);
      setCityPlace(cityOf(applied));
      setTried(false);
    }
  }
  const change = (patch: Partial<MateFilters>) => setDraft((current) => ({ ...current, ...patch }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    const problems = filterProblems(draft);
    const first = (['from', 'to', 'maxPrice'] as const).find((field) => problems[field]);
    if (first) {
      // Focus goes to the first field to fix, which reads its error.
      event.currentTarget.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
      return;
    }
    onApply(draft);
  };
  const clear = () => {
    setDraft(DEFAULT_FILTERS);
    setCityPlace(null);
    setTried(false);
    onApply(DEFAULT_FILTERS);
  };
  // The sort buttons show what is applied: a sort that could not apply (no location) is not shown on.
  const sort = appliedSort(applied);
  const priceSort: SortOption = sort === 'price_asc' ? 'price_desc' : 'price_asc';

  return (
    <form
      noValidate
      onSubmit={submit}
      className={layout === 'bar' ? 'card flex flex-col gap-4 p-4' : 'flex flex-col gap-5'}
      aria-label={mateListMessages.filtersTitle}
    >
      <div className={layout === 'bar' ? 'grid gap-4 lg:grid-cols-[2fr_3fr]' : 'flex flex-col gap-5'}>
        <Field label={mateListMessages.searchLabel}>
          {(control) => (
            <input
              {...control}
              type="search"
              className="field-input"
              placeholder={mateListMessages.searchPlaceholder}
              value={draft.q}
              maxLength={100}
              onChange={(event) => change({ q: event.target.value })}
            />
          )}
        </Field>
        <fieldset>
          <legend className="field-label">{mateListMessages.locationMode}</legend>
          <div className="flex flex-wrap items-start gap-2">
            <button
              type="button"
              className={toggleClass(draft.mode === 'near')}
              aria-pressed={draft.mode === 'near'}
              onClick={() => change({ mode: draft.mode === 'near' ? 'all' : 'near' })}
            >
              {mateListMessages.nearMe}
            </button>
            <button
              type="button"
              className={toggleClass(draft.mode === 'city')}
              aria-pressed={draft.mode === 'city'}
              onClick={() => change({ mode: draft.mode === 'city' ? 'all' : 'city' })}
            >
              {mateListMessages.byCity}
            </button>
            {draft.mode === 'near' && (
              <Field
                label={mateListMessages.radiusLabel}
                className="flex items-center gap-2"
                labelClassName="text-sm font-semibold text-stone-800"
              >
                {(control) => (
                  <select
                    {...control}
                    className="field-input w-auto py-1.5"
                    value={draft.radius}
                    onChange={(event) => change({ radius: Number(event.target.value) })}
                  >
                    {LIST_RADII_KM.map((km) => (
                      <option key={km} value={km}>
                        {fill(mateListMessages.radiusOption, { km })}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
            )}
          </div>
          {draft.mode === 'city' && (
            <div className="mt-3">
              <PlaceCombobox
                label={mateListMessages.cityLabel}
                value={cityPlace}
                onChange={(place) => {
                  setCityPlace(place);
                  change({ city: place?.city ?? '' });
                }}
              />
            </div>
          )}
        </fieldset>
      </div>
      <div className={layout === 'bar' ? 'grid gap-4 md:grid-cols-2' : 'flex flex-col gap-5'}>
        <fieldset aria-describedby={datesHintId}>
          <legend className="field-label">{mateListMessages.datesLegend}</legend>
          <DateRangeFields
            start={{
              value: draft.from,
              error: errors.from,
              input: {
                name: 'from',
                value: draft.from,
                onChange: (event) => change({ from: event.target.value }),
              },
            }}
            end={{
              error: errors.to,
              input: { name: 'to', value: draft.to, onChange: (event) => change({ to: event.target.value }) },
            }}
            min={today}
            max={rentalHorizon(today)}
            labelClassName="mb-1 block text-sm text-stone-800"
          />
          <p id={datesHintId} className="field-hint">
            {rentalRangeProblem(draft.from, draft.to, today) === null
              ? fill(mateListMessages.datesChosenHint, { dates: formatRentalDates(draft.from, draft.to) })
              : mateListMessages.datesHint}
          </p>
        </fieldset>
        <div className="flex flex-col gap-2">
          <Field label={mateListMessages.maxPriceLabel} error={draft.free ? undefined : errors.maxPrice}>
            {(control) => (
              <input
                {...control}
                name="maxPrice"
                type="number"
                inputMode="decimal"
                min={0}
                step="any"
                className="field-input disabled:bg-stone-100 disabled:text-stone-500 md:max-w-60"
                value={draft.maxPrice}
                // "Solo gratis" says the price already; the number waits for it to be unchecked.
                disabled={draft.free}
                onChange={(event) => change({ maxPrice: event.target.value })}
              />
            )}
          </Field>
          <label className="flex min-h-11 items-center gap-3 text-sm text-stone-800">
            <input
              type="checkbox"
              name="free"
              className="h-5 w-5 accent-yerba-700"
              checked={draft.free}
              onChange={(event) => change({ free: event.target.checked })}
            />
            {mateListMessages.freeOnly}
          </label>
        </div>
      </div>
      <div
        className={`flex flex-col gap-3 ${layout === 'bar' ? 'lg:flex-row lg:items-end lg:justify-between' : ''}`}
      >
        <fieldset>
          <legend className="field-label">{mateListMessages.sortLabel}</legend>
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              className={toggleClass(sort === 'date')}
              aria-pressed={sort === 'date'}
              onClick={() => onSort('date')}
            >
              {mateListMessages.sortRecent}
            </button>
            <button
              type="button"
              className={toggleClass(sort === 'price_asc' || sort === 'price_desc')}
              aria-pressed={sort === 'price_asc' || sort === 'price_desc'}
              aria-label={
                sort === 'price_asc'
                  ? mateListMessages.sortPriceAsc
                  : sort === 'price_desc'
                    ? mateListMessages.sortPriceDesc
                    : mateListMessages.sortPrice
              }
              onClick={() => onSort(priceSort)}
            >
              {mateListMessages.sortPrice}
              {sort === 'price_asc' && <ArrowUp aria-hidden="true" className="h-4 w-4 shrink-0" />}
              {sort === 'price_desc' && <ArrowDown aria-hidden="true" className="h-4 w-4 shrink-0" />}
            </button>
            <button
              type="button"
              className={toggleClass(sort === 'distance')}
              aria-pressed={sort === 'distance'}
              onClick={() => onSort('distance')}
            >
              {mateListMessages.sortDistance}
            </button>
          </div>
        </fieldset>
        <div className="flex gap-2">
          <button type="button" className="btn-ghost" onClick={clear}>
            {mateListMessages.clearFilters}
          </button>
          <button type="submit" className="btn-primary" disabled={busy}>
            {busy ? geoMessages.locating : mateListMessages.applyFilters}
          </button>
        </div>
      </div>
      {problem && (
        <p role="alert" className="field-error">
          {problem}
        </p>
      )}
    </form>
  );
}
