import {
  DEFAULT_LIST_RADIUS_KM,
  LIST_RADII_KM,
  MATE_LIST_MODES,
  MATE_SORTS,
} from '../../../shared/constants';
import type { MateListParams } from '../../../shared/schemas/mates';

export type SortOption = (typeof MATE_SORTS)[number];
type ListMode = (typeof MATE_LIST_MODES)[number];

/** What the visitor chose; kept in the URL so a search can be shared and survives a reload. */
export interface MateFilters {
  q: string;
  mode: ListMode;
  city: string;
  radius: number;
  sort: SortOption;
}

export const DEFAULT_FILTERS: MateFilters = {
  q: '',
  mode: 'all',
  city: '',
  radius: DEFAULT_LIST_RADIUS_KM,
  sort: 'date',
};

const isOneOf = <T extends string>(values: readonly T[], value: string | null): value is T =>
  value !== null && (values as readonly string[]).includes(value);

export function filtersFromSearch(search: URLSearchParams): MateFilters {
  const mode = search.get('mode');
  const radius = Number(search.get('radius'));
  const sort = search.get('sort');
  return {
    q: search.get('q')?.slice(0, 100) ?? '',
    mode: isOneOf(MATE_LIST_MODES, mode) ? mode : 'all',
    city: search.get('city')?.slice(0, 100) ?? '',
    radius: (LIST_RADII_KM as readonly number[]).includes(radius) ? radius : DEFAULT_LIST_RADIUS_KM,
    sort: isOneOf(MATE_SORTS, sort) ? sort : 'date',
  };
}

export function searchFromFilters(filters: MateFilters): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.q.trim()) search.set('q', filters.q.trim());
  if (filters.mode !== 'all') search.set('mode', filters.mode);
  if (filters.mode === 'city' && filters.city) search.set('city', filters.city);
  if (filters.mode === 'near') search.set('radius', String(filters.radius));
  if (filters.sort !== 'date') search.set('sort', filters.sort);
  return search;
}

export function needsPosition(filters: MateFilters) {
  return filters.mode === 'near' || filters.sort === 'distance';
}

/** The API query for these filters, with the viewer's position when known (for distances). */
export function listParams(
  filters: MateFilters,
  position: { latitude: number; longitude: number } | null,
): MateListParams {
  return {
    q: filters.q.trim() || undefined,
    mode: filters.mode,
    city: filters.mode === 'city' ? filters.city : undefined,
    radius: filters.mode === 'near' ? filters.radius : undefined,
    sort: filters.sort,
    lat: position?.latitude,
    lng: position?.longitude,
  };
}

export function sameFilters(a: MateFilters, b: MateFilters) {
  return searchFromFilters(a).toString() === searchFromFilters(b).toString();
}
