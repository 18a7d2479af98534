import { describe, expect, it } from 'vitest';
import { activityLesson, activityTitle, formatDate, isLink, truncateFileName } from './activity-text';

const own = { title: 'Abakada', lesson_material: 'https://example.org/abakada', extra_data: {} };
const library = {
  title: 'Shapes / Mga hugis',
  lesson_material: '',
  extra_data: { title: { en: 'Shapes', tl: 'Mga hugis' }, lesson: { en: 'A circle is round.', tl: '' } },
};

describe('activity texts', () => {
  it('reads the library title in the reader language', () => {
    expect(activityTitle(library, 'tl')).toBe('Mga hugis');
    expect(activityTitle(library, 'en')).toBe('Shapes');
  });
  it('keeps the one title of an own activity', () => {
    expect(activityTitle(own, 'tl')).toBe('Abakada');
  });
  it('falls back to the other language of a lesson, and to the lesson link', () => {
    expect(activityLesson(library, 'tl')).toBe('A circle is round.');
    expect(activityLesson(own, 'en')).toBe('https://example.org/abakada');
    expect(isLink(activityLesson(own, 'en'))).toBe(true);
    expect(isLink('A circle is round.')).toBe(false);
  });
});

describe('truncateFileName', () => {
  it('keeps names of 20 characters or fewer', () => {
    expect(truncateFileName('worksheet.pdf')).toBe('worksheet.pdf');
    expect(truncateFileName('a'.repeat(20))).toBe('a'.repeat(20));
  });
  it('cuts names past 20 characters', () => {
    expect(truncateFileName('abakada-worksheet-week-1.pdf')).toBe('abakada-worksheet-we...');
  });
});

describe('formatDate', () => {
  it('formats a date and ignores nonsense', () => {
    expect(formatDate('2026-11-03T05:00:00Z', 'en')).toMatch(/2026/);
    expect(formatDate('nope', 'en')).toBe('');
    expect(formatDate(null, 'tl')).toBe('');
  });
});
