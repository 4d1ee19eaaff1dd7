import { describe, expect, it } from 'vitest';
import {
  appliedSort,
  datesInSearch,
  DEFAULT_FILTERS,
  filterProblems,
  filtersFromSearch,
  hasListFilters,
  listParams,
  pagesFromSearch,
  searchFromFilters,
  searchWithPages,
  type MateFilters,
} from './filters';

/** The day these tests read as today: the dates below are after it. */
const TODAY = '2026-11-24';

const filters = (patch: Partial<MateFilters>): MateFilters => ({ ...DEFAULT_FILTERS, ...patch });

describe('list filters in the URL', () => {
  it('round-trips what the visitor chose', () => {
    const chosen = filters({
      q: 'calabaza',
      mode: 'near',
      radius: 5,
      sort: 'distance',
      from: '2026-12-01',
      to: '2026-12-05',
      maxPrice: '4.5',
    });
    expect(filtersFromSearch(searchFromFilters(chosen), TODAY)).toEqual(chosen);
    const free = filters({ free: true });
    expect(filtersFromSearch(searchFromFilters(free), TODAY)).toEqual(free);
  });

  it('writes dates and price under their Spanish names', () => {
    const search = searchFromFilters(filters({ from: '2026-12-01', to: '2026-12-05', maxPrice: '4.50' }));
    expect(search.toString()).toBe('desde=2026-12-01&hasta=2026-12-05&precioMax=4.5');
    // "Solo gratis" says the most it may cost: the price is left out.
    expect(searchFromFilters(filters({ free: true, maxPrice: '3' })).toString()).toBe('gratis=1');
  });

  it('falls back to the defaults for anything it does not know', () => {
    expect(filtersFromSearch(new URLSearchParams('mode=volando&radius=99&sort=azar'), TODAY)).toEqual(
      DEFAULT_FILTERS,
    );
    expect(searchFromFilters(DEFAULT_FILTERS).toString()).toBe('');
  });

  it('drops dates that are half a range, backwards or not dates, and prices the API would refuse', () => {
    for (const search of [
      'desde=2026-12-01',
      'hasta=2026-12-05',
      'desde=2026-12-05&hasta=2026-12-01',
      'desde=2026-02-30&hasta=2026-03-02',
      'desde=mañana&hasta=2026-03-02',
      'desde=2026-11-01&hasta=2026-11-03',
      'desde=2027-09-01&hasta=2027-09-03',
      'precioMax=-2',
      'precioMax=0x10',
      'precioMax=1e9',
      'gratis=si',
    ]) {
      expect(filtersFromSearch(new URLSearchParams(search), TODAY), search).toEqual(DEFAULT_FILTERS);
    }
    expect(filtersFromSearch(new URLSearchParams('desde=2026-12-05&hasta=2026-12-05'), TODAY)).toMatchObject({
      from: '2026-12-05',
      to: '2026-12-05',
    });
  });

  it('sends the position only as coordinates, with the radius only near', () => {
    const params = listParams(filters({ mode: 'city', city: 'Madrid' }), { latitude: 40, longitude: -3 });
    expect(params).toEqual({
      q: undefined,
      mode: 'city',
      city: 'Madrid',
      radius: undefined,
      sort: undefined,
      from: undefined,
      to: undefined,
      maxPrice: undefined,
      free: undefined,
      lat: 40,
      lng: -3,
    });
  });

  it('sends dates, the highest price and "free" as the API names them', () => {
    expect(
      listParams(filters({ from: '2026-12-01', to: '2026-12-05', maxPrice: '7.5', sort: 'price_asc' }), null),
    ).toMatchObject({
      from: '2026-12-01',
      to: '2026-12-05',
      maxPrice: 7.5,
      free: undefined,
      sort: 'price_asc',
    });
    expect(listParams(filters({ free: true, maxPrice: '7.5' }), null)).toMatchObject({
      maxPrice: undefined,
      free: true,
    });
    expect(listParams(filters({ maxPrice: '0' }), null)).toMatchObject({ maxPrice: 0 });
  });

  it('shows nearest first by default near me, newest first otherwise', () => {
    expect(appliedSort(filters({ mode: 'near' }))).toBe('distance');
    expect(appliedSort(filters({ mode: 'city' }))).toBe('date');
    expect(appliedSort(filters({ mode: 'near', sort: 'price_desc' }))).toBe('price_desc');
    // The API picks the same default when no sort is sent.
    expect(listParams(filters({ mode: 'near', radius: 5 }), { latitude: 40, longitude: -3 }).sort).toBe(
      undefined,
    );
  });

  it('knows when dates or price narrow the list', () => {
    expect(hasListFilters(DEFAULT_FILTERS)).toBe(false);
    expect(hasListFilters(filters({ q: 'calabaza', mode: 'city', city: 'Madrid' }))).toBe(false);
    expect(hasListFilters(filters({ from: '2026-12-01', to: '2026-12-05' }))).toBe(true);
    expect(hasListFilters(filters({ maxPrice: '0' }))).toBe(true);
    expect(hasListFilters(filters({ free: true }))).toBe(true);
  });
});

describe('an address written by a form sent without JavaScript', () => {
  it('reads the checkbox\'s "on" as "Solo gratis", and a city mode with no city as everywhere', () => {
    const search = new URLSearchParams('q=mate&mode=city&city=&desde=&hasta=&precioMax=&gratis=on');
    expect(filtersFromSearch(search, TODAY)).toEqual(filters({ q: 'mate', free: true }));
    const city = new URLSearchParams('mode=city&city=+Teruel+');
    expect(filtersFromSearch(city, TODAY)).toMatchObject({ mode: 'city', city: 'Teruel' });
  });

  it('says what is wrong with the days it asks for, as written, and nothing when none were given', () => {
    expect(datesInSearch(new URLSearchParams('desde=2026-12-05&hasta=2026-12-01'), TODAY)).toEqual({
      from: '2026-12-05',
      to: '2026-12-01',
      problem: 'La fecha "Hasta" tiene que ser igual o posterior a "Desde"',
    });
    expect(datesInSearch(new URLSearchParams('desde=2026-12-01&hasta=2026-12-05'), TODAY).problem).toBeNull();
    expect(datesInSearch(new URLSearchParams('desde=&hasta='), TODAY).problem).toBeNull();
    expect(datesInSearch(new URLSearchParams('hasta=2026-12-05'), TODAY).problem).toBe(
      'Elegí las fechas "Desde" y "Hasta"',
    );
  });

  it('shows up to ten pages at once, and keeps the search beside the page', () => {
    expect(pagesFromSearch(new URLSearchParams('pagina=3'))).toBe(3);
    for (const page of ['', '0', '-2', '1.5', 'dos'])
      expect(pagesFromSearch(new URLSearchParams(`pagina=${page}`))).toBe(1);
    expect(pagesFromSearch(new URLSearchParams('pagina=500'))).toBe(10);
    const search = new URLSearchParams('q=mate&pagina=2');
    expect(searchWithPages(search, 3).toString()).toBe('q=mate&pagina=3');
    expect(searchWithPages(search, 1).toString()).toBe('q=mate');
    // Filters read from the address ignore the page: a new search starts at the first.
    expect(searchFromFilters(filtersFromSearch(search, TODAY)).toString()).toBe('q=mate');
  });
});

describe('what keeps the filters from applying', () => {
  it('asks for both dates or neither, and "Hasta" on or after "Desde"', () => {
    expect(filterProblems(DEFAULT_FILTERS, TODAY)).toEqual({});
    expect(filterProblems(filters({ from: '2026-12-01', to: '2026-12-01' }), TODAY)).toEqual({});
    expect(filterProblems(filters({ from: '2026-12-01' }), TODAY)).toEqual({
      to: 'Elegí las fechas "Desde" y "Hasta"',
    });
    expect(filterProblems(filters({ to: '2026-12-01' }), TODAY)).toEqual({
      from: 'Elegí las fechas "Desde" y "Hasta"',
    });
    expect(filterProblems(filters({ from: '2026-12-05', to: '2026-12-01' }), TODAY)).toEqual({
      to: 'La fecha "Hasta" tiene que ser igual o posterior a "Desde"',
    });
    expect(filterProblems(filters({ from: '2026-02-30', to: '2026-03-01' }), TODAY)).toEqual({
      from: 'Elegí una fecha válida',
    });
  });

  it('asks for days a booking could take: from today, up to six months ahead, at most 30 days', () => {
    expect(filterProblems(filters({ from: '2026-11-01', to: '2026-11-03' }), TODAY)).toEqual({
      from: 'La fecha "Desde" no puede ser anterior a hoy',
    });
    expect(filterProblems(filters({ from: '2027-09-01', to: '2027-09-03' }), TODAY)).toEqual({
      to: 'Podés reservar hasta 6 meses por adelantado',
    });
    expect(filterProblems(filters({ from: '2026-12-01', to: '2027-01-15' }), TODAY)).toEqual({
      to: 'Podés reservar hasta 30 días seguidos',
    });
  });

  it('takes any price from zero up, and ignores it for "Solo gratis"', () => {
    expect(filterProblems(filters({ maxPrice: '0' }), TODAY)).toEqual({});
    expect(filterProblems(filters({ maxPrice: '12.5' }), TODAY)).toEqual({});
    expect(filterProblems(filters({ maxPrice: '-1' }), TODAY)).toEqual({
      maxPrice: 'El precio debe ser un número positivo',
    });
    expect(filterProblems(filters({ maxPrice: '100000' }), TODAY)).toEqual({
      maxPrice: 'El precio no puede superar los 99999.99 €',
    });
    expect(filterProblems(filters({ maxPrice: '-1', free: true }), TODAY)).toEqual({});
  });
});
