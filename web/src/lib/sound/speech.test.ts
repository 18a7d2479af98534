import { describe, expect, it } from 'vitest';
import { pickVoice, voiceMatches } from './speech';

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
