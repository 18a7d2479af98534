import { TRACING_LIBRARY, findTracingDefinition } from '@aralin/contract';
import { describe, expect, it } from 'vitest';
import { MARKER_RADIUS, placeStartMarkers } from './start-markers';
import { parseViewBox } from './viewbox';

const gap = MARKER_RADIUS * 2 + 2;

describe('placeStartMarkers', () => {
  it('keeps separate start points where they are', () => {
    const vb = { x: 0, y: 0, width: 200, height: 200 };
    const placed = placeStartMarkers(
      [
        { x: 50, y: 50, order: 1 },
        { x: 150, y: 150, order: 2 },
      ],
      vb,
    );
    expect(placed.map((m) => [m.cx, m.cy])).toEqual([
      [50, 50],
      [150, 150],
    ]);
  });

  it("moves A's second marker off the first (both slants start at the apex)", () => {
    const A = findTracingDefinition('A')!;
    const placed = placeStartMarkers(A.startPoints, parseViewBox(A.viewBox));
    const [one, two] = placed;
    expect([one.cx, one.cy]).toEqual([one.x, one.y]);
    expect(Math.hypot(two.cx - one.cx, two.cy - one.cy)).toBeGreaterThanOrEqual(gap - 0.1);
    expect([two.x, two.y]).toEqual([one.x, one.y]);
  });

  it('leaves no two markers overlapping and keeps them in the box, for every definition', () => {
    for (const d of Object.values(TRACING_LIBRARY)) {
      const vb = parseViewBox(d.viewBox);
      const placed = placeStartMarkers(d.startPoints, vb);
      expect(
        placed.map((m) => m.order),
        d.id,
      ).toEqual(d.startPoints.map((s) => s.order).sort((a, b) => a - b));
      for (const [i, m] of placed.entries()) {
        for (const other of placed.slice(i + 1))
          expect(Math.hypot(m.cx - other.cx, m.cy - other.cy), d.id).toBeGreaterThanOrEqual(gap - 0.1);
        expect(m.cx >= vb.x && m.cx <= vb.x + vb.width && m.cy >= vb.y && m.cy <= vb.y + vb.height, d.id).toBe(true);
      }
    }
  });
});
