const METERS_PER_DEGREE = 111_320;
export const AREA_RADIUS_METERS = 500;
export const GRID_CELL_METERS = 500;
const ROW_DEGREES = GRID_CELL_METERS / METERS_PER_DEGREE;

/** To 6 decimals with ties to even, like PostgreSQL's round(float8), so migration 012 stores the same values. */
function roundTo6(value: number) {
  const scaled = value * 1e6;
  let rounded = Math.round(scaled);
  if (rounded - scaled === 0.5 && rounded % 2 !== 0) rounded -= 1;
  return rounded / 1e6;
}

/**
 * The point public views get instead of the host's door: the centre of the ~500 m grid cell holding the
 * exact point (decision 0006). Every mate published from one place shares it, so averaging many mates
 * or views learns nothing more than the cell. Rows are 500 m tall; a row's cells are 500 m wide at its
 * centre latitude. The exact point is at most ~354 m away, inside the 500 m area the map draws.
 * Migration 012-public-point-grid.sql repeats this formula in SQL: change both together.
 */
export function approximatePoint(latitude: number, longitude: number) {
  const rowLatitude = (Math.floor(latitude / ROW_DEGREES) + 0.5) * ROW_DEGREES;
  const columnDegrees =
    GRID_CELL_METERS / (METERS_PER_DEGREE * Math.max(Math.cos((rowLatitude * Math.PI) / 180), 0.01));
  const columnLongitude = (Math.floor(longitude / columnDegrees) + 0.5) * columnDegrees;
  return {
    latitude: roundTo6(rowLatitude),
    // The last column before the antimeridian is narrower; its centre must stay a valid longitude.
    longitude: roundTo6(Math.max(-180, Math.min(180, columnLongitude))),
  };
}
