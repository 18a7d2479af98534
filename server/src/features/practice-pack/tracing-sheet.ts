/**
 * A tracing-library definition drawn on paper (issue 13 item 2): the writing lines, then the guide as a
 * faint wide model or as a dotted line, the numbered start dots and arrows in the order and direction the
 * strokes are written (contract/src/tracing, docs/tracing.md). Coordinates are the definition's viewBox
 * units, scaled; every glyph sits on the same baseline, so capitals, small letters and digits share lines.
 */
import { strokesOf, type TracingDefinition, type TracingPoint, type TracingSegment } from '@aralin/contract';
import type { Pdf } from '../../lib/pdf';

/** The writing lines of the library's boxes (docs/tracing.md "Box and lines"). */
const LINES = { top: 20, middle: 100, base: 180, descender: 250 } as const;
/** A row spans these viewBox units above and below, so Ñ's tilde and the descenders fit. */
export const ROW_UNITS = { from: -25, to: 262 } as const;

export const SHEET_COLORS = {
  model: '#fcd9a5',
  dots: '#4b5563',
  marker: '#b45309',
  arrow: '#1f2937',
  line: '#9ca3af',
  midLine: '#c7cdd4',
} as const;

export type GlyphStyle = 'model' | 'dotted';

/** Units by which a definition is moved down so its baseline is the row's (Ñ's N sits 40 lower in its box). */
export function baselineShift(def: TracingDefinition): number {
  return def.id === 'Ñ' ? -40 : 0;
}

/** The width of a definition's box in viewBox units. */
export function widthOf(def: TracingDefinition): number {
  return Number(def.viewBox.split(/\s+/)[2]);
}

function pointAt(s: TracingSegment, t: number): TracingPoint {
  if (s.type === 'line') {
    const [a, b] = s.points;
    return { x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t };
  }
  const [p0, p1, p2, p3] = s.points;
  const u = 1 - t;
  return {
    x: u * u * u * p0.x + 3 * u * u * t * p1.x + 3 * u * t * t * p2.x + t * t * t * p3.x,
    y: u * u * u * p0.y + 3 * u * u * t * p1.y + 3 * u * t * t * p2.y + t * t * t * p3.y,
  };
}

/** The unit direction a segment is drawn in at t (numerically, so degenerate control points don't matter). */
function directionAt(s: TracingSegment, t: number): TracingPoint {
  const a = pointAt(s, Math.max(0, t - 0.02));
  const b = pointAt(s, Math.min(1, t + 0.02));
  const len = Math.hypot(b.x - a.x, b.y - a.y) || 1;
  return { x: (b.x - a.x) / len, y: (b.y - a.y) / len };
}

function segmentLength(s: TracingSegment): number {
  let len = 0;
  let prev = pointAt(s, 0);
  for (let i = 1; i <= 20; i++) {
    const p = pointAt(s, i / 20);
    len += Math.hypot(p.x - prev.x, p.y - prev.y);
    prev = p;
  }
  return len;
}

/** Draws the writing lines of a row: top, dashed middle, baseline (letters and digits; not shapes). */
export function drawWritingLines(doc: Pdf, x: number, y: number, width: number, scale: number): void {
  const at = (units: number) => y + (units - ROW_UNITS.from) * scale;
  doc.save();
  doc.lineWidth(0.6).strokeColor(SHEET_COLORS.line);
  doc
    .moveTo(x, at(LINES.top))
    .lineTo(x + width, at(LINES.top))
    .stroke();
  doc
    .moveTo(x, at(LINES.base))
    .lineTo(x + width, at(LINES.base))
    .lineWidth(1)
    .stroke();
  doc
    .moveTo(x, at(LINES.middle))
    .lineTo(x + width, at(LINES.middle))
    .lineWidth(0.6)
    .strokeColor(SHEET_COLORS.midLine)
    .dash(4, { space: 3 })
    .stroke();
  doc.undash();
  doc.restore();
}

/**
 * Draws one copy of a definition with its box's left edge at x and the row's top at y, `scale` points per
 * unit. 'model': the wide faint guide with arrows along every segment; 'dotted': the guide as dots to
 * trace over, with an arrow on each stroke's first segment. Both number the start points in stroke order.
 */
export function drawGlyph(doc: Pdf, def: TracingDefinition, x: number, y: number, scale: number, style: GlyphStyle): void {
  const shift = baselineShift(def);
  const map = (p: TracingPoint): [number, number] => [x + p.x * scale, y + (p.y + shift - ROW_UNITS.from) * scale];
  const strokes = strokesOf(def);

  doc.save();
  doc.lineCap('round').lineJoin('round');
  for (const stroke of strokes) {
    const [first] = stroke;
    doc.moveTo(...map(first.points[0]));
    for (const s of stroke) {
      if (s.type === 'line') doc.lineTo(...map(s.points[1]));
      else doc.bezierCurveTo(...map(s.points[1]), ...map(s.points[2]), ...map(s.points[3]));
    }
  }
  if (style === 'model') {
    doc
      .lineWidth(def.strokeWidth * scale)
      .strokeColor(SHEET_COLORS.model)
      .stroke();
  } else {
    // Dots: zero-length dashes with round caps, a dot every 4.5 points.
    doc
      .lineWidth(Math.max(1.6, 7 * scale))
      .strokeColor(SHEET_COLORS.dots)
      .dash(0.01, { space: Math.max(3.5, 16 * scale) })
      .stroke();
    doc.undash();
  }
  doc.restore();

  // Arrows along the stroke, in the direction it is written.
  strokes.forEach((stroke) => {
    const arrowed = style === 'model' ? stroke : stroke.slice(0, 1);
    for (const s of arrowed) {
      if (segmentLength(s) < 30) continue;
      const t = style === 'model' ? 0.55 : 0.5;
      drawArrowHead(doc, map(pointAt(s, t)), directionAt(s, t), style === 'model' ? 5.5 : 4.5);
    }
  });

  // Start points: a dot where the stroke starts and its number just behind it (against the stroke's direction).
  const placed: [number, number][] = [];
  for (const start of [...def.startPoints].sort((a, b) => a.order - b.order)) {
    const stroke = strokes[start.order - 1];
    const dir = stroke ? directionAt(stroke[0], 0) : { x: 0, y: 1 };
    const [sx, sy] = map(start);
    const r = style === 'model' ? 6.5 : 5.5;
    let cx = sx - dir.x * (r + 6);
    let cy = sy - dir.y * (r + 6);
    if (placed.some(([px, py]) => Math.hypot(px - cx, py - cy) < 2 * r)) {
      cx = sx - dir.y * (r + 6);
      cy = sy + dir.x * (r + 6);
    }
    placed.push([cx, cy]);
    doc.circle(sx, sy, 2.2).fill(SHEET_COLORS.marker);
    doc.circle(cx, cy, r).fill(SHEET_COLORS.marker);
    doc
      .font('Bold')
      .fontSize(r * 1.35)
      .fillColor('#ffffff')
      .text(String(start.order), cx - r, cy - r * 0.72, { width: 2 * r, align: 'center', lineBreak: false });
  }
}

/** A filled arrowhead at `at` pointing along `dir`. */
function drawArrowHead(doc: Pdf, at: [number, number], dir: TracingPoint, size: number): void {
  const [x, y] = at;
  const back = { x: x - dir.x * size, y: y - dir.y * size };
  const side = { x: -dir.y * size * 0.6, y: dir.x * size * 0.6 };
  doc
    .moveTo(x + dir.x * size * 0.6, y + dir.y * size * 0.6)
    .lineTo(back.x + side.x, back.y + side.y)
    .lineTo(back.x - side.x, back.y - side.y)
    .closePath()
    .fill(SHEET_COLORS.arrow);
}
