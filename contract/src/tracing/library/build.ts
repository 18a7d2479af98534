/** Helpers that turn strokes into a TracingDefinition, so every glyph file is only coordinates. */
import { buildTracingPath } from '../geometry';
import { tracingRules } from '../rules';
import type { TracingCurve, TracingDefinition, TracingKind, TracingLine, TracingPoint, TracingSegment } from '../types';

/** One stroke: the segments a child draws without lifting the pencil, in drawing order. */
export type Stroke = TracingSegment[];

/** The writing lines, in viewBox units (docs/tracing.md 'Box and lines'). */
export const LINES = { top: 20, middle: 100, base: 180, descender: 250 } as const;
/** Box of capitals, digits and shapes; small letters get room below the baseline for descenders. */
export const CAPITAL_BOX = { width: 200, height: 200 } as const;
export const SMALL_BOX = { width: 200, height: 260 } as const;

/** A straight stick from (x0, y0) to (x1, y1). */
export function line(x0: number, y0: number, x1: number, y1: number): TracingLine {
  return {
    type: 'line',
    points: [
      { x: x0, y: y0 },
      { x: x1, y: y1 },
    ],
  };
}

/** Sticks through the given points in order: polyline(x0, y0, x1, y1, x2, y2, …). */
export function polyline(...coords: number[]): TracingLine[] {
  const lines: TracingLine[] = [];
  for (let i = 2; i + 1 < coords.length; i += 2) lines.push(line(coords[i - 2], coords[i - 1], coords[i], coords[i + 1]));
  return lines;
}

/** A cubic Bézier from its four points given as x, y pairs. */
export function curve(...c: [number, number, number, number, number, number, number, number]): TracingCurve {
  return {
    type: 'curve',
    points: [
      { x: c[0], y: c[1] },
      { x: c[2], y: c[3] },
      { x: c[4], y: c[5] },
      { x: c[6], y: c[7] },
    ],
  };
}

/**
 * An elliptical arc as cubic Béziers of at most 90° each. Angles are in degrees on the screen:
 * 0 = 3 o'clock, 90 = 6 o'clock, -90 = 12 o'clock. Growing angles run clockwise ('curve forward'),
 * falling angles counter-clockwise ('circle back').
 */
export function arc(cx: number, cy: number, rx: number, ry: number, fromDeg: number, toDeg: number): TracingCurve[] {
  const pieces = Math.max(1, Math.ceil(Math.abs(toDeg - fromDeg) / 90 - 1e-9));
  const step = ((toDeg - fromDeg) / pieces) * (Math.PI / 180);
  const k = (4 / 3) * Math.tan(step / 4);
  const at = (a: number): TracingPoint => ({ x: cx + rx * Math.cos(a), y: cy + ry * Math.sin(a) });
  const curves: TracingCurve[] = [];
  for (let i = 0; i < pieces; i++) {
    const a0 = fromDeg * (Math.PI / 180) + i * step;
    const a1 = a0 + step;
    const p0 = at(a0);
    const p3 = at(a1);
    curves.push(
      curve(
        p0.x,
        p0.y,
        p0.x - k * rx * Math.sin(a0),
        p0.y + k * ry * Math.cos(a0),
        p3.x + k * rx * Math.sin(a1),
        p3.y - k * ry * Math.cos(a1),
        p3.x,
        p3.y,
      ),
    );
  }
  return curves;
}

/** Moves strokes by (dx, dy), to reuse a letter inside another (Ñ, NG). */
export function shift(strokes: Stroke[], dx: number, dy: number): Stroke[] {
  const move = (p: TracingPoint): TracingPoint => ({ x: p.x + dx, y: p.y + dy });
  return strokes.map((stroke) => stroke.map((s) => ({ ...s, points: s.points.map(move) }) as TracingSegment));
}

const round = (p: TracingPoint): TracingPoint => ({ x: Math.round(p.x * 100) / 100, y: Math.round(p.y * 100) / 100 });

/** What a glyph file writes for one definition. */
export interface GlyphSpec {
  id: string;
  kind: TracingKind;
  label?: string;
  box: { width: number; height: number };
  strokes: (TracingSegment | TracingSegment[])[][];
}

/**
 * Builds a definition: points rounded to 0.01 (so `path` and `segments` agree exactly), the path
 * derived from the segments, one start point per stroke numbered in stroke order.
 */
export function glyph(spec: GlyphSpec): TracingDefinition {
  const strokes: Stroke[] = spec.strokes.map((stroke) =>
    stroke.flat().map((s) => ({ ...s, points: s.points.map(round) }) as TracingSegment),
  );
  const segments = strokes.flat();
  return {
    id: spec.id,
    kind: spec.kind,
    label: spec.label ?? spec.id,
    viewBox: `0 0 ${spec.box.width} ${spec.box.height}`,
    path: buildTracingPath(segments),
    strokeWidth: tracingRules.strokeWidth,
    startPoints: strokes.map((stroke, i) => ({ ...stroke[0].points[0], order: i + 1 })),
    segments,
  };
}
