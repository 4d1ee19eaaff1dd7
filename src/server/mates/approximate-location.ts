const METERS_PER_DEGREE = 111_320;
export const AREA_RADIUS_METERS = 500;
const MIN_OFFSET_METERS = 150;
const MAX_OFFSET_METERS = 450;

/**
 * The point public views get instead of the host's door: the exact point moved 150–450 m in a random
 * direction, chosen once when the location is saved (so repeated views cannot be averaged out). The
 * exact point is always inside the 500 m area the map draws around this one.
 */
export function approximatePoint(latitude: number, longitude: number, random: () => number = Math.random) {
  const distance = MIN_OFFSET_METERS + random() * (MAX_OFFSET_METERS - MIN_OFFSET_METERS);
  const bearing = random() * 2 * Math.PI;
  const dLat = (distance * Math.cos(bearing)) / METERS_PER_DEGREE;
  const dLng =
    (distance * Math.sin(bearing)) /
    (METERS_PER_DEGREE * Math.max(Math.cos((latitude * Math.PI) / 180), 0.01));
  return {
    latitude: Math.max(-90, Math.min(90, latitude + dLat)),
    longitude: ((longitude + dLng + 540) % 360) - 180,
  };
}
