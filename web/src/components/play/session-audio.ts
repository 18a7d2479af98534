/** The sounds every play screen shares: the background music loop and the audio wake-up at the first touch. */
import { useEffect, useRef } from 'react';
import { whenInteracted, markBlocked } from '../../lib/sound/interaction';
import { MusicLoop, resumeAudio } from '../../lib/sound/music';
import { useSoundPref } from '../../lib/sound/sound-prefs';

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
