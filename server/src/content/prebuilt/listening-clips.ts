/**
 * What a listening item says (issue 15 item 4), as clips a school can record: its prompt in English and
 * Filipino, the word it asks about, and each choice a tap says, in the language taught. A clip's id is
 * made from its language and text, so it is stable while the words stay the same, and one recording serves
 * every question that says them ('dog' is recorded once). Pure: the play engine uses it on any question.
 */
import crypto from 'node:crypto';
import { pickText, type Language, type Listen, type MultipleChoiceData, type QuestionData } from '@aralin/contract';

export interface Clip {
  id: string;
  lang: Language;
  kind: 'prompt' | 'word';
  text: string;
}

/** The clip id of a text said in a language: 16 URL-safe characters of its SHA-256. */
export function clipId(lang: Language, text: string): string {
  return crypto.createHash('sha256').update(`${lang}\n${text.trim()}`).digest('base64url').slice(0, 16);
}

const clip = (lang: Language, kind: Clip['kind'], text: string): Clip => ({ id: clipId(lang, text), lang, kind, text: text.trim() });

/** A multiple-choice question marked as a listening item. */
export type ListeningItem = MultipleChoiceData & { listen: Listen };

/** A listening item's data, or undefined for any other question. */
export function listeningData(data: QuestionData): ListeningItem | undefined {
  return data.type === 'multiple_choice' && data.listen ? { ...data, listen: data.listen } : undefined;
}

/** The clips of one listening item: its prompt per language, its word, and each choice (null where a tap says nothing). */
export function questionClips(data: ListeningItem) {
  const { lang, word, say_choices } = data.listen;
  return {
    prompt: { en: clip('en', 'prompt', data.prompt_text.en), tl: clip('tl', 'prompt', data.prompt_text.tl) },
    word: word ? clip(lang, 'word', word) : null,
    choices: data.choices.map((c) => (say_choices ? clip(lang, 'word', pickText(c.text, lang)) : null)),
  };
}

/** Every clip id a listening item may say. */
export function clipIdsOf(data: QuestionData): string[] {
  const item = listeningData(data);
  if (!item) return [];
  const clips = questionClips(item);
  return [clips.prompt.en, clips.prompt.tl, clips.word, ...clips.choices].filter((c): c is Clip => c !== null).map((c) => c.id);
}
