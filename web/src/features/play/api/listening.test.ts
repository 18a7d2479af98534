import { describe, expect, it } from 'vitest';
import { canSayAll, choiceUtterance, promptUtterances } from './listening';

const data = {
  prompt_text: 'Find the word you hear.',
  prompt_audio: { en: '/files/p?sig=1', tl: null },
  listening: { word: { text: 'the', lang: 'en' as const, audio: null } },
};

describe('listening items', () => {
  it('say the prompt, then the word asked about, each with its recording or the voice', () => {
    expect(promptUtterances(data, 'en')).toEqual([
      { url: '/files/p?sig=1', text: 'Find the word you hear.', lang: 'en' },
      { url: null, text: 'the', lang: 'en' },
    ]);
    expect(promptUtterances({ ...data, listening: undefined }, 'tl')).toEqual([{ url: null, text: 'Find the word you hear.', lang: 'tl' }]);
  });

  it('say a choice only when it is to be heard', () => {
    expect(choiceUtterance({ value: 'dog', text: '', image: '/art/dog.svg', spoken: { text: 'dog', lang: 'en', audio: null } })).toEqual({
      url: null,
      text: 'dog',
      lang: 'en',
    });
    expect(choiceUtterance({ value: 'the', text: 'the', image: null })).toBeNull();
  });

  it('can say it all only with a recording or a voice for each part', () => {
    const list = promptUtterances(data, 'en');
    expect(canSayAll(list, () => false)).toBe(false);
    expect(canSayAll(list, (lang) => lang === 'en')).toBe(true);
    expect(canSayAll([list[0]], () => false)).toBe(true);
  });
});
