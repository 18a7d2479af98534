/**
 * Editors report changes as functions of the latest state, never as a copy of what they rendered:
 * pictures and recordings upload in the background, and one finishing must not undo another.
 */
export type Update<T> = (update: (previous: T) => T) => void;

/** A recording set with one language replaced. */
export const withRecording = <T extends { en: unknown; tl: unknown }>(r: T, lang: 'en' | 'tl', file: T['en']): T => ({
  ...r,
  [lang]: file,
});
