/**
 * Capital letters of the Filipino alphabet (A-Z, Ñ, NG) in ball-and-stick manuscript. Strokes and
 * directions follow the Zaner-Bloser manuscript stroke descriptions ("Pull down straight. Lift. Slide
 * right."), quoted per letter. Box 200×200: top line y=20, middle y=100, baseline y=180.
 */
import type { TracingDefinition } from '../types';
import { CAPITAL_BOX, arc, curve, glyph, line, polyline, shift, type GlyphSpec, type Stroke } from './build';

const letter = (id: string, strokes: GlyphSpec['strokes'], box: GlyphSpec['box'] = CAPITAL_BOX): TracingDefinition =>
  glyph({ id, kind: 'letter', box, strokes });

const N: Stroke[] = [
  // Pull down straight. Lift. Slant right. Push up straight.
  [line(50, 20, 50, 180)],
  polyline(50, 20, 150, 180, 150, 20),
];

const G = (cx: number): Stroke[] => [
  // Circle back. Slide left.
  [...arc(cx, 100, 72, 80, -45, -360), line(cx + 72, 100, cx + 17, 100)],
];

/** Tilde of Ñ, drawn left to right as one wave. */
const TILDE = curve(62, 36, 82, 2, 118, 58, 138, 22);

export const CAPITALS: TracingDefinition[] = [
  // Slant left. Lift. Slant right. Lift. Slide right.
  letter('A', [[line(100, 20, 38, 180)], [line(100, 20, 162, 180)], [line(61.25, 120, 138.75, 120)]]),
  // Pull down straight. Lift. Slide right, curve forward, slide left. Slide right, curve forward, slide left.
  letter('B', [
    [line(50, 20, 50, 180)],
    [
      line(50, 20, 100, 20),
      ...arc(100, 60, 40, 40, -90, 90),
      ...polyline(100, 100, 50, 100, 105, 100),
      ...arc(105, 140, 45, 40, -90, 90),
      line(105, 180, 50, 180),
    ],
  ]),
  // Circle back.
  letter('C', [arc(108, 100, 75, 80, -45, -315)]),
  // Pull down straight. Lift. Slide right, curve forward, slide left.
  letter('D', [[line(50, 20, 50, 180)], [line(50, 20, 88, 20), ...arc(88, 100, 70, 80, -90, 90), line(88, 180, 50, 180)]]),
  // Pull down straight. Lift. Slide right. Lift. Slide right. Lift. Slide right.
  letter('E', [[line(55, 20, 55, 180)], [line(55, 20, 150, 20)], [line(55, 100, 135, 100)], [line(55, 180, 150, 180)]]),
  // Pull down straight. Lift. Slide right. Lift. Slide right.
  letter('F', [[line(55, 20, 55, 180)], [line(55, 20, 150, 20)], [line(55, 100, 135, 100)]]),
  letter('G', G(103)),
  // Pull down straight. Lift. Pull down straight. Lift. Slide right.
  letter('H', [[line(45, 20, 45, 180)], [line(155, 20, 155, 180)], [line(45, 100, 155, 100)]]),
  // Pull down straight. Lift. Slide right. Lift. Slide right.
  letter('I', [[line(100, 20, 100, 180)], [line(60, 20, 140, 20)], [line(60, 180, 140, 180)]]),
  // Pull down straight, curve back. Lift. Slide right.
  letter('J', [[line(130, 20, 130, 135), ...arc(92, 135, 38, 45, 0, 165)], [line(90, 20, 170, 20)]]),
  // Pull down straight. Lift. Slant left. Slant right.
  letter('K', [[line(55, 20, 55, 180)], polyline(150, 20, 55, 105, 150, 180)]),
  // Pull down straight. Slide right.
  letter('L', [polyline(60, 20, 60, 180, 150, 180)]),
  // Pull down straight. Lift. Slant right. Slant up. Pull down straight.
  letter('M', [[line(40, 20, 40, 180)], polyline(40, 20, 100, 180, 160, 20, 160, 180)]),
  letter('N', N),
  // Circle back all the way around.
  letter('O', [arc(100, 100, 75, 80, -90, -450)]),
  // Pull down straight. Lift. Slide right, curve forward, slide left.
  letter('P', [[line(55, 20, 55, 180)], [line(55, 20, 105, 20), ...arc(105, 62, 42, 42, -90, 90), line(105, 104, 55, 104)]]),
  // Circle back all the way around. Lift. Slant right.
  letter('Q', [arc(100, 100, 75, 80, -90, -450), [line(118, 132, 168, 186)]]),
  // Pull down straight. Lift. Slide right, curve forward, slide left. Slant right.
  letter('R', [
    [line(55, 20, 55, 180)],
    [line(55, 20, 105, 20), ...arc(105, 62, 42, 42, -90, 90), line(105, 104, 55, 104), line(55, 104, 150, 180)],
  ]),
  // Curve back, curve forward.
  letter('S', [[...arc(100, 60, 50, 40, -30, -270), ...arc(100, 140, 55, 40, -90, 150)]]),
  // Pull down straight. Lift. Slide right.
  letter('T', [[line(100, 20, 100, 180)], [line(40, 20, 160, 20)]]),
  // Pull down straight, curve forward, push up.
  letter('U', [[line(45, 20, 45, 120), ...arc(100, 120, 55, 60, 180, 0), line(155, 120, 155, 20)]]),
  // Slant right. Slant up.
  letter('V', [polyline(40, 20, 100, 180, 160, 20)]),
  // Slant right. Slant up. Slant right. Slant up.
  letter('W', [polyline(25, 20, 62.5, 180, 100, 20, 137.5, 180, 175, 20)]),
  // Slant right. Lift. Slant left.
  letter('X', [[line(45, 20, 155, 180)], [line(155, 20, 45, 180)]]),
  // Slant right. Lift. Slant left. Pull down straight.
  letter('Y', [[line(45, 20, 100, 100)], polyline(155, 20, 100, 100, 100, 180)]),
  // Slide right. Slant left. Slide right.
  letter('Z', [polyline(45, 20, 155, 20, 45, 180, 155, 180)]),
  // N, then the tilde: the N sits 40 lower so the tilde has room above the top line.
  letter('Ñ', [...shift(N, 0, 40), [TILDE]], { width: 200, height: 240 }),
  // N then G, side by side.
  letter('NG', [...shift(N, -20, 0), ...G(240)], { width: 340, height: 200 }),
];
