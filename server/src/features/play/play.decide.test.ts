import { describe, expect, it } from 'vitest';
import type { AttemptType, Difficulty, MultipleChoiceData, TracingData } from '@aralin/contract';
import { advance, settle, type Graded, type SettleInput, type Step } from './play.decide';
import { answerOnly, presentResult } from './play.present';
import type * as q from './play.queries';
import type { Outcome } from './play.rules';
import { newEntry, type PlayState, type ServedEntry } from './play.state';

const bi = (en: string, tl = en) => ({ en, tl });
const choice: MultipleChoiceData = {
  type: 'multiple_choice',
  prompt_text: bi('Which is red?', 'Alin ang pula?'),
  choices: [
    { text: bi('Apple', 'Mansanas'), isCorrect: true, image_url: null },
    { text: bi('Leaf', 'Dahon'), isCorrect: false, image_url: null },
  ],
  hint: bi('A fruit', 'Isang prutas'),
  explanation: bi('Apples are red.', 'Pula ang mansanas.'),
};
const tracing: TracingData = {
  type: 'tracing',
  target: 'A',
  prompt_text: bi('Trace A'),
  required_accuracy: 80,
  required_correct_attempts: 3,
};

const ACTIVITY = 3;
const entry = (questionId: number, fields: Partial<ServedEntry> = {}): ServedEntry => ({
  ...newEntry({
    questionId,
    activityId: ACTIVITY,
    activityTitle: 'Kulay',
    conceptId: null,
    review: false,
    difficulty: 'easy',
    guidance: null,
  }),
  ...fields,
});
/** A finished question of the activity. */
const done = (questionId: number, outcome: Outcome, fields: Partial<ServedEntry> = {}) =>
  entry(questionId, { done: true, outcome, points: outcome === 'first' ? 10 : outcome === 'guided' ? 5 : 0, ...fields });
const stateOf = (served: ServedEntry[], fields: Partial<PlayState> = {}): PlayState => ({
  seed: 1,
  level: 'medium',
  reviewAvailable: false,
  served,
  practiceLater: [],
  breakSuggested: false,
  ...fields,
});
const pool = (n: number, difficulty: Difficulty = 'easy'): q.PoolItem[] =>
  Array.from({ length: n }, (_, i) => ({ id: i + 1, difficulty, conceptId: null, origin: i + 1 }));
const graded = (correct: boolean, accuracy: number | null = null): Graded => ({ correct, answer: 'Apple', accuracy, tryKey: '' });
const input = (fields: Partial<SettleInput> = {}): SettleInput => ({
  activityId: ACTIVITY,
  pool: pool(10),
  tracing: false,
  points: { earned: 20, possible: 30 },
  mastery: null,
  ...fields,
});
const move = (e: ServedEntry, type: AttemptType, correct: boolean) => advance(e, choice, type, graded(correct));

describe('advance: a multiple-choice or matching question moved on by one attempt', () => {
  it('a right first try finishes the question for 10 points', () => {
    const step = move(entry(1), 'first', true);
    expect(step).toMatchObject({ finished: true, outcome: 'first', points: 10, next: null, later: false });
    expect(step.entry.stage).toBe('first');
  });

  it('a wrong first try goes on to the guided try, for nothing yet', () => {
    const step = move(entry(1), 'first', false);
    expect(step).toMatchObject({ finished: false, outcome: null, points: 0, next: 'guided' });
    expect(step.entry.stage).toBe('guided');
  });

  it('a right guided try finishes the question for 5 points', () => {
    expect(move(entry(1, { stage: 'guided' }), 'guided', true)).toMatchObject({ finished: true, outcome: 'guided', points: 5, next: null });
  });

  it('a wrong guided try misses the question: nothing earned, the answer is shown next', () => {
    const step = move(entry(1, { stage: 'guided' }), 'guided', false);
    expect(step).toMatchObject({ finished: true, outcome: 'missed', points: 0, next: 'show_answer' });
    expect(step.entry.stage).toBe('show_answer');
  });

  it('a second chance moves on as a first serving does (its weight and key are the caller’s)', () => {
    expect(move(entry(1, { second: true }), 'first', true)).toMatchObject({ finished: true, outcome: 'first', points: 10 });
  });

  it('leaves the entry it is given as it was', () => {
    const before = entry(1, { stage: 'guided' });
    const copy = { ...before };
    const step = move(before, 'guided', false);
    expect(before).toEqual(copy);
    expect(step.entry).not.toBe(before);
  });
});

describe('advance: tracing tries (issue 15)', () => {
  const trace = (e: ServedEntry, passed: boolean, accuracy: number) =>
    advance(e, tracing, e.stage, { correct: passed, answer: {}, accuracy, tryKey: 'k' });

  it('counts a try and goes on until the question is mastered', () => {
    const step = trace(entry(1), true, 85);
    expect(step).toMatchObject({ finished: false, outcome: null, next: 'first', points: 0 });
    expect(step.entry).toMatchObject({ tries: 1, correctTries: 1, misses: 0, cleanTries: 0 });
  });

  it('two clean passes master it on first tries: 10 points', () => {
    const once = trace(entry(1), true, 95).entry;
    expect(trace(once, true, 92)).toMatchObject({ finished: true, outcome: 'first', points: 10, next: null, later: false });
  });

  it('a miss makes the next tries guided, and mastering after it earns 5 points', () => {
    const missed = trace(entry(1), false, 40);
    expect(missed).toMatchObject({ finished: false, next: 'guided' });
    expect(missed.entry.stage).toBe('guided');
    const step = trace(trace(missed.entry, true, 95).entry, true, 95);
    expect(step).toMatchObject({ finished: true, outcome: 'guided', points: 5 });
  });

  it('the third miss leaves the question for later, unmastered', () => {
    let e = entry(1);
    for (let i = 0; i < 2; i++) e = trace(e, false, 30).entry;
    const step = trace(e, false, 30);
    expect(step).toMatchObject({ finished: true, outcome: 'missed', points: 0, next: null, later: true });
    expect(step.entry).toMatchObject({ later: true, misses: 3, tries: 3 });
  });
});

describe('settle: the session after an answer', () => {
  const answerLast = (
    served: ServedEntry[],
    step: (e: ServedEntry) => Step,
    fields: Partial<SettleInput> = {},
    state?: Partial<PlayState>,
  ) => {
    const s = stateOf(served, state);
    const answered = served[served.length - 1];
    return { before: s, answered, settled: settle(s, answered, step(answered), input(fields)) };
  };

  it('a finished question of the activity counts its points, moves the level and goes on', () => {
    const { before, settled } = answerLast([done(1, 'first'), entry(2)], (e) => move(e, 'first', true));
    expect(settled.points).toEqual({ earned: 30, possible: 40 });
    expect(settled.state.level).toBe('hard');
    expect(settled.state.served[1]).toMatchObject({ done: true, outcome: 'first', points: 10 });
    expect(settled.reason).toBeNull();
    expect(settled.suggestBreak).toBe(false);
    // The state given is left as it was.
    expect(before.served[1].done).toBe(false);
    expect(before.level).toBe('medium');
  });

  it('an unfinished question changes neither points nor level', () => {
    const { settled } = answerLast([entry(1)], (e) => move(e, 'first', false));
    expect(settled.points).toEqual({ earned: 20, possible: 30 });
    expect(settled.state.level).toBe('medium');
    expect(settled.state.served[0]).toMatchObject({ done: false, stage: 'guided' });
  });

  it('a review question earns nothing for this activity and keeps the level', () => {
    const review = entry(50, { activityId: 9, review: true });
    const { settled } = answerLast([done(1, 'first'), review], (e) => move(e, 'first', true));
    expect(settled.points).toEqual({ earned: 20, possible: 30 });
    expect(settled.state.level).toBe('medium');
    expect(settled.state.served[1]).toMatchObject({ done: true, points: 10 });
  });

  it('ends after the tenth question', () => {
    const served = [...Array.from({ length: 9 }, (_, i) => done(i + 1, 'guided')), entry(10)];
    expect(answerLast(served, (e) => move(e, 'first', true), { pool: pool(20) }).settled.reason).toBe('max_questions');
  });

  it('ends when the pool is used up, unless a missed question’s second chance is still due', () => {
    const exhausted = answerLast([done(1, 'first'), done(2, 'first'), entry(3)], (e) => move(e, 'first', true), { pool: pool(3) });
    expect(exhausted.settled.reason).toBe('pool_exhausted');
    const withSecond = answerLast([done(1, 'missed'), done(2, 'first'), entry(3)], (e) => move(e, 'first', true), { pool: pool(3) });
    expect(withSecond.settled.reason).toBeNull();
  });

  it('ends on a second miss in a row when only hard questions are left to step down to', () => {
    const hardLeft = [...pool(2), ...pool(3, 'hard').slice(2)];
    const missTwice = (p: q.PoolItem[]) =>
      answerLast([done(1, 'missed'), entry(2, { stage: 'guided' })], (e) => move(e, 'guided', false), { pool: p }).settled.reason;
    expect(missTwice(hardLeft)).toBe('pool_exhausted');
    expect(missTwice(pool(3))).toBeNull();
  });

  it('never ends a tracing session on two misses in a row', () => {
    const { settled } = answerLast([done(1, 'missed'), entry(2, { stage: 'guided' })], (e) => move(e, 'guided', false), {
      pool: [...pool(2), ...pool(3, 'hard').slice(2)],
      tracing: true,
    });
    expect(settled.reason).toBeNull();
  });

  it('ends early, in an activity of no concept, at 4 of the last 5 first tries right', () => {
    const served = [done(1, 'first'), done(2, 'missed'), done(3, 'first'), done(4, 'first'), entry(5)];
    expect(answerLast(served, (e) => move(e, 'first', true)).settled.reason).toBe('doing_well');
    const notYet = [done(1, 'first'), done(2, 'missed'), done(3, 'missed'), done(4, 'first'), entry(5)];
    expect(answerLast(notYet, (e) => move(e, 'first', true)).settled.reason).toBeNull();
  });

  it('suggests a break once the easier question after two misses is finished, once a session', () => {
    const served = [done(1, 'missed'), done(2, 'missed'), entry(3, { stepDown: true })];
    const { settled } = answerLast(served, (e) => move(e, 'first', true));
    expect(settled.suggestBreak).toBe(true);
    expect(settled.state.breakSuggested).toBe(true);
    const again = answerLast(served, (e) => move(e, 'first', true), {}, { breakSuggested: true });
    expect(again.settled.suggestBreak).toBe(false);
  });
});

describe('presenting an answer', () => {
  it('shows the answer and the explanation of a missed question', () => {
    const step = move(entry(1, { stage: 'guided' }), 'guided', false);
    expect(presentResult(choice, graded(false), step, 'guided', 'tl', undefined)).toMatchObject({
      correct: false,
      score_increment: 0,
      session_ended: false,
      next_attempt_type: 'show_answer',
      question_finished: true,
      correct_answers: ['Mansanas'],
      explanation: 'Pula ang mansanas.',
      is_mastered: false,
    });
  });

  it('keeps the answer back while the question goes on', () => {
    const step = move(entry(1), 'first', false);
    expect(presentResult(choice, graded(false), step, 'first', 'en', undefined)).toMatchObject({
      next_attempt_type: 'guided',
      question_finished: false,
      correct_answers: null,
      explanation: null,
    });
  });

  it('a show_answer after a miss is worth nothing and shows the answer', () => {
    expect(answerOnly(choice, graded(false), 'en', undefined)).toMatchObject({
      attempt_type: 'show_answer',
      score_increment: 0,
      question_finished: true,
      correct_answers: ['Apple'],
      explanation: 'Apples are red.',
    });
  });
});
