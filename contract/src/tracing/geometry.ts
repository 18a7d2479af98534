/** Plane geometry for the tracing guide: Bézier evaluation, sampling, distances and the SVG path. */
import { tracingRules } from './rules';
import type { TracingPoint, TracingSegment } from './types';

/** The point at parameter t (0..1) of a segment. */
export function pointAt(segment: TracingSegment, t: number): TracingPoint {
  if (segment.type === 'line') {
    const [a, b] = segment.points;
    return { x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t };
  }
  const [p0, p1, p2, p3] = segment.points;
  const u = 1 - t;
  const w0 = u * u * u;
  const w1 = 3 * u * u * t;
  const w2 = 3 * u * t * t;
  const w3 = t * t * t;
  return {
    x: w0 * p0.x + w1 * p1.x + w2 * p2.x + w3 * p3.x,
    y: w0 * p0.y + w1 * p1.y + w2 * p2.y + w3 * p3.y,
  };
}

/** Euclidean distance between two points (sqrt, not Math.hypot, which is several times slower). */
export function distance(a: TracingPoint, b: TracingPoint): number {
  const dx = a.x - b.x;
  const dy = a.y - b.y;
  return Math.sqrt(dx * dx + dy * dy);
}

/** Cumulative lengths at t = i/steps; a curve's length is its 20-step polyline (spec §5). */
function lengthTable(segment: TracingSegment): number[] {
  if (segment.type === 'line') return [0, distance(segment.points[0], segment.points[1])];
  const steps = tracingRules.curveLengthSteps;
  const table = [0];
  let previous = segment.points[0];
  for (let i = 1; i <= steps; i++) {
    const next = pointAt(segment, i / steps);
    table.push(table[i - 1] + distance(previous, next));
    previous = next;
  }
  return table;
}

/** Length of a segment: exact for a line, the 20-step polyline for a curve (spec §5). */
export function segmentLength(segment: TracingSegment): number {
  const table = lengthTable(segment);
  return table[table.length - 1];
}

/**
 * `count` points evenly spaced by arc length, both ends included. A curve's parameter for an arc
 * length is read off its 20-step length table by linear interpolation (spec §5).
 */
export function sampleSegment(segment: TracingSegment, count: number = tracingRules.samplesPerSegment): TracingPoint[] {
  const table = lengthTable(segment);
  const steps = table.length - 1;
  const total = table[steps];
  const samples: TracingPoint[] = [];
  let step = 0;
  for (let k = 0; k < count; k++) {
    const target = count === 1 ? 0 : (total * k) / (count - 1);
    while (step < steps - 1 && table[step + 1] < target) step++;
    const span = table[step + 1] - table[step];
    const within = span > 0 ? Math.min(1, Math.max(0, (target - table[step]) / span)) : 0;
    samples.push(pointAt(segment, (step + within) / steps));
  }
  return samples;
}

/** Squared distance from p to the segment a-b. */
function squaredDistanceToLine(p: TracingPoint, a: TracingPoint, b: TracingPoint): number {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const lengthSquared = dx * dx + dy * dy;
  const t = lengthSquared === 0 ? 0 : Math.min(1, Math.max(0, ((p.x - a.x) * dx + (p.y - a.y) * dy) / lengthSquared));
  const ex = p.x - (a.x + t * dx);
  const ey = p.y - (a.y + t * dy);
  return ex * ex + ey * ey;
}

/** Distance from p to the segment a-b. */
export function distanceToLine(p: TracingPoint, a: TracingPoint, b: TracingPoint): number {
  return Math.sqrt(squaredDistanceToLine(p, a, b));
}

/**
 * Distance from p to the polyline through `points`, the index of the nearest piece (i → i+1) and
 * where on that piece the nearest point lies (t, 0..1).
 */
export function nearestOnPolyline(p: TracingPoint, points: readonly TracingPoint[]): { distance: number; piece: number; t: number } {
  if (points.length === 1) return { distance: distance(p, points[0]), piece: 0, t: 0 };
  let best = Infinity;
  let piece = 0;
  for (let i = 1; i < points.length; i++) {
    const d = squaredDistanceToLine(p, points[i - 1], points[i]);
    if (d < best) {
      best = d;
      piece = i - 1;
    }
  }
  const a = points[piece];
  const b = points[piece + 1];
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const lengthSquared = dx * dx + dy * dy;
  const t = lengthSquared === 0 ? 0 : Math.min(1, Math.max(0, ((p.x - a.x) * dx + (p.y - a.y) * dy) / lengthSquared));
  return { distance: Math.sqrt(best), piece, t };
}

/** Distance from p to the polyline through `points`. */
export function distanceToPolyline(p: TracingPoint, points: readonly TracingPoint[]): number {
  return nearestOnPolyline(p, points).distance;
}

function formatNumber(n: number): string {
  return String(Math.round(n * 100) / 100);
}

function samePoint(a: TracingPoint, b: TracingPoint): boolean {
  return Math.abs(a.x - b.x) < 1e-9 && Math.abs(a.y - b.y) < 1e-9;
}

/** SVG path `d` for the segments: a new `M` wherever a segment does not start where the last ended. */
export function buildTracingPath(segments: readonly TracingSegment[]): string {
  const parts: string[] = [];
  let end: TracingPoint | undefined;
  for (const segment of segments) {
    const [start, ...rest] = segment.points;
    if (!end || !samePoint(end, start)) parts.push(`M${formatNumber(start.x)} ${formatNumber(start.y)}`);
    const command = segment.type === 'line' ? 'L' : 'C';
    parts.push(command + rest.map((p) => `${formatNumber(p.x)} ${formatNumber(p.y)}`).join(' '));
    end = rest[rest.length - 1];
  }
  return parts.join(' ');
}
