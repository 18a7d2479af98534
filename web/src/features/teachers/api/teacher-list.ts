/** Pure rules of the Teachers screen (spec §2 'Teachers Management', §9 'Teacher colours cycle through 5'). */
import type { Teacher } from '@aralin/contract';

/** Five fixed colours, each with a text colour that reads on it (contrast at least 4.5:1). */
export const TEACHER_COLOURS = [
  { background: '#fde2d6', text: '#9a3412' },
  { background: '#dff5f1', text: '#0f5f58' },
  { background: '#e3ebff', text: '#1e3a8a' },
  { background: '#fff0c2', text: '#7a4b00' },
  { background: '#f3e1f7', text: '#6b2180' },
] as const;

/** A teacher's colour: the five colours in turn by teacher id, so it never changes when another teacher is added. */
export function teacherColour(id: number) {
  return TEACHER_COLOURS[((id % TEACHER_COLOURS.length) + TEACHER_COLOURS.length) % TEACHER_COLOURS.length];
}

export type TeacherStatus = 'active' | 'inactive';

/** Counts of the screen's header: Total, Active, Inactive. */
export function countTeachers(teachers: readonly Teacher[]) {
  const active = teachers.filter((t) => t.is_active).length;
  return { total: teachers.length, active, inactive: teachers.length - active };
}

/** The teachers shown for the status selector, by name. */
export function teachersWithStatus(teachers: readonly Teacher[], status: TeacherStatus): Teacher[] {
  return teachers
    .filter((t) => t.is_active === (status === 'active'))
    .sort((a, b) => a.name.localeCompare(b.name, undefined, { sensitivity: 'base' }));
}

/** Who may take over the sections of a teacher being deleted: the other active teachers. */
export function successorsFor(teachers: readonly Teacher[], leaving: Teacher): Teacher[] {
  return teachersWithStatus(teachers, 'active').filter((t) => t.id !== leaving.id);
}

/** The list after a teacher changed state, for an optimistic update. */
export function withTeacher(teachers: readonly Teacher[] | undefined, changed: Teacher): Teacher[] | undefined {
  return teachers?.map((t) => (t.id === changed.id ? changed : t));
}

/** The list without a teacher (spec §4: delete removes the row at once). */
export function withoutTeacher(teachers: readonly Teacher[] | undefined, id: number): Teacher[] | undefined {
  return teachers?.filter((t) => t.id !== id);
}
