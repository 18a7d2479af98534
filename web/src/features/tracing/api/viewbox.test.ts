import { describe, expect, it } from 'vitest';
import { MAX_POINTS, fitViewBox, flattenStrokes, parseViewBox, shouldKeepPoint, toViewBoxPoint } from './viewbox';

describe('parseViewBox', () => {
  it('reads four numbers and falls back to the 200 box when malformed', () => {
    expect(parseViewBox('0 0 340 200')).toEqual({ x: 0, y: 0, width: 340, height: 200 });
    expect(parseViewBox(' 10,20 30 40 ')).toEqual({ x: 10, y: 20, width: 30, height: 40 });
    expect(parseViewBox('0 0 0 200')).toEqual({ x: 0, y: 0, width: 200, height: 200 });
    expect(parseViewBox('nonsense')).toEqual({ x: 0, y: 0, width: 200, height: 200 });
  });
});

describe('pointer → viewBox mapping', () => {
  const square = { x: 0, y: 0, width: 200, height: 200 };

  it('maps a box of the same shape by scale alone', () => {
    const rect = { left: 100, top: 50, width: 400, height: 400 };
    expect(toViewBoxPoint(100, 50, rect, square)).toEqual({ x: 0, y: 0 });
    expect(toViewBoxPoint(300, 250, rect, square)).toEqual({ x: 100, y: 100 });
    expect(toViewBoxPoint(500, 450, rect, square)).toEqual({ x: 200, y: 200 });
  });

  it('centres the viewBox in a wider box as SVG xMidYMid meet does', () => {
    const rect = { left: 0, top: 0, width: 600, height: 300 };
    expect(fitViewBox(rect, square)).toEqual({ scale: 1.5, offsetX: 150, offsetY: 0 });
    expect(toViewBoxPoint(150, 0, rect, square)).toEqual({ x: 0, y: 0 });
    expect(toViewBoxPoint(300, 150, rect, square)).toEqual({ x: 100, y: 100 });
    // Left of the letterbox: outside the viewBox, kept as it is (the scorer decides).
    expect(toViewBoxPoint(0, 0, rect, square)).toEqual({ x: -100, y: 0 });
  });

  it('centres a tall viewBox in a square box and honours its origin', () => {
    const tall = { x: 10, y: 20, width: 200, height: 260 };
    const rect = { left: 0, top: 0, width: 520, height: 520 };
    const { scale, offsetX } = fitViewBox(rect, tall);
    expect(scale).toBe(2);
    expect(offsetX).toBe(60 - 20);
    expect(toViewBoxPoint(60, 0, rect, tall)).toEqual({ x: 10, y: 20 });
    expect(toViewBoxPoint(460, 520, rect, tall)).toEqual({ x: 210, y: 280 });
  });

  it('rounds to a tenth of a unit', () => {
    expect(toViewBoxPoint(1, 1, { left: 0, top: 0, width: 300, height: 300 }, square)).toEqual({ x: 0.7, y: 0.7 });
  });

  it('survives an empty box', () => {
    expect(fitViewBox({ width: 0, height: 0 }, square)).toEqual({ scale: 1, offsetX: 0, offsetY: 0 });
  });
});

describe('recording points', () => {
  it('drops points too close to the last one, non-finite points and points past the cap', () => {
    expect(shouldKeepPoint(undefined, { x: 5, y: 5 }, 0)).toBe(true);
    expect(shouldKeepPoint({ x: 5, y: 5 }, { x: 6, y: 5 }, 1)).toBe(false);
    expect(shouldKeepPoint({ x: 5, y: 5 }, { x: 6.5, y: 5 }, 1)).toBe(true);
    expect(shouldKeepPoint(undefined, { x: Number.NaN, y: 5 }, 0)).toBe(false);
    expect(shouldKeepPoint(undefined, { x: 5, y: 5 }, MAX_POINTS)).toBe(false);
  });

  it('sends the strokes one after another', () => {
    expect(
      flattenStrokes([
        [{ x: 1, y: 1 }],
        [
          { x: 2, y: 2 },
          { x: 3, y: 3 },
        ],
      ]),
    ).toEqual([
      { x: 1, y: 1 },
      { x: 2, y: 2 },
      { x: 3, y: 3 },
    ]);
  });
});
