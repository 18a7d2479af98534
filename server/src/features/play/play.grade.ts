/**
 * Checking a child's answer against the stored question (never against anything the client says is
 * right). The checks are pure: they return a result instead of throwing (STYLE.md §4); `tracingTry` and
 * `grade`, the check as submit-answer and the preview call it, answer 400 for an answer that can't be read
 * (the app-error path). Answers may name prompts, answers and choices by their text in either language, or
 * by the `value` the question was served with.
 */
import {
  pickText,
  type CorrectAnswers,
  type Language,
  type MatchingData,
  type MultipleChoiceData,
  type QuestionData,
} from '@aralin/contract';
import { badRequest } from '../../lib/app-error';
import type { Graded } from './play.decide';
import { mediaUrl } from './play.media';
import { parseTracingAnswer, scoreTracingTry, type TracingTry } from './play.tracing';

export type GradeResult = { kind: 'invalid' } | { kind: 'scored'; correct: boolean; answer: unknown };

const norm = (s: string) => s.normalize('NFC').replace(/\s+/g, ' ').trim().toLowerCase();

/**
 * The value each item is served with in a language: its text when that text is non-empty and unique
 * among the items, else its picture's address, else the text numbered.
 */
export function itemValues(items: { text: string; file: string | null | undefined }[]): string[] {
  // Each text normalised once (grading and serving call this for every answer: issue 11's profile).
  const normed = items.map((o) => norm(o.text));
  const count = new Map<string, number>();
  for (const n of normed) count.set(n, (count.get(n) ?? 0) + 1);
  return items.map(({ text, file }, i) => {
    const t = text.trim();
    if (t !== '' && count.get(normed[i]) === 1) return t;
    if (file) return mediaUrl(file)!;
    return `${t} #${i + 1}`;
  });
}

export const promptValues = (d: MatchingData, lang: Language) =>
  itemValues(d.pairs.map((p) => ({ text: pickText(p.prompt_text, lang), file: p.prompt_file })));
export const answerValues = (d: MatchingData, lang: Language) =>
  itemValues(d.pairs.map((p) => ({ text: pickText(p.answer_text, lang), file: p.answer_file })));
export const choiceValues = (d: MultipleChoiceData, lang: Language) =>
  itemValues(d.choices.map((c) => ({ text: pickText(c.text, lang), file: c.image_url })));

/** Index of each value (normalised) in both languages; the asked language wins a clash. */
function indexOf(values: (lang: Language) => string[], lang: Language): Map<string, number> {
  const map = new Map<string, number>();
  const other: Language = lang === 'en' ? 'tl' : 'en';
  for (const l of [other, lang]) values(l).forEach((v, i) => map.set(norm(v), i));
  return map;
}

/** A JSON text or value as a list, or undefined. */
function asList(raw: unknown): unknown[] | undefined {
  if (Array.isArray(raw)) return raw;
  if (typeof raw !== 'string') return undefined;
  const text = raw.trim();
  if (!text.startsWith('[')) return undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

/** Matching (spec §7): a list of {prompt, answer}; right when every pair is matched and nothing else. */
export function gradeMatching(d: MatchingData, raw: unknown, lang: Language): GradeResult {
  const list = asList(raw);
  if (!list || list.length === 0 || list.length > 20) return { kind: 'invalid' };
  const entries: { prompt: string; answer: string }[] = [];
  for (const item of list) {
    if (!item || typeof item !== 'object') return { kind: 'invalid' };
    const { prompt, answer } = item as Record<string, unknown>;
    if (typeof prompt !== 'string' || typeof answer !== 'string') return { kind: 'invalid' };
    entries.push({ prompt: prompt.slice(0, 500), answer: answer.slice(0, 500) });
  }
  const prompts = indexOf((l) => promptValues(d, l), lang);
  const answers = indexOf((l) => answerValues(d, l), lang);
  const seen = new Set<number>();
  let correct = entries.length === d.pairs.length;
  for (const e of entries) {
    const p = prompts.get(norm(e.prompt));
    const a = answers.get(norm(e.answer));
    if (p === undefined || a === undefined || p !== a || seen.has(p)) correct = false;
    if (p !== undefined) seen.add(p);
  }
  return { kind: 'scored', correct: correct && seen.size === d.pairs.length, answer: entries };
}

/**
 * Splits 'a, b, c' into known values. Choice texts may hold commas themselves, so neighbouring pieces
 * are joined back when together they name a choice (longest first). Unknown pieces stay as they are.
 */
export function splitChoices(text: string, known: Map<string, number>): string[] {
  const pieces = text.split(',');
  const out: string[] = [];
  let i = 0;
  while (i < pieces.length) {
    let taken = 0;
    for (let j = pieces.length; j > i; j--) {
      if (known.has(norm(pieces.slice(i, j).join(',')))) {
        taken = j - i;
        break;
      }
    }
    if (taken === 0) taken = 1;
    const part = pieces
      .slice(i, i + taken)
      .join(',')
      .trim();
    if (part !== '') out.push(part);
    i += taken;
  }
  return out;
}

/** Multiple choice (spec §7): the chosen values joined by commas, or a JSON list; right when exactly the correct ones. */
export function gradeMultipleChoice(d: MultipleChoiceData, raw: unknown, lang: Language): GradeResult {
  const known = indexOf((l) => choiceValues(d, l), lang);
  const list = asList(raw);
  let chosen: string[];
  if (list) {
    if (list.some((v) => typeof v !== 'string')) return { kind: 'invalid' };
    chosen = (list as string[]).map((v) => v.trim()).filter((v) => v !== '');
  } else if (typeof raw === 'string') {
    chosen = splitChoices(raw, known);
  } else return { kind: 'invalid' };
  if (chosen.length === 0 || chosen.length > 20) return { kind: 'invalid' };
  const picked = new Set<number>();
  let unknown = false;
  for (const c of chosen) {
    const i = known.get(norm(c));
    if (i === undefined) unknown = true;
    else picked.add(i);
  }
  const right = d.choices.map((c, i) => (c.isCorrect ? i : -1)).filter((i) => i >= 0);
  const correct = !unknown && picked.size === right.length && right.every((i) => picked.has(i));
  return { kind: 'scored', correct, answer: chosen.map((c) => c.slice(0, 500)) };
}

/** The solution in a language, for show_answer. */
export function correctAnswersOf(d: MatchingData | MultipleChoiceData, lang: Language): CorrectAnswers {
  if (d.type === 'matching') {
    const prompts = promptValues(d, lang);
    const answers = answerValues(d, lang);
    return prompts.map((prompt, i) => ({ prompt, answer: answers[i] }));
  }
  const values = choiceValues(d, lang);
  return d.choices.flatMap((c, i) => (c.isCorrect ? [values[i]] : []));
}

/** An answer as sent (submit-answer's body, the preview's). */
export interface SentAnswer {
  answer: unknown;
  language: Language;
}

/** The drawing of a tracing answer (400 when it has none), or undefined for other types. */
export function tracingTry(data: QuestionData, input: SentAnswer): TracingTry | undefined {
  if (data.type !== 'tracing') return undefined;
  const drawn = parseTracingAnswer(input.answer);
  if (!drawn || drawn.points.length <= 10) throw badRequest('answerInvalid', { answer: 'answerInvalid' });
  return drawn;
}

/** Checks the answer, or 400 when it can't be read (tracing: scored from the drawn points on the server). */
export function grade(data: QuestionData, input: SentAnswer, drawn: TracingTry | undefined): Graded {
  if (data.type === 'tracing') {
    const verdict = scoreTracingTry(data.target, drawn!.points);
    if (verdict.kind === 'unknown_target') throw badRequest('tracingTargetUnknown');
    if (verdict.kind === 'invalid') throw badRequest('answerInvalid', { answer: 'answerInvalid' });
    const { accuracy } = verdict;
    return {
      correct: accuracy >= (data.required_accuracy ?? 80),
      answer: { points: drawn!.points, accuracy },
      accuracy,
      tryKey: drawn!.key,
    };
  }
  const result =
    data.type === 'matching' ? gradeMatching(data, input.answer, input.language) : gradeMultipleChoice(data, input.answer, input.language);
  if (result.kind === 'invalid') throw badRequest('answerInvalid', { answer: 'answerInvalid' });
  return { correct: result.correct, answer: result.answer, accuracy: null, tryKey: '' };
}
