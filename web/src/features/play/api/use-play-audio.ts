/**
 * The sounds of a play session (spec §9 timings): the prompt 500 ms after a question appears, the hint
 * 1 s after a wrong first answer and a chime on a right answer (the music loop: components/play/session-audio.ts).
 */
import { timings } from '@aralin/contract';
import { useEffect } from 'react';
import { playEffect } from '../../../lib/sound/music';
import { isOn } from '../../../lib/sound/sound-prefs';
import { say, sayAll, stopVoice } from '../../../lib/sound/voice';
import type { PlayState } from './attempt-flow';
import { promptUtterances } from './listening';

type Lang = 'en' | 'tl';

/** Spoken prompt, hint and effects for the current state. `paused` holds them while a modal is open. */
export function usePlayAudio(state: PlayState, lang: Lang, paused: boolean) {
  const question = state.phase === 'question' ? state : null;
  const questionId = question?.question.id;
  const served = question?.question;
  const round = question?.round ?? 0;
  const feedbackKind = question?.feedback?.kind;

  // Prompt audio: a new question (or the same one served again) or the end of a pause.
  useEffect(() => {
    if (!served || paused) return;
    // A listening item says its word after the prompt (issue 15 item 4).
    const timer = setTimeout(() => sayAll(promptUtterances(served.extra_data, lang)), timings.promptAudioDelayMs);
    return () => clearTimeout(timer);
  }, [served, paused, lang]);

  // Hint audio after a wrong first answer (round counts the hints).
  useEffect(() => {
    if (!served || round === 0) return;
    if (isOn('sound')) playEffect('wrong');
    const { hint } = served.extra_data;
    const timer = setTimeout(() => say({ url: hint.audio[lang], text: hint.text, lang }), timings.hintAudioDelayMs);
    return () => clearTimeout(timer);
  }, [served, round, lang]);

  useEffect(() => {
    if (feedbackKind === 'success' && isOn('sound')) playEffect('correct');
  }, [feedbackKind, questionId]);

  useEffect(() => () => stopVoice(), []);
}
