import type { LibraryClip } from '@aralin/contract';
import { describe, expect, it } from 'vitest';
import { nextMissing, recordedCount, stepFrom, visibleClips } from './clip-walk';

const clip = (id: string, lang: 'en' | 'tl', recorded: boolean, activities = ['a']): LibraryClip => ({
  id,
  lang,
  kind: 'word',
  text: id,
  activities,
  recording: recorded ? { url: `/files/${id}`, recorded_at: '2026-01-01T00:00:00Z', recorded_by: 'Guro' } : null,
});

const clips = [clip('one', 'en', true), clip('two', 'tl', false, ['b']), clip('three', 'en', false), clip('four', 'tl', true, ['a', 'b'])];

describe('walking through the library clips', () => {
  it('filters by language, activity and what is still to record', () => {
    expect(visibleClips(clips, { lang: 'en', activity: 'all', missingOnly: false }).map((c) => c.id)).toEqual(['one', 'three']);
    expect(visibleClips(clips, { lang: 'all', activity: 'b', missingOnly: false }).map((c) => c.id)).toEqual(['two', 'four']);
    expect(visibleClips(clips, { lang: 'all', activity: 'all', missingOnly: true }).map((c) => c.id)).toEqual(['two', 'three']);
    expect(recordedCount(clips)).toBe(2);
  });

  it('steps one clip at a time and stops at the ends', () => {
    expect(stepFrom(clips, 'one', 1)).toBe('two');
    expect(stepFrom(clips, 'one', -1)).toBeNull();
    expect(stepFrom(clips, 'four', 1)).toBeNull();
    expect(stepFrom(clips, 'gone', 1)).toBe('one');
  });

  it('finds the next clip still to record, wrapping around', () => {
    expect(nextMissing(clips, 'three')).toBe('two');
    expect(nextMissing(clips, 'one')).toBe('two');
    expect(nextMissing([clip('x', 'en', true)], 'x')).toBeNull();
  });
});
