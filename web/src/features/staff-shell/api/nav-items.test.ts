import { describe, expect, it } from 'vitest';
import { isNavActive, navItemsFor } from './nav-items';

describe('navItemsFor (spec §2 staff shell)', () => {
  it('puts Teachers third, and the audit log (issue 18) before Settings, for admins only', () => {
    expect(navItemsFor('admin').map((i) => i.id)).toEqual([
      'dashboard',
      'sections',
      'teachers',
      'subjects',
      'performance',
      'audit',
      'settings',
    ]);
    expect(navItemsFor('teacher').map((i) => i.id)).toEqual(['dashboard', 'sections', 'subjects', 'performance', 'settings']);
  });

  it('sends Dashboard to the role home', () => {
    expect(navItemsFor('admin')[0].to).toBe('/admin-dashboard');
    expect(navItemsFor('teacher')[0].to).toBe('/teacher-dashboard');
  });
});

describe('isNavActive', () => {
  const item = (id: string) => navItemsFor('admin').find((i) => i.id === id)!;

  it('marks an entry active on its path and below it', () => {
    expect(isNavActive(item('sections'), '/sections')).toBe(true);
    expect(isNavActive(item('sections'), '/sections/4/students/9')).toBe(true);
    expect(isNavActive(item('sections'), '/sections/')).toBe(true);
    expect(isNavActive(item('teachers'), '/teachers')).toBe(true);
  });

  it('does not confuse look-alike paths', () => {
    expect(isNavActive(item('sections'), '/sectionsx')).toBe(false);
    expect(isNavActive(item('teachers'), '/teacher-dashboard')).toBe(false);
    expect(isNavActive(item('subjects'), '/subjectsx')).toBe(false);
  });

  it('keeps Subjects and Activities active for /teacher/sections and /subjects paths', () => {
    const subjects = item('subjects');
    expect(isNavActive(subjects, '/subjectsactivities')).toBe(true);
    expect(isNavActive(subjects, '/subjectsactivities/sections/1/subjects/2/activities/create/matching')).toBe(true);
    expect(isNavActive(subjects, '/teacher/sections/3')).toBe(true);
    expect(isNavActive(subjects, '/subjects/5')).toBe(true);
    expect(isNavActive(item('sections'), '/teacher/sections/3')).toBe(false);
  });
});
