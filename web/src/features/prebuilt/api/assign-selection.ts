/**
 * The assign modal's choices (spec §2 'Prebuilt Activities'): children already in the target state are
 * disabled ('Already assigned' / 'Not assigned'); Select All takes every child that can still change.
 */
export type AssignMode = 'assign' | 'unassign';

/** True when the child can be picked: not yet assigned (assign) or assigned (unassign). */
export function canPick(mode: AssignMode, studentId: number, assigned: ReadonlySet<number>): boolean {
  return mode === 'assign' ? !assigned.has(studentId) : assigned.has(studentId);
}

/** Every child that can be picked, in list order. */
export function pickableIds(mode: AssignMode, studentIds: readonly number[], assigned: ReadonlySet<number>): number[] {
  return studentIds.filter((id) => canPick(mode, id, assigned));
}

/** The selection with one child flipped. */
export function toggleId(selected: ReadonlySet<number>, id: number): Set<number> {
  const next = new Set(selected);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}
