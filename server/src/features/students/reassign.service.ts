/**
 * Moving students between sections or to unassigned (spec §4 'Section deletion', PATCH
 * /management/students/reassign/). Every move of a call happens in one transaction, or none does.
 */
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { auditStaff } from '../../lib/audit';
import { badRequest, notFound } from '../../lib/app-error';
import type { StaffActor } from '../../plugins/auth';
import { sectionForActor } from '../sections/sections.service';
import * as q from './students.queries';
import { studentForActor } from './students.service';
import { assignSectionActivities } from '../assignments/assignments.service';

export interface StudentMove {
  id: number;
  new_section_id: number | null;
}

/**
 * Applies moves inside the caller's transaction; throws (so the caller's transaction rolls back) on the
 * first student or target the actor may not reach. With `fromSectionId`, every student must be in that
 * section and none may move into it (it is being deleted).
 */
export async function moveStudents(
  tx: Tx,
  actor: StaffActor,
  moves: StudentMove[],
  opts: { fromSectionId?: number; now: Date },
): Promise<number[]> {
  const { now } = opts;
  const moved: number[] = [];
  for (const move of moves) {
    const { student, sectionTeacherId } = await studentForActor(tx, actor, move.id, { allowUnassigned: true, forUpdate: true });
    if (opts.fromSectionId !== undefined && student.sectionId !== opts.fromSectionId) throw notFound('studentNotFound');
    if (move.new_section_id !== null) {
      if (move.new_section_id === opts.fromSectionId)
        throw badRequest('reassignTargetInvalid', { new_section_id: 'reassignTargetInvalid' });
      await sectionForActor(tx, actor, move.new_section_id, 'share');
    }
    if (student.sectionId === move.new_section_id) continue;
    // The teacher the child leaves keeps seeing them while unassigned (issue 18), and no other teacher.
    const lastTeacherId = student.sectionId !== null ? sectionTeacherId : student.lastTeacherId;
    await q.updateStudent(tx, student.id, { sectionId: move.new_section_id, lastTeacherId, updatedAt: now });
    await auditStaff(tx, actor, 'reassign', 'student', student.id, {
      from_section_id: student.sectionId,
      to_section_id: move.new_section_id,
    });
    // A child who joins a section gets that section's activities, as a child added to it does.
    if (move.new_section_id !== null) {
      await assignSectionActivities(tx, {
        organizationId: actor.organizationId,
        studentId: student.id,
        sectionId: move.new_section_id,
        assignedBy: actor.id,
      });
    }
    moved.push(student.id);
  }
  return moved;
}

/** PATCH /management/students/reassign/: returns every student named, as they are now. */
export async function reassignStudents(ctx: AppContext, actor: StaffActor, moves: StudentMove[]) {
  await ctx.db.transaction((tx) => moveStudents(tx, actor, moves, { now: ctx.clock.now() }));
  const ids = [...new Set(moves.map((m) => m.id))];
  return Promise.all(ids.map((id) => studentForActor(ctx.db, actor, id, { allowUnassigned: true })));
}
