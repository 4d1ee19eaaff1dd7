import { useEffect, useId, useRef } from 'react';
import { useWatch } from 'react-hook-form';
import { ArrowDown, ArrowUp } from 'lucide-react';
import * as z from 'zod';
import { fill } from '../../../shared/format';
import { geoMessages } from '../../../shared/messages/geo';
import { mateListMessages } from '../../../shared/messages/mate-list';
import {
  formatRentalDates,
  rentalHorizon,
  rentalRangeProblem,
  rentalToday,
} from '../../../shared/rental-dates';
import { LIST_RADII_KM, MATE_LIST_MODES, MATE_SORTS } from '../../../shared/constants';
import type { Place } from '../../../shared/schemas/common';
import { DateRangeFields } from '../../components/DateRangeFields';
import { Field } from '../../components/Field';
import { PlaceCombobox } from '../../components/PlaceCombobox';
import { useAsyncHandler } from '../../components/use-async-handler';
import { useSchemaForm } from '../../lib/use-schema-form';
import {
  appliedSort,
  DEFAULT_FILTERS,
  filterProblems,
  sameFilters,
  type MateFilters,
  type SortOption,
} from './filters';

const cityOf = (filters: MateFilters): Place | null =>
  filters.city ? { label: filters.city, city: filters.city, latitude: 0, longitude: 0 } : null;

/** The form holds the picked place (the combobox shows its label); the filters keep its city. */
const toFilters = ({ place, ...values }: FilterFields): MateFilters => ({
  ...values,
  city: place?.city ?? '',
});
const fieldsOf = ({ city, ...filters }: MateFilters): FilterFields => ({
  ...filters,
  place: cityOf({ ...filters, city }),
});

const filterFieldsSchema = z.object({
  q: z.string(),
  mode: z.enum(MATE_LIST_MODES),
  place: z.custom<Place | null>(),
  radius: z.number(),
  sort: z.enum(MATE_SORTS).nullable(),
  from: z.string(),
  to: z.string(),
  // A disabled input ("Solo gratis" checked) may hand no value: it reads as no price.
  maxPrice: z.string().catch(''),
  free: z.boolean(),
});
type FilterFields = z.infer<typeof filterFieldsSchema>;

/** What keeps the filters from applying (filterProblems), on the fields it names. */
const filterFormSchema = filterFieldsSchema
  .superRefine((fields, context) => {
    for (const [field, message] of Object.entries(filterProblems(toFilters(fields))))
      context.addIssue({ code: 'custom', path: [field], message });
  })
  .transform(toFilters);

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
  // Field errors show once "Aplicar filtros" was tried, then follow what is typed (the hook's default).
  const form = useSchemaForm(filterFormSchema, { defaultValues: fieldsOf(applied) });
  const { setValue, reset } = form;
  const [mode, place, from, to, free] = useWatch({
    control: form.control,
    name: ['mode', 'place', 'from', 'to', 'free'],
  });
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
    else reset(fieldsOf(applied));
  }, [applied, reset, setValue]);

  // An invalid try puts focus on the first field to fix, which reads its error.
  const submit = useAsyncHandler(form.handleSubmit((filters) => onApply(filters)));
  const clear = () => {
    reset(fieldsOf(DEFAULT_FILTERS));
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
              maxLength={100}
              {...form.register('q')}
            />
          )}
        </Field>
        <fieldset>
          <legend className="field-label">{mateListMessages.locationMode}</legend>
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
              error: form.fieldError('from'),
              input: form.register('from', { deps: ['to'] }),
            }}
            end={{ error: form.fieldError('to'), input: form.register('to', { deps: ['from'] }) }}
            min={today}
            max={rentalHorizon(today)}
            labelClassName="mb-1 block text-sm text-stone-800"
          />
          <p id={datesHintId} className="field-hint">
            {rentalRangeProblem(from, to, today) === null
              ? fill(mateListMessages.datesChosenHint, { dates: formatRentalDates(from, to) })
              : mateListMessages.datesHint}
          </p>
        </fieldset>
        <div className="flex flex-col gap-2">
          <Field
            label={mateListMessages.maxPriceLabel}
            error={free ? undefined : form.fieldError('maxPrice')}
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
                {...form.register('maxPrice')}
              />
            )}
          </Field>
          <label className="flex min-h-11 items-center gap-3 text-sm text-stone-800">
            <input
              type="checkbox"
              className="h-5 w-5 accent-yerba-700"
              {...form.register('free', { deps: ['maxPrice'] })}
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
