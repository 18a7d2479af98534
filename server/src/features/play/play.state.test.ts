import { describe, expect, it } from 'vitest';
import { newEntry, packState, readState, type PlayState } from './play.state';

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
    expect(packState(state, { end: { score: 80 } })).toMatchObject({ seed: 42, end: { score: 80 } });
  });
});
