/** Spec §5 'Multiple choice' rules of the form: choices and correct answers by difficulty. */
import { MULTIPLE_CHOICE_SHAPE, type Difficulty, type MessageKey } from '@aralin/contract';
import { emptyChoice, hasTexts, type ChoiceDraft } from './form-model';

export const MIN_CHOICES = 2;

const correctCount = (choices: readonly ChoiceDraft[]) => choices.filter((c) => c.isCorrect).length;

/**
 * The choices after choosing a difficulty: padded or cut to easy 3, medium 5, hard 6. When cutting leaves
 * more correct marks than the new difficulty allows, every correct mark is cleared.
 */
export function resizeChoices(choices: readonly ChoiceDraft[], difficulty: Difficulty): ChoiceDraft[] {
  const shape = MULTIPLE_CHOICE_SHAPE[difficulty];
  const truncated = choices.length > shape.choices;
  let next = choices.slice(0, shape.choices);
  while (next.length < shape.choices) next.push(emptyChoice());
  if (truncated && correctCount(next) > shape.correct) next = next.map((c) => ({ ...c, isCorrect: false }));
  return next;
}

/** 'Remove choice' shows only above 2 choices. */
export const canRemoveChoice = (choices: readonly ChoiceDraft[]) => choices.length > MIN_CHOICES;

/** A choice's correct checkbox is disabled once the maximum is reached (unless it is one of them). */
export function isCorrectDisabled(choices: readonly ChoiceDraft[], index: number, difficulty: Difficulty): boolean {
  return !choices[index]?.isCorrect && correctCount(choices) >= MULTIPLE_CHOICE_SHAPE[difficulty].correct;
}

/** Save is disabled without question text or with any choice lacking text. */
export function canSaveChoices(prompt: { en: string; tl: string }, choices: readonly ChoiceDraft[], bilingual: boolean): boolean {
  return hasTexts(prompt, bilingual) && choices.every((c) => hasTexts(c.text, bilingual));
}

const TOO_MANY: Record<Difficulty, MessageKey> = { easy: 'tooManyCorrectEasy', medium: 'tooManyCorrectMedium', hard: 'tooManyCorrectHard' };

/** The message key that stops a save: no correct answer, or too many for the difficulty. */
export function correctAnswerProblem(choices: readonly ChoiceDraft[], difficulty: Difficulty): MessageKey | null {
  const count = correctCount(choices);
  if (count === 0) return 'selectCorrectAnswer';
  if (count > MULTIPLE_CHOICE_SHAPE[difficulty].correct) return TOO_MANY[difficulty];
  return null;
}
