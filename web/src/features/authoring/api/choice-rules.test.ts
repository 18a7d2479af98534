import { describe, expect, it } from 'vitest';
import { canRemoveChoice, canSaveChoices, correctAnswerProblem, isCorrectDisabled, resizeChoices } from './choice-rules';
import { emptyChoice, type ChoiceDraft } from './form-model';

const choice = (text: string, isCorrect = false): ChoiceDraft => ({ ...emptyChoice(), text: { en: text, tl: '' }, isCorrect });

describe('resizeChoices (spec §5: easy 3/1, medium 5/2, hard 6/3)', () => {
  it('pads to the difficulty count', () => {
    expect(resizeChoices([choice('a', true)], 'medium')).toHaveLength(5);
    expect(resizeChoices([], 'hard')).toHaveLength(6);
  });
  it('keeps correct marks when cutting leaves them within the limit', () => {
    const hard = [choice('a', true), choice('b'), choice('c'), choice('d'), choice('e', true), choice('f', true)];
    const easy = resizeChoices(hard, 'easy');
    expect(easy.map((c) => c.text.en)).toEqual(['a', 'b', 'c']);
    expect(easy.filter((c) => c.isCorrect)).toHaveLength(1);
  });
  it('clears every correct mark when cutting leaves too many', () => {
    const hard = [choice('a', true), choice('b', true), choice('c', true), choice('d'), choice('e'), choice('f')];
    const medium = resizeChoices(hard, 'medium');
    expect(medium).toHaveLength(5);
    expect(medium.some((c) => c.isCorrect)).toBe(false);
  });
  it('does not clear marks when only padding', () => {
    const easy = [choice('a', true), choice('b'), choice('c')];
    expect(resizeChoices(easy, 'hard').filter((c) => c.isCorrect)).toHaveLength(1);
  });
});

describe('correct answers', () => {
  it('disables further correct marks once the maximum is reached', () => {
    const medium = [choice('a', true), choice('b', true), choice('c'), choice('d'), choice('e')];
    expect(isCorrectDisabled(medium, 2, 'medium')).toBe(true);
    expect(isCorrectDisabled(medium, 0, 'medium')).toBe(false);
    expect(isCorrectDisabled(medium, 2, 'hard')).toBe(false);
  });
  it('names the problem before a save', () => {
    expect(correctAnswerProblem([choice('a'), choice('b')], 'easy')).toBe('selectCorrectAnswer');
    expect(correctAnswerProblem([choice('a', true), choice('b', true), choice('c')], 'easy')).toBe('tooManyCorrectEasy');
    expect(correctAnswerProblem([choice('a', true), choice('b', true), choice('c')], 'medium')).toBeNull();
  });
});

describe('save and remove', () => {
  it('needs question text and text on every choice', () => {
    const choices = [choice('a'), choice('b'), choice('c')];
    expect(canSaveChoices({ en: 'Which?', tl: '' }, choices, false)).toBe(true);
    expect(canSaveChoices({ en: '', tl: '' }, choices, false)).toBe(false);
    expect(canSaveChoices({ en: 'Which?', tl: '' }, [...choices, choice(' ')], false)).toBe(false);
  });
  it('removes choices only above 2', () => {
    expect(canRemoveChoice([choice('a'), choice('b')])).toBe(false);
    expect(canRemoveChoice([choice('a'), choice('b'), choice('c')])).toBe(true);
  });
});
