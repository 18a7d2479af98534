/**
 * Spoken prompts, hints and item names: a teacher's recording in the chosen language when there is one,
 * otherwise the browser's voice for that language, otherwise silence. One thing speaks at a time.
 */
import { isOn } from './sound-prefs';
import { isAutoplayBlocked, markBlocked, whenInteracted } from './interaction';
import { speak, stopSpeaking } from './speech';

export interface Utterance {
  /** Address of a recording, or null. */
  url: string | null;
  text: string;
  lang: 'en' | 'tl';
}

let clip: HTMLAudioElement | null = null;
/** Counts what was started: a sequence that was stopped or replaced goes no further (a cancelled voice may still say 'end'). */
let generation = 0;
let cancelWaiting: (() => void) | null = null;

/** Stops whatever is speaking and forgets a sound waiting for a touch. */
export function stopVoice(): void {
  generation++;
  cancelWaiting?.();
  cancelWaiting = null;
  clip?.pause();
  clip = null;
  stopSpeaking();
}

/** Plays a recording (the text by the voice if it can't be played), then `next`. */
function playRecording(u: Utterance, next: () => void, retry: () => void): void {
  const audio = new Audio(u.url!);
  clip = audio;
  audio.addEventListener('ended', () => {
    if (clip === audio) next();
  });
  audio.addEventListener('error', () => {
    // A missing or unreadable recording: the voice reads the text instead.
    if (clip === audio) sayNow(u, next);
  });
  audio.play().catch((error: unknown) => {
    if (isAutoplayBlocked(error)) markBlocked(retry);
  });
}

/** Says one utterance now: its recording, else the device's voice; `next` follows (at once when nothing can speak). */
function sayNow(u: Utterance, next: () => void): void {
  if (!speak(u.text, u.lang, next)) next();
}

/**
 * Speaks when sound is on (or when the child tapped a speaker button: `explicit`), now or after the
 * first touch of the page.
 */
export function say(u: Utterance, options: { explicit?: boolean } = {}): void {
  sayAll([u], options);
}

/**
 * Says utterances one after the other (a listening item: its prompt, then the word it asks about, each a
 * school's recording or the device's voice), now or after the first touch of the page.
 */
export function sayAll(list: readonly Utterance[], options: { explicit?: boolean } = {}): void {
  if (!options.explicit && !isOn('sound')) return;
  stopVoice();
  const mine = generation;
  const from = (i: number): void => {
    const u = list[i];
    if (!u || mine !== generation) return;
    const next = () => from(i + 1);
    if (u.url) playRecording(u, next, () => sayAll(list.slice(i), options));
    else sayNow(u, next);
  };
  cancelWaiting = whenInteracted(() => {
    cancelWaiting = null;
    from(0);
  });
}
