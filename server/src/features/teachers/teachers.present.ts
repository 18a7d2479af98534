/** Teachers to the wire (spec §3 'Teacher'). Never the password hash. */
import type { Teacher, TeacherAction } from '@aralin/contract';
import type { TeacherListRow } from './teachers.queries';

const iso = (value: string | Date) => (value instanceof Date ? value : new Date(value)).toISOString();

export function presentTeacher({ user, sectionCount, studentCount }: TeacherListRow, actions: TeacherAction[]): Teacher {
  const times = [user.lastLoginAt, user.lastActivityAt].filter((t): t is Date => t !== null);
  const last = times.length ? new Date(Math.max(...times.map((t) => t.getTime()))) : null;
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    is_active: user.isActive,
    first_name: user.firstName,
    last_name: user.lastName,
    name: `${user.firstName} ${user.lastName}`.trim() || user.username,
    section_count: Number(sectionCount),
    student_count: Number(studentCount),
    last_activity: last ? last.toISOString() : null,
    recent_actions: actions,
  };
}

/** Audit rows (from the raw query) to recent actions, grouped by staff member. */
export function groupActions(
  rows: { actor_id: number; action: string; entity: string; entity_id: number | null; created_at: string | Date }[],
): Map<number, TeacherAction[]> {
  const byActor = new Map<number, TeacherAction[]>();
  for (const row of rows) {
    const list = byActor.get(row.actor_id) ?? [];
    list.push({ action: row.action, entity: row.entity, entity_id: row.entity_id, created_at: iso(row.created_at) });
    byActor.set(row.actor_id, list);
  }
  return byActor;
}
