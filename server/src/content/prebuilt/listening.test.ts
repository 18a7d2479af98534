/** Listening items of the library (issue 15 item 4): marked where they should be, never printing their word. */
import { describe, expect, it } from 'vitest';
import { PREBUILT_LIBRARY } from './index';
import { clipId, listeningData } from './listening-clips';
import { libraryClips } from './listening';
import { servedExtraData } from '../../features/play/play.serve';

const itemsOf = (prefix: string) =>
  PREBUILT_LIBRARY.filter((a) => a.key.startsWith(prefix)).flatMap((a) => a.questions.map((q) => ({ key: a.key, ...q })));

describe('listening items of the library', () => {
  it('mark every beginning-sound item, the syllable items that hide a word, and the sight-word items that say one', () => {
    for (const q of itemsOf('eng-sounds-')) expect(listeningData(q.data), q.key).toBeDefined();
    const syllables = itemsOf('fil-pantig-');
    expect(syllables.filter((q) => listeningData(q.data)).length).toBe(syllables.length - 2 * 5);
    const sight = itemsOf('eng-sight-words-');
    expect(sight.filter((q) => q.difficulty !== 'medium').every((q) => listeningData(q.data)?.listen.say_choices === false)).toBe(true);
    expect(sight.filter((q) => q.difficulty === 'medium').some((q) => listeningData(q.data))).toBe(false);
  });

  it('serve no word on a picture-choice item: a choice with no drawing is heard, not read (issue 15 item 4)', () => {
    let speakerOnly = 0;
    for (const a of PREBUILT_LIBRARY)
      for (const q of a.questions) {
        const item = listeningData(q.data);
        if (!item?.listen.say_choices || !item.choices.some((c) => c.image_url)) continue;
        for (const lang of ['en', 'tl'] as const) {
          const served = servedExtraData(q.data, lang, 1, 0, false);
          for (const c of served.choices ?? []) {
            expect(c.text, `${a.key} ${c.spoken?.text}`).toBe('');
            expect(c.image !== null || c.spoken !== undefined, a.key).toBe(true);
            if (c.image === null) speakerOnly += 1;
          }
        }
      }
    // The syllable items' words with no drawing ('bente', 'kuneho'…) are among them.
    expect(speakerOnly).toBeGreaterThan(0);
  });

  it('print one prompt for every word: the prompt never depends on the word it asks about', () => {
    const prompts = new Map<string, Set<string>>();
    const words = new Map<string, Set<string>>();
    for (const a of PREBUILT_LIBRARY)
      for (const q of a.questions) {
        const item = listeningData(q.data);
        if (!item?.listen.word) continue;
        const group = `${a.key}/${q.difficulty}`;
        prompts.set(group, (prompts.get(group) ?? new Set()).add(`${item.prompt_text.en}|${item.prompt_text.tl}`));
        words.set(group, (words.get(group) ?? new Set()).add(item.listen.word));
      }
    expect(prompts.size).toBeGreaterThan(10);
    for (const [group, set] of prompts) {
      expect(set.size, group).toBe(1);
      if (words.get(group)!.size > 1) expect([...set][0], group).not.toMatch(/'/);
    }
  });

  it('list each clip once, with stable ids made from language and text', () => {
    const { clips, activities } = libraryClips();
    expect(new Set(clips.map((c) => c.id)).size).toBe(clips.length);
    expect(clips.every((c) => c.text.trim() !== '' && c.activities.length > 0)).toBe(true);
    expect(activities.length).toBe(11);
    // Pinned: a recording keeps its clip while the text stays the same.
    expect(clipId('en', 'dog')).toBe(clipId('en', ' dog '));
    expect(clipId('en', 'dog')).not.toBe(clipId('tl', 'dog'));
    expect(clipId('en', 'dog')).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(clips.find((c) => c.lang === 'en' && c.text === 'dog')?.id).toBe(clipId('en', 'dog'));
  });
});
