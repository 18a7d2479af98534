import { describe, expect, it } from 'vitest';
import { canSubmitChoices, encodeChoices, toggleChoice } from './choice-state';

describe('multiple choice selection', () => {
  it('replaces the pick when only one answer is right', () => {
    expect(toggleChoice(['cat'], 'dog', 1)).toEqual(['dog']);
  });

  it('keeps up to max picks and drops the oldest past it', () => {
    let s = toggleChoice([], 'a', 2);
    s = toggleChoice(s, 'b', 2);
    expect(s).toEqual(['a', 'b']);
    expect(toggleChoice(s, 'c', 2)).toEqual(['b', 'c']);
  });

  it('un-picks a picked choice', () => {
    expect(toggleChoice(['a', 'b'], 'a', 2)).toEqual(['b']);
  });

  it('needs at least one pick to submit', () => {
    expect(canSubmitChoices([])).toBe(false);
    expect(canSubmitChoices(['a'])).toBe(true);
  });

  it('joins the picks with commas in the order shown', () => {
    expect(encodeChoices(['bola (ball)', 'bibe (duck)'], ['bibe (duck)', 'buko', 'bola (ball)'])).toBe('bibe (duck),bola (ball)');
  });
});
