/** Form drafts as the spec §3 payloads (question and activity create), with recordings per language. */
import type { ActivityType, CompetencyKey, CreateActivityBody, Difficulty, QuestionBody, TextInput } from '@aralin/contract';
import type { ChoiceDraft, PairDraft, QuestionCommon, Recordings, Texts, Uploaded } from './form-model';

/** A plain string unless a separate Filipino text was written (the server fills a missing language). */
export function textInput(t: Texts, bilingual: boolean): TextInput {
  if (!bilingual || t.tl.trim() === '') return t.en.trim();
  return { en: t.en.trim(), tl: t.tl.trim() };
}

export const keyOf = (file: Uploaded | null) => file?.key ?? null;

/** Recordings as {en, tl} keys, or null when there is none. */
export function audioInput(r: Recordings): { en: string | null; tl: string | null } | null {
  return r.en || r.tl ? { en: keyOf(r.en), tl: keyOf(r.tl) } : null;
}

function commonExtra(q: QuestionCommon) {
  return {
    prompt_audio: audioInput(q.promptAudio),
    hint: textInput(q.hint, q.bilingual),
    hint_audio: audioInput(q.hintAudio),
    explanation: textInput(q.explanation, q.bilingual),
  };
}

/** A matching question: pairs (prompt_text, prompt_file, prompt_audio, answer_text, answer_file), hint, explanation. */
export function matchingQuestion(q: QuestionCommon, pairs: readonly PairDraft[]): QuestionBody {
  return {
    question_text: textInput(q.prompt, q.bilingual),
    difficulty_level: q.difficulty,
    extra_data: {
      ...commonExtra(q),
      pairs: pairs.map((p) => ({
        prompt_text: textInput(p.prompt, q.bilingual),
        prompt_file: keyOf(p.promptImage),
        prompt_audio: audioInput(p.promptAudio),
        answer_text: textInput(p.answer, q.bilingual),
        answer_file: keyOf(p.answerImage),
      })),
    },
  };
}

/** A multiple-choice question: choices (text, isCorrect, image_url), correct_answers, question_image_url. */
export function choiceQuestion(q: QuestionCommon, choices: readonly ChoiceDraft[], questionImage: Uploaded | null): QuestionBody {
  const texts = choices.map((c) => textInput(c.text, q.bilingual));
  return {
    question_text: textInput(q.prompt, q.bilingual),
    difficulty_level: q.difficulty,
    extra_data: {
      ...commonExtra(q),
      question_image_url: keyOf(questionImage),
      choices: choices.map((c, i) => ({ text: texts[i], isCorrect: c.isCorrect, image_url: keyOf(c.image) })),
      correct_answers: texts.filter((_, i) => choices[i].isCorrect),
    },
  };
}

/** One tracing question per target, each with its own recordings (issue 4: Create Tracing). */
export interface TracingTargetDraft {
  id: string;
  difficulty: Difficulty;
  promptAudio: Recordings;
}

export function tracingQuestion(target: TracingTargetDraft, accuracy: number, attempts: number): QuestionBody {
  return {
    difficulty_level: target.difficulty,
    extra_data: {
      target: target.id,
      required_accuracy: accuracy,
      required_correct_attempts: attempts,
      prompt_audio: audioInput(target.promptAudio),
    },
  };
}

/** The activity form (spec §2 'Shared activity form'). */
export interface ActivityDraft {
  title: string;
  lesson: string;
  /** The activity's hint (issue 19), for its questions without a hint of their own; tracing has none. */
  hint: Texts;
  requiredScore: number;
  image: Uploaded | null;
  icon: string;
  /** `competency` (issue 13 item 7): a curriculum key, null for none; absent leaves a school concept's as it is. */
  concept:
    | { kind: 'none' }
    | { kind: 'existing'; id: number; requiredScore: number; competency?: string | null }
    | { kind: 'new'; name: string; requiredScore: number; competency?: string | null };
}

/** The activity create payload of spec §3 (title, lesson_material, subject, type, required_score, extra_data, concept). */
export function activityBody(draft: ActivityDraft, type: ActivityType, subjectId: number, questions?: QuestionBody[]): CreateActivityBody {
  const c = draft.concept;
  return {
    title: draft.title.trim(),
    lesson_material: draft.lesson.trim(),
    subject: subjectId,
    type,
    required_score: draft.requiredScore,
    image: keyOf(draft.image),
    icon: draft.icon || undefined,
    extra_data: {
      image_url: keyOf(draft.image),
      difficulty_levels: ['easy', 'medium', 'hard'],
      ...(type !== 'tracing' && (draft.hint.en.trim() || draft.hint.tl.trim()) ? { hint: hintInput(draft.hint) } : {}),
    },
    concept:
      c.kind === 'existing'
        ? { id: c.id, required_score: c.requiredScore, ...competencyOf(c) }
        : c.kind === 'new'
          ? { name: c.name.trim(), required_score: c.requiredScore, ...competencyOf(c) }
          : undefined,
    questions,
  };
}

/** The concept's competency as sent: only when the form set it (a library concept's is never sent). */
export const competencyOf = (c: { competency?: string | null }) =>
  c.competency === undefined ? {} : { competency: c.competency as CompetencyKey | null };

/** The activity's hint as sent: both languages, trimmed (the server fills an empty one from the other). */
export const hintInput = (hint: Texts) => ({ en: hint.en.trim(), tl: hint.tl.trim() });

/** The card icon of a tracing activity from its first target (the spec §9 icon set). */
export function tracingIcon(target: string | undefined): string {
  if (!target) return 'Default';
  if (/^[A-Ea-e]$/.test(target)) return target.toUpperCase();
  if (/^[0-9]$/.test(target)) return 'Number';
  const shape = target.charAt(0).toUpperCase() + target.slice(1).toLowerCase();
  return ['Square', 'Star', 'Triangle', 'Circle'].includes(shape) ? shape : 'Default';
}
