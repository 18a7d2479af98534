/**
 * Tracing answers (spec §7): a JSON text of accuracy, attempts, completed, attempt_type, accuracy_score,
 * letter, plus the drawn points. Only the points count: the server scores them with the tracing library's
 * scorer (contract/src/tracing, issue 6) and trusts no number from the client.
 */
import crypto from 'node:crypto';
import { findTracingDefinition, reviewStrokes, scoreTracing, type StrokeReview } from '@aralin/contract/tracing/index';

export interface TracingTry {
  points: { x: number; y: number }[];
  /** Fingerprint of the drawing: a retried request sends the same points, a new try never does. */
  key: string;
}

/** The web sends at most 4,000 points; a larger drawing is refused so scoring stays cheap (about 1 ms). */
const MAX_POINTS = 4_000;

/** Reads the drawn points ({x, y} or [x, y]) from a tracing answer, or undefined when it has none. */
export function parseTracingAnswer(raw: unknown): TracingTry | undefined {
  let value = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      return undefined;
    }
  }
  const list = Array.isArray(value) ? value : (value as { points?: unknown } | null)?.points;
  if (!Array.isArray(list) || list.length > MAX_POINTS) return undefined;
  const points: { x: number; y: number }[] = [];
  for (const p of list) {
    const x = Array.isArray(p) ? p[0] : (p as { x?: unknown } | null)?.x;
    const y = Array.isArray(p) ? p[1] : (p as { y?: unknown } | null)?.y;
    if (typeof x !== 'number' || typeof y !== 'number' || !Number.isFinite(x) || !Number.isFinite(y)) return undefined;
    points.push({ x: Math.round(x * 100) / 100, y: Math.round(y * 100) / 100 });
  }
  const key = crypto.createHash('sha256').update(JSON.stringify(points)).digest('hex').slice(0, 32);
  return { points, key };
}

/** The server's verdict on one drawing: its accuracy, or why it can't be scored. */
export type TracingVerdict = { kind: 'scored'; accuracy: number } | { kind: 'unknown_target' } | { kind: 'invalid' };

/** Scores a drawing of a library target with the tracing library's scorer (spec §9 'Tracing'). */
export function scoreTracingTry(target: string, points: { x: number; y: number }[]): TracingVerdict {
  const definition = findTracingDefinition(target);
  if (!definition) return { kind: 'unknown_target' };
  const score = scoreTracing(definition, points);
  return score.kind === 'scored' ? { kind: 'scored', accuracy: score.accuracy } : { kind: 'invalid' };
}

/**
 * How a tracing try was written (issue 13 item 6): stroke order, start dots and direction, kept with the
 * attempt for the teacher. Null for other question types and unknown targets.
 */
export function strokesOfTry(
  data: { type: string; target?: string },
  drawn: TracingTry | undefined,
): (StrokeReview & { target: string; strokes_total: number }) | null {
  if (data.type !== 'tracing' || !drawn || !data.target) return null;
  const definition = findTracingDefinition(data.target);
  if (!definition) return null;
  return { ...reviewStrokes(definition, drawn.points), target: definition.id, strokes_total: definition.startPoints.length };
}
