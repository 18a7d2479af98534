/**
 * Issue 13 item 6: how a drawing was written, stroke by stroke — which of the letter's strokes each drawn
 * stroke traced, whether it began at that stroke's start dot, whether it went the right way, and whether
 * the strokes came in order. The scorer (score.ts) ignores direction and order on purpose (a backwards
 * tracing is still a tracing); this review is what teaches them: the child is shown the right dot and an
 * arrow, and the teacher sees the summary per try. Pure, shared by the browser (instant feedback) and the
 * server (what is stored).
 */
import { distance, sampleSegment } from './geometry';
import { strokesOf } from './guide';
import { tracingRules } from './rules';
import type { TracingDefinition, TracingPoint } from './types';

/** The review's constants (viewBox units of the 200 box). */
export const strokeReviewRules = {
  /** A move longer than this is a pen lift (the scorer's tolerance, spec §9). */
  liftDistance: tracingRules.tolerance,
  /** A drawn stroke whose points lie farther than this from every stroke (on average) traced none. */
  matchDistance: 40,
  /** The first point within this of the stroke's start dot began at the right dot… */
  startDistance: 40,
  /** …or within this share of the stroke along it (a long curve begun a little late, as a child does). */
  startShare: 0.15,
  /** A point this near a part of the stroke lies on it (the painted stroke is 24 wide, plus a shaky hand). */
  onStroke: 25,
  /** Strokes shorter than this (the dot of an i) have no direction to get wrong. */
  minDirectedLength: 40,
  /** A direction is judged only when the drawn stroke moved along at least this share of its stroke. */
  minProgress: 0.3,
} as const;

/** One drawn stroke, in the order drawn. `stroke` is the letter's stroke it traced, numbered 1..n. */
export interface DrawnStroke {
  stroke: number;
  /** It began within `startDistance` of its stroke's start dot (a dot or short stroke always does). */
  start_ok: boolean;
  /** It went against the stroke's direction. */
  reversed: boolean;
}

/** What to show the child: the stroke to start (its dot pulses, an arrow shows its way). */
export interface StrokeIssue {
  kind: 'wrong_start' | 'wrong_direction' | 'wrong_order';
  /** The letter's stroke, 1..n. */
  stroke: number;
}

export interface StrokeReview {
  /** The drawn strokes that traced one of the letter's strokes, in the order drawn. */
  strokes: DrawnStroke[];
  /** The letter's strokes were begun in their order (1, 2, …; a stroke drawn again later is fine). */
  order_ok: boolean;
  /** The first thing to teach, or null when every stroke started right, went the right way, in order. */
  issue: StrokeIssue | null;
}

interface GuideStroke {
  /** Points along the stroke, about every 2 units, in its direction. */
  samples: TracingPoint[];
  /** Arc length from the stroke's start to each sample. */
  along: number[];
  length: number;
  start: TracingPoint;
}

const cache = new WeakMap<TracingDefinition, GuideStroke[]>();

function guideStrokes(definition: TracingDefinition): GuideStroke[] {
  let strokes = cache.get(definition);
  if (!strokes) {
    strokes = strokesOf(definition).map((segments) => {
      const samples: TracingPoint[] = [];
      for (const segment of segments) {
        const part = sampleSegment(segment, 20);
        samples.push(...(samples.length > 0 ? part.slice(1) : part));
      }
      const along = [0];
      for (let i = 1; i < samples.length; i++) along.push(along[i - 1] + distance(samples[i - 1], samples[i]));
      return { samples, along, length: along[along.length - 1], start: samples[0] };
    });
    cache.set(definition, strokes);
  }
  return strokes;
}

/** Splits a drawing (strokes one after another) at its pen lifts. */
export function splitAtLifts(points: readonly TracingPoint[]): TracingPoint[][] {
  const runs: TracingPoint[][] = [];
  points.forEach((p, i) => {
    if (i === 0 || distance(points[i - 1], p) > strokeReviewRules.liftDistance) runs.push([p]);
    else runs[runs.length - 1].push(p);
  });
  return runs;
}

/** Distance from p to the stroke's nearest sample. */
function nearestDistance(p: TracingPoint, stroke: GuideStroke): number {
  let best = Infinity;
  for (const s of stroke.samples) {
    const dx = p.x - s.x;
    const dy = p.y - s.y;
    const d = dx * dx + dy * dy;
    if (d < best) best = d;
  }
  return Math.sqrt(best);
}

/** Where along the stroke p lies: the nearest sample, or among samples about as near the one nearest `near`. */
function locate(p: TracingPoint, stroke: GuideStroke, near: number | undefined): number {
  const distances = stroke.samples.map((s) => distance(p, s));
  const best = Math.min(...distances);
  // A retraced part lies on top of another part of the stroke: among the samples about as near, keep
  // the one closest along the stroke to the previous point, so the position moves on instead of jumping back.
  let along = 0;
  let gap = Infinity;
  distances.forEach((d, i) => {
    if (d > best + 3) return;
    const g = near === undefined ? stroke.along[i] : Math.abs(stroke.along[i] - near);
    if (g < gap) {
      gap = g;
      along = stroke.along[i];
    }
  });
  return along;
}

/** Reviews a drawing's strokes against the definition (issue 13 item 6). Never throws. */
export function reviewStrokes(definition: TracingDefinition, points: readonly TracingPoint[]): StrokeReview {
  const guide = guideStrokes(definition);
  const drawn: DrawnStroke[] = [];
  if (guide.length > 0) {
    for (const run of splitAtLifts(points)) {
      // The stroke this run traced: the one its points lie nearest to on average.
      let index = -1;
      let bestMean = Infinity;
      guide.forEach((stroke, i) => {
        let sum = 0;
        for (const p of run) sum += nearestDistance(p, stroke);
        const mean = sum / run.length;
        if (mean < bestMean) {
          bestMean = mean;
          index = i;
        }
      });
      if (index < 0 || bestMean > strokeReviewRules.matchDistance) continue;
      const stroke = guide[index];
      const directed = stroke.length >= strokeReviewRules.minDirectedLength;
      let forward = 0;
      let backward = 0;
      let position: number | undefined;
      for (const p of run) {
        const at = locate(p, stroke, position);
        if (position !== undefined) {
          const delta = at - position;
          // A closed stroke (a circle) passes its start again: a jump of more than half is that seam.
          if (Math.abs(delta) <= stroke.length / 2) {
            if (delta > 0) forward += delta;
            else backward -= delta;
          }
        }
        position = at;
      }
      const judged = directed && forward + backward >= stroke.length * strokeReviewRules.minProgress;
      const reversed = judged && backward > forward;
      const early = Math.max(strokeReviewRules.startDistance, stroke.length * strokeReviewRules.startShare);
      // Where strokes cross (a star), the first point lies on two parts: either may be the early one.
      const startOk =
        !directed ||
        distance(run[0], stroke.start) <= strokeReviewRules.startDistance ||
        stroke.samples.some((s, i) => stroke.along[i] <= early && distance(run[0], s) <= strokeReviewRules.onStroke);
      drawn.push({ stroke: index + 1, start_ok: startOk, reversed });
    }
  }
  // Order: each stroke first begun after every stroke before it was begun.
  const begun: number[] = [];
  for (const d of drawn) if (!begun.includes(d.stroke)) begun.push(d.stroke);
  let outOfOrder: number | null = null;
  begun.forEach((stroke, i) => {
    if (outOfOrder === null && begun.slice(0, i).some((earlier) => earlier > stroke)) outOfOrder = stroke;
  });
  const orderOk = outOfOrder === null;
  const reversed = drawn.find((d) => d.reversed);
  const wrongStart = drawn.find((d) => !d.start_ok);
  const issue: StrokeIssue | null = reversed
    ? { kind: 'wrong_direction', stroke: reversed.stroke }
    : wrongStart
      ? { kind: 'wrong_start', stroke: wrongStart.stroke }
      : outOfOrder !== null
        ? { kind: 'wrong_order', stroke: outOfOrder }
        : null;
  return { strokes: drawn, order_ok: orderOk, issue };
}

/** The point along a stroke `along` units from its start (for the arrow the child is shown). */
export function pointAlongStroke(definition: TracingDefinition, stroke: number, along: number): TracingPoint | undefined {
  const guide = guideStrokes(definition)[stroke - 1];
  if (!guide) return undefined;
  const i = guide.along.findIndex((a) => a >= along);
  return guide.samples[i < 0 ? guide.samples.length - 1 : i];
}
