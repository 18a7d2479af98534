/**
 * NOTE(issue 15) identity: does another library entry match a drawing clearly better than the target?
 * Scoring a drawing in full against all 74 entries would cost 74 scorings per attempt, on cheap
 * tablets and on the server per submit. A cheap pre-check comes first: each entry keeps a grid of the
 * 5-unit cells within 25 units of its guide and a list of probe points along its guide (both built once,
 * on first use); the drawing is resampled into at most 120 probe points and stamped into a grid of its
 * own. An entry's match is (share of the drawing's probes near the entry's guide) × (share of the
 * entry's probes near the drawing), a lookup per probe. Only entries that match better than the target
 * (at most 3, best first) are scored in full, and the caller decides whether that is clearly better.
 */
import { sampleSegment, segmentLength } from './geometry';
import { TRACING_LIBRARY } from './library';
import { tracingRules } from './rules';
import type { TracingDefinition, TracingPoint } from './types';

const { cell, reach, probeSpacing, maxProbes, margin, ratio, alias } = tracingRules.identity;

interface Box {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

/** The cells within `reach` of a set of points, over the points' box grown by `reach`. */
interface NearGrid {
  x0: number;
  y0: number;
  cols: number;
  rows: number;
  cells: Uint8Array;
}

/** An entry's guide, or a drawing: probe points along it, each standing for `spacing` units of length. */
interface Drawing {
  grid: NearGrid;
  probes: TracingPoint[];
  spacing: number;
  box: Box;
}
type Signature = Drawing;

function boxOf(points: readonly TracingPoint[]): Box {
  const box = { minX: Infinity, minY: Infinity, maxX: -Infinity, maxY: -Infinity };
  for (const p of points) {
    if (p.x < box.minX) box.minX = p.x;
    if (p.x > box.maxX) box.maxX = p.x;
    if (p.y < box.minY) box.minY = p.y;
    if (p.y > box.maxY) box.maxY = p.y;
  }
  return box;
}

function stamp(points: readonly TracingPoint[], box: Box): NearGrid {
  const x0 = Math.floor((box.minX - reach) / cell) * cell;
  const y0 = Math.floor((box.minY - reach) / cell) * cell;
  const cols = Math.ceil((box.maxX + reach - x0) / cell) + 1;
  const rows = Math.ceil((box.maxY + reach - y0) / cell) + 1;
  const cells = new Uint8Array(cols * rows);
  const r2 = reach * reach;
  for (const p of points) {
    const c0 = Math.max(0, Math.floor((p.x - reach - x0) / cell));
    const c1 = Math.min(cols - 1, Math.floor((p.x + reach - x0) / cell));
    const r0 = Math.max(0, Math.floor((p.y - reach - y0) / cell));
    const r1 = Math.min(rows - 1, Math.floor((p.y + reach - y0) / cell));
    for (let r = r0; r <= r1; r++) {
      const dy = y0 + (r + 0.5) * cell - p.y;
      for (let c = c0; c <= c1; c++) {
        const dx = x0 + (c + 0.5) * cell - p.x;
        if (dx * dx + dy * dy <= r2) cells[r * cols + c] = 1;
      }
    }
  }
  return { x0, y0, cols, rows, cells };
}

function isNear(grid: NearGrid, p: TracingPoint): boolean {
  const c = Math.floor((p.x - grid.x0) / cell);
  const r = Math.floor((p.y - grid.y0) / cell);
  return c >= 0 && r >= 0 && c < grid.cols && r < grid.rows && grid.cells[r * grid.cols + c] === 1;
}

const signatures = new WeakMap<TracingDefinition, Signature>();

/** An entry's grid and probes, built on first use and kept. */
function signatureOf(definition: TracingDefinition): Signature {
  let signature = signatures.get(definition);
  if (!signature) {
    const probes = definition.segments.flatMap((s) => sampleSegment(s, Math.max(2, Math.ceil(segmentLength(s) / probeSpacing) + 1)));
    const length = definition.segments.reduce((sum, s) => sum + segmentLength(s), 0);
    const box = boxOf(probes);
    signature = { grid: stamp(probes, box), probes, spacing: length / probes.length, box };
    signatures.set(definition, signature);
  }
  return signature;
}

/** The drawing resampled along its line every few units (pen lifts skipped, taps kept). */
function drawingOf(points: readonly TracingPoint[]): Drawing {
  let ink = 0;
  for (let i = 1; i < points.length; i++) {
    const length = Math.hypot(points[i].x - points[i - 1].x, points[i].y - points[i - 1].y);
    if (length <= tracingRules.tolerance) ink += length;
  }
  const spacing = Math.max(probeSpacing, ink / maxProbes);
  const probes: TracingPoint[] = [points[0]];
  let left = spacing;
  for (let i = 1; i < points.length; i++) {
    const a = points[i - 1];
    const b = points[i];
    const length = Math.hypot(b.x - a.x, b.y - a.y);
    if (length > tracingRules.tolerance) {
      probes.push(b);
      left = spacing;
      continue;
    }
    let at = left;
    while (at <= length) {
      probes.push({ x: a.x + ((b.x - a.x) * at) / length, y: a.y + ((b.y - a.y) * at) / length });
      at += spacing;
    }
    left = at - length;
  }
  const box = boxOf(probes);
  return { grid: stamp(probes, box), probes, spacing, box };
}

/**
 * How far a drawing is from an entry, in units of length: the drawing's ink farther than `reach` from
 * the entry's guide (stray) plus the entry's guide farther than `reach` from the ink (missing).
 * Stops, returning Infinity, as soon as the sum reaches `limit`.
 */
function mismatch(signature: Signature, drawing: Drawing, limit: number): number {
  let sum = 0;
  for (const p of drawing.probes) if (!isNear(signature.grid, p) && (sum += drawing.spacing) >= limit) return Infinity;
  for (const p of signature.probes) if (!isNear(drawing.grid, p) && (sum += signature.spacing) >= limit) return Infinity;
  return sum;
}

/** Boxes differ by more than `gap` on some side: the entry cannot match the drawing closely. */
function farApart(a: Box, b: Box, gap: number): boolean {
  return (
    Math.abs(a.minX - b.minX) > gap || Math.abs(a.maxX - b.maxX) > gap || Math.abs(a.minY - b.minY) > gap || Math.abs(a.maxY - b.maxY) > gap
  );
}

/** Two entries whose guides are within `alias` of each other everywhere (1 and l, O and circle): never rivals. */
const aliases = new Map<TracingDefinition, Map<TracingDefinition, boolean>>();
function sameDrawing(a: TracingDefinition, b: TracingDefinition): boolean {
  let known = aliases.get(a);
  if (!known) aliases.set(a, (known = new Map()));
  let same = known.get(b);
  if (same === undefined) {
    const within = (from: Signature, to: Signature) =>
      from.probes.every((p) => to.probes.some((q) => (p.x - q.x) ** 2 + (p.y - q.y) ** 2 <= alias * alias));
    same = within(signatureOf(a), signatureOf(b)) && within(signatureOf(b), signatureOf(a));
    known.set(b, same);
  }
  return same;
}

/**
 * Another entry the drawing matches clearly better than `definition`: its mismatch (stray + missing
 * length) is smaller by more than `margin` units. The best such entry, or null.
 */
export function findBetterMatch(
  definition: TracingDefinition,
  points: readonly TracingPoint[],
  rivals: readonly TracingDefinition[] = Object.values(TRACING_LIBRARY),
): { id: string; mismatch: number; ownMismatch: number } | null {
  if (rivals.length === 0) return null;
  const drawing = drawingOf(points);
  const own = mismatch(signatureOf(definition), drawing, Infinity);
  if (own <= margin) return null;
  let best: { rival: TracingDefinition; mismatch: number } | null = null;
  for (const rival of rivals) {
    if (rival === definition || rival.id === definition.id || rival.segments.length === 0) continue;
    const signature = signatureOf(rival);
    if (farApart(signature.box, drawing.box, own)) continue;
    // Clearly better: own > rival + margin + ratio × rival, i.e. rival < (own − margin) / (1 + ratio).
    const limit = Math.min((own - margin) / (1 + ratio), best ? best.mismatch : Infinity);
    const score = mismatch(signature, drawing, limit);
    if (score < limit && !sameDrawing(definition, rival)) best = { rival, mismatch: score };
  }
  return best ? { id: best.rival.id, mismatch: best.mismatch, ownMismatch: own } : null;
}
