import { describe, expect, it } from 'vitest';
import { checkAudio, checkImage } from './file-check';

const MB = 1024 * 1024;

describe('checkImage', () => {
  it('accepts pictures up to 5 MB', () => {
    expect(checkImage({ type: 'image/png', size: 5 * MB })).toBeNull();
  });
  it('refuses other files, SVG and anything over 5 MB', () => {
    expect(checkImage({ type: 'application/pdf', size: 10 })).toBe('notImage');
    expect(checkImage({ type: 'image/svg+xml', size: 10 })).toBe('notImage');
    expect(checkImage({ type: 'image/jpeg', size: 5 * MB + 1 })).toBe('tooLarge');
  });
});

describe('checkAudio', () => {
  it('accepts recordings, including a browser recording typed video/webm', () => {
    expect(checkAudio({ type: 'audio/webm;codecs=opus', size: 1000 })).toBeNull();
    expect(checkAudio({ type: 'video/webm', size: 1000 })).toBeNull();
  });
  it('refuses other files and anything over 5 MB', () => {
    expect(checkAudio({ type: 'image/png', size: 10 })).toBe('notAudio');
    expect(checkAudio({ type: 'audio/mpeg', size: 6 * MB })).toBe('tooLarge');
  });
});
