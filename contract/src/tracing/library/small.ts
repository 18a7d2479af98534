/**
 * Small letters of the Filipino alphabet (a-z, ñ, ng) in ball-and-stick manuscript, on the same scale
 * as the capitals. Box 200×260: top line y=20, middle y=100, baseline y=180, descender line y=250.
 * Stroke descriptions are Zaner-Bloser's, with one ball-and-stick change: a, d, g and q draw the ball,
 * lift, and pull the stick down from the middle/top line instead of pushing up from the ball.
 * Retraced sticks ("push up") are separate segments lying on the stick (the scorer shares points).
 */
import type { TracingDefinition } from '../types';
import { SMALL_BOX, arc, curve, glyph, line, polyline, shift, type GlyphSpec, type Stroke } from './build';

const letter = (id: string, strokes: GlyphSpec['strokes'], box: GlyphSpec['box'] = SMALL_BOX): TracingDefinition =>
  glyph({ id, kind: 'letter', box, strokes });

/** A ball on the x-height, circled back from 2 o'clock all the way around (a, d, g, q). */
const ball = (cx: number) => arc(cx, 140, 40, 40, -30, -390);
/** A dot (i, j): a short tap downwards, drawn round by the guide's stroke. */
const dot = (x: number) => [line(x, 56, x, 64)];

const n: Stroke[] = [
  // Pull down straight. Push up. Curve forward; pull down straight.
  [...polyline(60, 100, 60, 180, 60, 125), ...arc(100, 125, 40, 25, 180, 360), line(140, 125, 140, 180)],
];

const g = (cx: number): Stroke[] => [
  // Ball. Lift. Pull down straight, curve back.
  ball(cx),
  [line(cx + 40, 100, cx + 40, 220), ...arc(cx + 10, 220, 30, 30, 0, 150)],
];

export const SMALL_LETTERS: TracingDefinition[] = [
  letter('a', [ball(95), [line(135, 100, 135, 180)]]),
  // Pull down straight. Push up. Circle forward all the way around.
  letter('b', [[...polyline(60, 20, 60, 180, 60, 140), ...arc(100, 140, 40, 40, 180, 540)]]),
  // Circle back.
  letter('c', [arc(102, 140, 40, 40, -45, -315)]),
  letter('d', [ball(95), [line(135, 20, 135, 180)]]),
  // Slide right. Circle back.
  letter('e', [[line(60, 140, 140, 140), ...arc(100, 140, 40, 40, 0, -315)]]),
  // Curve back; pull down straight. Lift. Slide right.
  letter('f', [[...arc(125, 50, 30, 30, -30, -180), line(95, 50, 95, 180)], [line(65, 100, 130, 100)]]),
  letter('g', g(95)),
  // Pull down straight. Push up. Curve forward; pull down straight.
  letter('h', [[...polyline(60, 20, 60, 180, 60, 125), ...arc(100, 125, 40, 25, 180, 360), line(140, 125, 140, 180)]]),
  // Pull down straight. Lift. Dot.
  letter('i', [[line(100, 100, 100, 180)], dot(100)]),
  // Pull down straight, curve back. Lift. Dot.
  letter('j', [[line(120, 100, 120, 220), ...arc(90, 220, 30, 30, 0, 150)], dot(120)]),
  // Pull down straight. Lift. Slant left. Slant right.
  letter('k', [[line(60, 20, 60, 180)], polyline(135, 100, 60, 145, 135, 180)]),
  // Pull down straight.
  letter('l', [[line(100, 20, 100, 180)]]),
  // Pull down straight. Push up. Curve forward; pull down straight. Push up. Curve forward; pull down straight.
  letter('m', [
    [
      ...polyline(40, 100, 40, 180, 40, 125),
      ...arc(70, 125, 30, 25, 180, 360),
      ...polyline(100, 125, 100, 180, 100, 125),
      ...arc(130, 125, 30, 25, 180, 360),
      line(160, 125, 160, 180),
    ],
  ]),
  letter('n', n),
  // Circle back all the way around.
  letter('o', [arc(100, 140, 40, 40, -90, -450)]),
  // Pull down straight. Push up. Circle forward all the way around.
  letter('p', [[...polyline(60, 100, 60, 250, 60, 140), ...arc(100, 140, 40, 40, 180, 540)]]),
  // Ball. Lift. Pull down straight, curve forward.
  letter('q', [ball(100), [line(140, 100, 140, 230), ...arc(160, 230, 20, 20, 180, 90)]]),
  // Pull down straight. Push up. Curve forward.
  letter('r', [[...polyline(70, 100, 70, 180, 70, 125), ...arc(110, 125, 40, 25, 180, 315)]]),
  // Curve back, curve forward.
  letter('s', [[...arc(100, 120, 35, 20, -30, -270), ...arc(100, 160, 38, 20, -90, 150)]]),
  // Pull down straight. Lift. Slide right.
  letter('t', [[line(100, 30, 100, 180)], [line(65, 100, 135, 100)]]),
  // Pull down straight, curve forward, push up. Pull down straight.
  letter('u', [[line(60, 100, 60, 140), ...arc(100, 140, 40, 40, 180, 0), ...polyline(140, 140, 140, 100, 140, 180)]]),
  // Slant right. Slant up.
  letter('v', [polyline(55, 100, 100, 180, 145, 100)]),
  // Slant right. Slant up. Slant right. Slant up.
  letter('w', [polyline(35, 100, 67.5, 180, 100, 100, 132.5, 180, 165, 100)]),
  // Slant right. Lift. Slant left.
  letter('x', [[line(60, 100, 140, 180)], [line(140, 100, 60, 180)]]),
  // Slant right. Lift. Slant left.
  letter('y', [[line(55, 100, 100, 180)], [line(145, 100, 60.63, 250)]]),
  // Slide right. Slant left. Slide right.
  letter('z', [polyline(60, 100, 140, 100, 60, 180, 140, 180)]),
  // n, then the tilde between the top and middle lines.
  letter('ñ', [...n, [curve(66, 74, 82, 46, 118, 94, 134, 62)]]),
  // n then g, side by side.
  letter('ng', [...shift(n, -20, 0), ...g(195)], { width: 275, height: 260 }),
];
