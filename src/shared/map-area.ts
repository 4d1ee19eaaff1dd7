import { mateRuleMessages } from './messages/mate-rules.js';

/** The part of the map searched ("Buscar en esta zona"), in degrees; west before east (no antimeridian). */
export interface MapArea {
  west: number;
  south: number;
  east: number;
  north: number;
}

const DECIMAL = /^-?\d+(?:\.\d+)?$/;

/**
 * Reads `west,south,east,north` (GeoJSON's order), as the list's map writes the area in view: the area,
 * or what is wrong with it in Spanish. Plain code, no schema library: the list page reads its address
 * with it before its heavier parts load.
 */
export function parseMapArea(text: string): { area: MapArea } | { problem: string } {
  const numbers = text.split(',').map((part) => (DECIMAL.test(part.trim()) ? Number(part) : Number.NaN));
  if (numbers.length !== 4 || numbers.some((value) => !Number.isFinite(value)))
    return { problem: mateRuleMessages.areaInvalid };
  const [west, south, east, north] = numbers as [number, number, number, number];
  const inside = (value: number, limit: number) => value >= -limit && value <= limit;
  if (
    ![south, north].every((value) => inside(value, 90)) ||
    ![west, east].every((value) => inside(value, 180))
  )
    return { problem: mateRuleMessages.areaOutOfRange };
  if (south >= north || west >= east) return { problem: mateRuleMessages.areaBackwards };
  return { area: { west, south, east, north } };
}
