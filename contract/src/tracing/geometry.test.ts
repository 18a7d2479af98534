import { describe, expect, it } from 'vitest';
import { buildTracingPath, distance, distanceToPolyline, pointAt, sampleSegment, segmentLength } from './geometry';
import { arc, line } from './library/build';

describe('geometry', () => {
  it('samples a line 50 times evenly, ends included', () => {
    const samples = sampleSegment(line(0, 0, 490, 0));
    expect(samples).toHaveLength(50);
    expect(samples.map((p) => p.x)).toEqual(Array.from({ length: 50 }, (_, i) => i * 10));
  });

  it('measures a curve as its 20-step polyline (spec §5)', () => {
    const [quarter] = arc(0, 0, 100, 100, 0, 90);
    let polyline = 0;
    for (let i = 1; i <= 20; i++) polyline += distance(pointAt(quarter, (i - 1) / 20), pointAt(quarter, i / 20));
    expect(segmentLength(quarter)).toBeCloseTo(polyline, 10);
    expect(segmentLength(quarter)).toBeCloseTo((Math.PI * 100) / 2, 0);
  });

  it('spaces a curve’s 50 samples by arc length', () => {
    const [quarter] = arc(0, 0, 100, 100, 0, 90);
    const samples = sampleSegment(quarter);
    const gaps = samples.slice(1).map((p, i) => distance(p, samples[i]));
    expect(Math.max(...gaps) - Math.min(...gaps)).toBeLessThan(0.05);
    expect(samples[0]).toEqual({ x: 100, y: 0 });
    expect(samples[49].x).toBeCloseTo(0, 10);
    expect(samples[49].y).toBeCloseTo(100, 10);
  });

  it('draws arcs close to the true ellipse, clockwise for growing angles', () => {
    const pieces = arc(100, 100, 75, 80, -90, -450);
    expect(pieces).toHaveLength(4);
    for (const piece of pieces) {
      for (const t of [0.25, 0.5, 0.75]) {
        const p = pointAt(piece, t);
        expect(Math.abs(Math.hypot((p.x - 100) / 75, (p.y - 100) / 80) - 1)).toBeLessThan(0.002);
      }
    }
    // From 12 o'clock, circling back (falling angles) first heads left.
    expect(pointAt(pieces[0], 0.1).x).toBeLessThan(100);
    expect(pointAt(arc(100, 100, 50, 50, -90, 0)[0], 0.1).x).toBeGreaterThan(100);
  });

  it('measures the distance to a polyline', () => {
    const pts = [
      { x: 0, y: 0 },
      { x: 10, y: 0 },
      { x: 10, y: 10 },
    ];
    expect(distanceToPolyline({ x: 5, y: 3 }, pts)).toBe(3);
    expect(distanceToPolyline({ x: 13, y: 5 }, pts)).toBe(3);
    expect(distanceToPolyline({ x: -3, y: -4 }, pts)).toBe(5);
  });

  it('builds the SVG path from segments, starting a new subpath at each pen lift', () => {
    const segments = [line(0, 0, 10, 0), line(10, 0, 10, 10), line(20, 0, 20, 10), ...arc(0, 0, 10, 10, 0, 90)];
    expect(buildTracingPath(segments)).toMatch(/^M0 0 L10 0 L10 10 M20 0 L20 10 M10 0 C10 5.52 5.52 10 0 10$/);
  });
});
