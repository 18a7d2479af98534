import { describe, expect, it } from 'vitest';
import { DONE_AT, MAX_STEP, dragTo, layoutTracks, pickTrack, pointOnTrack, projectOnTrack, stepBy } from './practice-tracks';

describe('practice tracks (spec §2 tracing demo pages)', () => {
  it('lays out 4 horizontal tracks left to right and 7 vertical ones top to bottom, inside their box', () => {
    const h = layoutTracks('horizontal');
    const v = layoutTracks('vertical');
    expect(h.tracks).toHaveLength(4);
    expect(v.tracks).toHaveLength(7);
    for (const t of h.tracks) expect(t.from.y === t.to.y && t.from.x < t.to.x).toBe(true);
    for (const t of v.tracks) expect(t.from.x === t.to.x && t.from.y < t.to.y).toBe(true);
    for (const { viewBox, tracks } of [h, v]) {
      for (const t of tracks)
        for (const p of [t.from, t.to]) expect(p.x > 0 && p.x < viewBox.width && p.y > 0 && p.y < viewBox.height).toBe(true);
    }
  });

  const track = layoutTracks('horizontal').tracks[0];
  const at = (t: number, off = 0) => ({ x: pointOnTrack(track, t).x, y: pointOnTrack(track, t).y + off });

  it('projects a point onto the track', () => {
    expect(projectOnTrack(track, at(0.5, 20))).toEqual({ t: 0.5, off: 20 });
    expect(projectOnTrack(track, { x: -50, y: track.from.y }).t).toBe(0);
  });

  it('moves the arrow forward with the finger, a bounded step at a time, and snaps it to the end', () => {
    expect(dragTo(track, 0, at(0.1, 10))).toBeCloseTo(0.1);
    expect(dragTo(track, 0.1, at(0.9))).toBeCloseTo(0.1 + MAX_STEP);
    expect(dragTo(track, 0.8, at(DONE_AT))).toBe(1);
    expect(dragTo(track, 1, at(0.2))).toBe(1);
  });

  it('never moves back, and ignores a finger far from the track', () => {
    expect(dragTo(track, 0.5, at(0.3))).toBe(0.5);
    expect(dragTo(track, 0.5, at(0.6, 100))).toBe(0.5);
  });

  it('picks up the nearest unfinished arrow under the finger', () => {
    const { tracks } = layoutTracks('vertical');
    const progress = tracks.map(() => 0);
    expect(pickTrack(tracks, progress, tracks[2].from)).toBe(2);
    expect(pickTrack(tracks, progress, { x: tracks[2].from.x, y: 200 })).toBe(-1);
    progress[2] = 1;
    expect(pickTrack(tracks, progress, tracks[2].to)).toBe(-1);
  });

  it('steps the arrow by keyboard', () => {
    expect(stepBy(0, 0.1)).toBeCloseTo(0.1);
    expect(stepBy(0.9, 0.1)).toBe(1);
  });
});
