/**
 * Pointer → viewBox mapping for the tracing board (spec §3: drawn points are x,y in the definition's
 * viewBox coordinates). The guide SVG and the drawing canvas fill the same box and both fit the viewBox
 * the way SVG's default preserveAspectRatio (xMidYMid meet) does, so one mapping serves both.
 */
import type { TracingPoint } from '@aralin/contract';

export interface ViewBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The part of a DOMRect the mapping needs. */
export interface BoxRect {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** Reads 'minX minY width height' (spaces or commas); a malformed value falls back to the 200 box. */
export function parseViewBox(text: string): ViewBox {
  const n = text
    .trim()
    .split(/[\s,]+/)
    .map(Number);
  if (n.length !== 4 || n.some((v) => !Number.isFinite(v)) || n[2] <= 0 || n[3] <= 0) return { x: 0, y: 0, width: 200, height: 200 };
  return { x: n[0], y: n[1], width: n[2], height: n[3] };
}

/** Scale and offset (in the rect's own pixels) of a viewBox fitted centred into a rect ("meet"). */
export function fitViewBox(rect: Pick<BoxRect, 'width' | 'height'>, vb: ViewBox): { scale: number; offsetX: number; offsetY: number } {
  const scale = Math.min(rect.width / vb.width, rect.height / vb.height);
  if (!Number.isFinite(scale) || scale <= 0) return { scale: 1, offsetX: 0, offsetY: 0 };
  return {
    scale,
    offsetX: (rect.width - vb.width * scale) / 2 - vb.x * scale,
    offsetY: (rect.height - vb.height * scale) / 2 - vb.y * scale,
  };
}

/** A pointer position (client pixels) in viewBox units, rounded to 0.1 (the server keeps 0.01). */
export function toViewBoxPoint(clientX: number, clientY: number, rect: BoxRect, vb: ViewBox): TracingPoint {
  const { scale, offsetX, offsetY } = fitViewBox(rect, vb);
  const round = (v: number) => Math.round(v * 10) / 10;
  return { x: round((clientX - rect.left - offsetX) / scale), y: round((clientY - rect.top - offsetY) / scale) };
}

/** Points closer than this (viewBox units) to the last one add nothing but payload. */
export const MIN_POINT_STEP = 1.5;
/** A cap far above any tracing (a letter is a few hundred points) that keeps a submit small and cheap. */
export const MAX_POINTS = 4000;

/** True when `p` should be kept after `last` (the stroke's previous point, if any). */
export function shouldKeepPoint(last: TracingPoint | undefined, p: TracingPoint, total: number): boolean {
  if (total >= MAX_POINTS) return false;
  if (!Number.isFinite(p.x) || !Number.isFinite(p.y)) return false;
  return !last || Math.hypot(p.x - last.x, p.y - last.y) >= MIN_POINT_STEP;
}

/** The strokes one after another, as the scorer and the server read them (docs/tracing.md). */
export function flattenStrokes(strokes: readonly (readonly TracingPoint[])[]): TracingPoint[] {
  return strokes.flat();
}
