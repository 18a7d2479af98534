/**
 * Reading texts aloud with the browser's speech synthesis (ARCHITECTURE 'Known ground': no offline
 * Tagalog voice ships; Android's speech services include Filipino). Where the device has no voice for
 * the language, nothing is read and the speaker buttons are hidden.
 */
import { useEffect, useState } from 'react';

type Lang = 'en' | 'tl';

function synth(): SpeechSynthesis | null {
  return typeof window !== 'undefined' && 'speechSynthesis' in window ? window.speechSynthesis : null;
}

/** Whether a voice's BCP 47 tag is for the language (Filipino voices are tagged tl or fil). */
export function voiceMatches(voiceLang: string, lang: Lang): boolean {
  const tag = voiceLang.toLowerCase().replace('_', '-');
  if (lang === 'tl') return tag === 'tl' || tag.startsWith('tl-') || tag === 'fil' || tag.startsWith('fil-');
  return tag === 'en' || tag.startsWith('en-');
}

/** The best voice for a language: a local one first, Philippine English before other English. */
export function pickVoice<V extends { lang: string; localService: boolean }>(voices: readonly V[], lang: Lang): V | undefined {
  const matching = voices.filter((v) => voiceMatches(v.lang, lang));
  const score = (v: V) => (v.localService ? 2 : 0) + (v.lang.toLowerCase().endsWith('-ph') ? 1 : 0);
  return [...matching].sort((a, b) => score(b) - score(a))[0];
}

export function findVoice(lang: Lang): SpeechSynthesisVoice | undefined {
  return pickVoice(synth()?.getVoices() ?? [], lang);
}

/** True while the device has a voice for the language (voices load late on some browsers). */
export function useCanSpeak(lang: Lang): boolean {
  const [can, setCan] = useState(() => Boolean(findVoice(lang)));
  useEffect(() => {
    const s = synth();
    if (!s) return;
    const update = () => setCan(Boolean(findVoice(lang)));
    update();
    s.addEventListener('voiceschanged', update);
    return () => s.removeEventListener('voiceschanged', update);
  }, [lang]);
  return can;
}

/**
 * What the voice reads of a text (issue 19): pictographs, emoji and decorative symbols (★, ♪, arrows, marks
 such as "#" or "*") are left out, so the voice never reads a symbol's name aloud; letters, digits and
 * ordinary punctuation stay.
 */
export function spokenText(text: string): string {
  return text
    .replace(/\u200d|\ufe0f/gu, '')
    .replace(/[\p{Extended_Pictographic}\p{So}\p{Sk}\u2190-\u21ff#*_~^|[\]{}]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Reads a text aloud; false when there is no voice for the language. `onEnd` runs when it has been read
 * (a listening item's prompt, then its word).
 */
export function speak(text: string, lang: Lang, onEnd?: () => void): boolean {
  const s = synth();
  const voice = findVoice(lang);
  const words = spokenText(text);
  if (!s || !voice || !words) return false;
  s.cancel();
  const utterance = new SpeechSynthesisUtterance(words);
  utterance.voice = voice;
  utterance.lang = voice.lang;
  // A little slower than usual: the listeners are 4 to 8 years old.
  utterance.rate = 0.85;
  if (onEnd) utterance.onend = onEnd;
  s.speak(utterance);
  return true;
}

export function stopSpeaking(): void {
  synth()?.cancel();
}
