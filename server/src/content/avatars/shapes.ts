/**
 * A tiny drawing vocabulary for the children's pictures (issue 19): circles, ellipses, rounded
 * rectangles and SVG paths with a fill and an outline. One drawing renders to an SVG file for the web
 * (render-svg.ts) and to vector shapes on the printed sign-in sheet (render-pdf.ts), so both show the
 * same picture. Coordinates are in a 120 × 120 box.
 */

/** The outline every picture uses: the same dark brown as the library's artwork. */
export const OUTLINE = '#3d2c1e';
export const SIZE = 120;

export type Shape =
  | { kind: 'circle'; cx: number; cy: number; r: number }
  | { kind: 'ellipse'; cx: number; cy: number; rx: number; ry: number; rotate: number }
  | { kind: 'rect'; x: number; y: number; w: number; h: number; rx: number }
  | { kind: 'path'; d: string };

/** One shape with its paint. A null fill draws only the outline; a null stroke only the fill. */
export interface Part {
  shape: Shape;
  fill: string | null;
  stroke: string | null;
  width: number;
  opacity: number;
}

/** A whole picture: its background colour (a soft disc behind it) and its parts, back to front. */
export interface Drawing {
  background: string;
  parts: Part[];
}

interface Paint {
  /** Outline colour; null for none. Default: the dark brown outline. */
  stroke?: string | null;
  /** Outline width, default 3. */
  w?: number;
  /** Opacity of the whole part, default 1. */
  o?: number;
}

const part = (shape: Shape, fill: string | null, paint: Paint = {}): Part => ({
  shape,
  fill,
  stroke: paint.stroke === undefined ? OUTLINE : paint.stroke,
  width: paint.w ?? 3,
  opacity: paint.o ?? 1,
});

/** A filled circle with the outline. */
export const circle = (cx: number, cy: number, r: number, fill: string | null, paint?: Paint) =>
  part({ kind: 'circle', cx, cy, r }, fill, paint);

/** A filled ellipse, turned by `rotate` degrees about its centre. */
export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string | null, paint?: Paint & { rotate?: number }) =>
  part({ kind: 'ellipse', cx, cy, rx, ry, rotate: paint?.rotate ?? 0 }, fill, paint);

/** A filled rectangle with rounded corners. */
export const rect = (x: number, y: number, w: number, h: number, rx: number, fill: string | null, paint?: Paint) =>
  part({ kind: 'rect', x, y, w, h, rx }, fill, paint);

/** A filled SVG path (M, L, H, V, C, Q, A, Z in absolute or relative form). */
export const path = (d: string, fill: string | null, paint?: Paint) => part({ kind: 'path', d }, fill, paint);

/** An open line: a path drawn with the outline only. */
export const line = (d: string, paint?: Paint) => part({ kind: 'path', d }, null, paint);

/** Two friendly eyes: dark discs with a white glint. */
export function eyes(x1: number, x2: number, y: number, r = 4): Part[] {
  return [x1, x2].flatMap((x) => [
    circle(x, y, r, OUTLINE, { stroke: null }),
    circle(x + r * 0.35, y - r * 0.35, r * 0.35, '#ffffff', { stroke: null }),
  ]);
}

/** A smile from x1 to x2 at height y, curving down by `depth`. */
export const smile = (x1: number, x2: number, y: number, depth = 5, w = 2.5) =>
  line(`M${x1} ${y}Q${(x1 + x2) / 2} ${y + 2 * depth} ${x2} ${y}`, { w });

/** Rosy cheeks. */
export function cheeks(x1: number, x2: number, y: number, r = 4.5): Part[] {
  return [x1, x2].map((x) => circle(x, y, r, '#ff8fa3', { stroke: null, o: 0.55 }));
}

/** A face: eyes, a smile and cheeks, centred on cx. */
export function face(cx: number, eyeY: number, spread = 11, opts: { eye?: number; cheeks?: boolean } = {}): Part[] {
  return [
    ...eyes(cx - spread, cx + spread, eyeY, opts.eye ?? 4),
    smile(cx - 5, cx + 5, eyeY + 8, 3.5),
    ...(opts.cheeks === false ? [] : cheeks(cx - spread - 5, cx + spread + 5, eyeY + 7)),
  ];
}

/** The same parts mirrored about the picture's vertical centre line. */
export function mirrored(parts: Part[]): Part[] {
  return parts.map((p) => ({ ...p, shape: mirrorShape(p.shape) }));
}

function mirrorShape(s: Shape): Shape {
  const mx = (x: number) => SIZE - x;
  if (s.kind === 'circle') return { ...s, cx: mx(s.cx) };
  if (s.kind === 'ellipse') return { ...s, cx: mx(s.cx), rotate: -s.rotate };
  if (s.kind === 'rect') return { ...s, x: SIZE - s.x - s.w };
  return { kind: 'path', d: mirrorPath(s.d) };
}

/** Mirrors absolute path data about x = 60 (relative commands flip their x offsets). */
export function mirrorPath(d: string): string {
  const tokens = d.match(/[a-zA-Z]|-?\d*\.?\d+(?:e-?\d+)?/g) ?? [];
  const out: string[] = [];
  let cmd = '';
  let index = 0;
  for (const tok of tokens) {
    if (/[a-zA-Z]/.test(tok)) {
      cmd = tok;
      index = 0;
      out.push(tok);
      continue;
    }
    const n = Number(tok);
    const upper = cmd.toUpperCase();
    const absolute = cmd === upper;
    let value = n;
    if (upper === 'A') {
      // rx ry rotation large-arc sweep x y
      const k = index % 7;
      if (k === 2) value = -n;
      else if (k === 4) value = n === 0 ? 1 : 0;
      else if (k === 5) value = absolute ? SIZE - n : -n;
    } else if (upper === 'H') {
      value = absolute ? SIZE - n : -n;
    } else if (upper !== 'V' && index % 2 === 0) {
      value = absolute ? SIZE - n : -n;
    }
    out.push(String(Math.round(value * 100) / 100));
    index++;
  }
  return out.join(' ');
}
