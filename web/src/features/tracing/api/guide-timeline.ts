/**
 * The hand guide of spec §2/§4 as a pure timeline: the hand waits on stroke 1, draws each stroke of the
 * definition in order and direction, lifts to the next start point, and rests at the end. The board
 * asks `guideFrame(timeline, ms)` on each animation frame; nothing here touches the DOM.
 */
import { sampleSegment, segmentLength, type TracingPoint, type TracingSegment } from '@aralin/contract';

interface TimedStroke {
  points: TracingPoint[];
  /** Arc length from the stroke's start to each point. */
  at: number[];
  length: number;
  startMs: number;
  endMs: number;
}

export interface GuideTimeline {
  strokes: TimedStroke[];
  totalMs: number;
}

export interface GuideFrame {
  hand: TracingPoint;
  /** What the hand has drawn so far, one polyline per stroke. */
  trail: TracingPoint[][];
  /** True while the hand draws (false while it waits or lifts between strokes). */
  drawing: boolean;
}

export interface GuideTiming {
  /** viewBox units per millisecond */
  speed: number;
  startMs: number;
  liftMs: number;
  endMs: number;
}

export const GUIDE_TIMING: GuideTiming = { speed: 0.16, startMs: 500, liftMs: 450, endMs: 600 };

const same = (a: TracingPoint, b: TracingPoint) => Math.abs(a.x - b.x) < 0.01 && Math.abs(a.y - b.y) < 0.01;

/** Segments grouped into strokes: a segment continues a stroke when it starts where the last one ended. */
export function strokesOf(segments: readonly TracingSegment[]): TracingPoint[][] {
  const strokes: TracingPoint[][] = [];
  let last: TracingPoint | undefined;
  for (const segment of segments) {
    const samples = sampleSegment(segment, Math.max(2, Math.ceil(segmentLength(segment) / 4)));
    const current = strokes[strokes.length - 1];
    if (current && last && same(last, samples[0])) current.push(...samples.slice(1));
    else strokes.push(samples);
    last = samples[samples.length - 1];
  }
  return strokes;
}

/** Times every stroke at `speed` viewBox units per millisecond, with the waits of GUIDE_TIMING. */
export function buildGuideTimeline(segments: readonly TracingSegment[], timing: GuideTiming = GUIDE_TIMING): GuideTimeline {
  let clock = timing.startMs;
  const strokes = strokesOf(segments).map((points, i) => {
    if (i > 0) clock += timing.liftMs;
    const at = [0];
    for (let k = 1; k < points.length; k++) at.push(at[k - 1] + Math.hypot(points[k].x - points[k - 1].x, points[k].y - points[k - 1].y));
    const length = at[at.length - 1];
    const stroke = { points, at, length, startMs: clock, endMs: clock + Math.max(length / timing.speed, 200) };
    clock = stroke.endMs;
    return stroke;
  });
  return { strokes, totalMs: clock + timing.endMs };
}

/** The first part of a stroke, up to `distance` along it, ending exactly there. */
function partOf(stroke: TimedStroke, distance: number): TracingPoint[] {
  const out: TracingPoint[] = [stroke.points[0]];
  for (let k = 1; k < stroke.points.length; k++) {
    if (stroke.at[k] <= distance) {
      out.push(stroke.points[k]);
      continue;
    }
    const a = stroke.points[k - 1];
    const b = stroke.points[k];
    const span = stroke.at[k] - stroke.at[k - 1];
    const f = span > 0 ? (distance - stroke.at[k - 1]) / span : 0;
    out.push({ x: a.x + (b.x - a.x) * f, y: a.y + (b.y - a.y) * f });
    break;
  }
  return out;
}

/** Where the hand is `ms` after the guide started, and the trail it has left. */
export function guideFrame(timeline: GuideTimeline, ms: number): GuideFrame {
  const { strokes } = timeline;
  const trail: TracingPoint[][] = [];
  if (strokes.length === 0) return { hand: { x: 0, y: 0 }, trail, drawing: false };
  for (let i = 0; i < strokes.length; i++) {
    const stroke = strokes[i];
    if (ms < stroke.startMs) {
      const previous = strokes[i - 1];
      const start = stroke.points[0];
      if (!previous) return { hand: start, trail, drawing: false };
      // Lifting: the hand glides from the last stroke's end to this stroke's start.
      const end = previous.points[previous.points.length - 1];
      const f = Math.min(1, Math.max(0, (ms - previous.endMs) / (stroke.startMs - previous.endMs || 1)));
      return { hand: { x: end.x + (start.x - end.x) * f, y: end.y + (start.y - end.y) * f }, trail, drawing: false };
    }
    if (ms < stroke.endMs) {
      const part = partOf(stroke, (stroke.length * (ms - stroke.startMs)) / (stroke.endMs - stroke.startMs));
      trail.push(part);
      return { hand: part[part.length - 1], trail, drawing: true };
    }
    trail.push(stroke.points);
  }
  const lastStroke = strokes[strokes.length - 1];
  return { hand: lastStroke.points[lastStroke.points.length - 1], trail, drawing: false };
}

/** An SVG path `d` of polylines. */
export function polylinePath(lines: readonly (readonly TracingPoint[])[]): string {
  return lines
    .filter((line) => line.length > 0)
    .map((line) => line.map((p, i) => `${i === 0 ? 'M' : 'L'}${Math.round(p.x * 10) / 10} ${Math.round(p.y * 10) / 10}`).join(''))
    .join('');
}
