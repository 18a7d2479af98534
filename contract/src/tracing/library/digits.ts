/**
 * Digits 0-9 in ball-and-stick manuscript on the capitals' box (200×200, top y=20, baseline y=180).
 * Strokes follow the Zaner-Bloser numeral descriptions quoted per digit.
 */
import type { TracingDefinition } from '../types';
import { CAPITAL_BOX, arc, curve, glyph, line, polyline, type GlyphSpec } from './build';

const digit = (id: string, strokes: GlyphSpec['strokes']): TracingDefinition => glyph({ id, kind: 'digit', box: CAPITAL_BOX, strokes });

export const DIGITS: TracingDefinition[] = [
  // Curve back all the way around (an upright oval from the top).
  digit('0', [arc(100, 100, 55, 80, -90, -450)]),
  // Pull down straight.
  digit('1', [[line(100, 20, 100, 180)]]),
  // Curve forward, slant left. Slide right.
  digit('2', [[...arc(100, 68, 50, 48, -160, 30), ...polyline(143.3, 92, 50, 180, 155, 180)]]),
  // Curve forward, curve back. Curve forward, curve back.
  digit('3', [[...arc(98, 60, 45, 40, -155, 90), ...arc(98, 140, 52, 40, -90, 155)]]),
  // Pull down straight. Slide right. Lift. Pull down straight.
  digit('4', [polyline(50, 20, 50, 115, 160, 115), [line(130, 20, 130, 180)]]),
  // Pull down straight. Circle forward. Lift. Slide right.
  digit('5', [[line(65, 20, 65, 90), ...arc(95, 130, 50, 50, -126.87, 150)], [line(65, 20, 145, 20)]]),
  // Curve down, curve up: down the left side, then round the loop.
  digit('6', [[curve(140, 32, 112, 8, 55, 18, 55, 135), ...arc(100, 135, 45, 45, 180, -170)]]),
  // Slide right. Slant left.
  digit('7', [polyline(45, 20, 155, 20, 80, 180)]),
  // Curve back, curve forward, and back up: two loops meeting in the middle.
  digit('8', [[...arc(100, 60, 38, 40, -45, -270), ...arc(100, 140, 46, 40, -90, 270), ...arc(100, 60, 38, 40, 90, -45)]]),
  // Curve back all the way around, pull down straight.
  digit('9', [[...arc(100, 62, 42, 42, 0, -360), line(142, 62, 142, 180)]]),
];
