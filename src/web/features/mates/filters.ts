import {
  DEFAULT_LIST_RADIUS_KM,
  LIST_RADII_KM,
  MATE_LIST_MODES,
  MATE_SORTS,
  PRICE_MAX,
} from '../../../shared/constants';
import { parseMapArea } from '../../../shared/map-area';
import { mateRuleMessages } from '../../../shared/messages/mate-rules';
import { rentalRangeIssue, rentalRangeProblem, rentalToday } from '../../../shared/rental-dates';
import type { MateListParams } from '../../../shared/schemas/mates';

export type SortOption = (typeof MATE_SORTS)[number];
type ListMode = (typeof MATE_LIST_MODES)[number];

/** What the visitor chose; kept in the URL so a search can be shared and survives a reload. */
export interface MateFilters {
  q: string;
  mode: ListMode;
  city: string;
  radius: number;
  /** Null: the mode's own order (nearest first near me, newest first otherwise). */
  sort: SortOption | null;
  /** Free on every day from `from` to `to` (ISO dates, both or neither; empty: free today). */
  from: string;
  to: string;
  /** Euros per day as typed ("4.5"); empty for any price. */
  maxPrice: string;
  free: boolean;
}

export const DEFAULT_FILTERS: MateFilters = {
  q: '',
  mode: 'all',
  city: '',
  radius: DEFAULT_LIST_RADIUS_KM,
  sort: null,
  from: '',
  to: '',
  maxPrice: '',
  free: false,
};

/**
 * The URL's names for the filters that are not the spec's own. The filter form's fields carry the same
 * names, so without JavaScript it submits (a plain GET) the very address the app would build.
 */
export const PARAM = {
  from: 'desde',
  to: 'hasta',
  maxPrice: 'precioMax',
  free: 'gratis',
  page: 'pagina',
  /** The list's map: the area searched ("Buscar en esta zona") and, on a phone, the view shown. */
  area: 'zona',
  view: 'vista',
} as const;

/** How many pages of results an address may ask for at once ("Cargar más" without JavaScript). */
export const MAX_LIST_PAGES = 10;

const isOneOf = <T extends string>(values: readonly T[], value: string | null): value is T =>
  value !== null && (values as readonly string[]).includes(value);

/** A price the API takes, written plainly ("4.5"), or null. A number input hands "4.5" for "4,5". */
function readPrice(text: string): string | null {
  const trimmed = text.trim();
  if (!/^\d+(?:\.\d+)?$/.test(trimmed)) return null;
  const price = Number(trimmed);
  return price <= PRICE_MAX ? String(price) : null;
}

/** The sort buttons show this one as chosen. */
export function appliedSort(filters: MateFilters): SortOption {
  return filters.sort ?? (filters.mode === 'near' ? 'distance' : 'date');
}

export function filtersFromSearch(search: URLSearchParams, today = rentalToday(new Date())): MateFilters {
  const mode = search.get('mode');
  const radius = Number(search.get('radius'));
  const sort = search.get('sort');
  const from = search.get(PARAM.from) ?? '';
  const to = search.get(PARAM.to) ?? '';
  const city = search.get('city')?.trim().slice(0, 100) ?? '';
  // A shared link with half a range, a backwards one or days gone by searches today rather than failing.
  const datesOk = rentalRangeProblem(from, to, today) === null;
  return {
    q: search.get('q')?.slice(0, 100) ?? '',
    // "Buscar por ciudad" with no city (a form sent without JavaScript) searches everywhere.
    mode: isOneOf(MATE_LIST_MODES, mode) && (mode !== 'city' || city) ? mode : 'all',
    city,
    radius: (LIST_RADII_KM as readonly number[]).includes(radius) ? radius : DEFAULT_LIST_RADIUS_KM,
    sort: isOneOf(MATE_SORTS, sort) ? sort : null,
    from: datesOk ? from : '',
    to: datesOk ? to : '',
    maxPrice: readPrice(search.get(PARAM.maxPrice) ?? '') ?? '',
    // "on" is what the checkbox itself submits when the form is sent without JavaScript.
    free: search.get(PARAM.free) === '1' || search.get(PARAM.free) === 'on',
  };
}

/**
 * The days an address asks for as written, and what is wrong with them (null when they apply or none
 * were given): a backwards range is said, not silently swapped for today.
 */
export function datesInSearch(search: URLSearchParams, today = rentalToday(new Date())) {
  const from = search.get(PARAM.from)?.slice(0, 10) ?? '';
  const to = search.get(PARAM.to)?.slice(0, 10) ?? '';
  return { from, to, problem: from || to ? rentalRangeProblem(from, to, today) : null };
}

/** How many pages of results the address shows (1 unless "Cargar más" was followed without JavaScript). */
export function pagesFromSearch(search: URLSearchParams): number {
  const pages = Number(search.get(PARAM.page));
  return Number.isInteger(pages) && pages > 1 ? Math.min(pages, MAX_LIST_PAGES) : 1;
}

/** The same search showing `pages` pages of results. */
export function searchWithPages(search: URLSearchParams, pages: number): URLSearchParams {
  const next = new URLSearchParams(search);
  if (pages > 1) next.set(PARAM.page, String(pages));
  else next.delete(PARAM.page);
  return next;
}

export function searchFromFilters(filters: MateFilters): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.q.trim()) search.set('q', filters.q.trim());
  if (filters.mode !== 'all') search.set('mode', filters.mode);
  if (filters.mode === 'city' && filters.city) search.set('city', filters.city);
  if (filters.mode === 'near') search.set('radius', String(filters.radius));
  if (filters.sort) search.set('sort', filters.sort);
  if (filters.from && filters.to) {
    search.set(PARAM.from, filters.from);
    search.set(PARAM.to, filters.to);
  }
  const maxPrice = readPrice(filters.maxPrice);
  // "Solo gratis" already says the most it may cost.
  if (filters.free) search.set(PARAM.free, '1');
  else if (maxPrice !== null) search.set(PARAM.maxPrice, maxPrice);
  return search;
}

/** What keeps the filters from applying, per field, in Spanish; empty when they can apply. */
export function filterProblems(
  filters: MateFilters,
  today = rentalToday(new Date()),
): Partial<Record<'from' | 'to' | 'maxPrice', string>> {
  const problems: Partial<Record<'from' | 'to' | 'maxPrice', string>> = {};
  // The days a booking could ask for: both or neither, from today, up to six months ahead, at most 30 days.
  if (filters.from || filters.to) {
    const issue = rentalRangeIssue(filters.from, filters.to, today);
    if (issue) problems[issue.field === 'start' ? 'from' : 'to'] = issue.message;
  }
  if (!filters.free && filters.maxPrice.trim() && readPrice(filters.maxPrice) === null) {
    problems.maxPrice =
      Number(filters.maxPrice) > PRICE_MAX ? mateRuleMessages.priceTooHigh : mateRuleMessages.priceInvalid;
  }
  return problems;
}

export function hasListFilters(filters: MateFilters) {
  return Boolean((filters.from && filters.to) || filters.free || readPrice(filters.maxPrice) !== null);
}

export function needsPosition(filters: MateFilters) {
  return filters.mode === 'near' || filters.sort === 'distance';
}

/** The API query for these filters, with the viewer's position when known (for distances). */
export function listParams(
  filters: MateFilters,
  position: { latitude: number; longitude: number } | null,
): MateListParams {
  const maxPrice = filters.free ? null : readPrice(filters.maxPrice);
  const dated = Boolean(filters.from && filters.to);
  return {
    q: filters.q.trim() || undefined,
    mode: filters.mode,
    city: filters.mode === 'city' ? filters.city : undefined,
    radius: filters.mode === 'near' ? filters.radius : undefined,
    // Without a sort the API orders by the mode's own (nearest first near me).
    sort: filters.sort ?? undefined,
    from: dated ? filters.from : undefined,
    to: dated ? filters.to : undefined,
    maxPrice: maxPrice === null ? undefined : Number(maxPrice),
    free: filters.free || undefined,
    lat: position?.latitude,
    lng: position?.longitude,
  };
}

export function sameFilters(a: MateFilters, b: MateFilters) {
  return searchFromFilters(a).toString() === searchFromFilters(b).toString();
}

/**
 * The map's area the address asks for, as the API takes it (`bbox`): the route's loader and the page
 * ask for the very same list. Undefined when there is none, or one the API would refuse.
 */
export function areaParam(search: URLSearchParams): string | undefined {
  const read = parseMapArea(search.get(PARAM.area) ?? '');
  if (!('area' in read)) return undefined;
  const { west, south, east, north } = read.area;
  return [west, south, east, north].join(',');
}
