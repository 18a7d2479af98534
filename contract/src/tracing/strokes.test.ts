import { describe, expect, it } from 'vitest';
import { childTrace, reversedTrace } from './drawings';
import { pointsAlongGuide, strokesOf } from './guide';
import { sampleSegment } from './geometry';
import { TRACING_LIBRARY } from './library';
import { reviewStrokes, splitAtLifts } from './strokes';
import type { TracingPoint } from './types';

const entries = Object.values(TRACING_LIBRARY);

function strokePoints(id: string): TracingPoint[][] {
  return strokesOf(TRACING_LIBRARY[id]).map((segments) => segments.flatMap((s) => sampleSegment(s, 30)));
}

describe('reviewStrokes (issue 13 item 6)', () => {
  it('finds nothing to teach in the exact tracing of every entry', () => {
    const flagged = entries.filter((d) => reviewStrokes(d, pointsAlongGuide(d)).issue !== null).map((d) => d.id);
    expect(flagged).toEqual([]);
  });

  it("finds nothing to teach in a natural child's tracing", () => {
    const flagged: string[] = [];
    for (const d of entries)
      for (let seed = 1; seed <= 5; seed++) if (reviewStrokes(d, childTrace(d, seed)).issue) flagged.push(`${d.id}#${seed}`);
    expect(flagged).toEqual([]);
  });

  it('tells a child who wrote every stroke backwards which stroke went the wrong way', () => {
    const missed = entries.filter((d) => reviewStrokes(d, reversedTrace(d)).issue?.kind !== 'wrong_direction').map((d) => d.id);
    expect(missed).toEqual([]);
  });

  it('names the stroke that should have come first when the order is wrong', () => {
    const [stick, bar] = strokePoints('H');
    const review = reviewStrokes(TRACING_LIBRARY.H, [...bar, ...stick]);
    expect(review.order_ok).toBe(false);
    expect(review.issue).toEqual({ kind: 'wrong_order', stroke: 1 });
    expect(review.strokes.map((s) => s.stroke)).toEqual([2, 1]);
  });

  it('tells a child who began a circle at 3 o\'clock to start at its dot, and the right way round is not "reversed"', () => {
    const [ring] = strokePoints('circle');
    const quarter = Math.round(ring.length / 4);
    // Circle back from 12 o'clock is counter-clockwise; started at 9 o'clock, the same way round.
    const shifted = [...ring.slice(quarter), ...ring.slice(1, quarter + 1)];
    const review = reviewStrokes(TRACING_LIBRARY.circle, shifted);
    expect(review.strokes).toEqual([{ stroke: 1, start_ok: false, reversed: false }]);
    expect(review.issue).toEqual({ kind: 'wrong_start', stroke: 1 });
  });

  it('ignores a scribble far from the letter and splits a drawing at its lifts', () => {
    expect(
      splitAtLifts([
        { x: 0, y: 0 },
        { x: 10, y: 0 },
        { x: 100, y: 0 },
      ]).length,
    ).toBe(2);
    const review = reviewStrokes(TRACING_LIBRARY.I, [
      { x: 0, y: 0 },
      { x: 5, y: 190 },
      { x: 10, y: 195 },
    ]);
    expect(review).toEqual({ strokes: [], order_ok: true, issue: null });
  });
});
