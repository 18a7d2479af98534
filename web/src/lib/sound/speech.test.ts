import { describe, expect, it } from 'vitest';
import { pickVoice, spokenText, voiceMatches } from './speech';

describe('voices', () => {
  it('finds Filipino voices tagged tl or fil', () => {
    expect(voiceMatches('fil-PH', 'tl')).toBe(true);
    expect(voiceMatches('tl', 'tl')).toBe(true);
    expect(voiceMatches('tl_PH', 'tl')).toBe(true);
    expect(voiceMatches('en-PH', 'tl')).toBe(false);
    expect(voiceMatches('en-US', 'en')).toBe(true);
    expect(voiceMatches('es-ES', 'en')).toBe(false);
  });

  it('prefers a local voice, then Philippine English', () => {
    const voices = [
      { lang: 'en-US', localService: false, name: 'remote' },
      { lang: 'en-GB', localService: true, name: 'local' },
      { lang: 'en-PH', localService: true, name: 'ph' },
    ];
    expect(pickVoice(voices, 'en')?.name).toBe('ph');
    expect(pickVoice(voices, 'tl')).toBeUndefined();
  });
});

describe('what the voice reads (issue 19)', () => {
  it('leaves out emoji and symbols, keeping words, digits and punctuation', () => {
    expect(spokenText('🎈 Anong pantig ang simula ng "lobo"?')).toBe('Anong pantig ang simula ng "lobo"?');
    expect(spokenText('★ Great job! ♪')).toBe('Great job!');
    expect(spokenText('Count: ⭐⭐⭐ 3 stars → #1 *well done*')).toBe('Count: 3 stars 1 well done');
    expect(spokenText('Ñ, ng, Ba-be-bi')).toBe('Ñ, ng, Ba-be-bi');
    // Number facts keep their signs: the voice says "plus" and "equals".
    expect(spokenText('2 + 3 = 5')).toBe('2 + 3 = 5');
    expect(spokenText('👩‍🏫')).toBe('');
  });
});
