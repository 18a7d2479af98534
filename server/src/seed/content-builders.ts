/**
 * Builders for the demo's questions, in the stored shape of contract/src/content.ts (QuestionData),
 * which authoring, the prebuilt library and the play engine share (docs/content-format.md).
 * Each builder checks its question with the contract's own rules and throws on a mistake.
 */
import { questionProblem, type ActivityType, type Bilingual, type Difficulty, type QuestionData } from '@aralin/contract';

export type { Bilingual };

export interface QuestionTemplate {
  level: Difficulty;
  data: QuestionData;
}

export interface ActivityTemplate {
  title: string;
  type: ActivityType;
  /** One of spec §9's activity icons. */
  icon: string;
  concept: string;
  questions: QuestionTemplate[];
}

export interface SubjectTemplate {
  name: string;
  cover: 'RED' | 'GREEN' | 'BLUE' | 'YELLOW';
  activities: ActivityTemplate[];
}

/** Bilingual text; the same in both languages when `tl` is left out (letters, numbers, names). */
export const t = (en: string, tl: string = en): Bilingual => ({ en, tl });

/**
 * A picture of the shipped art set (web/public/art/<name>.svg), never an emoji: a device without an emoji
 * font shows emoji as empty boxes (issue 19).
 */
export interface Art {
  art: string;
}
export const pic = (name: string): Art => ({ art: name });
const artPath = (a: Art) => `/art/${a.art}.svg`;
const isArt = (x: Bilingual | Art): x is Art => 'art' in x;
const NO_TEXT: Bilingual = { en: '', tl: '' };

function checked(level: Difficulty, data: QuestionData): QuestionTemplate {
  const problem = questionProblem(data, level);
  if (problem) throw new Error(`demo question "${data.prompt_text.en}": ${problem}`);
  return { level, data };
}

/** A matching question: prompt → answer pairs (spec §9: easy 2, medium 3, hard 4); a prompt may be a picture. */
export function matching(
  level: Difficulty,
  prompt: Bilingual,
  pairs: [Bilingual | Art, Bilingual][],
  hint: Bilingual,
  explanation: Bilingual,
): QuestionTemplate {
  return checked(level, {
    type: 'matching',
    prompt_text: prompt,
    prompt_audio: null,
    pairs: pairs.map(([p, a]) => ({
      prompt_text: isArt(p) ? NO_TEXT : p,
      prompt_file: isArt(p) ? artPath(p) : null,
      prompt_audio: null,
      answer_text: a,
      answer_file: null,
    })),
    hint,
    hint_audio: null,
    explanation,
  });
}

/**
 * A multiple-choice question; `true` marks a correct choice (spec §9: easy 3/1, medium 5/2, hard 6/3);
 * `picture` is the question's picture (what the child counts or names).
 */
export function multipleChoice(
  level: Difficulty,
  prompt: Bilingual,
  choices: [Bilingual, boolean][],
  hint: Bilingual,
  explanation: Bilingual,
  picture?: Art,
): QuestionTemplate {
  return checked(level, {
    type: 'multiple_choice',
    prompt_text: prompt,
    prompt_audio: null,
    question_image_url: picture ? artPath(picture) : null,
    choices: choices.map(([text, isCorrect]) => ({ text, isCorrect, image_url: null })),
    hint,
    hint_audio: null,
    explanation,
  });
}

/** A tracing question: a target of the tracing library ('A', 'K', 'circle'…), 80% accuracy three times. */
export function tracing(level: Difficulty, target: string, prompt: Bilingual): QuestionTemplate {
  return checked(level, {
    type: 'tracing',
    target,
    prompt_text: prompt,
    prompt_audio: null,
    required_accuracy: 80,
    required_correct_attempts: 3,
  });
}
