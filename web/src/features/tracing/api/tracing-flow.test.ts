import { describe, expect, it } from 'vitest';
import {
  tracingProgress,
  canSubmit,
  initialTracingState,
  lastOf,
  PRACTICE_LATER_DELAY_MS,
  tracingReducer,
  type TracingEvent,
  type TracingState,
} from './tracing-flow';
import { submitResult, tracingQuestion } from './tracing-fixtures';

const run = (events: TracingEvent[], from: TracingState = initialTracingState) => events.reduce(tracingReducer, from);
const asQuestion = (s: TracingState) => {
  if (s.phase !== 'question') throw new Error(`expected a question, got ${s.phase}`);
  return s;
};
const ready = (q = tracingQuestion()) => asQuestion(run([{ type: 'fetching' }, { type: 'loaded', question: q }, { type: 'guideDone' }]));

describe('tracing flow (spec §4)', () => {
  it('shows the hand guide first with drawing disabled, then lets the child draw', () => {
    const guide = asQuestion(run([{ type: 'loaded', question: tracingQuestion() }]));
    expect(guide).toMatchObject({
      stage: 'guide',
      attempt: 'first',
      correctAttempts: 0,
      required: 3,
      requiredAccuracy: 80,
      target: 'A',
      guideRun: 1,
    });
    expect(canSubmit(guide, 50)).toBe(false);
    expect(asQuestion(tracingReducer(guide, { type: 'guideDone' })).stage).toBe('drawing');
  });

  it('enables submit only with more than 10 points while drawing, not while submitting', () => {
    const s = ready();
    expect(canSubmit(s, 10)).toBe(false);
    expect(canSubmit(s, 11)).toBe(true);
    const sending = tracingReducer(s, { type: 'submitting' });
    expect(canSubmit(sending, 11)).toBe(false);
    expect(tracingReducer(sending, { type: 'submitting' })).toBe(sending);
  });

  it('after a right try: the count, then 2000 ms later a clean canvas without the guide', () => {
    const s = asQuestion(run([{ type: 'submitting' }, { type: 'submitted', result: submitResult({ correct_attempts: 1 }) }], ready()));
    expect(s).toMatchObject({ stage: 'correct', correctAttempts: 1, lastCorrect: true, timer: { delayMs: 2000, then: 'retry' } });
    expect(s.feedback).toEqual({ kind: 'success', count: 1, required: 3, points: 0, mastered: false });
    const again = asQuestion(tracingReducer(s, { type: 'timerFired' }));
    expect(again).toMatchObject({
      stage: 'drawing',
      clearCount: s.clearCount + 1,
      guideRun: s.guideRun,
      feedback: null,
      timer: null,
      attempt: 'first',
    });
  });

  it('after a miss: the needs-practice hint, then 3000 ms later a clean canvas, the guide again and guided tries', () => {
    const s = asQuestion(
      run(
        [
          { type: 'submitting' },
          { type: 'submitted', result: submitResult({ correct: false, correct_attempts: 0, next_attempt_type: 'guided' }) },
        ],
        ready(),
      ),
    );
    expect(s).toMatchObject({ stage: 'incorrect', attempt: 'guided', lastCorrect: false, timer: { delayMs: 3000, then: 'reguide' } });
    expect(s.feedback).toEqual({ kind: 'hint', hint: '' });
    const guided = asQuestion(tracingReducer(s, { type: 'timerFired' }));
    expect(guided).toMatchObject({ stage: 'guide', guideRun: 2, clearCount: 1, feedback: null, attempt: 'guided' });
    // A right try after that stays guided.
    const right = asQuestion(
      run([{ type: 'guideDone' }, { type: 'submitting' }, { type: 'submitted', result: submitResult({ correct_attempts: 1 }) }], guided),
    );
    expect(right.attempt).toBe('guided');
  });

  it('on mastery fetches the next question after 2000 ms, reporting the attempt type and the right answer', () => {
    const mastered = submitResult({
      correct_attempts: 3,
      is_mastered: true,
      question_finished: true,
      score_increment: 10,
      next_attempt_type: null,
    });
    const s = asQuestion(run([{ type: 'submitting' }, { type: 'submitted', result: mastered }], ready()));
    expect(s.timer).toEqual({ delayMs: 2000, then: 'next' });
    expect(s.feedback).toEqual({ kind: 'success', count: 3, required: 3, points: 10, mastered: true });
    expect(lastOf(s)).toEqual({ id: 7, attempt: 'first', correct: true });
    expect(asQuestion(tracingReducer(s, { type: 'timerFired' })).timer).toBeNull();
  });

  it('goes on to the next question after the last try the server allows, reporting a miss', () => {
    const s = asQuestion(
      run(
        [
          { type: 'submitting' },
          {
            type: 'submitted',
            result: submitResult({ correct: false, question_finished: true, next_attempt_type: null, correct_attempts: 1 }),
          },
        ],
        ready(),
      ),
    );
    expect(s.timer).toEqual({ delayMs: 3000, then: 'next' });
    expect(lastOf(s)).toEqual({ id: 7, attempt: 'guided', correct: false });
  });

  it('at the third miss (issue 15): the practice-later screen, no hint or guide, then the next question', () => {
    const s = asQuestion(
      run(
        [
          { type: 'submitting' },
          {
            type: 'submitted',
            result: submitResult({
              correct: false,
              question_finished: true,
              next_attempt_type: null,
              correct_attempts: 1,
              practice_later: true,
            }),
          },
        ],
        ready(),
      ),
    );
    expect(s).toMatchObject({ stage: 'incorrect', feedback: { kind: 'later' }, timer: { delayMs: PRACTICE_LATER_DELAY_MS, then: 'next' } });
    expect(PRACTICE_LATER_DELAY_MS).toBeGreaterThan(3000);
    expect(lastOf(s)).toEqual({ id: 7, attempt: 'guided', correct: false });
    // Next ends the wait at once, as the timer would; the guide does not play again.
    const next = asQuestion(tracingReducer(s, { type: 'continue' }));
    expect(next).toMatchObject({ timer: null, stage: 'incorrect', guideRun: s.guideRun, feedback: { kind: 'later' } });
    expect(tracingReducer(next, { type: 'continue' })).toBe(next);
    // Next means nothing on any other feedback.
    const hint = asQuestion(
      run([{ type: 'submitting' }, { type: 'submitted', result: submitResult({ correct: false, next_attempt_type: 'guided' }) }], ready()),
    );
    expect(tracingReducer(hint, { type: 'continue' })).toBe(hint);
  });

  it('a third miss that ends the session shows the summary after the practice-later screen', () => {
    const ended = submitResult({
      correct: false,
      question_finished: true,
      practice_later: true,
      session_ended: true,
      score: 40,
      badges: [],
    });
    const s = asQuestion(run([{ type: 'submitting' }, { type: 'submitted', result: ended }], ready()));
    expect(s.timer).toEqual({ delayMs: PRACTICE_LATER_DELAY_MS, then: 'end' });
    expect(tracingReducer(s, { type: 'continue' })).toMatchObject({ phase: 'ended', end: { score: 40 } });
  });

  it('masters early after two clean passes: the server says so, the screen follows', () => {
    const early = submitResult({
      correct_attempts: 2,
      is_mastered: true,
      question_finished: true,
      score_increment: 10,
      next_attempt_type: null,
    });
    const s = asQuestion(
      run(
        [
          { type: 'submitting' },
          { type: 'submitted', result: submitResult() },
          { type: 'timerFired' },
          { type: 'submitting' },
          { type: 'submitted', result: early },
        ],
        ready(),
      ),
    );
    expect(s.feedback).toEqual({ kind: 'success', count: 2, required: 3, points: 10, mastered: true });
    expect(s.timer).toEqual({ delayMs: 2000, then: 'next' });
  });

  it('a new question resets the attempt type to first and the right tries to 0', () => {
    const missed = asQuestion(
      run([{ type: 'submitting' }, { type: 'submitted', result: submitResult({ correct: false, correct_attempts: 2 }) }], ready()),
    );
    const next = asQuestion(
      run(
        [
          { type: 'fetching' },
          { type: 'loaded', question: tracingQuestion({ id: 8 }, { target: 'circle', letter: undefined, shape: 'circle' }) },
        ],
        missed,
      ),
    );
    expect(next).toMatchObject({ attempt: 'first', correctAttempts: 0, tries: 0, stage: 'guide', target: 'circle' });
  });

  it('keeps what the server knows about a question served again after a reload', () => {
    const s = asQuestion(
      run([{ type: 'loaded', question: tracingQuestion({ attempt_type: 'guided', correct_attempts: 2, repeat: true }) }]),
    );
    expect(s).toMatchObject({ attempt: 'guided', correctAttempts: 2 });
  });

  it('shows the summary when the server ends the session, after the feedback delay', () => {
    const ended = submitResult({
      correct_attempts: 3,
      is_mastered: true,
      question_finished: true,
      session_ended: true,
      score: 100,
      badges: [],
      message: 'Great job!',
    });
    const s = asQuestion(run([{ type: 'submitting' }, { type: 'submitted', result: ended }], ready()));
    expect(s.timer).toEqual({ delayMs: 2000, then: 'end' });
    const summary = tracingReducer(s, { type: 'timerFired' });
    expect(summary).toMatchObject({ phase: 'ended', end: { score: 100, message: 'Great job!', badges: [] } });
  });

  it('a failed submit shows the error and lets the child try the same drawing again', () => {
    const s = asQuestion(run([{ type: 'submitting' }, { type: 'submitFailed', message: 'No connection' }], ready()));
    expect(s).toMatchObject({ stage: 'drawing', tries: 0, clearCount: 0, feedback: { kind: 'error', message: 'No connection' } });
    expect(canSubmit(s, 20)).toBe(true);
  });

  it('replays the guide on request only while drawing', () => {
    const s = asQuestion(tracingReducer(ready(), { type: 'replayGuide' }));
    expect(s).toMatchObject({ stage: 'guide', guideRun: 2 });
    const sending = tracingReducer(ready(), { type: 'submitting' });
    expect(tracingReducer(sending, { type: 'replayGuide' })).toBe(sending);
  });

  it('ignores a late submit result and late timers outside their stage', () => {
    const s = ready();
    expect(tracingReducer(s, { type: 'submitted', result: submitResult() })).toBe(s);
    expect(asQuestion(tracingReducer(s, { type: 'timerFired' })).stage).toBe('drawing');
  });

  it('loading, errors and a session already over', () => {
    expect(tracingReducer(ready(), { type: 'fetching' })).toEqual({ phase: 'loading' });
    expect(tracingReducer(initialTracingState, { type: 'failed', message: 'x' })).toEqual({ phase: 'error', message: 'x' });
    expect(tracingReducer(initialTracingState, { type: 'guideDone' })).toBe(initialTracingState);
  });
});

describe('the tracing progress bar (issue 19)', () => {
  it('moves with each passed try, a letter filling its own share of the session', () => {
    const q = ready(tracingQuestion({ progress_percentage: 0, planned_questions: 4 }));
    expect(tracingProgress({ ...q, correctAttempts: 0, required: 3 })).toBe(0);
    expect(tracingProgress({ ...q, correctAttempts: 1, required: 3 })).toBe(8);
    expect(tracingProgress({ ...q, correctAttempts: 2, required: 3 })).toBe(17);
    expect(tracingProgress({ ...q, correctAttempts: 3, required: 3 })).toBe(25);
    const later = ready(tracingQuestion({ progress_percentage: 75, planned_questions: 4 }));
    expect(tracingProgress({ ...later, correctAttempts: 5, required: 3 })).toBe(100);
  });
});
