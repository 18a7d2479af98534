/**
 * Students of a section (spec §2 'Students of a section', §5 'Add student' / 'Edit student'), confined to
 * the caller's school; a teacher reaches only the students of their own sections (spec §6).
 */
import type { AddStudentBody } from '@aralin/contract';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import type { students } from '../../db/schema';
import { auditStaff } from '../../lib/audit';
import { badRequest, conflict, forbidden, notFound } from '../../lib/app-error';
import { hashPassword } from '../../lib/passwords';
import type { StaffActor } from '../../plugins/auth';
import { sectionForActor } from '../sections/sections.service';
import * as q from './students.queries';
import { assignSectionActivities } from '../assignments/assignments.service';
import { liftGuards } from '../../plugins/sign-in-guard';
import { endAllSessions } from '../account/sessions.service';
import { studentAccount } from './student-sign-in.service';

export { sectionForActor };
export type StudentRow = q.StudentRow;

/**
 * A student the actor may see. An admin sees every student of the school; a teacher those of their own
 * sections and, when `allowUnassigned`, the school's unassigned ones (whom they may take in). 404 otherwise.
 */
export async function studentForActor(
  tx: Tx,
  actor: StaffActor,
  studentId: number,
  opts: { allowUnassigned?: boolean; forUpdate?: boolean } = {},
): Promise<q.StudentWithSection> {
  const row = await q.findStudent(tx, actor.organizationId, studentId, opts.forUpdate);
  if (!row) throw notFound('studentNotFound');
  if (actor.isAdmin) return row;
  if (row.student.sectionId === null ? !(opts.allowUnassigned && mayTakeIn(actor, row.student)) : row.sectionTeacherId !== actor.id)
    throw notFound('studentNotFound');
  return row;
}

/** An unassigned child is seen by the admins and by the teacher who last had them, no other teacher (issue 18). */
const mayTakeIn = (actor: StaffActor, student: StudentRow) => actor.isAdmin || student.lastTeacherId === actor.id;

/** A student of one section the actor manages (the /sections/{s}/students/{id}/ calls). */
export async function sectionStudent(tx: Tx, actor: StaffActor, sectionId: number, studentId: number, forUpdate = false) {
  await sectionForActor(tx, actor, sectionId);
  const row = await q.findStudent(tx, actor.organizationId, studentId, forUpdate);
  if (!row || row.student.sectionId !== sectionId) throw notFound('studentNotFound');
  return row;
}

export async function listSectionStudents(ctx: AppContext, actor: StaffActor, sectionId: number) {
  await sectionForActor(ctx.db, actor, sectionId);
  return q.listInSection(ctx.db, sectionId);
}

/** The children of a section the caller has already checked (class list, sign-in sheet). */
export function sectionRoster(tx: Tx, sectionId: number): Promise<q.StudentWithSection[]> {
  return q.listInSection(tx, sectionId);
}

/**
 * A new child in a section the caller has checked and locked: the row, its audit entry and the section's
 * activities (spec §5 'Add student', the class list import). `audit` adds to the audit entry's details.
 */
export async function enrollStudent(
  tx: Tx,
  actor: StaffActor,
  values: Omit<typeof students.$inferInsert, 'organizationId'> & { sectionId: number },
  audit: Record<string, unknown> = {},
): Promise<StudentRow> {
  const row = await q.insertStudent(tx, { ...values, organizationId: actor.organizationId });
  await auditStaff(tx, actor, 'create', 'student', row.id, { section_id: values.sectionId, ...audit });
  await assignSectionActivities(tx, {
    organizationId: actor.organizationId,
    studentId: row.id,
    sectionId: values.sectionId,
    assignedBy: actor.id,
  });
  return row;
}

/** The school's students without a section: all of them for an admin, a teacher's own former students otherwise. */
export function listUnassignedStudents(ctx: AppContext, actor: StaffActor) {
  return q.listUnassigned(ctx.db, actor.organizationId, actor.isAdmin ? undefined : actor.id);
}

/** A child's profile opened by staff: recorded in the audit log (issue 18). */
export async function viewSectionStudent(ctx: AppContext, actor: StaffActor, sectionId: number, studentId: number) {
  const row = await sectionStudent(ctx.db, actor, sectionId, studentId);
  await auditStaff(ctx.db, actor, 'view', 'student', studentId);
  return row;
}

/**
 * Adds a student to a section: a new one, or an unassigned one of the school (spec §2 'prefill'). `input`
 * is the contract's parsed body (the one add-student type, issue 21): `student_id` names the unassigned
 * student taken in, whose password may then be left out to keep theirs. Returns the child as the section's
 * list shows them. The section is resolved once, locked, inside the transaction (it was read three times).
 */
export async function addStudent(
  ctx: AppContext,
  actor: StaffActor,
  sectionId: number,
  input: AddStudentBody,
): Promise<q.StudentWithSection> {
  if (!input.consent) throw badRequest('consentRequired', { consent: 'consentRequired' });
  if (input.password === undefined && input.student_id === undefined)
    throw badRequest('studentPasswordWeak', { password: 'studentPasswordWeak' });
  const passwordHash = input.password === undefined ? undefined : await hashPassword(ctx.config.passwordHash, input.password);
  const now = ctx.clock.now();
  const details = {
    name: input.name.trim(),
    gender: input.gender,
    parentGuardian: input.parent_guardian.trim(),
    contactNumber: input.contact_number.trim(),
    consentAt: now,
    consentBy: actor.id,
    ...(input.lrn !== undefined ? { lrn: input.lrn } : {}),
    ...(input.birth_date !== undefined ? { birthDate: input.birth_date } : {}),
  };
  return withLrnGuard(() =>
    ctx.db.transaction(async (tx) => {
      const section = await sectionForActor(tx, actor, sectionId, 'share');
      if (input.student_id !== undefined) {
        const found = await q.findStudent(tx, actor.organizationId, input.student_id, true);
        if (!found) throw notFound('studentNotFound');
        if (found.student.sectionId !== null) throw conflict('studentNotUnassigned', { student_id: 'studentNotUnassigned' });
        if (!mayTakeIn(actor, found.student)) throw notFound('studentNotFound');
        await q.updateStudent(tx, found.student.id, {
          ...details,
          sectionId: section.id,
          updatedAt: now,
          ...(passwordHash ? { passwordHash } : {}),
        });
        await auditStaff(tx, actor, 'update', 'student', found.student.id, { section_id: section.id, from: 'unassigned' });
        await assignSectionActivities(tx, {
          organizationId: actor.organizationId,
          studentId: found.student.id,
          sectionId: section.id,
          assignedBy: actor.id,
        });
        return (await q.findStudent(tx, actor.organizationId, found.student.id))!;
      }
      const row = await enrollStudent(tx, actor, { ...details, sectionId: section.id, passwordHash: passwordHash! });
      return (await q.findStudent(tx, actor.organizationId, row.id))!;
    }),
  );
}

/** The one unique LRN per school (issue 12): a clash with another child answers 409 on the field. */
export async function withLrnGuard<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    const cause = (err as { cause?: unknown }).cause ?? err;
    if ((cause as { constraint?: string }).constraint === 'students_org_lrn_unique') throw conflict('lrnTaken', { lrn: 'lrnTaken' });
    throw err;
  }
}

export interface StudentChanges {
  name: string;
  parentGuardian: string;
  contactNumber: string;
  /** Absent clears the LRN (the edit form always sends what it shows). */
  lrn?: string;
  birthDate?: string;
  gender: 'male' | 'female' | 'other';
  password?: string;
  /** Another picture for the child (issue 19); refused when another child of the section has it. */
  avatar?: string;
}

/** PATCH .../update/: details, and the password when one is given; consent is confirmed again. */
export async function updateStudent(ctx: AppContext, actor: StaffActor, sectionId: number, studentId: number, input: StudentChanges) {
  await sectionStudent(ctx.db, actor, sectionId, studentId);
  const passwordHash = input.password === undefined ? undefined : await hashPassword(ctx.config.passwordHash, input.password);
  const now = ctx.clock.now();
  await withLrnGuard(() =>
    ctx.db.transaction(async (tx) => {
      await sectionStudent(tx, actor, sectionId, studentId, true);
      if (input.avatar && (await q.avatarTakenInSection(tx, sectionId, studentId, input.avatar)))
        throw conflict('avatarTaken', { avatar: 'avatarTaken' });
      await q.updateStudent(tx, studentId, {
        ...(input.avatar ? { avatar: input.avatar } : {}),
        name: input.name.trim(),
        parentGuardian: input.parentGuardian.trim(),
        contactNumber: input.contactNumber.trim(),
        lrn: input.lrn ?? null,
        birthDate: input.birthDate ?? null,
        gender: input.gender,
        consentAt: now,
        consentBy: actor.id,
        updatedAt: now,
        ...(passwordHash ? { passwordHash, failedLoginCount: 0, failedLoginWindowStart: null, lockedUntil: null } : {}),
      });
      // A new password ends every session of the child (issue 17 item 5).
      if (passwordHash) await endAllSessions(tx, { kind: 'student', studentId }, now);
      await auditStaff(tx, actor, 'update', 'student', studentId, { password_changed: passwordHash !== undefined });
    }),
  );
  if (passwordHash) await liftGuards(ctx, studentAccount(studentId));
  return sectionStudent(ctx.db, actor, sectionId, studentId);
}

/** DELETE .../delete/: admins only (spec §6). The child's records go with them. */
export async function deleteStudent(ctx: AppContext, actor: StaffActor, sectionId: number, studentId: number): Promise<void> {
  if (!actor.isAdmin) throw forbidden();
  await ctx.db.transaction(async (tx) => {
    const { student } = await sectionStudent(tx, actor, sectionId, studentId, true);
    await q.deleteStudent(tx, studentId);
    await auditStaff(tx, actor, 'delete', 'student', studentId, { name: student.name, section_id: sectionId });
  });
}

/** PATCH .../unlock/: lifts the sign-in lock after too many wrong passwords (a teacher's call, issue 2). */
export async function unlockStudent(ctx: AppContext, actor: StaffActor, sectionId: number, studentId: number) {
  await ctx.db.transaction(async (tx) => {
    await sectionStudent(tx, actor, sectionId, studentId, true);
    await q.updateStudent(tx, studentId, { lockedUntil: null, failedLoginCount: 0, failedLoginWindowStart: null });
    await auditStaff(tx, actor, 'unlock', 'student', studentId);
  });
  // The delays of every address end too (issue 17 item 4).
  await liftGuards(ctx, studentAccount(studentId));
  return sectionStudent(ctx.db, actor, sectionId, studentId);
}
