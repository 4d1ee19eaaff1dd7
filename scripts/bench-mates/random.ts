// Seeded randomness, so every run generates the same data set.

export type Random = () => number;

/** Seeded (mulberry32), so every run puts the same kinds of mates in the same places; only ids differ. */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export const pick = <T>(items: readonly T[], random: Random): T =>
  items[Math.floor(random() * items.length)]!;

export function weightedPicker<T>(items: readonly T[], weight: (item: T) => number) {
  const cumulative: number[] = [];
  let total = 0;
  for (const item of items) cumulative.push((total += weight(item)));
  return (random: Random): T => {
    const target = random() * total;
    const index = cumulative.findIndex((sum) => sum >= target);
    return items[index === -1 ? items.length - 1 : index]!;
  };
}

/** Box–Muller: a standard normal deviate. */
export function gaussian(random: Random): number {
  return Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
}
