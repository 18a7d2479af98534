import type { Teacher } from '@aralin/contract';
import { describe, expect, it } from 'vitest';
import {
  countTeachers,
  successorsFor,
  teacherColour,
  teachersWithStatus,
  TEACHER_COLOURS,
  withoutTeacher,
  withTeacher,
} from './teacher-list';

const teacher = (id: number, name: string, is_active = true): Teacher => ({
  id,
  name,
  username: name.toLowerCase(),
  email: `${name.toLowerCase()}@school.ph`,
  is_active,
  first_name: '',
  last_name: '',
  section_count: 0,
  student_count: 0,
  last_activity: null,
  recent_actions: [],
});

const list = [teacher(1, 'Santos'), teacher(2, 'Reyes', false), teacher(3, 'Cruz'), teacher(4, 'abad')];

describe('teacherColour (spec §9)', () => {
  it('cycles through five colours', () => {
    expect(teacherColour(0)).toBe(TEACHER_COLOURS[0]);
    expect(teacherColour(4)).toBe(TEACHER_COLOURS[4]);
    expect(teacherColour(5)).toBe(TEACHER_COLOURS[0]);
    expect(teacherColour(12)).toBe(TEACHER_COLOURS[2]);
  });
});

describe('countTeachers and teachersWithStatus', () => {
  it('counts total, active and inactive', () => {
    expect(countTeachers(list)).toEqual({ total: 4, active: 3, inactive: 1 });
    expect(countTeachers([])).toEqual({ total: 0, active: 0, inactive: 0 });
  });

  it('filters by status and sorts by name, ignoring case', () => {
    expect(teachersWithStatus(list, 'active').map((t) => t.id)).toEqual([4, 3, 1]);
    expect(teachersWithStatus(list, 'inactive').map((t) => t.id)).toEqual([2]);
  });
});

describe('successorsFor', () => {
  it('offers the other active teachers only', () => {
    expect(successorsFor(list, list[1]).map((t) => t.id)).toEqual([4, 3, 1]);
    expect(successorsFor(list, list[0]).map((t) => t.id)).toEqual([4, 3]);
  });
});

describe('optimistic list updates', () => {
  it('replaces or removes one teacher and keeps an empty cache empty', () => {
    expect(withTeacher(list, { ...list[1], is_active: true })?.[1].is_active).toBe(true);
    expect(withoutTeacher(list, 2)?.map((t) => t.id)).toEqual([1, 3, 4]);
    expect(withTeacher(undefined, list[0])).toBeUndefined();
  });
});
