/** Walking through the library's clips one after another (issue 15 item 4): which are shown, and where next. */
import type { LibraryClip } from '@aralin/contract';

export type LangFilter = 'all' | 'en' | 'tl';

export interface ClipFilter {
  lang: LangFilter;
  /** An activity key, or 'all'. */
  activity: string;
  /** Only the clips not recorded yet. */
  missingOnly: boolean;
}

/** The clips a filter shows, in recording order. */
export function visibleClips(clips: readonly LibraryClip[], filter: ClipFilter): LibraryClip[] {
  return clips.filter(
    (c) =>
      (filter.lang === 'all' || c.lang === filter.lang) &&
      (filter.activity === 'all' || c.activities.includes(filter.activity)) &&
      (!filter.missingOnly || c.recording === null),
  );
}

/** How many of the clips are recorded. */
export function recordedCount(clips: readonly LibraryClip[]): number {
  return clips.filter((c) => c.recording !== null).length;
}

/** The clip after `id` in the list (or before, with step -1); the first one when `id` is not there; null at the ends. */
export function stepFrom(clips: readonly LibraryClip[], id: string | null, step: 1 | -1): string | null {
  const at = clips.findIndex((c) => c.id === id);
  if (at < 0) return clips[0]?.id ?? null;
  return clips[at + step]?.id ?? null;
}

/** The next clip still to record after `id` (wrapping around), or null when every one is recorded. */
export function nextMissing(clips: readonly LibraryClip[], id: string | null): string | null {
  const at = Math.max(
    0,
    clips.findIndex((c) => c.id === id),
  );
  for (let i = 1; i <= clips.length; i++) {
    const c = clips[(at + i) % clips.length];
    if (c.recording === null && c.id !== id) return c.id;
  }
  return null;
}
