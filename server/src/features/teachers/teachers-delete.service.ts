/**
 * Removing a teacher for real (issue 3): only an inactive teacher, and only after every section they
 * own — with its subjects, students and the children's history — is handed to another active staff
 * member of the school, all in one transaction. No student data is lost; the audit log keeps the
 * teacher's past actions by id.
 */
import type { AppContext } from '../../context';
import { auditStaff } from '../../lib/audit';
import { badRequest, conflict, notFound } from '../../lib/app-error';
import type { StaffActor } from '../../plugins/auth';
import { findActiveStaff } from '../../db/users.queries';
import * as q from './teachers.queries';

/** Deletes an inactive teacher after handing their sections to `reassignTo`; returns the teacher's name and how many sections moved. */
export async function deleteTeacherPermanently(
  ctx: AppContext,
  admin: StaffActor,
  id: number,
  reassignTo: number | undefined,
): Promise<{ name: string; sectionsMoved: number }> {
  return ctx.db.transaction(async (tx) => {
    const teacher = await q.findTeacher(tx, admin.organizationId, id, true);
    if (!teacher) throw notFound();
    if (teacher.isActive) throw conflict('teacherStillActive');
    const liveSections = await q.countLiveSections(tx, id);
    if (reassignTo === undefined && liveSections > 0) throw conflict('teacherHasSections', { reassign_to: 'teacherHasSections' });
    if (reassignTo !== undefined && (reassignTo === id || !(await findActiveStaff(tx, admin.organizationId, reassignTo)))) {
      throw badRequest('reassignTeacherInvalid', { reassign_to: 'reassignTeacherInvalid' });
    }
    // Deleted sections (and parents' messages) keep their history too: without a chosen teacher they go to the admin.
    await q.handOver(tx, id, reassignTo ?? admin.id);
    await q.deleteUser(tx, id);
    await auditStaff(tx, admin, 'delete', 'teacher', id, {
      username: teacher.username,
      email: teacher.email,
      reassigned_to: reassignTo ?? null,
      sections_moved: liveSections,
    });
    const name = `${teacher.firstName} ${teacher.lastName}`.trim() || teacher.username;
    return { name, sectionsMoved: liveSections };
  });
}
