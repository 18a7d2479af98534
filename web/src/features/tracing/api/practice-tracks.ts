/**
 * The tracing demo pages (spec §2): dashed tracks with a draggable guide arrow each, horizontal (4,
 * left to right) and vertical (7, top to bottom). Pure geometry: where the tracks are, which arrow a
 * touch picks up, and how far a drag moves it. The arrow follows the finger forward along its track,
 * never jumps ahead, and never goes back.
 */
import type { TracingPoint } from '@aralin/contract';
import type { ViewBox } from './viewbox';

export type PracticeOrientation = 'horizontal' | 'vertical';

export interface PracticeTrack {
  from: TracingPoint;
  to: TracingPoint;
}

export interface PracticeLayout {
  viewBox: ViewBox;
  tracks: PracticeTrack[];
}

/** Spec §2: 4 horizontal tracks, 7 vertical ones. */
export const TRACK_COUNT: Record<PracticeOrientation, number> = { horizontal: 4, vertical: 7 };

/** A drag counts while the finger stays this close to the track (viewBox units) … */
export const FOLLOW_DISTANCE = 70;
/** … and may move the arrow at most this share of the track at once (no jumping to the end). */
export const MAX_STEP = 0.25;
/** An arrow this far along is done and snaps to the end. */
export const DONE_AT = 0.96;
/** A touch this close to an arrow picks it up. */
export const PICK_DISTANCE = 48;

/** The tracks of a page, evenly spaced in their own box. */
export function layoutTracks(orientation: PracticeOrientation): PracticeLayout {
  const count = TRACK_COUNT[orientation];
  if (orientation === 'horizontal') {
    const viewBox = { x: 0, y: 0, width: 400, height: 380 };
    const gap = viewBox.height / count;
    return {
      viewBox,
      tracks: Array.from({ length: count }, (_, i) => ({ from: { x: 40, y: gap * (i + 0.5) }, to: { x: 360, y: gap * (i + 0.5) } })),
    };
  }
  const viewBox = { x: 0, y: 0, width: 420, height: 440 };
  const gap = viewBox.width / count;
  return {
    viewBox,
    tracks: Array.from({ length: count }, (_, i) => ({ from: { x: gap * (i + 0.5), y: 36 }, to: { x: gap * (i + 0.5), y: 404 } })),
  };
}

/** The point `t` (0..1) of the way along a track. */
export function pointOnTrack(track: PracticeTrack, t: number): TracingPoint {
  return { x: track.from.x + (track.to.x - track.from.x) * t, y: track.from.y + (track.to.y - track.from.y) * t };
}

/** How far along the track `p` lies (clamped 0..1) and how far it is from the track's line. */
export function projectOnTrack(track: PracticeTrack, p: TracingPoint): { t: number; off: number } {
  const dx = track.to.x - track.from.x;
  const dy = track.to.y - track.from.y;
  const len2 = dx * dx + dy * dy || 1;
  const t = Math.min(1, Math.max(0, ((p.x - track.from.x) * dx + (p.y - track.from.y) * dy) / len2));
  const q = pointOnTrack(track, t);
  return { t, off: Math.hypot(p.x - q.x, p.y - q.y) };
}

/** The arrow's new progress after the finger moved to `p`. */
export function dragTo(track: PracticeTrack, progress: number, p: TracingPoint): number {
  if (progress >= 1) return 1;
  const { t, off } = projectOnTrack(track, p);
  if (off > FOLLOW_DISTANCE || t <= progress) return progress;
  const next = Math.min(t, progress + MAX_STEP);
  return next >= DONE_AT ? 1 : next;
}

/** The unfinished arrow nearest to a touch, or -1 when none is within PICK_DISTANCE. */
export function pickTrack(tracks: readonly PracticeTrack[], progress: readonly number[], p: TracingPoint): number {
  let best = -1;
  let bestDistance = PICK_DISTANCE;
  tracks.forEach((track, i) => {
    if ((progress[i] ?? 0) >= 1) return;
    const arrow = pointOnTrack(track, progress[i] ?? 0);
    const d = Math.hypot(arrow.x - p.x, arrow.y - p.y);
    if (d <= bestDistance) {
      best = i;
      bestDistance = d;
    }
  });
  return best;
}

/** A keyboard step (arrow keys on the slider). */
export function stepBy(progress: number, delta: number): number {
  const next = Math.min(1, Math.max(progress, progress + delta));
  return next >= DONE_AT ? 1 : next;
}
