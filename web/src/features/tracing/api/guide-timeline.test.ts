import { TRACING_LIBRARY, findTracingDefinition } from '@aralin/contract';
import { describe, expect, it } from 'vitest';
import { GUIDE_TIMING, buildGuideTimeline, guideFrame, polylinePath, strokesOf } from './guide-timeline';

const A = findTracingDefinition('A')!;

describe('strokesOf', () => {
  it('finds one stroke per start point, starting there, for every definition of the library', () => {
    for (const definition of Object.values(TRACING_LIBRARY)) {
      const strokes = strokesOf(definition.segments);
      expect(strokes.length, definition.id).toBe(definition.startPoints.length);
      strokes.forEach((stroke, i) => {
        const start = definition.startPoints.find((s) => s.order === i + 1)!;
        expect(Math.hypot(stroke[0].x - start.x, stroke[0].y - start.y), `${definition.id} stroke ${i + 1}`).toBeLessThan(0.02);
      });
    }
  });
});

describe('the hand guide timeline', () => {
  const timeline = buildGuideTimeline(A.segments);

  it('waits on stroke 1, draws the strokes in order with lifts between, and rests at the end', () => {
    expect(timeline.strokes).toHaveLength(3);
    expect(timeline.strokes[0].startMs).toBe(GUIDE_TIMING.startMs);
    expect(timeline.strokes[1].startMs).toBeCloseTo(timeline.strokes[0].endMs + GUIDE_TIMING.liftMs);
    expect(timeline.totalMs).toBeCloseTo(timeline.strokes[2].endMs + GUIDE_TIMING.endMs);
    const first = timeline.strokes[0];
    expect(first.endMs - first.startMs).toBeCloseTo(first.length / GUIDE_TIMING.speed);
  });

  it('puts the hand on the first start point before it moves, with no trail', () => {
    const frame = guideFrame(timeline, 0);
    expect(frame.hand).toEqual(timeline.strokes[0].points[0]);
    expect(frame).toMatchObject({ trail: [], drawing: false });
  });

  it('halfway through a stroke, the hand is halfway along it and the trail ends under it', () => {
    const s = timeline.strokes[0];
    const frame = guideFrame(timeline, (s.startMs + s.endMs) / 2);
    expect(frame.drawing).toBe(true);
    expect(frame.trail).toHaveLength(1);
    const trail = frame.trail[0];
    expect(trail[trail.length - 1]).toEqual(frame.hand);
    const a = s.points[0];
    const b = s.points[s.points.length - 1];
    expect(frame.hand.x).toBeCloseTo((a.x + b.x) / 2, 0);
    expect(frame.hand.y).toBeCloseTo((a.y + b.y) / 2, 0);
  });

  it('glides between strokes without drawing, keeping the finished strokes', () => {
    const s0 = timeline.strokes[0];
    const frame = guideFrame(timeline, s0.endMs + GUIDE_TIMING.liftMs / 2);
    expect(frame.drawing).toBe(false);
    expect(frame.trail).toEqual([s0.points]);
  });

  it('ends on the last point with every stroke in the trail', () => {
    const frame = guideFrame(timeline, timeline.totalMs + 1000);
    const last = timeline.strokes[2].points;
    expect(frame.hand).toEqual(last[last.length - 1]);
    expect(frame.trail).toHaveLength(3);
  });

  it('writes the trail as SVG polylines', () => {
    expect(
      polylinePath([
        [
          { x: 1, y: 2 },
          { x: 3.333, y: 4 },
        ],
        [],
        [{ x: 5, y: 6 }],
      ]),
    ).toBe('M1 2L3.3 4M5 6');
  });
});
