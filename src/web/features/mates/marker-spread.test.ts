import { describe, expect, it } from 'vitest';
import { MATE_MARKER_PX, spreadRadius } from './marker-spread';

/** The centres of `count` markers spread around one point, as the results map draws them. */
function spread(count: number) {
  const radius = spreadRadius(count);
  return Array.from({ length: count }, (_, i) => {
    const angle = (2 * Math.PI * i) / count;
    return { x: Math.cos(angle) * radius, y: Math.sin(angle) * radius };
  });
}

describe('mates sharing a public point, spread around it', () => {
  it('never overlap, however many share it', () => {
    for (let count = 2; count <= 60; count += 1) {
      const points = spread(count);
      const closest = Math.min(
        ...points.flatMap((a, i) => points.slice(i + 1).map((b) => Math.hypot(a.x - b.x, a.y - b.y))),
      );
      expect(closest, `${count} mates`).toBeGreaterThan(MATE_MARKER_PX);
    }
  });

  it('stay close to their point when they are few, and a lone mate stays on it', () => {
    expect(spreadRadius(1)).toBe(0);
    expect(spreadRadius(2)).toBe(22);
    expect(spreadRadius(4)).toBe(22);
    expect(spreadRadius(12)).toBeLessThan(60);
  });
});
