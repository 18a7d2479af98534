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
let cancelWaiting: (() => void) | null = null;

/** Stops whatever is speaking and forgets a sound waiting for a touch. */
export function stopVoice(): void {
  cancelWaiting?.();
  cancelWaiting = null;
  clip?.pause();
  clip = null;
  stopSpeaking();
}

function playRecording(u: Utterance): void {
  const audio = new Audio(u.url!);
  clip = audio;
  audio.addEventListener('error', () => {
    // A missing or unreadable recording: the voice reads the text instead.
    if (clip === audio) speak(u.text, u.lang);
  });
  audio.play().catch((error: unknown) => {
    if (isAutoplayBlocked(error)) markBlocked(() => say(u));
  });
}

/**
 * Speaks when sound is on (or when the child tapped a speaker button: `explicit`), now or after the
 * first touch of the page.
 */
export function say(u: Utterance, options: { explicit?: boolean } = {}): void {
  if (!options.explicit && !isOn('sound')) return;
  stopVoice();
  cancelWaiting = whenInteracted(() => {
    cancelWaiting = null;
    if (u.url) playRecording(u);
    else speak(u.text, u.lang);
  });
}
