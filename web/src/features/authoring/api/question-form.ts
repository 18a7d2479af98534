/** The matching and multiple-choice question forms (spec §2, §5) on the contract's `QuestionBody` (issue 21 item 4). */
import { QuestionBody, type Difficulty } from '@aralin/contract';
import type { z } from 'zod';
import { contractResolver, draftSchema } from '../../../lib/form-resolver';
import { correctAnswerProblem, resizeChoices } from './choice-rules';
import { emptyCommon, type ChoiceDraft, type PairDraft, type QuestionCommon, type Uploaded } from './form-model';
import { hasPairContent, resizePairs } from './matching-rules';
import { choiceQuestion, matchingQuestion } from './payloads';

/** What the multiple-choice form holds: the common fields, the question's picture and its choices. */
export interface ChoiceValues extends QuestionCommon {
  image: Uploaded | null;
  choices: ChoiceDraft[];
}

/** What the matching form holds: the common fields and its pairs. */
export interface MatchingValues extends QuestionCommon {
  pairs: PairDraft[];
}

/** The body the question forms give their submit handler: `QuestionBody` as the contract parses it. */
export type ParsedQuestion = z.output<typeof QuestionBody>;

export const emptyChoiceValues = (difficulty: Difficulty, bilingual: boolean): ChoiceValues => ({
  ...emptyCommon(difficulty, bilingual),
  image: null,
  choices: resizeChoices([], difficulty),
});

export const emptyMatchingValues = (difficulty: Difficulty, bilingual: boolean): MatchingValues => ({
  ...emptyCommon(difficulty, bilingual),
  pairs: resizePairs([], difficulty),
});

const COMMON: Record<string, string> = {
  prompt_audio: 'promptAudio',
  hint: 'hint',
  hint_audio: 'hintAudio',
  explanation: 'explanation',
  question_image_url: 'image',
  correct_answers: 'choices',
};
const ITEM: Record<string, string> = {
  text: 'text',
  image_url: 'image',
  prompt_text: 'prompt',
  prompt_file: 'promptImage',
  prompt_audio: 'promptAudio',
  answer_text: 'answer',
  answer_file: 'answerImage',
};

/** The form's field a `QuestionBody` issue is about: `question_text` is the prompt, `extra_data.choices.1.text` the second choice's text. */
export function questionField(path: readonly PropertyKey[]): string | undefined {
  const [first, second, index, part] = path;
  if (first === 'question_text') return 'prompt';
  if (first === 'difficulty_level') return 'difficulty';
  if (first !== 'extra_data' || typeof second !== 'string') return undefined;
  if (second === 'choices' || second === 'pairs') {
    if (typeof index !== 'number') return second;
    return typeof part === 'string' && ITEM[part] ? `${second}.${index}.${ITEM[part]}` : `${second}.${index}`;
  }
  return COMMON[second];
}

/** Multiple choice: spec §5's correct answers (at least one, at most the difficulty's), then `QuestionBody`. */
export const choiceResolver = () => contractResolver<ChoiceValues, typeof choiceSchema>(choiceSchema);

const choiceSchema = draftSchema(QuestionBody, (values: ChoiceValues) => choiceQuestion(values, values.choices, values.image), {
  fieldOf: questionField,
  check: (values) => {
    const problem = correctAnswerProblem(values.choices, values.difficulty);
    return problem ? [['choices', problem]] : [];
  },
});

/** Matching: some pair has content ('At least one pair must have content'), then `QuestionBody`. */
export const matchingResolver = () => contractResolver<MatchingValues, typeof matchingSchema>(matchingSchema);

const matchingSchema = draftSchema(QuestionBody, (values: MatchingValues) => matchingQuestion(values, values.pairs), {
  fieldOf: questionField,
  check: (values) => (hasPairContent(values.pairs, values.bilingual) ? [] : [['pairs', 'pairContentRequired']]),
});
