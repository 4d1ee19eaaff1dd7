import { describe, expect, it } from 'vitest';
import { areaParam } from './filters';
import { areaFromSearch, areaOfView, carryMapParams, searchWithArea, viewFromSearch } from './map-search';

const madrid = { west: -3.9, south: 40.2, east: -3.5, north: 40.6 };

describe("the list's map in the address", () => {
  it('reads the view, the list by default', () => {
    expect(viewFromSearch(new URLSearchParams('vista=mapa'))).toBe('map');
    expect(viewFromSearch(new URLSearchParams('vista=otra'))).toBe('list');
    expect(viewFromSearch(new URLSearchParams())).toBe('list');
  });

  it('reads an area the API takes, and ignores one it would refuse', () => {
    expect(areaFromSearch(new URLSearchParams('zona=-3.9,40.2,-3.5,40.6'))).toEqual(madrid);
    expect(areaFromSearch(new URLSearchParams('zona=-3.5,40.2,-3.9,40.6'))).toBeNull();
    expect(areaFromSearch(new URLSearchParams('zona=madrid'))).toBeNull();
  });

  it("writes the map's view rounded outwards, inside the world", () => {
    expect(areaOfView({ west: -3.90004, south: 40.20009, east: -3.49991, north: 40.60001 })).toEqual({
      west: -3.9001,
      south: 40.2,
      east: -3.4999,
      north: 40.6001,
    });
    expect(areaOfView({ west: -200, south: -95, east: 190, north: 91 })).toEqual({
      west: -180,
      south: -90,
      east: 180,
      north: 90,
    });
  });

  it('starts an area from its first page', () => {
    const next = searchWithArea(new URLSearchParams('q=mate&pagina=3'), madrid);
    expect(next.toString()).toBe('q=mate&zona=-3.9%2C40.2%2C-3.5%2C40.6');
    expect(searchWithArea(next, null).toString()).toBe('q=mate');
  });

  it('keeps the view always, and the area while the place searched stays', () => {
    const before = new URLSearchParams('vista=mapa&zona=-3.9,40.2,-3.5,40.6&precioMax=5');
    expect(carryMapParams(before, new URLSearchParams('sort=price_asc')).toString()).toBe(
      'sort=price_asc&vista=mapa&zona=-3.9%2C40.2%2C-3.5%2C40.6',
    );
    expect(carryMapParams(before, new URLSearchParams('mode=city&city=Málaga')).get('zona')).toBeNull();
  });

  it("asks the API for the address's area only when the API would take it", () => {
    expect(areaParam(new URLSearchParams('zona=-3.90,40.2,-3.5,40.6'))).toBe('-3.9,40.2,-3.5,40.6');
    expect(areaParam(new URLSearchParams('zona=-3.5,40.2,-3.9,40.6'))).toBeUndefined();
    expect(areaParam(new URLSearchParams())).toBeUndefined();
  });
});
