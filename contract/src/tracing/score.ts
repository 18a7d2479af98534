/**
 * The tracing scorer of spec §9 'Tracing' and §5, shared by the browser (feedback) and the server
 * (which recomputes the accuracy from the drawn points and trusts no number from the client).
 * Returns a result value, never throws (STYLE §4, as Perseus's score-radio). docs/tracing.md walks
 * through the algorithm with its parameters.
 */
import { distanceToBox, nearestOnSegment, prepareGuide, type PreparedSegment } from './guide';
import { findBetterMatch } from './identity';
import { tracingRules as rules } from './rules';
import type { TracingDefinition, TracingPoint } from './types';

/** Why an attempt cannot be scored. */
export type TracingInvalidReason = 'too_few_points' | 'non_finite_point' | 'empty_guide';

/** How a segment of the guide was traced. */
export interface TracingSegmentScore {
  index: number;
  type: 'line' | 'curve';
  /** Drawn points assigned to this segment (spec §9: nearest segment within 3 × tolerance). */
  points: number;
  /** Share of its 50 samples with an assigned point within the tolerance (0..1). */
  coverage: number;
  /** Mean distance of its assigned points to it; null without points. */
  meanDistance: number | null;
  /** Spec §9: coverage ≥ 10% with at least 2 points. */
  traced: boolean;
}

/** Which rule gave the base score, before fit and follow scale it. */
export type TracingRule = 'square_strict' | 'square_lenient' | 'floor' | 'fine';

/** The result of scoring one attempt. */
export type TracingScore =
  | { kind: 'invalid'; reason: TracingInvalidReason }
  | {
      kind: 'scored';
      /** Whole percent 0-100; what the answer reports and what is compared with required_accuracy. */
      accuracy: number;
      /** accuracy ≥ requiredAccuracy (spec §5, default 80). */
      passed: boolean;
      rule: TracingRule;
      /** Spec §9 floor for the share of segments traced (90/80/70/60/50); 100 under a square rule. */
      floor: number;
      /** Spec §9's score before the added factors: 100 under a square rule, else max(floor, 100 × coverage). */
      base: number;
      /** Length-weighted mean coverage of the segments (0..1); the fine score is 100 × coverage. */
      coverage: number;
      /** Mean closeness of all drawn points to the guide (0..1); multiplies the score. */
      fit: number;
      /** How much the drawing moves along the guide rather than across it (0..1); multiplies the score. */
      follow: number;
      /** NOTE(issue 15): share of the guide's length the drawing covers (0..1); see tracingRules.completeness. */
      completeness: number;
      /** NOTE(issue 15): each stroke's covered share, in stroke order; the weakest one counts. */
      strokeCompleteness: number[];
      /** NOTE(issue 15): share of the drawn line's length near this guide (0..1); stray ink costs. */
      precision: number;
      /**
       * NOTE(issue 15): another library entry that matches the drawing clearly better, with the two
       * mismatches (stray + missing length, tracingRules.identity); it caps this accuracy at
       * tracingRules.identity.cap. Null when none does.
       */
      betterMatch: { id: string; mismatch: number; ownMismatch: number } | null;
      segmentsTraced: number;
      segmentsTotal: number;
      /** Drawn points farther than 3 × tolerance from every segment (ignored for assignment). */
      pointsOffGuide: number;
      perSegment: TracingSegmentScore[];
    };

/** Options of scoreTracing. */
export interface TracingScoreOptions {
  /** Pass mark; spec §3/§5 default 80. */
  requiredAccuracy?: number;
  /**
   * The entries the drawing is compared with for identity (issue 15); default the whole tracing
   * library. An empty list turns the identity check off.
   */
  rivals?: readonly TracingDefinition[];
}

/** Two distances closer than this are a tie: a point on a retraced stick counts for both segments. */
const TIE_EPSILON = 0.01;

/** Spec §5/§9: submit needs more than 10 drawn points. */
export function hasEnoughTracingPoints(points: readonly unknown[]): boolean {
  return points.length > rules.minPointsExclusive;
}

/** Clamps an accuracy to whole percent 0-100 (spec §9 'clamped 0-100'); NaN counts as 0. */
export function clampAccuracy(value: number): number {
  return Number.isNaN(value) ? 0 : Math.min(100, Math.max(0, Math.round(value)));
}

/**
 * How well one point sits on the guide: 1 within fullFitDistance (25), falling linearly to 0 at the
 * tolerance (50), 0 beyond. NOTE(issue 6): the spec's floors alone let a scribble pass (docs/tracing.md).
 */
export function pointFit(distance: number): number {
  if (distance <= rules.fullFitDistance) return 1;
  if (distance >= rules.tolerance) return 0;
  return (rules.tolerance - distance) / (rules.tolerance - rules.fullFitDistance);
}

/** 0 at or below `none`, 1 at or above `full`, linear between (the completeness and precision factors). */
export function ramp(value: number, none: number, full: number): number {
  if (value <= none) return 0;
  if (value >= full) return 1;
  return (value - none) / (full - none);
}

/** Spec §9: floor by share of segments traced — all 90, two-thirds 80, half 70, a third 60, else 50. */
export function floorForTraced(traced: number, total: number): number {
  for (const band of rules.floors) if (traced * band.of >= total * band.atLeast) return band.floor;
  return rules.lowestFloor;
}

interface Assignment {
  /** Indexes of the nearest segments (more than one only on a tie); empty when off the guide. */
  nearest: number[];
  distance: number;
  /** Unit direction of the guide where it is nearest to the point. */
  direction: { x: number; y: number };
}

/** Spec §9: each point goes to its nearest segment if within 3 × tolerance, else it is off the guide. */
function assign(point: TracingPoint, guide: PreparedSegment[]): Assignment {
  // A segment's bounding box is never farther than the segment, so once a box is farther than the best
  // distance found, that segment can be neither nearer nor tied: most segments are never measured.
  const bounds = guide.map((s) => distanceToBox(point, s.box));
  let first = 0;
  for (let i = 1; i < bounds.length; i++) if (bounds[i] < bounds[first]) first = i;
  const measured = [{ i: first, ...nearestOnSegment(point, guide[first]) }];
  let best = measured[0];
  for (let i = 0; i < guide.length; i++) {
    if (i === first || bounds[i] > best.distance + TIE_EPSILON) continue;
    const found = { i, ...nearestOnSegment(point, guide[i]) };
    measured.push(found);
    if (found.distance < best.distance) best = found;
  }
  const samples = guide[best.i].samples;
  const a = samples[best.piece];
  const b = samples[Math.min(best.piece + 1, samples.length - 1)];
  const length = Math.sqrt((b.x - a.x) ** 2 + (b.y - a.y) ** 2) || 1;
  const direction = { x: (b.x - a.x) / length, y: (b.y - a.y) / length };
  if (best.distance > rules.tolerance * rules.assignFactor) return { nearest: [], distance: best.distance, direction };
  const nearest = measured.filter((m) => m.distance <= best.distance + TIE_EPSILON).map((m) => m.i);
  return { nearest, distance: best.distance, direction };
}

/** The length of a move (dx, dy) that runs along the guide at an assigned point; 0 off the guide. */
function alongAt(assignment: Assignment, dx: number, dy: number): number {
  return assignment.nearest.length ? Math.abs(dx * assignment.direction.x + dy * assignment.direction.y) : 0;
}

/**
 * NOTE(issue 6): how much the drawing moves along the guide. Each move between consecutive points
 * counts its length times |cos| of its angle to the guide's direction at either end (the better one).
 * A move longer than the tolerance is a pen lift and counts nothing; one lift per stroke of the
 * definition is free, every further lift counts as a tolerance-long move across the guide.
 */
function followRatio(points: readonly TracingPoint[], assignments: Assignment[], freeLifts: number): number {
  let along = 0;
  let moved = 0;
  let lifts = 0;
  for (let i = 1; i < points.length; i++) {
    const dx = points[i].x - points[i - 1].x;
    const dy = points[i].y - points[i - 1].y;
    const length = Math.sqrt(dx * dx + dy * dy);
    if (length === 0) continue;
    if (length > rules.tolerance) {
      lifts++;
      continue;
    }
    along += Math.max(alongAt(assignments[i - 1], dx, dy), alongAt(assignments[i], dx, dy));
    moved += length;
  }
  moved += Math.max(0, lifts - freeLifts) * rules.tolerance;
  return moved > 0 ? along / moved : 0;
}

/** Spec §9 coverage: the share of a segment's samples with one of its points within the tolerance. */
function coverageOf(segment: PreparedSegment, points: TracingPoint[]): number {
  const reach = rules.tolerance * rules.tolerance;
  let covered = 0;
  for (const sample of segment.samples) {
    if (points.some((p) => (p.x - sample.x) ** 2 + (p.y - sample.y) ** 2 <= reach)) covered++;
  }
  return covered / segment.samples.length;
}

function scoreSegments(guide: PreparedSegment[], points: readonly TracingPoint[], assignments: Assignment[]): TracingSegmentScore[] {
  const owned: number[][] = guide.map(() => []);
  assignments.forEach((a, i) => a.nearest.forEach((segment) => owned[segment].push(i)));
  return guide.map((segment, index) => {
    const own = owned[index].map((i) => points[i]);
    const coverage = own.length ? coverageOf(segment, own) : 0;
    // A shared (tied) point is within 0.01 px of the same distance to each of its segments.
    const meanDistance = own.length ? owned[index].reduce((sum, i) => sum + assignments[i].distance, 0) / own.length : null;
    return {
      index,
      type: segment.segment.type,
      points: own.length,
      coverage,
      meanDistance,
      traced: coverage >= rules.tracedCoverage && own.length >= rules.tracedMinPoints,
    };
  });
}

/** Length covered by a list of intervals (flat pairs start, end), clipped to 0..length. */
function unionLength(flat: number[], length: number): number {
  const pairs: [number, number][] = [];
  for (let i = 0; i < flat.length; i += 2) pairs.push([Math.max(0, flat[i]), Math.min(length, flat[i + 1])]);
  pairs.sort((a, b) => a[0] - b[0]);
  let covered = 0;
  let end = 0;
  for (const [from, to] of pairs) {
    if (to <= end) continue;
    covered += to - Math.max(from, end);
    end = to;
  }
  return covered;
}

/**
 * NOTE(issue 15) completeness: which stretches of each segment the drawing covers. A point within
 * `reach` of a segment covers the segment around where it projects (± `window`); two consecutive
 * points (no pen lift between them) both near a segment cover the stretch between their projections.
 * Unlike spec §9's coverage (any point within 50 of a sample), ink crossing or ending at a segment
 * covers only the spot it touches: the stick of an I does not cover its bars.
 * Returns the covered share of each segment (0..1).
 */
function coveredShares(guide: PreparedSegment[], points: readonly TracingPoint[]): number[] {
  const { reach, window } = rules.completeness;
  const intervals: number[][] = guide.map(() => []);
  const previous: (number | undefined)[] = guide.map(() => undefined);
  for (let i = 0; i < points.length; i++) {
    const p = points[i];
    const joined = i > 0 && (p.x - points[i - 1].x) ** 2 + (p.y - points[i - 1].y) ** 2 <= rules.tolerance ** 2;
    for (let j = 0; j < guide.length; j++) {
      const segment = guide[j];
      let at: number | undefined;
      if (distanceToBox(p, segment.box) <= reach) {
        const near = nearestOnSegment(p, segment);
        if (near.distance <= reach) {
          const from = segment.along[near.piece];
          at = from + near.t * ((segment.along[near.piece + 1] ?? from) - from);
          intervals[j].push(at - window, at + window);
          const before = previous[j];
          if (joined && before !== undefined) intervals[j].push(Math.min(at, before), Math.max(at, before));
        }
      }
      previous[j] = at;
    }
  }
  return guide.map((segment, j) => {
    const length = segment.along[segment.along.length - 1];
    return length > 0 ? unionLength(intervals[j], length) / length : intervals[j].length ? 1 : 0;
  });
}

/**
 * NOTE(issue 15) precision: the share of the drawn line's length (pen lifts left out) within
 * `reach` of the guide; a move with one end near and one far counts half. A drawing of taps only
 * (no length) counts its points instead.
 */
function precisionOf(points: readonly TracingPoint[], assignments: Assignment[]): number {
  const { reach } = rules.precision;
  let ink = 0;
  let stray = 0;
  let near = 0;
  for (let i = 0; i < points.length; i++) {
    const far = assignments[i].distance > reach ? 1 : 0;
    if (!far) near++;
    if (i === 0) continue;
    const length = Math.sqrt((points[i].x - points[i - 1].x) ** 2 + (points[i].y - points[i - 1].y) ** 2);
    if (length === 0 || length > rules.tolerance) continue;
    ink += length;
    stray += (length * (far + (assignments[i - 1].distance > reach ? 1 : 0))) / 2;
  }
  return ink > 0 ? 1 - stray / ink : near / points.length;
}

/**
 * Spec §9 square rule, for the square shape (4 sides). A side's quality is its coverage ratio.
 * Strict: every side ≥ 5 points and quality ≥ 0.15. Lenient: every side ≥ 3 points, quality ≥ 0.08,
 * and ≥ 24 points on the guide in all. Either scores 100.
 */
function squareRule(definition: TracingDefinition, sides: TracingSegmentScore[], pointsOnGuide: number): TracingRule | null {
  if (definition.id !== 'square' || sides.length !== 4) return null;
  const all = (minPoints: number, minQuality: number) => sides.every((s) => s.points >= minPoints && s.coverage >= minQuality);
  if (all(rules.squareStrict.minPointsPerSide, rules.squareStrict.minQuality)) return 'square_strict';
  const lenient = rules.squareLenient;
  if (all(lenient.minPointsPerSide, lenient.minQuality) && pointsOnGuide >= lenient.minPointsTotal) return 'square_lenient';
  return null;
}

/** The score of a drawing against one definition, without the identity check. */
type CoreScore = Extract<TracingScore, { kind: 'scored' }>;

function scoreAgainst(definition: TracingDefinition, points: readonly TracingPoint[], requiredAccuracy: number): CoreScore {
  const guide = prepareGuide(definition);
  const assignments = points.map((p) => assign(p, guide));
  const perSegment = scoreSegments(guide, points, assignments);
  const pointsOffGuide = assignments.filter((a) => a.nearest.length === 0).length;
  const fit = assignments.reduce((sum, a) => sum + pointFit(a.distance), 0) / points.length;
  const follow = Math.min(1, followRatio(points, assignments, definition.startPoints.length) / rules.fullFollow);
  const totalLength = guide.reduce((sum, s) => sum + s.length, 0);
  const coverage =
    totalLength > 0
      ? guide.reduce((sum, s, i) => sum + s.length * perSegment[i].coverage, 0) / totalLength
      : perSegment.reduce((sum, s) => sum + s.coverage, 0) / perSegment.length;
  const segmentsTraced = perSegment.filter((s) => s.traced).length;
  const segmentsTotal = perSegment.length;

  const shares = coveredShares(guide, points);
  const strokeCount = Math.max(1, ...guide.map((s) => s.stroke + 1));
  const strokeLength = new Array<number>(strokeCount).fill(0);
  const strokeCovered = new Array<number>(strokeCount).fill(0);
  guide.forEach((s, i) => {
    strokeLength[s.stroke] += s.length;
    strokeCovered[s.stroke] += s.length * shares[i];
  });
  const strokeCompleteness = strokeLength.map((length, i) => (length > 0 ? strokeCovered[i] / length : 1));
  const coveredLength = strokeCovered.reduce((sum, c) => sum + c, 0);
  const completeness = totalLength > 0 ? coveredLength / totalLength : Math.min(...strokeCompleteness);
  const c = rules.completeness;
  const complete = Math.min(ramp(completeness, c.none, c.full), ramp(Math.min(...strokeCompleteness), c.strokeNone, c.strokeFull));
  const precision = precisionOf(points, assignments);
  const precise = ramp(precision, rules.precision.none, rules.precision.full);

  const square = squareRule(definition, perSegment, points.length - pointsOffGuide);
  const floor = square ? 100 : floorForTraced(segmentsTraced, segmentsTotal);
  const fine = 100 * coverage;
  const rule: TracingRule = square ?? (floor >= fine ? 'floor' : 'fine');
  const base = square ? 100 : Math.max(floor, fine);
  const accuracy = clampAccuracy(fit * follow * complete * precise * base);
  return {
    kind: 'scored',
    accuracy,
    passed: accuracy >= requiredAccuracy,
    rule,
    floor,
    base,
    coverage,
    fit,
    follow,
    completeness,
    strokeCompleteness,
    precision,
    betterMatch: null,
    segmentsTraced,
    segmentsTotal,
    pointsOffGuide,
    perSegment,
  };
}

/**
 * Scores one tracing attempt: drawn points (viewBox units, in drawing order) against a definition.
 * accuracy = fit × follow × completeness factor × precision factor × max(floor, 100 × coverage)
 * (100 under a square rule), in whole percent 0-100, capped at 50 when another library entry
 * matches the drawing clearly better (issue 15, docs/tracing.md).
 */
export function scoreTracing(
  definition: TracingDefinition,
  points: readonly TracingPoint[],
  options: TracingScoreOptions = {},
): TracingScore {
  if (!hasEnoughTracingPoints(points)) return { kind: 'invalid', reason: 'too_few_points' };
  if (points.some((p) => !Number.isFinite(p.x) || !Number.isFinite(p.y))) return { kind: 'invalid', reason: 'non_finite_point' };
  if (definition.segments.length === 0) return { kind: 'invalid', reason: 'empty_guide' };

  const requiredAccuracy = options.requiredAccuracy ?? rules.defaultRequiredAccuracy;
  const own = scoreAgainst(definition, points, requiredAccuracy);
  const { cap } = rules.identity;
  if (own.accuracy <= cap) return own;
  const better = findBetterMatch(definition, points, options.rivals);
  if (!better) return own;
  const accuracy = Math.min(own.accuracy, cap);
  return { ...own, accuracy, passed: accuracy >= requiredAccuracy, betterMatch: better };
}
