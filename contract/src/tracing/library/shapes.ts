/** Shapes on the capitals' box (200×200), each drawn in one stroke from the top or top-left. */
import type { TracingDefinition } from '../types';
import { CAPITAL_BOX, arc, curve, glyph, polyline, type GlyphSpec } from './build';

const shape = (id: string, strokes: GlyphSpec['strokes']): TracingDefinition => glyph({ id, kind: 'shape', box: CAPITAL_BOX, strokes });

/** The five points of a star, from the top, drawn top → bottom-left → right → left → bottom-right. */
function starPoints(): number[] {
  const corner = (deg: number) => [100 + 88 * Math.cos((deg * Math.PI) / 180), 108 + 88 * Math.sin((deg * Math.PI) / 180)];
  return [-90, 126, -18, 198, 54, -90].flatMap(corner);
}

export const SHAPES: TracingDefinition[] = [
  // Slant down left, slide right, slant up back to the top.
  shape('triangle', [polyline(100, 25, 30, 170, 170, 170, 100, 25)]),
  // Circle back from the top, like O.
  shape('circle', [arc(100, 100, 75, 75, -90, -450)]),
  // Across, down, back, up: four sides (spec §9's square rule applies to it).
  shape('square', [polyline(40, 40, 160, 40, 160, 160, 40, 160, 40, 40)]),
  shape('rectangle', [polyline(25, 55, 175, 55, 175, 145, 25, 145, 25, 55)]),
  shape('oval', [arc(100, 100, 55, 80, -90, -450)]),
  // Slant down left, down right, up right, up left.
  shape('diamond', [polyline(100, 20, 45, 100, 100, 180, 155, 100, 100, 20)]),
  shape('star', [polyline(...starPoints())]),
  // From the dip: round the left lobe down to the point, up and round the right lobe back.
  shape('heart', [
    [
      curve(100, 60, 95, 22, 30, 15, 25, 65),
      curve(25, 65, 22, 110, 75, 140, 100, 180),
      curve(100, 180, 125, 140, 178, 110, 175, 65),
      curve(175, 65, 170, 15, 105, 22, 100, 60),
    ],
  ]),
];
