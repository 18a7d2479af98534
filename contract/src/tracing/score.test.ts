import { describe, expect, it } from 'vitest';
import { pointsAlongGuide } from './guide';
import { glyph, line } from './library/build';
import { TRACING_LIBRARY } from './library';
import { tracingRules } from './rules';
import { clampAccuracy, floorForTraced, hasEnoughTracingPoints, pointFit, ramp, scoreTracing, type TracingScore } from './score';
import type { TracingDefinition, TracingPoint } from './types';

// Hand-worked cases. A line from (0, y) to (490, y) has its 50 samples at x = 0, 10, …, 490.
const BOX = { width: 500, height: 2500 };
const lines = (...ys: number[]): TracingDefinition =>
  glyph({ id: 'test', kind: 'shape', box: BOX, strokes: ys.map((y) => [line(0, y, 490, y)]) });
const along = (y: number, fromX: number, toX: number, count: number): TracingPoint[] =>
  Array.from({ length: count }, (_, i) => ({ x: fromX + ((toX - fromX) * i) / (count - 1), y }));
const at = (x: number, y: number, count: number): TracingPoint[] => Array.from({ length: count }, () => ({ x, y }));

function scored(result: TracingScore) {
  if (result.kind !== 'scored') throw new Error(`expected a score, got ${result.reason}`);
  return result;
}

describe('number of points (spec §5: more than 10)', () => {
  const def = lines(0);
  it('rejects exactly 10 points as too few', () => {
    expect(scoreTracing(def, along(0, 0, 490, 10))).toEqual({ kind: 'invalid', reason: 'too_few_points' });
    expect(hasEnoughTracingPoints(along(0, 0, 490, 10))).toBe(false);
  });
  it('scores 11 points', () => {
    expect(scoreTracing(def, along(0, 0, 490, 11)).kind).toBe('scored');
    expect(hasEnoughTracingPoints(along(0, 0, 490, 11))).toBe(true);
  });
  it('rejects a point that is not a finite number', () => {
    expect(scoreTracing(def, [...along(0, 0, 490, 11), { x: NaN, y: 0 }])).toEqual({ kind: 'invalid', reason: 'non_finite_point' });
  });
});

describe('tolerance 50 (spec §9)', () => {
  const def = lines(0);
  it('covers every sample from 49 px away', () => {
    const segment = scored(scoreTracing(def, along(49, 0, 490, 50))).perSegment[0];
    expect(segment).toMatchObject({ coverage: 1, traced: true, points: 50 });
  });
  it('covers from exactly 50 px (within means ≤)', () => {
    expect(scored(scoreTracing(def, along(50, 0, 490, 50))).perSegment[0].coverage).toBe(1);
  });
  it('covers nothing from 51 px away, though the points are still assigned', () => {
    const segment = scored(scoreTracing(def, along(51, 0, 490, 50))).perSegment[0];
    expect(segment).toMatchObject({ coverage: 0, traced: false, points: 50 });
  });
});

describe('assignment within 3 × tolerance = 150 (spec §9)', () => {
  const def = lines(0, 2000);
  it('assigns a point 150 px away to the nearest segment', () => {
    const result = scored(scoreTracing(def, along(150, 0, 490, 11)));
    expect(result.perSegment.map((s) => s.points)).toEqual([11, 0]);
    expect(result.pointsOffGuide).toBe(0);
  });
  it('ignores a point 151 px away as off the guide', () => {
    const result = scored(scoreTracing(def, along(151, 0, 490, 11)));
    expect(result.perSegment.map((s) => s.points)).toEqual([0, 0]);
    expect(result.pointsOffGuide).toBe(11);
    expect(result.accuracy).toBe(0);
  });
  it('gives a point to its nearest segment only', () => {
    const result = scored(scoreTracing(def, [...along(100, 0, 490, 6), ...along(1950, 0, 490, 5)]));
    expect(result.perSegment.map((s) => s.points)).toEqual([6, 5]);
  });
  it('shares a point between segments at the same distance (a retraced stick)', () => {
    const retraced = glyph({ id: 'test', kind: 'shape', box: BOX, strokes: [[line(0, 0, 490, 0), line(490, 0, 0, 0)]] });
    const result = scored(scoreTracing(retraced, along(0, 0, 490, 20)));
    expect(result.perSegment.map((s) => [s.points, s.traced])).toEqual([
      [20, true],
      [20, true],
    ]);
  });
});

describe('traced segment: coverage ≥ 10% with at least 2 points (spec §9)', () => {
  // A point at (20, 45) is within 50 of the samples x = 0…40 only: 5 of 50 = 10%.
  // A point at (15, 45) reaches x = 0…30: 4 of 50 = 8%. Eleven points on the far line keep the count valid.
  const def = lines(0, 1000);
  const far = along(1000, 0, 490, 11);
  it('counts 10% coverage with 2 points as traced', () => {
    expect(scored(scoreTracing(def, [...at(20, 45, 2), ...far])).perSegment[0]).toMatchObject({ coverage: 0.1, points: 2, traced: true });
  });
  it('does not count 10% coverage with 1 point', () => {
    expect(scored(scoreTracing(def, [...at(20, 45, 1), ...far])).perSegment[0]).toMatchObject({ coverage: 0.1, points: 1, traced: false });
  });
  it('does not count 8% coverage with 2 points', () => {
    expect(scored(scoreTracing(def, [...at(15, 45, 2), ...far])).perSegment[0]).toMatchObject({ coverage: 0.08, points: 2, traced: false });
  });
});

describe('floors by share of segments traced (spec §9)', () => {
  it('maps shares to 90 / 80 / 70 / 60 / 50 at the exact band edges', () => {
    expect(floorForTraced(6, 6)).toBe(90);
    expect(floorForTraced(5, 6)).toBe(80);
    expect(floorForTraced(2, 3)).toBe(80);
    expect(floorForTraced(4, 6)).toBe(80);
    expect(floorForTraced(3, 5)).toBe(70);
    expect(floorForTraced(1, 2)).toBe(70);
    expect(floorForTraced(2, 5)).toBe(60);
    expect(floorForTraced(1, 3)).toBe(60);
    expect(floorForTraced(4, 13)).toBe(50);
    expect(floorForTraced(0, 6)).toBe(50);
  });

  // Six separate lines; each traced one gets points on its first half only (coverage 30/50 = 0.6),
  // so the fine score 100 × 0.6 × k/6 stays under the floor and the floor decides.
  const six = lines(0, 400, 800, 1200, 1600, 2000);
  const traceFirst = (k: number) => six.segments.slice(0, k).flatMap((s) => along(s.points[0].y, 0, 240, 11));
  it.each([
    [6, 90],
    [4, 80],
    [3, 70],
    [2, 60],
    [1, 50],
  ])('gives %i of 6 segments traced a base of %i (and, half the guide missing, no accuracy)', (k, floor) => {
    const result = scored(scoreTracing(six, traceFirst(k)));
    expect(result).toMatchObject({ segmentsTraced: k, segmentsTotal: 6, floor, rule: 'floor', base: floor, fit: 1, follow: 1 });
    expect(result.coverage).toBeCloseTo((0.6 * k) / 6, 10);
    // Issue 15: each stroke is a separate line, and the untraced ones (and the halves) are missing.
    expect(result.accuracy).toBe(0);
  });
  it('lets the fine score beat the floor when the coverage is higher', () => {
    const result = scored(
      scoreTracing(
        six,
        six.segments.flatMap((s) => along(s.points[0].y, 0, 490, 11)),
      ),
    );
    expect(result).toMatchObject({ floor: 90, rule: 'fine', base: 100, accuracy: 100 });
  });
});

describe('square rule (spec §9)', () => {
  const square = TRACING_LIBRARY.square;
  // Sides of 120 run top, right, bottom, left; n points spread from 10% to 90% of each side, so the
  // drawing is one continuous line (no move longer than 50) and no point sits on a corner.
  const side = (i: number, n: number): TracingPoint[] => {
    const [a, b] = square.segments[i].points;
    return Array.from({ length: n }, (_, k) => {
      const t = 0.1 + (0.8 * k) / Math.max(1, n - 1);
      return { x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t };
    });
  };
  const draw = (...counts: number[]) => counts.flatMap((n, i) => side(i, n));

  it('scores 100 when every side has 5 points of quality ≥ 0.15 (strict)', () => {
    expect(scored(scoreTracing(square, draw(5, 5, 5, 5)))).toMatchObject({ rule: 'square_strict', floor: 100, accuracy: 100 });
  });
  it('scores 100 with 3 points on a side when there are 24 points in all (lenient)', () => {
    expect(scored(scoreTracing(square, draw(3, 7, 7, 7)))).toMatchObject({ rule: 'square_lenient', floor: 100, accuracy: 100 });
  });
  it('applies neither rule with 3 points on a side and 23 in all', () => {
    expect(scored(scoreTracing(square, draw(3, 7, 7, 6))).rule).toBe('fine');
  });
  it('applies neither rule with a side left out, and scores by the floors (then misses a quarter)', () => {
    const result = scored(scoreTracing(square, draw(5, 5, 5, 0)));
    expect(result).toMatchObject({ rule: 'floor', segmentsTraced: 3, floor: 80, base: 80 });
    expect(result.accuracy).toBeLessThan(80);
  });
  it('uses the lenient rule when a side has quality 0.08-0.15 only', () => {
    // Five points 49.5 px left of the left side reach 6 of its 50 samples: quality 0.12.
    const weak = at(40 - 49.5, 100, 5);
    const result = scored(scoreTracing(square, [...draw(7, 7, 7), ...weak]));
    expect(result.perSegment[3]).toMatchObject({ points: 5 });
    expect(result.perSegment[3].coverage).toBeCloseTo(0.12, 10);
    expect(result.rule).toBe('square_lenient');
  });
  it('does not apply to other four-sided shapes', () => {
    const rectangle = TRACING_LIBRARY.rectangle;
    expect(
      scored(
        scoreTracing(
          rectangle,
          draw(5, 5, 5, 5).map((p) => ({ x: p.x, y: p.y })),
        ),
      ).rule,
    ).not.toMatch(/square/);
  });
});

describe('fit, follow and clamp (issue 6 additions)', () => {
  it('fits fully within 25 px and falls linearly to 0 at 50', () => {
    expect([pointFit(0), pointFit(25), pointFit(37.5), pointFit(50), pointFit(80)]).toEqual([1, 1, 0.5, 0, 0]);
  });
  it('gives points 37.5 px away a fit of 0.5 (and, beyond the precision reach, no accuracy)', () => {
    expect(scored(scoreTracing(lines(0), along(37.5, 0, 490, 50)))).toMatchObject({ fit: 0.5, precision: 0, accuracy: 0 });
  });
  it('scales the score by how much the drawing moves along the guide', () => {
    // A zigzag across the line: each move (10, ±40) runs along it only by 10/√1700 of its length.
    const zigzag = Array.from({ length: 50 }, (_, i) => ({ x: 10 * i, y: i % 2 ? 20 : -20 }));
    const result = scored(scoreTracing(lines(0), zigzag));
    expect(result.follow).toBeCloseTo(10 / Math.sqrt(1700) / 0.8, 10);
    expect(result.accuracy).toBe(Math.round(100 * result.follow));
  });
  it('charges pen lifts beyond one per stroke as moves across the guide', () => {
    // 12 points 40 apart along one line (440 moved), then 4 jumps of 440: 1 is free (one stroke),
    // 3 cost 50 each: follow = 440 / 590 / 0.8.
    const points = [...along(0, 0, 440, 12), { x: 0, y: 0 }, { x: 440, y: 0 }, { x: 0, y: 0 }, { x: 440, y: 0 }];
    expect(scored(scoreTracing(lines(0), points)).follow).toBeCloseTo(440 / 590 / 0.8, 10);
  });
  it('clamps to whole percent 0-100', () => {
    expect([clampAccuracy(-5), clampAccuracy(79.5), clampAccuracy(100.4), clampAccuracy(250), clampAccuracy(NaN)]).toEqual([
      0, 80, 100, 100, 0,
    ]);
  });
  it('passes at the required accuracy and not below', () => {
    const points = along(0, 0, 400, 41); // accuracy 73 (completeness 410/490, see below)
    const { accuracy } = scored(scoreTracing(lines(0), points));
    expect(accuracy).toBe(73);
    expect(scored(scoreTracing(lines(0), points, { requiredAccuracy: 73 })).passed).toBe(true);
    expect(scored(scoreTracing(lines(0), points, { requiredAccuracy: 74 })).passed).toBe(false);
    expect(scored(scoreTracing(lines(0), along(0, 0, 490, 50))).passed).toBe(true);
  });
});

describe('completeness (issue 15)', () => {
  const { none, full, strokeNone, strokeFull, window } = tracingRules.completeness;
  it('covers the whole line when traced end to end', () => {
    expect(scored(scoreTracing(lines(0), along(0, 0, 490, 50)))).toMatchObject({ completeness: 1, strokeCompleteness: [1], accuracy: 100 });
  });
  it('still counts a line a child stopped 10 short of at each end as complete (the window)', () => {
    const result = scored(scoreTracing(lines(0), along(3, 10, 480, 48)));
    expect(result.completeness).toBe(1);
    expect(result.accuracy).toBe(100);
  });
  it('scales the score between 60% and 90% of the length covered', () => {
    // Points 0..400 cover 0..410: 410/490. Spec §9 coverage reaches samples up to 450: base 92.
    const result = scored(scoreTracing(lines(0), along(0, 0, 400, 41)));
    expect(result.completeness).toBeCloseTo((400 + window) / 490, 10);
    expect(result.base).toBeCloseTo(92, 10);
    expect(result.accuracy).toBe(Math.round(92 * ramp((400 + window) / 490, none, full)));
  });
  it('gives nothing for 60% of the line, though spec §9 alone would give its floor of 90', () => {
    const result = scored(scoreTracing(lines(0), along(0, 0, 0.6 * 490 - window, 30)));
    expect(result).toMatchObject({ floor: 90, base: 90, accuracy: 0 });
  });
  it('covers nothing between two points on either side of a pen lift', () => {
    const result = scored(scoreTracing(lines(0), [...along(0, 0, 40, 6), ...along(0, 440, 490, 6)]));
    expect(result.completeness).toBeCloseTo((40 + window + 50 + window) / 490, 10);
  });
  it('covers only the spot where a stroke crosses or ends at another (the stick of an I is not its bar)', () => {
    // A stick from (245, 0) down to (245, 300), and a bar along y = 300: the stick ends on the bar's middle.
    const t = glyph({ id: 'test', kind: 'shape', box: BOX, strokes: [[line(245, 0, 245, 300)], [line(0, 300, 490, 300)]] });
    const stick = Array.from({ length: 31 }, (_, i) => ({ x: 245, y: 10 * i }));
    const result = scored(scoreTracing(t, stick));
    expect(result.strokeCompleteness[0]).toBe(1);
    expect(result.strokeCompleteness[1]).toBeCloseTo((2 * window) / 490, 2);
    // Spec §9 alone: the stick's last point (a tie, so the bar's too) covers the bar's samples within 50.
    expect(result.perSegment[1].coverage).toBe(0.2);
    expect(result.accuracy).toBe(0);
  });
  it('needs every stroke: one stroke 60% done costs though the whole is 80% covered', () => {
    const two = lines(0, 400);
    const points = [...along(0, 0, 490, 50), ...along(400, 0, 0.6 * 490 - window, 30)];
    const result = scored(scoreTracing(two, points));
    expect(result.completeness).toBeCloseTo(0.8, 2);
    expect(result.strokeCompleteness[1]).toBeCloseTo(0.6, 2);
    expect(result.accuracy).toBe(Math.round(result.base * ramp(result.strokeCompleteness[1], strokeNone, strokeFull)));
    expect(ramp(result.completeness, none, full)).toBeGreaterThan(ramp(result.strokeCompleteness[1], strokeNone, strokeFull));
  });
  it('does not care about direction: a line traced backwards is complete', () => {
    expect(scored(scoreTracing(lines(0), along(0, 490, 0, 50)))).toMatchObject({ completeness: 1, accuracy: 100 });
  });
});

describe('precision (issue 15)', () => {
  const { reach, none, full } = tracingRules.precision;
  it('counts ink up to the reach as near and beyond it as stray', () => {
    expect(scored(scoreTracing(lines(0), along(reach, 0, 490, 50))).precision).toBe(1);
    expect(scored(scoreTracing(lines(0), along(reach + 1, 0, 490, 50))).precision).toBe(0);
  });
  it('charges an extra stroke by its share of the ink (the extra bar of an E on an F)', () => {
    // 490 units on the line, then (a pen lift) a 60-unit bar 100 below it: 60/550 of the ink is stray.
    const points = [...along(0, 0, 490, 50), ...along(100, 0, 60, 7)];
    const result = scored(scoreTracing(lines(0), points, { rivals: [] }));
    expect(result.precision).toBeCloseTo(490 / 550, 10);
    // The bar's 7 points are 100 from the guide: they don't fit either (issue 6).
    expect(result.fit).toBeCloseTo(50 / 57, 10);
    expect(result.accuracy).toBe(Math.round(100 * (50 / 57) * ramp(490 / 550, none, full)));
    expect(result.passed).toBe(false);
  });
  it('counts a move half when one end is near and the other stray', () => {
    // 11 points on the line 10 apart (100 of ink), then one move of 30 straight down (stray end at 30).
    const points = [...along(0, 0, 100, 11), { x: 100, y: 30 }];
    expect(scored(scoreTracing(lines(0), points)).precision).toBeCloseTo(1 - 15 / 130, 10);
  });
  it('counts the points of a drawing of taps only', () => {
    const taps = [...at(0, 0, 8), ...at(100, 40, 4)]; // the jump of 108 is a pen lift, not ink
    expect(scored(scoreTracing(lines(0), taps)).precision).toBeCloseTo(8 / 12, 10);
  });
  it('ramps from 0 at 75% to full at 97%', () => {
    expect([ramp(0.75, none, full), ramp(0.86, none, full), ramp(0.97, none, full), ramp(1, none, full)]).toEqual([0, 0.5, 1, 1]);
  });
});

describe('identity (issue 15)', () => {
  const { cap, margin } = tracingRules.identity;
  // The target is a line; the rival is the same line with a short bar under its left end.
  const target = lines(0);
  const withBar = (length: number) =>
    glyph({ id: `bar${length}`, kind: 'shape', box: BOX, strokes: [[line(0, 0, 490, 0)], [line(0, 60, length, 60)]] });
  const drawing = (length: number) => [...along(0, 0, 490, 50), ...along(60, 0, length, Math.max(2, length / 5 + 1))];

  it('caps a drawing that another entry matches clearly better', () => {
    const points = drawing(40);
    const alone = scored(scoreTracing(target, points, { rivals: [] }));
    expect(alone.accuracy).toBeGreaterThan(cap);
    const result = scored(scoreTracing(target, points, { rivals: [withBar(40)] }));
    expect(result.betterMatch).toMatchObject({ id: 'bar40' });
    expect(result.betterMatch!.ownMismatch - result.betterMatch!.mismatch).toBeGreaterThan(margin);
    expect(result.accuracy).toBe(cap);
    expect(result.passed).toBe(false);
  });
  it('leaves a drawing alone when the other entry is better by less than the margin', () => {
    const result = scored(scoreTracing(target, drawing(12), { rivals: [withBar(12)] }));
    expect(result.betterMatch).toBeNull();
  });
  it('never compares entries whose guides lie within 10 of each other (1 and l)', () => {
    const one = TRACING_LIBRARY['1'];
    const points = pointsAlongGuide(TRACING_LIBRARY.l);
    expect(scored(scoreTracing(one, points))).toMatchObject({ betterMatch: null, accuracy: 100 });
  });
  it('rejects the exact tracing of O on the target C, and of C on O', () => {
    expect(scored(scoreTracing(TRACING_LIBRARY.C, pointsAlongGuide(TRACING_LIBRARY.O))).passed).toBe(false);
    expect(scored(scoreTracing(TRACING_LIBRARY.O, pointsAlongGuide(TRACING_LIBRARY.C))).passed).toBe(false);
  });
  it('names Q when its exact tracing is drawn on the target O', () => {
    const result = scored(scoreTracing(TRACING_LIBRARY.O, pointsAlongGuide(TRACING_LIBRARY.Q)));
    expect(result.betterMatch?.id).toBe('Q');
    expect(result.accuracy).toBe(cap);
  });
});
