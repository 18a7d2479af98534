/**
 * How a child's mastery is read on every screen (mastery-read.ts, issue 14): a child who misses everything
 * is "needs attention" from three answers on; mastered only on enough answers.
 */
import { describe, expect, it } from 'vitest';
import { MODEL, isConfident, update, type Skill } from '../play/play.model';
import { BELOW_MIN_ANSWERS, masteryRead, stateOf } from './mastery-read';

const medium3 = { difficulty: MODEL.levelDifficulty.medium, guess: 1 / 3 };
const after = (answers: boolean[]): Skill => answers.reduce<Skill>((skill, right) => update(skill, medium3, right, 1), MODEL.prior);

describe('the mastery state', () => {
  it('calls a child who misses every question below from three answers, not before', () => {
    const misses = (n: number) => after(Array.from({ length: n }, () => false));
    expect(stateOf(misses(1), 80, 1)).toBe('not_enough');
    expect(stateOf(misses(2), 80, 2)).toBe('not_enough');
    expect(stateOf(misses(BELOW_MIN_ANSWERS), 80, BELOW_MIN_ANSWERS)).toBe('needs_attention');
    expect(isConfident(misses(12))).toBe(true);
    expect(stateOf(misses(12), 80, 12)).toBe('needs_attention');
  });

  it('says mastered only when the range clears the required score, and not enough answers in between', () => {
    const rights = (n: number) => after(Array.from({ length: n }, () => true));
    expect(stateOf(rights(2), 80, 2)).toBe('not_enough');
    const many = rights(15);
    expect(stateOf(many, 80, 15)).toBe('mastered');
    expect(masteryRead({ skillMean: many.mean, skillSd: many.sd, lastPracticedAt: new Date(), answers: 15 }, 80, new Date())).toMatchObject(
      {
        mastered: true,
        mastery_state: 'mastered',
      },
    );
    // Never practised: the prior, not enough answers.
    expect(masteryRead(null, 80, new Date()).mastery_state).toBe('not_enough');
  });
});
