import { describe, expect, it } from 'vitest';
import { playPath, subjectActivitiesPath } from './activity-route';
import { activityTitle, lessonLink, lessonText, starsFor } from './activity-text';

const library = {
  title: 'Colors / Mga Kulay',
  lesson_material: '',
  extra_data: { title: { en: 'Colors', tl: 'Mga Kulay' }, lesson: { en: 'Red is the color of an apple.', tl: '' } },
};

describe('activity texts', () => {
  it('shows a library title in the child language', () => {
    expect(activityTitle(library, 'tl')).toBe('Mga Kulay');
    expect(activityTitle(library, 'en')).toBe('Colors');
  });

  it('falls back to the stored title, and to the other language of a lesson', () => {
    expect(activityTitle({ ...library, extra_data: {} }, 'tl')).toBe('Colors / Mga Kulay');
    expect(lessonText(library, 'tl')).toBe('Red is the color of an apple.');
    expect(lessonText({ ...library, extra_data: {} }, 'en')).toBeUndefined();
  });

  it('treats only web addresses as lesson links', () => {
    expect(lessonLink({ ...library, lesson_material: 'https://example.org/lesson' })).toBe('https://example.org/lesson');
    expect(lessonLink({ ...library, lesson_material: 'javascript:alert(1)' })).toBeUndefined();
    expect(lessonLink(library)).toBeUndefined();
  });

  it('gives stars by the score bands', () => {
    expect([null, 59, 60, 75, 89, 90, 100].map(starsFor)).toEqual([0, 0, 1, 2, 2, 3, 3]);
  });
});

describe('activity routes', () => {
  it('routes each type to its play screen', () => {
    expect(playPath(5, 'matching')).toBe('/activity/5/matching');
    expect(playPath(5, 'multiple_choice')).toBe('/activity/5/multiple_choice');
    expect(playPath(5, 'tracing')).toBe('/activity/5/tracing');
  });

  it('has no route for an unknown type', () => {
    expect(playPath(5, 'essay')).toBeNull();
  });

  it('encodes the subject name in the list path', () => {
    expect(subjectActivitiesPath(3, 'Math & Numbers')).toBe('/subject/3/Math%20%26%20Numbers/activities');
  });
});
