import { describe, expect, it } from 'vitest';
import { DEFAULT_FILTERS, filtersFromSearch, listParams, searchFromFilters } from './filters';

describe('list filters in the URL', () => {
  it('round-trips what the visitor chose', () => {
    const filters = { q: 'calabaza', mode: 'near' as const, city: '', radius: 5, sort: 'distance' as const };
    expect(filtersFromSearch(searchFromFilters(filters))).toEqual(filters);
  });

  it('falls back to the defaults for anything it does not know', () => {
    expect(filtersFromSearch(new URLSearchParams('mode=volando&radius=99&sort=azar'))).toEqual(
      DEFAULT_FILTERS,
    );
    expect(searchFromFilters(DEFAULT_FILTERS).toString()).toBe('');
  });

  it('sends the position only as coordinates, with the radius only near', () => {
    const params = listParams(
      { ...DEFAULT_FILTERS, mode: 'city', city: 'Madrid' },
      { latitude: 40, longitude: -3 },
    );
    expect(params).toEqual({
      q: undefined,
      mode: 'city',
      city: 'Madrid',
      radius: undefined,
      sort: 'date',
      lat: 40,
      lng: -3,
    });
  });
});
