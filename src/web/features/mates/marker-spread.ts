/** A single mate's marker on the results map, in pixels. */
export const MATE_MARKER_PX = 24;
/** The least distance, in pixels, from a shared public point to the mates spread around it. */
const SPREAD_PX = 22;
/** Room between two spread markers' edges, so a tap on one never lands on its neighbour. */
const SPREAD_GAP_PX = 6;

/**
 * The circle's radius, in pixels, for `count` mates spread around the public point they share: wide
 * enough that neighbours on it stand a marker and a gap apart (the chord between them is 2r·sin(π/count)).
 */
export function spreadRadius(count: number) {
  if (count < 2) return 0;
  return Math.max(SPREAD_PX, (MATE_MARKER_PX + SPREAD_GAP_PX) / (2 * Math.sin(Math.PI / count)));
}
