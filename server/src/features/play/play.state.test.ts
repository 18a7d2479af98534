import { describe, expect, it } from 'vitest';
import type { SessionEndFields } from '@aralin/contract';
import { newEntry, packState, practiceLaterAfter, readState, type PlayState } from './play.state';

const state: PlayState = {
  seed: 42,
  level: 'medium',
  reviewAvailable: true,
  served: [
    {
      ...newEntry({
        questionId: 7,
        activityId: 3,
        activityTitle: 'Hugis',
        conceptId: 2,
        review: false,
        difficulty: 'easy',
        guidance: null,
      }),
      done: true,
      outcome: 'first',
      points: 10,
    },
    newEntry({
      questionId: 9,
      activityId: 4,
      activityTitle: 'Bilang',
      conceptId: null,
      review: true,
      difficulty: 'hard',
      guidance: 'review',
    }),
  ],
  practiceLater: [],
  breakSuggested: false,
};

describe('stored play state', () => {
  it('reads back what was packed, and leaves out what is still at its default', () => {
    const packed = packState(state);
    expect(readState(JSON.parse(JSON.stringify(packed)))).toEqual(state);
    expect(packed.served).toEqual([
      { questionId: 7, activityId: 3, activityTitle: 'Hugis', conceptId: 2, difficulty: 'easy', done: true, outcome: 'first', points: 10 },
      { questionId: 9, activityId: 4, activityTitle: 'Bilang', review: true, difficulty: 'hard', guidance: 'review' },
    ]);
  });

  it('reads entries stored whole before packing, and keeps the end data beside the state', () => {
    expect(readState(JSON.parse(JSON.stringify(state)))).toEqual(state);
    const end: SessionEndFields = {
      badges: [],
      activity_completed: true,
      mastery_achieved: true,
      message: 'Great job!',
      score: 80,
      best_score: 80,
      points_earned: 80,
      points_possible: 100,
      questions_answered: 10,
      end_reason: 'max_questions',
    };
    const packed = packState(state, { end });
    expect(packed).toMatchObject({ seed: 42, end: { score: 80 } });
    expect(readState(JSON.parse(JSON.stringify(packed)))).toEqual(state);
  });

  it('keeps the questions left to practice later, and leaves the list out while it is empty', () => {
    const later = { ...state, practiceLater: [5, 6] };
    expect(packState(later)).toMatchObject({ practiceLater: [5, 6] });
    expect(readState(JSON.parse(JSON.stringify(packState(later))))).toEqual(later);
    expect(packState(state)).not.toHaveProperty('practiceLater');
  });
});

describe('questions left to practice later (issue 15)', () => {
  const entry = (questionId: number, over: Partial<ReturnType<typeof newEntry>> = {}) => ({
    ...newEntry({ questionId, activityId: 3, activityTitle: 'Bakat', conceptId: 1, review: false, difficulty: 'easy', guidance: null }),
    ...over,
  });

  it('hands on the questions a session ended at the miss limit, and those it was handed and did not finish', () => {
    const s: PlayState = {
      ...state,
      practiceLater: [20, 21, 22],
      served: [
        entry(20, { done: true, outcome: 'guided' }),
        entry(30, { done: true, outcome: 'missed', later: true, misses: 3 }),
        entry(31, { done: true, outcome: 'first' }),
        entry(40, { done: true, outcome: 'missed', later: true, review: true, activityId: 9 }),
        entry(21),
      ],
    };
    // 20 was practised and mastered; 21 was served but not finished; 22 never came up; 40 is a review.
    expect(practiceLaterAfter(s, 3)).toEqual([21, 22, 30]);
  });

  it('keeps a question left for later again once, and at most a session of them', () => {
    const again: PlayState = { ...state, practiceLater: [30], served: [entry(30, { done: true, outcome: 'missed', later: true })] };
    expect(practiceLaterAfter(again, 3)).toEqual([30]);
    const many: PlayState = { ...state, practiceLater: Array.from({ length: 12 }, (_, i) => i + 100), served: [] };
    expect(practiceLaterAfter(many, 3)).toEqual(Array.from({ length: 10 }, (_, i) => i + 102));
  });
});
