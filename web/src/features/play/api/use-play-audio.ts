/**
 * The sounds of a play session (spec §9 timings): the prompt 500 ms after a question appears, the hint
 * 1 s after a wrong first answer, a chime on a right answer, and the background music loop.
 */
import { timings } from '@aralin/contract';
import { useEffect, useRef } from 'react';
import { whenInteracted, markBlocked } from '../../../lib/sound/interaction';
import { MusicLoop, playEffect, resumeAudio } from '../../../lib/sound/music';
import { isOn, useSoundPref } from '../../../lib/sound/sound-prefs';
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

/** Plays the background music while `enabled` and the music toggle is on, from the first touch. */
export function useBackgroundMusic(enabled: boolean) {
  const musicOn = useSoundPref('music');
  const loop = useRef<MusicLoop | null>(null);
  useEffect(() => {
    if (!enabled || !musicOn) return;
    loop.current ??= new MusicLoop();
    const music = loop.current;
    let cancelled = false;
    const start = async () => {
      const running = await resumeAudio();
      if (cancelled) return;
      if (running) music.start();
      // Still refused: the interaction flag is reset and the music waits for the next touch (spec §8).
      else markBlocked(() => void start());
    };
    const cancelWait = whenInteracted(() => void start());
    return () => {
      cancelled = true;
      cancelWait();
      music.stop();
    };
  }, [enabled, musicOn]);
}

/** Wakes the audio context at the first touch so effects can play. */
export function useAudioUnlock() {
  useEffect(() => whenInteracted(() => void resumeAudio()), []);
}
