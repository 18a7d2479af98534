/**
 * Listening items (issue 15 item 4): what they say. The prompt in the session's language, then the word the
 * item asks about in the language taught; each a school's recording when there is one, else the device's voice.
 */
import type { ServedExtraData, ServedOption, Spoken } from '@aralin/contract';
import type { Utterance } from '../../../lib/sound/voice';

type Lang = 'en' | 'tl';

const utterance = (s: Spoken): Utterance => ({ url: s.audio, text: s.text, lang: s.lang });

/** What the prompt's speaker says: the prompt, then a listening item's word. */
export function promptUtterances(data: Pick<ServedExtraData, 'prompt_text' | 'prompt_audio' | 'listening'>, lang: Lang): Utterance[] {
  const prompt: Utterance = { url: data.prompt_audio[lang], text: data.prompt_text, lang };
  const word = data.listening?.word;
  return word ? [prompt, utterance(word)] : [prompt];
}

/** What a tap on a listening item's choice says, or null when the tap says nothing (sight words). */
export function choiceUtterance(choice: ServedOption): Utterance | null {
  return choice.spoken ? utterance(choice.spoken) : null;
}

/**
 * Whether the device can say all of it: each part has a recording or the device has a voice for its
 * language. `canSpeak` answers the latter.
 */
export function canSayAll(list: readonly Utterance[], canSpeak: (lang: Lang) => boolean): boolean {
  return list.length > 0 && list.every((u) => Boolean(u.url) || canSpeak(u.lang));
}
