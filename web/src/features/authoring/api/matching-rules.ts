/** Spec §5 'Matching' rules of the form: pair counts by difficulty, add/remove limits, when Save is enabled. */
import { MATCHING_PAIRS, type Difficulty } from '@aralin/contract';
import { emptyPair, hasTexts, type PairDraft } from './form-model';

export const MIN_PAIRS = 2;
export const MAX_PAIRS = 4;

/** The pairs after choosing a difficulty: padded with empty pairs or cut to easy 2, medium 3, hard 4. */
export function resizePairs(pairs: readonly PairDraft[], difficulty: Difficulty): PairDraft[] {
  const count = MATCHING_PAIRS[difficulty];
  const kept = pairs.slice(0, count);
  while (kept.length < count) kept.push(emptyPair());
  return kept;
}

/** 'Add Another Pair' shows only below 4 pairs; 'Remove Pair' only above 2. */
export const canAddPair = (pairs: readonly PairDraft[]) => pairs.length < MAX_PAIRS;
export const canRemovePair = (pairs: readonly PairDraft[]) => pairs.length > MIN_PAIRS;

/**
 * The pairs the server refuses as half-filled ('Every pair needs a prompt and an answer.'): some content,
 * but no prompt (text or picture) or no answer (text or picture). Their numbers mark them on the form (issue 20).
 */
export function incompletePairs(pairs: readonly PairDraft[], bilingual: boolean): number[] {
  return pairs.flatMap((p, i) => {
    const prompt = hasTexts(p.prompt, bilingual) || p.promptImage !== null;
    const answer = hasTexts(p.answer, bilingual) || p.answerImage !== null;
    return prompt !== answer ? [i] : [];
  });
}

/** 'Save Matching Set' is enabled only when some pair field has content (a text or a picture). */
export function hasPairContent(pairs: readonly PairDraft[], bilingual: boolean): boolean {
  return pairs.some(
    (p) => hasTexts(p.prompt, bilingual) || hasTexts(p.answer, bilingual) || p.promptImage !== null || p.answerImage !== null,
  );
}
