import { describe, expect, it } from 'vitest';
import {
  countTracingTry,
  endReason,
  fourOfFive,
  levelForMastery,
  levelOrder,
  nextMastery,
  plannedQuestions,
  pointsFor,
  sessionScore,
  stepLevel,
} from './play.rules';
import { mulberry32, rngFor, shuffle } from './play.random';

describe('play rules', () => {
  it('starts at easy for a new concept, medium from 40, hard from 75', () => {
    expect([null, 0, 39, 40, 74, 75, 100].map(levelForMastery)).toEqual(['easy', 'easy', 'easy', 'medium', 'medium', 'hard', 'hard']);
  });

  it('steps up after a first-try answer, down after show_answer, stays after a guided one, within bounds', () => {
    expect(stepLevel('easy', 'first')).toBe('medium');
    expect(stepLevel('hard', 'first')).toBe('hard');
    expect(stepLevel('medium', 'missed')).toBe('easy');
    expect(stepLevel('easy', 'missed')).toBe('easy');
    expect(stepLevel('medium', 'guided')).toBe('medium');
    expect(levelOrder('medium')).toEqual(['medium', 'easy', 'hard']);
  });

  it('gives 10, 5 and 0 points', () => {
    expect([pointsFor('first', true), pointsFor('guided', true), pointsFor('show_answer', true), pointsFor('first', false)]).toEqual([
      10, 5, 0, 0,
    ]);
  });

  it('moves mastery 30% of the way to each answer (1, 0.5, 0)', () => {
    expect(nextMastery(0, 'first')).toBe(30);
    expect(nextMastery(0, 'guided')).toBe(15);
    expect(nextMastery(50, 'missed')).toBe(35);
    let m = 0;
    for (let i = 0; i < 5; i++) m = nextMastery(m, 'first');
    expect(m).toBe(83);
  });

  it('ends after 10 questions, early when doing well, or when the pool is used up', () => {
    expect(endReason(Array(10).fill(false), 3, true)).toBe('max_questions');
    // Issue 14: "doing well" is the learner model's call (play.decide.ts doingWell): at the answer that first
    // masters the concept, else from the fifth question on (a replay of a known activity).
    expect(endReason([true], 5, true)).toBeNull();
    expect(endReason([true, true, true, true], 5, true)).toBeNull();
    expect(endReason([true, true, true], 5, true, true)).toBe('doing_well');
    expect(endReason([true, true, true], 5, false, true)).toBeNull();
    expect(endReason([false, true, true, true, true], 5, true)).toBe('doing_well');
    expect(endReason([true, true, true, true, true], 5, false)).toBeNull();
    expect(endReason([false, false], 0, false)).toBe('pool_exhausted');
    // Both at once: the pool's end is said (as before issue 14, when "doing well" needed 5 questions).
    expect(endReason([true, true, true], 0, true)).toBe('pool_exhausted');
  });

  it('keeps "4 of the last 5 first tries (from 5 questions)" for an activity of no concept', () => {
    expect(fourOfFive([true, true, true, true])).toBe(false);
    expect(fourOfFive([false, true, true, true, true])).toBe(true);
    expect(fourOfFive([true, true, false, true, false, true])).toBe(false);
    expect(fourOfFive([true, false, true, true, true, false, true])).toBe(true);
  });

  it('plans the session from the unseen pool and the review slots', () => {
    expect(plannedQuestions(0, 12, false)).toBe(10);
    expect(plannedQuestions(0, 3, false)).toBe(3);
    expect(plannedQuestions(0, 3, true)).toBe(4);
    expect(plannedQuestions(0, 6, true)).toBe(7);
    expect(plannedQuestions(4, 0, true)).toBe(4);
  });

  it('scores earned ÷ possible × 100', () => {
    expect(sessionScore(25, 30)).toBe(83);
    expect(sessionScore(0, 0)).toBe(0);
  });

  it('draws the same numbers for the same seed and step', () => {
    expect(shuffle(rngFor(5, 1), [1, 2, 3, 4, 5])).toEqual(shuffle(rngFor(5, 1), [1, 2, 3, 4, 5]));
    const r = mulberry32(1);
    expect(Array.from({ length: 1000 }, r).every((x) => x >= 0 && x < 1)).toBe(true);
  });

  it('tracing (issue 15): masters at the required passes or two clean ones, and leaves the question for later at the third miss', () => {
    const run = (tries: [boolean, number][], required = 3) => {
      const t = { tries: 0, correctTries: 0, misses: 0, cleanTries: 0 };
      return tries.map(([passed, accuracy]) => countTracingTry(t, passed, accuracy, required));
    };
    expect(
      run([
        [true, 90],
        [true, 95],
      ]),
    ).toEqual(['going_on', 'mastered']);
    expect(
      run([
        [true, 89],
        [true, 95],
        [true, 80],
      ]),
    ).toEqual(['going_on', 'going_on', 'mastered']);
    expect(
      run([
        [false, 40],
        [true, 92],
        [false, 50],
        [true, 99],
      ]),
    ).toEqual(['going_on', 'going_on', 'going_on', 'mastered']);
    expect(
      run([
        [false, 40],
        [true, 85],
        [false, 50],
        [false, 79],
      ]),
    ).toEqual(['going_on', 'going_on', 'going_on', 'practice_later']);
    expect(run([[true, 100]], 1)).toEqual(['mastered']);
    expect(
      run(
        [
          [true, 85],
          [true, 85],
          [true, 85],
          [true, 95],
        ],
        5,
      ),
    ).toEqual(['going_on', 'going_on', 'going_on', 'going_on']);
  });
});
