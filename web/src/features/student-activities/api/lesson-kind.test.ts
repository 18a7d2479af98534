import { describe, expect, it } from 'vitest';
import { lessonView } from './lesson-kind';

const at = 'https://aralin.school.ph';

describe('how a lesson opens (issue 19)', () => {
  it('shows pictures, videos, YouTube and Vimeo, and the school’s own PDFs in the app', () => {
    expect(lessonView('https://example.org/aso.png', at)).toEqual({ kind: 'image', src: 'https://example.org/aso.png' });
    expect(lessonView('https://cdn.example.org/song.mp4?x=1', at)).toEqual({ kind: 'video', src: 'https://cdn.example.org/song.mp4?x=1' });
    expect(lessonView('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=3', at)).toEqual({
      kind: 'frame',
      src: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    });
    expect(lessonView('https://youtu.be/dQw4w9WgXcQ', at)).toMatchObject({ kind: 'frame' });
    expect(lessonView('https://vimeo.com/76979871', at)).toEqual({ kind: 'frame', src: 'https://player.vimeo.com/video/76979871' });
    expect(lessonView(`${at}/files/abc?exp=1&sig=x`, at)).toEqual({ kind: 'frame', src: `${at}/files/abc?exp=1&sig=x` });
  });

  it('sends web pages, other sites’ PDFs and plain http links outside the app', () => {
    expect(lessonView('https://www.deped.gov.ph/lesson', at)).toEqual({ kind: 'outside', href: 'https://www.deped.gov.ph/lesson' });
    expect(lessonView('https://example.org/worksheet.pdf', at)).toMatchObject({ kind: 'outside' });
    expect(lessonView('http://example.org/a.png', at)).toMatchObject({ kind: 'outside' });
    expect(lessonView('https://www.youtube.com/channel/xyz', at)).toMatchObject({ kind: 'outside' });
  });
});
