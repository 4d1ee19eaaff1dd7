import { useEffect, useId, useRef, useState } from 'react';
import { useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
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
import type { Place } from '../../../shared/schemas/common';
import { DateRangeFields } from '../../components/DateRangeFields';
import { Field } from '../../components/Field';
import { PlaceCombobox } from '../../components/PlaceCombobox';
import { useAsyncHandler } from '../../components/use-async-handler';
import { useCheckedForm } from '../../lib/use-checked-form';
import {
  appliedSort,
  DEFAULT_FILTERS,
  filterProblems,
  PARAM,
  sameFilters,
  type MateFilters,
  type SortOption,
} from './filters';

const cityOf = (filters: MateFilters): Place | null =>
  filters.city ? { label: filters.city, city: filters.city, latitude: 0, longitude: 0 } : null;

/**
 * The form holds the picked place (the combobox shows its label); the filters keep its city. Its fields
 * are named as the address names them (PARAM), so the form sent without JavaScript reads back the same.
 */
const toFilters = ({ place, desde, hasta, precioMax, gratis, ...values }: FilterFields): MateFilters => ({
  ...values,
  city: place?.city ?? '',
  from: desde,
  to: hasta,
  maxPrice: precioMax,
  free: gratis,
});
const fieldsOf = ({ city, from, to, maxPrice, free, ...filters }: MateFilters): FilterFields => ({
  ...filters,
  place: cityOf({ ...filters, city, from, to, maxPrice, free }),
  desde: from,
  hasta: to,
  precioMax: maxPrice,
  gratis: free,
});
const FIELD_OF = { from: PARAM.from, to: PARAM.to, maxPrice: PARAM.maxPrice } as const;

interface FilterFields {
  q: string;
  mode: MateFilters['mode'];
  place: Place | null;
  radius: number;
  sort: SortOption | null;
  desde: string;
  hasta: string;
  precioMax: string;
  gratis: boolean;
}

/**
 * What keeps the filters from applying (filterProblems), on the fields it names. A plain check rather
 * than a schema: the list's first load then carries no validation library.
 */
const checkFilters: Resolver<FilterFields, unknown, MateFilters> = (fields) => {
  // A disabled input ("Solo gratis" checked) may hand no value: it reads as no price.
  const filters = toFilters({ ...fields, precioMax: fields.precioMax ?? '' });
  const problems = Object.entries(filterProblems(filters));
  if (problems.length === 0) return { values: filters, errors: {} };
  const errors: FieldErrors<FilterFields> = {};
  for (const [field, message] of problems)
    errors[FIELD_OF[field as keyof typeof FIELD_OF]] = { type: 'custom', message };
  return { values: {}, errors };
};

/**
 * A reset writes the new values into the inputs it knows. Registering them afresh (the default) would
 * read a checkbox back from the page when it has a `defaultChecked`, the one the server's HTML needs.
 */
const KEEP_INPUTS = { keepFieldsRef: true } as const;

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
  /** Days the address asked for that could not apply (backwards, past): shown as typed, with what is wrong. */
  wrongDates?: { from: string; to: string } | null;
  /** The position could not be used: the form turns to "Buscar por ciudad" and focuses its field. */
  focusPlace?: boolean;
  onPlaceFocused?(): void;
}

/**
 * Spec §2 filters (location mode, city, radius, free text, the three sorts, Limpiar / Aplicar filtros),
 * and the days the mate must be free and its price.
 */
export function MateFilterForm({
  applied,
  onApply,
  onSort,
  problem,
  busy,
  layout,
  wrongDates,
  focusPlace = false,
  onPlaceFocused,
}: Props) {
  // Field errors show once "Aplicar filtros" was tried, then follow what is typed (the hook's default).
  const [initial] = useState(() => fieldsOf(wrongDates ? { ...applied, ...wrongDates } : applied));
  const form = useCheckedForm(checkFilters, { defaultValues: initial });
  // The inputs are the form library's (uncontrolled): their first values are also written into the
  // server's HTML, so a search sent without JavaScript comes back with what was typed.
  const { setValue, reset } = form;
  const [mode, place, from, to, free] = useWatch({
    control: form.control,
    name: ['mode', 'place', PARAM.from, PARAM.to, PARAM.free],
  });
  const placeInput = useRef<HTMLInputElement>(null);
  // The position could not be used: turn to "Buscar por ciudad" and focus its field, in whichever form
  // is on screen (the bar, or the phone's panel); the field appears with the mode, so focus waits for it.
  useEffect(() => {
    if (!focusPlace) return;
    if (mode !== 'city') {
      setValue('mode', 'city');
      return;
    }
    const input = placeInput.current;
    if (!input?.checkVisibility()) return;
    input.focus();
    onPlaceFocused?.();
  }, [focusPlace, mode, setValue, onPlaceFocused]);
  const datesHintId = useId();
  const today = rentalToday(new Date());
  // When the applied filters change from outside (Limpiar, "Ver todos los mates", back button), the
  // form follows them without being remounted, so keyboard focus stays where it was.
  // A sort applies at once and changes nothing else: what is being typed or picked stays.
  const lastApplied = useRef(applied);
  useEffect(() => {
    const last = lastApplied.current;
    if (sameFilters(applied, last)) return;
    lastApplied.current = applied;
    if (sameFilters({ ...applied, sort: last.sort }, last)) setValue('sort', applied.sort);
    else reset(fieldsOf(applied), KEEP_INPUTS);
  }, [applied, reset, setValue]);

  // An invalid try puts focus on the first field to fix, which reads its error.
  const submit = useAsyncHandler(form.handleSubmit((filters) => onApply(filters)));
  // What the dates say: two days that cannot go together are wrong (never "Sin fechas…" beside them),
  // said once (here, or under the field once "Aplicar filtros" was tried).
  const typedProblem = from && to ? rentalRangeProblem(from, to, today) : null;
  const typedProblemShown =
    typedProblem !== null &&
    (form.fieldError(PARAM.from) === typedProblem || form.fieldError(PARAM.to) === typedProblem);
  let datesHint: string = mateListMessages.datesHint;
  if (typedProblem) datesHint = typedProblemShown ? '' : typedProblem;
  else if (from && to)
    datesHint = fill(mateListMessages.datesChosenHint, { dates: formatRentalDates(from, to) });
  const clear = () => {
    reset(fieldsOf(DEFAULT_FILTERS), KEEP_INPUTS);
    onApply(DEFAULT_FILTERS);
  };
  // The sort buttons show what is applied: a sort that could not apply (no location) is not shown on.
  const sort = appliedSort(applied);
  const priceSort: SortOption = sort === 'price_asc' ? 'price_desc' : 'price_asc';

  return (
    <form
      noValidate
      // Without JavaScript it is a plain search of the list: the address keeps what was typed.
      method="get"
      action="/mates"
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
              maxLength={100}
              defaultValue={initial.q}
              {...form.register('q')}
            />
          )}
        </Field>
        <fieldset>
          <legend className="field-label">{mateListMessages.locationMode}</legend>
          {/* Sent with the form when there is no JavaScript to apply it: the mode and order stay as they are. */}
          <input type="hidden" name="mode" value={mode} />
          {applied.sort && <input type="hidden" name="sort" value={applied.sort} />}
          <div className="flex flex-wrap items-start gap-2">
            <button
              type="button"
              className={toggleClass(mode === 'near')}
              aria-pressed={mode === 'near'}
              onClick={() => setValue('mode', mode === 'near' ? 'all' : 'near')}
            >
              {mateListMessages.nearMe}
            </button>
            <button
              type="button"
              className={toggleClass(mode === 'city')}
              aria-pressed={mode === 'city'}
              onClick={() => setValue('mode', mode === 'city' ? 'all' : 'city')}
            >
              {mateListMessages.byCity}
            </button>
            {mode === 'near' && (
              <Field
                label={mateListMessages.radiusLabel}
                className="flex items-center gap-2"
                labelClassName="text-sm font-semibold text-stone-800"
              >
                {(control) => (
                  <select
                    {...control}
                    className="field-input w-auto py-1.5"
                    defaultValue={initial.radius}
                    {...form.register('radius', { valueAsNumber: true })}
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
          {mode === 'city' && (
            <div className="mt-3">
              <PlaceCombobox
                label={mateListMessages.cityLabel}
                value={place}
                onChange={(picked) => setValue('place', picked)}
                name="city"
                inputRef={placeInput}
              />
            </div>
          )}
        </fieldset>
      </div>
      <div className={layout === 'bar' ? 'grid gap-4 md:grid-cols-2' : 'flex flex-col gap-5'}>
        <fieldset aria-describedby={datesHintId}>
          <legend className="field-label">{mateListMessages.datesLegend}</legend>
          <DateRangeFields
            // Each side's error depends on the other's day too.
            start={{
              value: from,
              error: form.fieldError(PARAM.from),
              input: { defaultValue: initial.desde, ...form.register(PARAM.from, { deps: [PARAM.to] }) },
            }}
            end={{
              error: form.fieldError(PARAM.to),
              input: { defaultValue: initial.hasta, ...form.register(PARAM.to, { deps: [PARAM.from] }) },
            }}
            min={today}
            max={rentalHorizon(today)}
            labelClassName="mb-1 block text-sm text-stone-800"
          />
          <p
            id={datesHintId}
            className={typedProblem ? 'field-error' : 'field-hint'}
            // Said as it changes: the days are wrong, or which days the results are for.
            aria-live="polite"
          >
            {datesHint}
          </p>
        </fieldset>
        <div className="flex flex-col gap-2">
          <Field
            label={mateListMessages.maxPriceLabel}
            error={free ? undefined : form.fieldError(PARAM.maxPrice)}
          >
            {(control) => (
              <input
                {...control}
                type="number"
                inputMode="decimal"
                min={0}
                step="any"
                className="field-input disabled:bg-stone-100 disabled:text-stone-500 md:max-w-60"
                // "Solo gratis" says the price already; the number waits for it to be unchecked.
                disabled={free}
                defaultValue={initial.precioMax}
                {...form.register(PARAM.maxPrice)}
              />
            )}
          </Field>
          <label className="flex min-h-11 items-center gap-3 text-sm text-stone-800">
            <input
              type="checkbox"
              className="h-5 w-5 accent-yerba-700"
              defaultChecked={initial.gratis}
              {...form.register(PARAM.free, { deps: [PARAM.maxPrice] })}
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
