/**
 * Deleting a section (spec §4): its students are moved where the teacher chose (another section or
 * unassigned) and the section is deleted in ONE transaction, so a failure half-way leaves everything as
 * it was (issue 3). The row is only marked deleted: its subjects, activities and the children's results
 * stay for their history.
 */
import type { AppContext } from '../../context';
import { auditStaff } from '../../lib/audit';
import { conflict } from '../../lib/app-error';
import type { StaffActor } from '../../plugins/auth';
import { moveStudents, type StudentMove } from '../students/reassign.service';
import { sectionForActor } from './sections.service';
import * as q from './sections.queries';

/** Moves the given students out, then deletes the section; 409 'sectionHasStudents' when any would stay behind. */
export async function deleteSection(
  ctx: AppContext,
  actor: StaffActor,
  sectionId: number,
  moves: StudentMove[],
): Promise<{ moved: number }> {
  return ctx.db.transaction(async (tx) => {
    const section = await sectionForActor(tx, actor, sectionId, 'update');
    const moved = await moveStudents(tx, actor, moves, { fromSectionId: section.id, now: ctx.clock.now() });
    if ((await q.countStudentsIn(tx, section.id)) > 0) throw conflict('sectionHasStudents');
    await q.markSectionDeleted(tx, section.id, ctx.clock.now());
    await auditStaff(tx, actor, 'delete', 'section', section.id, { name: section.name, students_moved: moved.length });
    return { moved: moved.length };
  });
}
