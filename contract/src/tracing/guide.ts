/** A definition's guide prepared for scoring: 50 samples per segment and each segment's length. */
import { distance, nearestOnPolyline, sampleSegment, segmentLength } from './geometry';
import { tracingRules } from './rules';
import type { TracingDefinition, TracingPoint, TracingSegment } from './types';

/** One segment ready for scoring. */
export interface PreparedSegment {
  segment: TracingSegment;
  /** Spec §5: 50 samples, evenly spaced by arc length, both ends included. */
  samples: TracingPoint[];
  /** Exact for a line, the 20-step polyline for a curve (spec §5). */
  length: number;
  /** Bounding box of the samples, to skip far segments quickly. */
  box: { minX: number; minY: number; maxX: number; maxY: number };
  /** Arc length from the segment's start to each sample, along the samples' polyline. */
  along: number[];
  /** Index of the stroke (pen-down run) the segment belongs to, in stroke order. */
  stroke: number;
}

const cache = new WeakMap<TracingDefinition, PreparedSegment[]>();

/** Distance from p to a box (0 inside): no point of the box is nearer, so it bounds a segment's distance. */
export function distanceToBox(p: TracingPoint, box: PreparedSegment['box']): number {
  const dx = Math.max(box.minX - p.x, 0, p.x - box.maxX);
  const dy = Math.max(box.minY - p.y, 0, p.y - box.maxY);
  return Math.sqrt(dx * dx + dy * dy);
}

/** The prepared segments of a definition, computed once per definition object. */
export function prepareGuide(definition: TracingDefinition): PreparedSegment[] {
  let prepared = cache.get(definition);
  if (!prepared) {
    const strokeOf = new Map<TracingSegment, number>();
    strokesOf(definition).forEach((stroke, i) => stroke.forEach((segment) => strokeOf.set(segment, i)));
    prepared = definition.segments.map((segment) => {
      const samples = sampleSegment(segment, tracingRules.samplesPerSegment);
      const xs = samples.map((p) => p.x);
      const ys = samples.map((p) => p.y);
      const box = { minX: Math.min(...xs), minY: Math.min(...ys), maxX: Math.max(...xs), maxY: Math.max(...ys) };
      const along = [0];
      for (let i = 1; i < samples.length; i++) along.push(along[i - 1] + distance(samples[i - 1], samples[i]));
      return { segment, samples, length: segmentLength(segment), box, along, stroke: strokeOf.get(segment) ?? 0 };
    });
    cache.set(definition, prepared);
  }
  return prepared;
}

/**
 * Points along the guide in stroke order, `perUnit` points per unit of length (default 3 per 5
 * units), as a perfect tracing would draw them. Used by tests, the bench and hand-guide animations.
 */
export function pointsAlongGuide(definition: TracingDefinition, perUnit = 3 / 5): TracingPoint[] {
  const points: TracingPoint[] = [];
  for (const segment of definition.segments) {
    points.push(...sampleSegment(segment, Math.max(2, Math.ceil(segmentLength(segment) * perUnit))));
  }
  return points;
}

/** The definition's strokes: runs of segments each starting where the previous one ends (pen down). */
export function strokesOf(definition: TracingDefinition): TracingSegment[][] {
  const strokes: TracingSegment[][] = [];
  definition.segments.forEach((segment, i) => {
    const previous = definition.segments[i - 1]?.points.at(-1);
    const start = segment.points[0];
    const continues = previous !== undefined && Math.abs(previous.x - start.x) < 1e-9 && Math.abs(previous.y - start.y) < 1e-9;
    if (continues) strokes[strokes.length - 1].push(segment);
    else strokes.push([segment]);
  });
  return strokes;
}

/**
 * The nearest point of a prepared segment's sample polyline to p: its distance, the piece (i → i+1)
 * and t on it. A line's samples lie on the line itself, so it is projected directly instead of piece
 * by piece (the same answer, 50 times cheaper).
 */
export function nearestOnSegment(p: TracingPoint, segment: PreparedSegment): { distance: number; piece: number; t: number } {
  if (segment.segment.type !== 'line') return nearestOnPolyline(p, segment.samples);
  const a = segment.samples[0];
  const b = segment.samples[segment.samples.length - 1];
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const lengthSquared = dx * dx + dy * dy;
  const u = lengthSquared === 0 ? 0 : Math.min(1, Math.max(0, ((p.x - a.x) * dx + (p.y - a.y) * dy) / lengthSquared));
  const ex = p.x - (a.x + u * dx);
  const ey = p.y - (a.y + u * dy);
  const pieces = segment.samples.length - 1;
  const piece = Math.min(pieces - 1, Math.floor(u * pieces));
  return { distance: Math.sqrt(ex * ex + ey * ey), piece, t: Math.min(1, Math.max(0, u * pieces - piece)) };
}
