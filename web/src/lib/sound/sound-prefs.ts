/** The music and sound toggles (spec §2 'audio controls'), remembered on the tablet. */
import { useSyncExternalStore } from 'react';
import { local } from '../safe-storage';

export type SoundPref = 'music' | 'sound';

const KEYS: Record<SoundPref, string> = { music: 'aralin_music', sound: 'aralin_sound' };
const listeners = new Set<() => void>();

/** On unless the child (or a grown-up) turned it off. */
export function isOn(pref: SoundPref): boolean {
  return local.get(KEYS[pref]) !== 'off';
}

export function setOn(pref: SoundPref, on: boolean): void {
  local.set(KEYS[pref], on ? 'on' : 'off');
  for (const l of listeners) l();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A toggle's current value, re-rendering when it changes. */
export function useSoundPref(pref: SoundPref): boolean {
  return useSyncExternalStore(
    subscribe,
    () => isOn(pref),
    () => true,
  );
}
