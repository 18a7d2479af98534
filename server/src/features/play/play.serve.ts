/**
 * A stored question as the child is served it (spec §3 'Question served'): texts in the language asked,
 * matching prompts and answers shuffled separately, choices shuffled and without their correct flags.
 * The solution is included only when the child is at show_answer.
 */
import { messageText, pickText, type Language, type QuestionData, type ServedExtraData, type ServedQuestion } from '@aralin/contract';
import { listeningData, questionClips, type Clip } from '../../content/prebuilt/listening-clips';
import { answerValues, choiceValues, correctAnswersOf, promptValues } from './play.grade';
import { audioUrls, mediaLink } from './play.media';
import { rngFor, shuffle } from './play.random';
import type { GuidanceKind, ServedEntry } from './play.state';

const SALT_PROMPTS = 1;
const SALT_ANSWERS = 2;
const SALT_CHOICES = 3;

/** A tracing target is a shape when it is a word ('circle'); letters, 'NG'/'ng' and digits are letters. */
export const isShapeTarget = (target: string) => /^[a-z]{3,}$/.test(target);

/** A school's recordings of the library's clips: clip id → file key (issue 15 item 4, play.voices.ts). */
export type SchoolVoices = ReadonlyMap<string, string>;
const NO_VOICES: SchoolVoices = new Map();

/**
 * The prompt in the other language (issue 13 item 3): its own text there, or null when it has none (an
 * empty text, or the same words in both). Only the prompt: choices and pairs are what the question checks.
 */
export function otherLanguagePrompt(data: QuestionData, lang: Language, shown: string): ServedExtraData['other_language'] {
  const other = lang === 'en' ? 'tl' : 'en';
  const text = data.prompt_text[other]?.trim() ?? '';
  return text && text !== shown.trim() ? { lang: other, prompt_text: text } : null;
}

/**
 * The served extra_data of a question. `step` (the question's position) seeds its shuffles. `voices` are the
 * school's recordings of a listening item's clips: used where the question has no recording of its own.
 */
export function servedExtraData(
  data: QuestionData,
  lang: Language,
  seed: number,
  step: number,
  reveal: boolean,
  voices: SchoolVoices = NO_VOICES,
): ServedExtraData {
  const listening = listeningData(data);
  const clips = listening ? questionClips(listening) : null;
  const voice = (c: Clip | null) => (c ? mediaLink(voices.get(c.id)) : null);
  const own = audioUrls(data.prompt_audio);
  const promptText = pickText(data.prompt_text, lang);
  const base = {
    prompt_text: promptText,
    prompt_audio: clips ? { en: own.en ?? voice(clips.prompt.en), tl: own.tl ?? voice(clips.prompt.tl) } : own,
    prompt_image: null as string | null,
    hint: { text: '', audio: audioUrls(null) },
    correct_answers: null,
    other_language: otherLanguagePrompt(data, lang, promptText),
  };
  if (data.type === 'tracing') {
    const target = data.target;
    return {
      ...base,
      target,
      ...(isShapeTarget(target) ? { shape: target } : { letter: target }),
      required_accuracy: data.required_accuracy ?? 80,
      required_correct_attempts: data.required_correct_attempts ?? 3,
    };
  }
  const withHint = { ...base, hint: { text: pickText(data.hint, lang), audio: audioUrls(data.hint_audio) } };
  const solution = reveal ? correctAnswersOf(data, lang) : null;
  if (data.type === 'matching') {
    const prompts = promptValues(data, lang);
    const answers = answerValues(data, lang);
    const pairs = data.pairs.map((p, i) => ({
      value: prompts[i],
      text: pickText(p.prompt_text, lang),
      image: mediaLink(p.prompt_file),
      audio: audioUrls(p.prompt_audio),
    }));
    const options = data.pairs.map((p, i) => ({
      value: answers[i],
      text: pickText(p.answer_text, lang),
      image: mediaLink(p.answer_file),
    }));
    return {
      ...withHint,
      pairs: shuffle(rngFor(seed, step, SALT_PROMPTS), pairs),
      answers: shuffle(rngFor(seed, step, SALT_ANSWERS), options),
      correct_answers: solution,
    };
  }
  const values = choiceValues(data, lang);
  // A listening item whose choices are pictures of words: every choice is shown without its word, heard on a
  // tap (issue 15 item 4); one with no drawing is a speaker the child taps (the client prints the word only
  // where the tablet can neither play a recording nor speak it).
  const pictureChoices = clips !== null && data.choices.some((c) => c.image_url);
  const choices = data.choices.map((c, i) => {
    const image = mediaLink(c.image_url);
    const spoken = clips?.choices[i];
    const text = pictureChoices && (image || spoken) ? '' : pickText(c.text, lang);
    return {
      value: values[i],
      text,
      image,
      ...(spoken ? { spoken: { text: spoken.text, lang: spoken.lang, audio: voice(spoken) } } : {}),
    };
  });
  return {
    ...withHint,
    prompt_image: mediaLink(data.question_image_url),
    choices: shuffle(rngFor(seed, step, SALT_CHOICES), choices),
    select_count: data.choices.filter((c) => c.isCorrect).length,
    correct_answers: solution,
    ...(clips
      ? { listening: { word: clips.word ? { text: clips.word.text, lang: clips.word.lang, audio: voice(clips.word) } : null } }
      : {}),
  };
}

const GUIDANCE_KEYS = {
  harder: 'guidanceHarder',
  easier: 'guidanceEasier',
  review: 'guidanceReview',
  later: 'guidancePracticeLater',
  again: 'guidanceSecondChance',
} as const;

/** The guidance line for a served question, in the language asked. */
export function guidanceText(kind: GuidanceKind | null, repeat: boolean, title: string, lang: Language): string | null {
  if (repeat) return messageText('guidanceRepeat', lang);
  if (!kind) return null;
  return messageText(GUIDANCE_KEYS[kind], lang).replace('{{title}}', title);
}

export interface ServeInput {
  entry: ServedEntry;
  data: QuestionData;
  playedActivityId: number;
  seed: number;
  position: number;
  answered: number;
  planned: number;
  repeat: boolean;
  lang: Language;
  /** The school's recordings of a listening item's clips (play.voices.ts). */
  voices?: SchoolVoices;
}

/** The whole served question. */
export function presentServed(i: ServeInput): ServedQuestion {
  const { entry, lang } = i;
  return {
    session_ended: false,
    id: entry.questionId,
    type: i.data.type,
    difficulty_level: entry.difficulty,
    activity_id: i.playedActivityId,
    extra_data: servedExtraData(i.data, lang, i.seed, i.position, entry.stage === 'show_answer', i.voices),
    attempt_type: entry.stage,
    correct_attempts: entry.correctTries,
    progress_percentage: i.planned > 0 ? Math.min(100, Math.round((i.answered / i.planned) * 100)) : 0,
    question_number: i.position,
    planned_questions: i.planned,
    is_review_question: entry.review,
    original_activity_id: entry.review ? entry.activityId : null,
    original_activity_title: entry.review ? entry.activityTitle : null,
    repeat: i.repeat,
    guidance: guidanceText(entry.guidance, i.repeat, entry.activityTitle, lang),
  };
}
