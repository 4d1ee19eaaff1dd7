import { parseMapArea, type MapArea } from '../../../shared/map-area';
import { PARAM } from './filters';

/**
 * The list's map in the address, beside the filters: `vista=mapa` on a phone (the list shows
 * otherwise) and `zona=west,south,east,north` once "Buscar en esta zona" was chosen, so a reload or the
 * back button shows the same.
 */
export const MAP_PARAM = { view: PARAM.view, area: PARAM.area } as const;

export type ResultsView = 'list' | 'map';

export function viewFromSearch(search: URLSearchParams): ResultsView {
  return search.get(MAP_PARAM.view) === 'mapa' ? 'map' : 'list';
}

/** The area an address asks for, as the API reads it; null when none, or when it is not a valid one. */
export function areaFromSearch(search: URLSearchParams): MapArea | null {
  const text = search.get(MAP_PARAM.area);
  if (!text) return null;
  const read = parseMapArea(text);
  return 'area' in read ? read.area : null;
}

/** The API's and the address's way to write an area. */
export function formatArea({ west, south, east, north }: MapArea): string {
  return [west, south, east, north].join(',');
}

/**
 * The map's view as an area the API takes: within the world's edges, and rounded outwards to four
 * decimals (about 10 m), so the address stays short and nothing seen on the map falls outside.
 */
export function areaOfView(view: MapArea): MapArea {
  const clamp = (value: number, limit: number) => Math.max(-limit, Math.min(limit, value));
  const down = (value: number) => Math.floor(value * 1e4) / 1e4;
  const up = (value: number) => Math.ceil(value * 1e4) / 1e4;
  return {
    west: down(clamp(view.west, 180)),
    south: down(clamp(view.south, 90)),
    east: up(clamp(view.east, 180)),
    north: up(clamp(view.north, 90)),
  };
}

/** The same address showing `view` (the list is the default, left out). */
export function searchWithView(search: URLSearchParams, view: ResultsView): URLSearchParams {
  const next = new URLSearchParams(search);
  if (view === 'map') next.set(MAP_PARAM.view, 'mapa');
  else next.delete(MAP_PARAM.view);
  return next;
}

/** The same address searching `area` (or the whole map again with null), from its first page. */
export function searchWithArea(search: URLSearchParams, area: MapArea | null): URLSearchParams {
  const next = new URLSearchParams(search);
  if (area) next.set(MAP_PARAM.area, formatArea(area));
  else next.delete(MAP_PARAM.area);
  next.delete(PARAM.page);
  return next;
}

/**
 * New filters from the form, keeping the view and, unless the place searched changed (a city, near me),
 * the map's area: another price or order still looks at the same part of the map.
 */
export function carryMapParams(previous: URLSearchParams, next: URLSearchParams): URLSearchParams {
  const carried = searchWithView(next, viewFromSearch(previous));
  const samePlace = ['mode', 'city', 'radius'].every((name) => previous.get(name) === next.get(name));
  const area = areaFromSearch(previous);
  return samePlace && area ? searchWithArea(carried, area) : carried;
}
