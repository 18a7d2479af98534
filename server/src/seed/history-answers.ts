/** What a child's answer looks like once recorded (the play engine's grade keeps the parsed answer). */
import { pickText, type Difficulty, type MatchingData, type MultipleChoiceData, type QuestionData } from '@aralin/contract';
import { answerValues, promptValues } from '../features/play/play.grade';
import type { Rng } from './prng';

export interface SimQuestion {
  id: number;
  level: Difficulty;
  data: QuestionData;
}

export type Lang = 'en' | 'tl';

/** Matching: the list of {prompt, answer} as the engine serves them (a picture by its address); a wrong answer swaps two answers. */
function matchingAnswer(data: MatchingData, lang: Lang, correct: boolean, rng: Rng) {
  const answers = answerValues(data, lang);
  const prompts = promptValues(data, lang);
  if (!correct) {
    const i = rng.int(0, answers.length - 2);
    [answers[i], answers[i + 1]] = [answers[i + 1], answers[i]];
  }
  return prompts.map((prompt, i) => ({ prompt, answer: answers[i] }));
}

/** Multiple choice: the chosen choice texts; a wrong answer has one wrong choice among them. */
function multipleChoiceAnswer(data: MultipleChoiceData, lang: Lang, correct: boolean, rng: Rng): string[] {
  const right = data.choices.filter((c) => c.isCorrect).map((c) => pickText(c.text, lang));
  if (correct) return right;
  const wrong = data.choices.filter((c) => !c.isCorrect).map((c) => pickText(c.text, lang));
  right[rng.int(0, right.length - 1)] = rng.pick(wrong);
  return right;
}

/** The recorded answer of a matching or multiple-choice attempt (null for show_answer, which sends none). */
export function answerFor(
  q: SimQuestion,
  lang: Lang,
  attempt: { type: 'first' | 'guided' | 'show_answer'; correct: boolean },
  rng: Rng,
): unknown {
  if (attempt.type === 'show_answer') return null;
  if (q.data.type === 'matching') return matchingAnswer(q.data, lang, attempt.correct, rng);
  if (q.data.type === 'multiple_choice') return multipleChoiceAnswer(q.data, lang, attempt.correct, rng);
  return null;
}
