/** Tracing answers as the web sends them (the drawing's points; the server scores them itself). */
import { findTracingDefinition, pointsAlongGuide, type ServedQuestion } from '@aralin/contract';

type Point = { x: number; y: number };

/** The submit body's `answer` for a tracing question drawn with `points`. */
export function tracingAnswer(q: ServedQuestion, points: Point[]): string {
  return JSON.stringify({
    accuracy: 100,
    attempts: 1,
    completed: false,
    attempt_type: 'first',
    accuracy_score: 100,
    letter: q.extra_data.target,
    points,
  });
}

/** The question's target traced along its guide, shifted by (dx, dy): a new drawing each time, and off the guide when far. */
export const alongGuide = (q: ServedQuestion, dx = 0, dy = 0): string =>
  tracingAnswer(
    q,
    pointsAlongGuide(findTracingDefinition(q.extra_data.target!)!).map((p) => ({ x: p.x + dx, y: p.y + dy })),
  );
