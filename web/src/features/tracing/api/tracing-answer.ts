/**
 * What the tracing screen sends and reads (spec §7): the submit answer with the drawn points, the check
 * of a next-question answer, and the error text of spec §8 'Tracing'.
 */
import { NextQuestionResponse, type ServedQuestion, type SessionEnded, type TracingPoint, type TracingScore } from '@aralin/contract';
import { targetOf, type TracingAttempt } from './tracing-flow';

export interface TracingTry {
  points: readonly TracingPoint[];
  /** The browser's own score of the drawing, for the spec's fields; the server rescores the points. */
  score: TracingScore;
  attempt: TracingAttempt;
  /** Tries of this question including this one. */
  tries: number;
  correctAttempts: number;
  required: number;
  target: string;
}

/**
 * The answer text of spec §7: accuracy, attempts, completed, attempt_type, accuracy_score and letter,
 * plus the points the server actually scores (contract SubmitAnswerBody).
 */
export function buildTracingAnswer(t: TracingTry): string {
  const accuracy = t.score.kind === 'scored' ? t.score.accuracy : 0;
  const passed = t.score.kind === 'scored' && t.score.passed;
  return JSON.stringify({
    accuracy,
    attempts: t.tries,
    completed: passed && t.correctAttempts + 1 >= t.required,
    attempt_type: t.attempt,
    accuracy_score: accuracy,
    letter: t.target,
    points: t.points.map((p) => ({ x: p.x, y: p.y })),
  });
}

export type CheckedTracing =
  { kind: 'question'; question: ServedQuestion } | { kind: 'ended'; end: SessionEnded } | { kind: 'empty' } | { kind: 'invalid' };

/** Checks a next-question answer: a tracing question naming its target, or the session end. */
export function checkTracingQuestion(raw: unknown): CheckedTracing {
  if (raw === null || raw === undefined || raw === '') return { kind: 'empty' };
  const parsed = NextQuestionResponse.safeParse(raw);
  if (!parsed.success) return { kind: 'invalid' };
  const r = parsed.data;
  if (r.session_ended) return { kind: 'ended', end: r };
  if (r.type !== 'tracing' || !targetOf(r)) return { kind: 'invalid' };
  return { kind: 'question', question: r };
}
