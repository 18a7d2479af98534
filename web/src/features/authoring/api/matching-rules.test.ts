import { describe, expect, it } from 'vitest';
import { emptyPair, type PairDraft } from './form-model';
import { canAddPair, canRemovePair, hasPairContent, resizePairs } from './matching-rules';

const pair = (prompt: string, answer = ''): PairDraft => ({
  ...emptyPair(),
  prompt: { en: prompt, tl: '' },
  answer: { en: answer, tl: '' },
});

describe('resizePairs (spec §5: easy 2, medium 3, hard 4)', () => {
  it('pads with empty pairs', () => {
    const pairs = resizePairs([pair('aso', 'dog')], 'hard');
    expect(pairs).toHaveLength(4);
    expect(pairs[0].prompt.en).toBe('aso');
    expect(pairs[3]).toEqual(emptyPair());
  });
  it('cuts to the difficulty count, keeping the first pairs', () => {
    const pairs = resizePairs([pair('a'), pair('b'), pair('c'), pair('d')], 'easy');
    expect(pairs.map((p) => p.prompt.en)).toEqual(['a', 'b']);
  });
  it('gives 3 pairs for medium', () => {
    expect(resizePairs([], 'medium')).toHaveLength(3);
  });
});

describe('add and remove', () => {
  it('adds only below 4 pairs and removes only above 2', () => {
    expect(canAddPair(resizePairs([], 'medium'))).toBe(true);
    expect(canAddPair(resizePairs([], 'hard'))).toBe(false);
    expect(canRemovePair(resizePairs([], 'easy'))).toBe(false);
    expect(canRemovePair(resizePairs([], 'medium'))).toBe(true);
  });
});

describe('hasPairContent', () => {
  it('is false for empty pairs and true once any field has text or a picture', () => {
    expect(hasPairContent(resizePairs([], 'easy'), false)).toBe(false);
    expect(hasPairContent([pair(''), pair('', 'dog')], false)).toBe(true);
    expect(hasPairContent([{ ...emptyPair(), answerImage: { key: 'k', url: '/files/k' } }], false)).toBe(true);
  });
  it('counts the Filipino text only when the form shows it', () => {
    const tlOnly = [{ ...emptyPair(), prompt: { en: '', tl: 'aso' } }];
    expect(hasPairContent(tlOnly, false)).toBe(false);
    expect(hasPairContent(tlOnly, true)).toBe(true);
  });
});
