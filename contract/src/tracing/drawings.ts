/**
 * Synthetic drawings for the scorer's tests and the tracing bench (issue 15): the exact tracing, a
 * part of it, the strokes reversed, a child's natural imperfect tracing and a wandering scribble.
 * All are seeded, so every run draws the same points. Not used by the product itself.
 */
import { sampleSegment, segmentLength } from './geometry';
import { strokesOf } from './guide';
import type { TracingDefinition, TracingPoint, TracingSegment } from './types';

/** mulberry32: a small seeded PRNG. */
export function seeded(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Width and height of a definition's viewBox. */
export function boxOf(definition: TracingDefinition): { width: number; height: number } {
  const [, , width, height] = definition.viewBox.split(' ').map(Number);
  return { width, height };
}

/** A stroke's segments reversed: the same line drawn from its end back to its start. */
function reverseStroke(stroke: TracingSegment[]): TracingSegment[] {
  return [...stroke].reverse().map((s) => ({ ...s, points: [...s.points].reverse() }) as TracingSegment);
}

/** Points along a run of segments, `perUnit` per unit of length (at least 2 per segment). */
function along(segments: readonly TracingSegment[], perUnit: number): TracingPoint[] {
  return segments.flatMap((s) => sampleSegment(s, Math.max(2, Math.ceil(segmentLength(s) * perUnit))));
}

/** The first `share` (0..1) of the exact tracing's points, in drawing order. */
export function partialTrace(definition: TracingDefinition, share: number, perUnit = 3 / 5): TracingPoint[] {
  const points = along(definition.segments, perUnit);
  return points.slice(0, Math.max(11, Math.round(points.length * share)));
}

/** Every stroke drawn backwards and the strokes in reverse order: right shape, wrong direction. */
export function reversedTrace(definition: TracingDefinition, perUnit = 3 / 5): TracingPoint[] {
  return along(strokesOf(definition).reverse().map(reverseStroke).flat(), perUnit);
}

/** How imperfect a child's tracing is, in viewBox units (a box is 200 wide). */
export interface ChildTraceOptions {
  /** The whole drawing sits up to this far off in x and in y (a hand slightly beside the guide). */
  offset: number;
  /** Each point moves by up to ± this in x and y (a shaky finger). */
  jitter: number;
  /** A slow wave of this amplitude along the stroke (drifting off and back). */
  wobble: number;
  /** Each stroke starts and ends up to this share of its length early (short strokes at the ends). */
  trim: number;
}

/** A child's natural tracing: ~3% offset, ~2.5% jitter, a slow 2% wobble, strokes up to 8% short at each end. */
export const NATURAL_CHILD: ChildTraceOptions = { offset: 6, jitter: 5, wobble: 4, trim: 0.08 };

/**
 * A child's tracing of every stroke in order: points 3-9 units apart (a finger's irregular pointer
 * events), each stroke trimmed at both ends, the whole drawing offset, with jitter and a slow wobble.
 */
export function childTrace(definition: TracingDefinition, seed: number, options: ChildTraceOptions = NATURAL_CHILD): TracingPoint[] {
  const random = seeded(seed);
  const signed = () => random() * 2 - 1;
  const dx = signed() * options.offset;
  const dy = signed() * options.offset;
  const phase = random() * 6;
  const points: TracingPoint[] = [];
  let drawn = 0;
  for (const stroke of strokesOf(definition)) {
    const fine = along(stroke, 1);
    // Cumulative length along the stroke's fine samples.
    const lengths = [0];
    for (let i = 1; i < fine.length; i++) lengths.push(lengths[i - 1] + Math.hypot(fine[i].x - fine[i - 1].x, fine[i].y - fine[i - 1].y));
    const total = lengths[lengths.length - 1];
    const from = random() * options.trim * total;
    const to = total - random() * options.trim * total;
    let next = from;
    let k = 0;
    while (next <= to) {
      while (k < fine.length - 2 && lengths[k + 1] < next) k++;
      const span = lengths[k + 1] - lengths[k] || 1;
      const t = Math.min(1, Math.max(0, (next - lengths[k]) / span));
      const p = { x: fine[k].x + (fine[k + 1].x - fine[k].x) * t, y: fine[k].y + (fine[k + 1].y - fine[k].y) * t };
      const wave = drawn + next;
      points.push({
        x: p.x + dx + options.wobble * Math.sin(wave / 40 + phase) + signed() * options.jitter,
        y: p.y + dy + options.wobble * Math.sin(wave / 55 + phase * 2) + signed() * options.jitter,
      });
      next += 3 + random() * 6;
    }
    drawn += total;
  }
  // A very short drawing (a dot only) still needs more than 10 points to be scored: tap in place.
  while (points.length < 11) points.push({ ...points[points.length - 1] });
  return points;
}

/**
 * A wandering scribble: 60 points 12 units apart from a random start, turning by up to ±0.6 rad per
 * step, bouncing off the box's edges. Issue 6 measured the scorer against these.
 */
export function wanderingScribble(definition: TracingDefinition, seed: number): TracingPoint[] {
  const random = seeded(seed);
  const { width, height } = boxOf(definition);
  let x = random() * width;
  let y = random() * height;
  let heading = random() * Math.PI * 2;
  const points: TracingPoint[] = [{ x, y }];
  for (let i = 1; i < 60; i++) {
    heading += (random() - 0.5) * 1.2;
    x += 12 * Math.cos(heading);
    y += 12 * Math.sin(heading);
    if (x < 0 || x > width) {
      x = Math.min(width, Math.max(0, x));
      heading = Math.PI - heading;
    }
    if (y < 0 || y > height) {
      y = Math.min(height, Math.max(0, y));
      heading = -heading;
    }
    points.push({ x, y });
  }
  return points;
}

/**
 * The bench's timing drawing (issue 6): a correct but wobbly tracing of about `target` points,
 * drifting up to 10 units off the guide with 2 units of jitter.
 */
export function wobblyTrace(definition: TracingDefinition, target = 150): TracingPoint[] {
  const length = definition.segments.reduce((sum, s) => sum + segmentLength(s), 0);
  let seed = 7;
  const jitter = () => ((seed = (seed * 16807) % 2147483647) / 2147483647 - 0.5) * 4;
  const points = along(definition.segments, target / length);
  let drawn = 0;
  return points.map((p, i) => {
    if (i > 0) drawn += Math.min(50, Math.hypot(p.x - points[i - 1].x, p.y - points[i - 1].y));
    return { x: p.x + 10 * Math.sin(drawn / 48) + jitter(), y: p.y + 10 * Math.sin(drawn / 68 + 1) + jitter() };
  });
}
