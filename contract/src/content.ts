/**
 * The stored shape of activity questions (questions.extra_data), shared by authoring, the prebuilt
 * library, the demo seed and the play engine. Every text a child sees exists in English and Filipino;
 * audio is optional per language (teachers' recordings: file keys of the file store).
 */
import { z } from 'zod';

/** A text in both languages. An empty `tl` falls back to `en` when served (and vice versa). */
export const Bilingual = z.object({ en: z.string().max(500), tl: z.string().max(500) });
export type Bilingual = z.infer<typeof Bilingual>;

/** Optional recordings per language: file-store keys. */
export const LocalizedAudio = z.object({ en: z.string().max(200).nullish(), tl: z.string().max(200).nullish() });
export type LocalizedAudio = z.infer<typeof LocalizedAudio>;

export const Difficulty = z.enum(['easy', 'medium', 'hard']);
export type Difficulty = z.infer<typeof Difficulty>;

export const ActivityType = z.enum(['matching', 'multiple_choice', 'tracing']);
export type ActivityType = z.infer<typeof ActivityType>;

/** Pairs per matching difficulty (spec §9): easy 2, medium 3, hard 4. */
export const MATCHING_PAIRS: Record<Difficulty, number> = { easy: 2, medium: 3, hard: 4 };
/** Choices and correct answers per multiple-choice difficulty (spec §9). */
export const MULTIPLE_CHOICE_SHAPE: Record<Difficulty, { choices: number; correct: number }> = {
  easy: { choices: 3, correct: 1 },
  medium: { choices: 5, correct: 2 },
  hard: { choices: 6, correct: 3 },
};

const imageKey = z.string().max(200).nullish();

/** One matching pair: a prompt and its answer, each text and/or picture. */
export const MatchingPair = z.object({
  prompt_text: Bilingual,
  prompt_file: imageKey,
  prompt_audio: LocalizedAudio.nullish(),
  answer_text: Bilingual,
  answer_file: imageKey,
});
export type MatchingPair = z.infer<typeof MatchingPair>;

/** A matching question: 2 to 4 pairs. */
export const MatchingData = z.object({
  type: z.literal('matching'),
  prompt_text: Bilingual,
  prompt_audio: LocalizedAudio.nullish(),
  pairs: z.array(MatchingPair).min(2).max(4),
  hint: Bilingual,
  hint_audio: LocalizedAudio.nullish(),
  explanation: Bilingual,
});
export type MatchingData = z.infer<typeof MatchingData>;

/** One choice of a multiple-choice question. */
export const Choice = z.object({ text: Bilingual, isCorrect: z.boolean(), image_url: imageKey });
export type Choice = z.infer<typeof Choice>;

/**
 * A listening item (issue 15 item 4): what it asks about is heard, never printed. The child sees the
 * picture and a big speaker; the prompt and then `word` are said when the question appears.
 */
export const Listen = z.object({
  /** The language the words are said in: the one being taught (English words in en, Filipino words in tl). */
  lang: z.enum(['en', 'tl']),
  /** The word, syllable or sentence the item asks about, said after the prompt; null when the prompt names nothing hidden. */
  word: z.string().trim().min(1).max(200).nullish(),
  /**
   * Whether a tap on a choice says it (pictures, letters, syllables). False where reading the choice is the
   * skill (sight words): hearing each choice would give the answer away. A picture choice shows no text.
   */
  say_choices: z.boolean(),
});
export type Listen = z.infer<typeof Listen>;

/** A multiple-choice question: the choices and how many are correct follow the difficulty. */
export const MultipleChoiceData = z.object({
  type: z.literal('multiple_choice'),
  prompt_text: Bilingual,
  prompt_audio: LocalizedAudio.nullish(),
  question_image_url: imageKey,
  choices: z.array(Choice).min(2).max(6),
  hint: Bilingual,
  hint_audio: LocalizedAudio.nullish(),
  explanation: Bilingual,
  /** Set on listening items (the prebuilt library's beginning sounds, syllables, sight words). */
  listen: Listen.nullish(),
});
export type MultipleChoiceData = z.infer<typeof MultipleChoiceData>;

/** A tracing question: a letter, digit or shape of the tracing library. */
export const TracingData = z.object({
  type: z.literal('tracing'),
  /** Id of a tracing-library definition ('A', 'ñ', 'NG', '7', 'circle', …). */
  target: z.string().min(1).max(20),
  prompt_text: Bilingual,
  prompt_audio: LocalizedAudio.nullish(),
  required_accuracy: z.number().int().min(1).max(100).default(80),
  required_correct_attempts: z.number().int().min(1).max(10).default(3),
});
export type TracingData = z.infer<typeof TracingData>;

/** Any stored question's extra_data. */
export const QuestionData = z.discriminatedUnion('type', [MatchingData, MultipleChoiceData, TracingData]);
export type QuestionData = z.infer<typeof QuestionData>;

/** The text of a bilingual value in a language, falling back to the other one. */
export function pickText(value: Bilingual | undefined | null, lang: 'en' | 'tl'): string {
  if (!value) return '';
  const other = lang === 'en' ? 'tl' : 'en';
  return value[lang]?.trim() ? value[lang] : (value[other] ?? '');
}

/** Why a stored question can't be answered, or undefined when it can (spec §5, §9 rules). */
export function questionProblem(data: QuestionData, difficulty: Difficulty): string | undefined {
  const bothLanguages = (b: Bilingual) => b.en.trim() !== '' && b.tl.trim() !== '';
  if (!bothLanguages(data.prompt_text)) return 'prompt needs en and tl';
  if (data.type === 'matching') {
    if (data.pairs.length !== MATCHING_PAIRS[difficulty]) return `matching ${difficulty} needs ${MATCHING_PAIRS[difficulty]} pairs`;
    for (const p of data.pairs) {
      if (!(bothLanguages(p.prompt_text) || p.prompt_file) || !(bothLanguages(p.answer_text) || p.answer_file))
        return 'pair needs text in en and tl or a picture';
    }
    const answers = data.pairs.map((p) => `${p.answer_text.en}|${p.answer_file ?? ''}`);
    if (new Set(answers).size !== answers.length) return 'answers must differ';
    return undefined;
  }
  if (data.type === 'multiple_choice') {
    const shape = MULTIPLE_CHOICE_SHAPE[difficulty];
    if (data.choices.length !== shape.choices) return `multiple choice ${difficulty} needs ${shape.choices} choices`;
    const correct = data.choices.filter((c) => c.isCorrect).length;
    if (correct < 1 || correct > shape.correct) return `multiple choice ${difficulty} needs 1 to ${shape.correct} correct`;
    if (data.choices.some((c) => !bothLanguages(c.text) && !c.image_url)) return 'choice needs text in en and tl or a picture';
    const texts = data.choices.map((c) => c.text.en.trim().toLowerCase());
    if (new Set(texts).size !== texts.length) return 'choices must differ';
    return undefined;
  }
  return undefined;
}
