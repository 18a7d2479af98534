/**
 * Numbered start-point markers (spec §2). Two strokes may start at the same place (A's slants, 5's stick
 * and bar; docs/tracing.md), so a marker that would cover an earlier one moves diagonally away from it.
 */
import type { TracingStartPoint } from '@aralin/contract';
import type { ViewBox } from './viewbox';

export interface PlacedMarker extends TracingStartPoint {
  /** Where the marker is drawn; (x, y) stays the true start point. */
  cx: number;
  cy: number;
}

/** Marker radius in viewBox units (the guide stroke is 24 wide). */
export const MARKER_RADIUS = 13;

const DIRECTIONS = [
  [1, -1],
  [-1, -1],
  [1, 1],
  [-1, 1],
  [0, -1],
  [1, 0],
  [-1, 0],
  [0, 1],
] as const;

/** Places the markers in stroke order, each at least `gap` from those before it when that can be done. */
export function placeStartMarkers(points: readonly TracingStartPoint[], vb: ViewBox, gap = MARKER_RADIUS * 2 + 2): PlacedMarker[] {
  const placed: PlacedMarker[] = [];
  const clear = (x: number, y: number) => placed.every((m) => Math.hypot(m.cx - x, m.cy - y) >= gap);
  const inside = (x: number, y: number) =>
    x >= vb.x + MARKER_RADIUS && x <= vb.x + vb.width - MARKER_RADIUS && y >= vb.y + MARKER_RADIUS && y <= vb.y + vb.height - MARKER_RADIUS;
  for (const p of [...points].sort((a, b) => a.order - b.order)) {
    let spot = { cx: p.x, cy: p.y };
    if (!clear(p.x, p.y)) {
      const candidates = [1, 2, 3].flatMap((k) =>
        DIRECTIONS.map(([dx, dy]) => ({ cx: p.x + (dx * gap * k) / Math.hypot(dx, dy), cy: p.y + (dy * gap * k) / Math.hypot(dx, dy) })),
      );
      spot = candidates.find((c) => inside(c.cx, c.cy) && clear(c.cx, c.cy)) ?? candidates.find((c) => clear(c.cx, c.cy)) ?? spot;
    }
    placed.push({ ...p, cx: Math.round(spot.cx * 10) / 10, cy: Math.round(spot.cy * 10) / 10 });
  }
  return placed;
}
