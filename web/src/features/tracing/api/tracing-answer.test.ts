import { findTracingDefinition, pointsAlongGuide, scoreTracing } from '@aralin/contract';
import { describe, expect, it } from 'vitest';
import { buildTracingAnswer, checkTracingQuestion } from './tracing-answer';
import { tracingQuestion } from './tracing-fixtures';

const A = findTracingDefinition('A')!;

describe('buildTracingAnswer (spec §7)', () => {
  it('sends the spec fields and the drawn points', () => {
    const points = pointsAlongGuide(A);
    const answer = JSON.parse(
      buildTracingAnswer({
        points,
        score: scoreTracing(A, points),
        attempt: 'first',
        tries: 3,
        correctAttempts: 2,
        required: 3,
        target: 'A',
      }),
    );
    expect(answer).toMatchObject({ accuracy: 100, accuracy_score: 100, attempts: 3, completed: true, attempt_type: 'first', letter: 'A' });
    expect(answer.points).toHaveLength(points.length);
    expect(answer.points[0]).toEqual({ x: points[0].x, y: points[0].y });
  });

  it('is not completed by a miss or before the last right try', () => {
    const good = pointsAlongGuide(A);
    const shifted = good.map((p) => ({ x: p.x, y: p.y + 60 }));
    const miss = JSON.parse(
      buildTracingAnswer({
        points: shifted,
        score: scoreTracing(A, shifted),
        attempt: 'guided',
        tries: 1,
        correctAttempts: 2,
        required: 3,
        target: 'A',
      }),
    );
    expect(miss.completed).toBe(false);
    expect(miss.accuracy).toBeLessThan(80);
    const early = JSON.parse(
      buildTracingAnswer({
        points: good,
        score: scoreTracing(A, good),
        attempt: 'first',
        tries: 1,
        correctAttempts: 0,
        required: 3,
        target: 'A',
      }),
    );
    expect(early.completed).toBe(false);
  });
});

describe('checkTracingQuestion', () => {
  it('accepts a tracing question and the session end', () => {
    expect(checkTracingQuestion(tracingQuestion()).kind).toBe('question');
    const end = {
      session_ended: true,
      badges: [],
      activity_completed: true,
      mastery_achieved: true,
      message: '',
      score: 90,
      best_score: 90,
      points_earned: 9,
      points_possible: 10,
      questions_answered: 1,
      end_reason: 'pool_exhausted',
    };
    expect(checkTracingQuestion(end).kind).toBe('ended');
  });

  it('rejects nothing, another type, a question without a target, and malformed data', () => {
    expect(checkTracingQuestion(null).kind).toBe('empty');
    expect(checkTracingQuestion(tracingQuestion({ type: 'matching' })).kind).toBe('invalid');
    expect(checkTracingQuestion(tracingQuestion({}, { target: undefined, letter: undefined })).kind).toBe('invalid');
    expect(checkTracingQuestion({ id: 'x' }).kind).toBe('invalid');
  });

  it('passes an unknown target through: the screen says Letter/shape not found', () => {
    expect(checkTracingQuestion(tracingQuestion({}, { target: 'zebra', letter: undefined, shape: 'zebra' })).kind).toBe('question');
  });
});
