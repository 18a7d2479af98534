/**
 * The sounds of tracing (spec §9 timings): the prompt 300 ms after a question appears, a chime on a
 * right try, and after a miss a soft sound and, 1 s later, the spoken 'needs practice' hint. Music and
 * the toggles are the play feature's (lib/sound, use-play-audio). Issue 15: the 'we'll practice this
 * later' screen is read aloud 500 ms after it appears (spec §9's prompt audio delay), with no 'wrong'
 * sound.
 */
import { timings } from '@aralin/contract';
import { useEffect } from 'react';
import { playEffect } from '../../../lib/sound/music';
import { isOn } from '../../../lib/sound/sound-prefs';
import { say, stopVoice } from '../../../lib/sound/voice';
import type { TracingState } from './tracing-flow';

type Lang = 'en' | 'tl';

/** The instruction recording of the question in `lang`, or null (spec §2: the button shows only then). */
export function promptAudioOf(state: TracingState, lang: Lang): string | null {
  return state.phase === 'question' ? (state.question.extra_data.prompt_audio[lang] ?? null) : null;
}

export function useTracingAudio(state: TracingState, lang: Lang, hintText: string, laterText: string) {
  const question = state.phase === 'question' ? state : null;
  const served = question?.question;
  const feedbackKind = question?.feedback?.kind;

  useEffect(() => {
    if (!served) return;
    const { prompt_audio, prompt_text } = served.extra_data;
    const timer = setTimeout(() => say({ url: prompt_audio[lang], text: prompt_text, lang }), timings.tracingPromptAudioDelayMs);
    return () => clearTimeout(timer);
  }, [served, lang]);

  useEffect(() => {
    if (feedbackKind === 'success' && isOn('sound')) playEffect('correct');
    if (feedbackKind === 'later') {
      const timer = setTimeout(() => say({ url: null, text: laterText, lang }), timings.promptAudioDelayMs);
      return () => clearTimeout(timer);
    }
    if (feedbackKind !== 'hint') return;
    if (isOn('sound')) playEffect('wrong');
    const timer = setTimeout(() => say({ url: null, text: hintText, lang }), timings.hintAudioDelayMs);
    return () => clearTimeout(timer);
  }, [feedbackKind, hintText, laterText, lang]);

  useEffect(() => () => stopVoice(), []);
}
