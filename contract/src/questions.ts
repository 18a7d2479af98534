/**
 * The question payload of spec §3 and its rules of spec §5: what POST
 * /management/activities/{activityId}/questions/ (and the create call's `questions`) accepts, and how it
 * becomes the stored shape of content.ts. Pure: the web runs the same rules before saving.
 */
import { z } from 'zod';
import {
  Difficulty,
  MULTIPLE_CHOICE_SHAPE,
  type ActivityType,
  type Bilingual,
  type Choice,
  type MatchingPair,
  type QuestionData,
} from './content';
import { AudioInput, FileRef, OptionalConceptRef, TextInput, hasText, toBilingual } from './authoring-fields';
import type { MessageKey } from './messages';

/** Spec §5: an empty matching prompt defaults to 'Match the pairs'. */
export const DEFAULT_MATCHING_PROMPT: Bilingual = { en: 'Match the pairs', tl: 'Pagtapatin ang magkapares' };

const PairInput = z.object({
  prompt_text: TextInput.nullish(),
  prompt_file: FileRef,
  prompt_audio: AudioInput,
  answer_text: TextInput.nullish(),
  answer_file: FileRef,
});

const ChoiceInput = z.object({
  text: TextInput.nullish(),
  isCorrect: z.boolean({ message: 'invalidInput' }).nullish(),
  image_url: FileRef,
});

const Accuracy = z.coerce.number({ message: 'invalidInput' }).int('invalidInput').min(1, 'invalidInput').max(100, 'invalidInput');
const Attempts = z.coerce.number({ message: 'invalidInput' }).int('invalidInput').min(1, 'invalidInput').max(10, 'invalidInput');

/** A question's extra_data as sent: the fields of every type (the activity's type picks which count). */
export const QuestionExtraInput = z.object({
  prompt_audio: AudioInput,
  hint: TextInput.nullish(),
  hint_audio: AudioInput,
  explanation: TextInput.nullish(),
  // matching
  pairs: z.array(PairInput).max(8, 'pairCountInvalid').nullish(),
  // multiple choice
  choices: z.array(ChoiceInput).max(12, 'choiceCountInvalid').nullish(),
  question_image_url: FileRef,
  correct_answers: z.array(TextInput).max(12, 'invalidInput').nullish(),
  // tracing: one target, or several (one question each)
  target: z.string().trim().max(20, 'tracingTargetUnknown').nullish(),
  targets: z.array(z.string().trim().max(20, 'tracingTargetUnknown')).max(100, 'invalidInput').nullish(),
  required_accuracy: Accuracy.nullish(),
  required_correct_attempts: Attempts.nullish(),
});
export type QuestionExtraInput = z.output<typeof QuestionExtraInput>;

/** POST /management/activities/{activityId}/questions/ body (spec §3 question payload). */
export const QuestionBody = z.object({
  question_text: TextInput.nullish(),
  difficulty_level: z.preprocess(
    (v) => (v === undefined || v === null || v === '' ? 'easy' : typeof v === 'string' ? v.trim().toLowerCase() : v),
    z.enum(Difficulty.options, { message: 'difficultyInvalid' }),
  ),
  /** The question's concept; the activity's concept when absent. */
  concept: OptionalConceptRef,
  extra_data: QuestionExtraInput.nullish().transform((v) => v ?? QuestionExtraInput.parse({})),
});
export type QuestionBody = z.input<typeof QuestionBody>;
export type ParsedQuestionBody = z.output<typeof QuestionBody>;

/** A tracing target as the library knows it: its id and the default prompt in both languages. */
export interface TracingTargetInfo {
  id: string;
  prompt: Bilingual;
}

/** One question ready to store. */
export interface BuiltQuestion {
  questionText: string;
  difficulty: Difficulty;
  data: QuestionData;
}

/** Why a question payload can't be saved (a message key and the field), or the questions it makes. */
export type BuildResult = { kind: 'invalid'; key: MessageKey; field: string } | { kind: 'ok'; questions: BuiltQuestion[] };

const TOO_MANY_CORRECT: Record<Difficulty, MessageKey> = {
  easy: 'tooManyCorrectEasy',
  medium: 'tooManyCorrectMedium',
  hard: 'tooManyCorrectHard',
};

const invalid = (key: MessageKey, field: string): BuildResult => ({ kind: 'invalid', key, field });

/**
 * Turns a parsed payload into stored questions for an activity of `type`, applying spec §5's rules.
 * `resolveTarget` gives a tracing target's library id and default prompt, or undefined when unknown.
 */
export function buildQuestions(
  type: ActivityType,
  body: ParsedQuestionBody,
  resolveTarget: (target: string) => TracingTargetInfo | undefined,
): BuildResult {
  const x = body.extra_data;
  const difficulty = body.difficulty_level;
  const prompt = toBilingual(body.question_text);
  const common = { prompt_audio: x.prompt_audio ?? null };
  if (type === 'tracing') {
    const targets = [...(x.targets ?? []), ...(x.target ? [x.target] : [])].filter((t) => t !== '');
    if (targets.length === 0) return invalid('tracingTargetsRequired', 'extra_data.targets');
    const questions: BuiltQuestion[] = [];
    for (const target of targets) {
      const known = resolveTarget(target);
      if (!known) return invalid('tracingTargetUnknown', 'extra_data.targets');
      const data: QuestionData = {
        type: 'tracing',
        target: known.id,
        prompt_text: hasText(prompt) ? prompt : known.prompt,
        ...common,
        required_accuracy: x.required_accuracy ?? 80,
        required_correct_attempts: x.required_correct_attempts ?? 3,
      };
      questions.push({ questionText: data.prompt_text.en, difficulty, data });
    }
    return { kind: 'ok', questions };
  }
  const hint = toBilingual(x.hint);
  const explanation = toBilingual(x.explanation);
  const extras = { ...common, hint, hint_audio: x.hint_audio ?? null, explanation };
  if (type === 'matching') {
    const all = (x.pairs ?? []).map((p): MatchingPair => ({
      prompt_text: toBilingual(p.prompt_text),
      prompt_file: p.prompt_file ?? null,
      prompt_audio: p.prompt_audio ?? null,
      answer_text: toBilingual(p.answer_text),
      answer_file: p.answer_file ?? null,
    }));
    // Pairs left entirely blank are the form's padding: dropped (spec §5 'at least one pair field has text').
    const pairs = all.filter((p) => hasText(p.prompt_text) || p.prompt_file || hasText(p.answer_text) || p.answer_file);
    if (pairs.length === 0) return invalid('pairContentRequired', 'extra_data.pairs');
    if (pairs.some((p) => !(hasText(p.prompt_text) || p.prompt_file) || !(hasText(p.answer_text) || p.answer_file))) {
      return invalid('pairIncomplete', 'extra_data.pairs');
    }
    if (pairs.length < 2 || pairs.length > 4) return invalid('pairCountInvalid', 'extra_data.pairs');
    const answers = pairs.map((p) => `${p.answer_text.en.toLowerCase()}|${p.answer_file ?? ''}`);
    if (new Set(answers).size !== answers.length) return invalid('answersMustDiffer', 'extra_data.pairs');
    const promptText = hasText(prompt) ? prompt : DEFAULT_MATCHING_PROMPT;
    const data: QuestionData = { type: 'matching', prompt_text: promptText, pairs, ...extras };
    return { kind: 'ok', questions: [{ questionText: promptText.en, difficulty, data }] };
  }
  if (!hasText(prompt)) return invalid('questionTextRequired', 'question_text');
  const raw = x.choices ?? [];
  if (raw.length < 2 || raw.length > 6) return invalid('choiceCountInvalid', 'extra_data.choices');
  const correctTexts = new Set((x.correct_answers ?? []).map((c) => toBilingual(c).en.toLowerCase()).filter((t) => t !== ''));
  const flagged = raw.some((c) => c.isCorrect === true);
  const choices = raw.map((c): Choice => {
    const text = toBilingual(c.text);
    // isCorrect flags decide; correct_answers (choice texts, spec §3) only when no flag is set.
    const isCorrect = flagged ? c.isCorrect === true : correctTexts.has(text.en.toLowerCase());
    return { text, isCorrect, image_url: c.image_url ?? null };
  });
  if (choices.some((c) => !hasText(c.text))) return invalid('choiceTextRequired', 'extra_data.choices');
  const texts = choices.map((c) => c.text.en.toLowerCase());
  if (new Set(texts).size !== texts.length) return invalid('choicesMustDiffer', 'extra_data.choices');
  const correct = choices.filter((c) => c.isCorrect).length;
  if (correct === 0) return invalid('selectCorrectAnswer', 'extra_data.choices');
  if (correct > MULTIPLE_CHOICE_SHAPE[difficulty].correct) return invalid(TOO_MANY_CORRECT[difficulty], 'extra_data.choices');
  const data: QuestionData = {
    type: 'multiple_choice',
    prompt_text: prompt,
    question_image_url: x.question_image_url ?? null,
    choices,
    ...extras,
  };
  return { kind: 'ok', questions: [{ questionText: prompt.en, difficulty, data }] };
}

/** Every file key a stored question refers to (pictures and recordings), for checking they exist. */
export function questionFileKeys(data: QuestionData): string[] {
  const keys: (string | null | undefined)[] = [data.prompt_audio?.en, data.prompt_audio?.tl];
  if (data.type === 'matching') {
    keys.push(data.hint_audio?.en, data.hint_audio?.tl);
    for (const p of data.pairs) keys.push(p.prompt_file, p.answer_file, p.prompt_audio?.en, p.prompt_audio?.tl);
  } else if (data.type === 'multiple_choice') {
    keys.push(data.hint_audio?.en, data.hint_audio?.tl, data.question_image_url);
    for (const c of data.choices) keys.push(c.image_url);
  }
  return keys.filter((k): k is string => typeof k === 'string' && k !== '');
}
