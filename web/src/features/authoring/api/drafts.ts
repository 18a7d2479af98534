/**
 * Stored questions and activities back into the authoring forms' drafts (issue 12: edit what was made).
 * Keys become {key, url} with the address the server gave for each (`media`).
 */
import {
  QuestionData,
  type ActivityDetail,
  type AuthoringQuestion,
  type Bilingual,
  type Difficulty,
  type LocalizedAudio,
  type UpdateActivityBody,
} from '@aralin/contract';
import type { ChoiceDraft, PairDraft, QuestionCommon, Recordings, Texts, Uploaded } from './form-model';
import { competencyOf, hintInput, type ActivityDraft } from './payloads';

type Media = Record<string, string>;

const texts = (b: Bilingual | undefined): Texts => ({ en: b?.en ?? '', tl: b?.tl ?? '' });
const differs = (b: Bilingual | undefined) => Boolean(b && b.tl.trim() !== '' && b.tl.trim() !== b.en.trim());
const file = (key: string | null | undefined, media: Media): Uploaded | null => (key ? { key, url: media[key] ?? `/files/${key}` } : null);
const recordings = (a: LocalizedAudio | null | undefined, media: Media): Recordings => ({ en: file(a?.en, media), tl: file(a?.tl, media) });

/** A question's form state: common fields, and its pairs or choices and picture. */
export interface QuestionDrafts {
  common: QuestionCommon;
  pairs: PairDraft[];
  choices: ChoiceDraft[];
  image: Uploaded | null;
}

/** The drafts of a stored matching or multiple-choice question; undefined for tracing or unreadable data. */
export function draftsOf(question: AuthoringQuestion): QuestionDrafts | undefined {
  const parsed = QuestionData.safeParse(question.extra_data);
  if (!parsed.success || parsed.data.type === 'tracing') return undefined;
  const data = parsed.data;
  const media = question.media;
  const all: (Bilingual | undefined)[] = [data.prompt_text, data.hint, data.explanation];
  if (data.type === 'matching') data.pairs.forEach((p) => all.push(p.prompt_text, p.answer_text));
  else data.choices.forEach((c) => all.push(c.text));
  const common: QuestionCommon = {
    difficulty: question.difficulty_level,
    bilingual: all.some(differs),
    prompt: texts(data.prompt_text),
    promptAudio: recordings(data.prompt_audio, media),
    hint: texts(data.hint),
    hintAudio: recordings(data.hint_audio, media),
    explanation: texts(data.explanation),
  };
  if (data.type === 'matching') {
    const pairs = data.pairs.map((p) => ({
      prompt: texts(p.prompt_text),
      promptImage: file(p.prompt_file, media),
      promptAudio: recordings(p.prompt_audio, media),
      answer: texts(p.answer_text),
      answerImage: file(p.answer_file, media),
    }));
    return { common, pairs, choices: [], image: null };
  }
  const choices = data.choices.map((c) => ({ text: texts(c.text), isCorrect: c.isCorrect, image: file(c.image_url, media) }));
  return { common, pairs: [], choices, image: file(data.question_image_url, media) };
}

/** The short text a question is listed by: its prompt, or its tracing target. */
export function questionLabel(question: AuthoringQuestion, lang: 'en' | 'tl'): string {
  const data = question.extra_data as { prompt_text?: Bilingual; target?: string };
  return data.prompt_text?.[lang] || data.prompt_text?.en || data.target || question.question_text;
}

/** The activity form filled from an activity, and its difficulty levels. */
export function activityDraftOf(activity: ActivityDetail): { draft: ActivityDraft; levels: Difficulty[] } {
  const imageKey = typeof activity.extra_data.image_url === 'string' ? activity.extra_data.image_url : null;
  const levels = Array.isArray(activity.extra_data.difficulty_levels) ? (activity.extra_data.difficulty_levels as Difficulty[]) : [];
  const hint = activity.extra_data.hint as Partial<Bilingual> | undefined;
  return {
    draft: {
      title: activity.title,
      lesson: activity.lesson_material,
      hint: { en: hint?.en ?? '', tl: hint?.tl ?? '' },
      requiredScore: activity.required_score,
      image: activity.image ? { key: imageKey ?? '', url: activity.image } : null,
      icon: activity.icon,
      concept: activity.concept
        ? { kind: 'existing', id: activity.concept.id, requiredScore: activity.concept.required_score }
        : { kind: 'none' },
    },
    levels,
  };
}

/** PATCH /management/activities/{id}/ body: every field of the form; the picture only when it changed. */
export function activityUpdateBody(draft: ActivityDraft, levels: Difficulty[], before: ActivityDraft): UpdateActivityBody {
  const c = draft.concept;
  const body: UpdateActivityBody = {
    title: draft.title.trim(),
    lesson_material: draft.lesson.trim(),
    required_score: draft.requiredScore,
    icon: draft.icon || undefined,
    // The activity's hint: empty removes it (tracing has none).
    extra_data: { difficulty_levels: levels, hint: hintInput(draft.hint) },
    concept:
      c.kind === 'existing'
        ? { id: c.id, required_score: c.requiredScore, ...competencyOf(c) }
        : c.kind === 'new'
          ? { name: c.name.trim(), required_score: c.requiredScore, ...competencyOf(c) }
          : null,
  };
  if ((draft.image?.key ?? null) !== (before.image?.key ?? null)) body.image = draft.image?.key ?? null;
  return body;
}
