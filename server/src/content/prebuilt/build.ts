/**
 * Small builders the content modules use, so each question reads as data: a bilingual text, a picture
 * reference, and the three question shapes of contract/src/content.ts.
 */
import type { Bilingual, Choice, Difficulty, Listen, MatchingData, MultipleChoiceData, TracingData } from '@aralin/contract';
import type { PrebuiltConcept, PrebuiltQuestion } from './types';

/** Shipped artwork lives in web/public/art and is referenced by its served path (see docs/prebuilt-library.md). */
export const ART_PREFIX = '/art/';

/** A bilingual text; one argument when both languages read the same ('ba', 'A', '7'). */
export function bi(en: string, tl: string = en): Bilingual {
  return { en, tl };
}

/** The served path of a shipped picture. */
export function art(name: string): string {
  return `${ART_PREFIX}${name}.svg`;
}

export interface PairInput {
  prompt: Bilingual | null;
  promptArt?: string | null;
  answer: Bilingual;
  answerArt?: string | null;
}

const EMPTY = bi('', '');

/** A matching question (pairs in the order the child sees the prompts; the play screen shuffles answers). */
export function matching(input: { prompt: Bilingual; pairs: PairInput[]; hint: Bilingual; explanation: Bilingual }): MatchingData {
  return {
    type: 'matching',
    prompt_text: input.prompt,
    pairs: input.pairs.map((p) => ({
      prompt_text: p.prompt ?? EMPTY,
      prompt_file: p.promptArt ? art(p.promptArt) : null,
      answer_text: p.answer,
      answer_file: p.answerArt ? art(p.answerArt) : null,
    })),
    hint: input.hint,
    explanation: input.explanation,
  };
}

/** One choice of a multiple-choice question. */
export function choice(text: Bilingual, isCorrect: boolean, picture?: string | null): Choice {
  return { text, isCorrect, image_url: picture ? art(picture) : null };
}

/** A multiple-choice question. */
export function multipleChoice(input: {
  prompt: Bilingual;
  picture?: string | null;
  choices: Choice[];
  hint: Bilingual;
  explanation: Bilingual;
  /** A listening item: what it asks about is said, not printed (docs/prebuilt-library.md, issue 15 item 4). */
  listen?: Listen;
}): MultipleChoiceData {
  return {
    type: 'multiple_choice',
    prompt_text: input.prompt,
    question_image_url: input.picture ? art(input.picture) : null,
    choices: input.choices,
    hint: input.hint,
    explanation: input.explanation,
    ...(input.listen ? { listen: input.listen } : {}),
  };
}

/** A listening item's marker: words said in `lang`; `word` said after the prompt; choices said on a tap unless reading them is the skill. */
export function listen(lang: 'en' | 'tl', word: string | null, sayChoices = true): Listen {
  return { lang, word, say_choices: sayChoices };
}

/** A tracing question on a tracing-library id, with the spec's defaults (80 % accuracy, 3 correct tracings). */
export function tracing(target: string, prompt: Bilingual): TracingData {
  return { type: 'tracing', target, prompt_text: prompt, required_accuracy: 80, required_correct_attempts: 3 };
}

/** A question at a difficulty, with the concept it counts for (concepts.ts). */
export function q(difficulty: Difficulty, data: PrebuiltQuestion['data'], concept?: PrebuiltConcept): PrebuiltQuestion {
  return concept ? { difficulty, data, concept } : { difficulty, data };
}

/** `k` consecutive items starting at `start`, wrapping around: deterministic variety without randomness. */
export function rotate<T>(items: readonly T[], start: number, k: number): T[] {
  return Array.from({ length: k }, (_, i) => items[(start + i) % items.length]);
}

/**
 * Mixes correct and wrong choices in a fixed, varied order (the play screen may shuffle again), so the
 * correct answer is not always first. `seed` picks the rotation.
 */
export function arrange(correct: Choice[], wrong: Choice[], seed: number): Choice[] {
  const all = [...correct, ...wrong];
  const out: Choice[] = [];
  const step = all.length % 2 === 0 ? all.length - 1 : 2;
  for (let i = 0; i < all.length; i++) out.push(all[(seed + i * step) % all.length]);
  return new Set(out).size === all.length ? out : rotate(all, seed, all.length);
}

/** Joins sentences of both languages. */
export function sentences(parts: Bilingual[]): Bilingual {
  return { en: parts.map((p) => p.en).join(' '), tl: parts.map((p) => p.tl).join(' ') };
}
