/** The authoring forms' state (issue 4): texts in English and, when asked, Filipino; pictures and recordings as upload keys. */
import type { Difficulty } from '@aralin/contract';

/** A text as typed. `tl` is used only when the teacher writes a separate Filipino version. */
export interface Texts {
  en: string;
  tl: string;
}

/** An uploaded file: the key to send and the address to show. */
export interface Uploaded {
  key: string;
  url: string;
}

/** Recordings per language (spec §3 LocalizedAudio). */
export interface Recordings {
  en: Uploaded | null;
  tl: Uploaded | null;
}

export interface PairDraft {
  prompt: Texts;
  promptImage: Uploaded | null;
  promptAudio: Recordings;
  answer: Texts;
  answerImage: Uploaded | null;
}

export interface ChoiceDraft {
  text: Texts;
  isCorrect: boolean;
  image: Uploaded | null;
}

/** What every question form has: the prompt, its recordings, a hint with recordings, an explanation. */
export interface QuestionCommon {
  difficulty: Difficulty;
  /** True when every text has its own Filipino version. */
  bilingual: boolean;
  prompt: Texts;
  promptAudio: Recordings;
  hint: Texts;
  hintAudio: Recordings;
  explanation: Texts;
}

export const emptyTexts = (): Texts => ({ en: '', tl: '' });
export const noRecordings = (): Recordings => ({ en: null, tl: null });

export const emptyPair = (): PairDraft => ({
  prompt: emptyTexts(),
  promptImage: null,
  promptAudio: noRecordings(),
  answer: emptyTexts(),
  answerImage: null,
});
export const emptyChoice = (): ChoiceDraft => ({ text: emptyTexts(), isCorrect: false, image: null });

export function emptyCommon(difficulty: Difficulty, bilingual: boolean): QuestionCommon {
  return {
    difficulty,
    bilingual,
    prompt: emptyTexts(),
    promptAudio: noRecordings(),
    hint: emptyTexts(),
    hintAudio: noRecordings(),
    explanation: emptyTexts(),
  };
}

/** True when a text has something in a language the form shows. */
export const hasTexts = (t: Texts, bilingual: boolean) => t.en.trim() !== '' || (bilingual && t.tl.trim() !== '');
