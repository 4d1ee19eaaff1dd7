import { describe, expect, it } from 'vitest';
import { haversineKm } from '../../shared/geo.js';
import { AREA_RADIUS_METERS, approximatePoint } from './approximate-location.js';

/** A small seeded generator, so a failure names a point that can be tried again. */
function seededRandom(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

const offsetMeters = (latitude: number, longitude: number) => {
  const approx = approximatePoint(latitude, longitude);
  return haversineKm(latitude, longitude, approx.latitude, approx.longitude) * 1000;
};

describe('the public point of a place', () => {
  it('is within the area the map draws, about 354 m at most, for random points', () => {
    const random = seededRandom(6);
    let farthest = { offset: 0, latitude: 0, longitude: 0 };
    for (let i = 0; i < 20_000; i++) {
      const latitude = -80 + random() * 160;
      const longitude = -180 + random() * 360;
      const offset = offsetMeters(latitude, longitude);
      if (offset > farthest.offset) farthest = { offset, latitude, longitude };
    }
    expect(farthest.offset, JSON.stringify(farthest)).toBeLessThan(355);
    expect(farthest.offset).toBeGreaterThan(300);
    expect(farthest.offset).toBeLessThan(AREA_RADIUS_METERS);
  });

  it('stays a valid coordinate at the poles and the antimeridian, never farther than the area', () => {
    for (const [latitude, longitude] of [
      [90, 180],
      [-90, -180],
      [89.9999, 179.9999],
      [-89.9999, -179.9999],
      [0, 180],
      [0, -180],
      [-16.5, 179.99],
      [65.1, -179.999],
    ] as const) {
      const approx = approximatePoint(latitude, longitude);
      expect(Math.abs(approx.latitude)).toBeLessThanOrEqual(90);
      expect(Math.abs(approx.longitude)).toBeLessThanOrEqual(180);
      expect(offsetMeters(latitude, longitude)).toBeLessThan(AREA_RADIUS_METERS);
    }
  });

  it('is the same for every point of one cell, near its edges too, and changes across an edge', () => {
    const centre = approximatePoint(40.4165, -3.70256);
    const degreesPerMeterLat = 1 / 111_320;
    const degreesPerMeterLng = 1 / (111_320 * Math.cos((centre.latitude * Math.PI) / 180));
    const inside = 249; // metres from the centre: 1 m short of the cell's edge
    for (const [north, east] of [
      [inside, 0],
      [-inside, 0],
      [0, inside],
      [0, -inside],
      [inside, inside],
      [-inside, -inside],
    ] as const) {
      expect(
        approximatePoint(
          centre.latitude + north * degreesPerMeterLat,
          centre.longitude + east * degreesPerMeterLng,
        ),
      ).toEqual(centre);
    }
    const across = 251;
    for (const [north, east] of [
      [across, 0],
      [-across, 0],
      [0, across],
      [0, -across],
    ] as const) {
      expect(
        approximatePoint(
          centre.latitude + north * degreesPerMeterLat,
          centre.longitude + east * degreesPerMeterLng,
        ),
      ).not.toEqual(centre);
    }
  });

  it('has at most 6 decimals and does not depend on chance', () => {
    const first = approximatePoint(-34.60372, -58.38159);
    expect(approximatePoint(-34.60372, -58.38159)).toEqual(first);
    for (const value of [first.latitude, first.longitude]) {
      expect(Math.round(value * 1e6) / 1e6).toBe(value);
    }
  });
});
