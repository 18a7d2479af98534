/**
 * Teachers management (admins only, spec §6): teachers belong to the admin's school and are told by
 * email how to sign in; deactivation is soft and restorable (spec §4). Permanent removal lives in
 * teachers-delete.service.ts.
 */
import { endAllSessions } from '../account/sessions.service';
import type { Language, Teacher } from '@aralin/contract';
import type { AppContext } from '../../context';
import { auditStaff } from '../../lib/audit';
import { conflict, notFound } from '../../lib/app-error';
import { hashPassword } from '../../lib/passwords';
import type { StaffActor } from '../../plugins/auth';
import { teacherAddedMail } from './teachers.mail';
import * as q from './teachers.queries';
import { groupActions, presentTeacher } from './teachers.present';
import * as users from '../../db/users.queries';

const RECENT_ACTIONS = 5;

function takenError(taken: { email: boolean; username: boolean }) {
  const fields = {
    ...(taken.email ? { email: 'emailExists' as const } : {}),
    ...(taken.username ? { username: 'usernameExists' as const } : {}),
  };
  return conflict(fields.email ?? fields.username!, fields);
}

/** Adds a teacher to the admin's school, verified (the admin vouches), and emails them. */
export async function addTeacher(
  ctx: AppContext,
  admin: StaffActor,
  input: { username: string; email: string; password: string; firstName?: string; lastName?: string },
  lang: Language = 'en',
) {
  const taken = await users.findTakenFields(ctx.db, input.email, input.username);
  if (taken.email || taken.username) throw takenError(taken);
  const passwordHash = await hashPassword(ctx.config.passwordHash, input.password);
  const now = ctx.clock.now();
  const user = await ctx.db.transaction(async (tx) => {
    const row = await users.insertUser(tx, {
      organizationId: admin.organizationId,
      username: input.username.trim(),
      email: input.email.toLowerCase(),
      passwordHash,
      role: 'teacher',
      firstName: input.firstName ?? '',
      lastName: input.lastName ?? '',
      emailVerifiedAt: now,
    });
    await auditStaff(tx, admin, 'create', 'teacher', row.id, { username: row.username });
    return row;
  });
  await ctx.mailer.send(teacherAddedMail(lang, user.email, user.username, `${ctx.config.publicUrl}/teacher-login`));
  return user;
}

/** The school's teachers as the Teachers table shows them. */
export async function listTeachersFor(ctx: AppContext, admin: StaffActor, isActive?: boolean, id?: number): Promise<Teacher[]> {
  const rows = await q.listTeachers(ctx.db, admin.organizationId, isActive, id);
  const actions = groupActions(
    await q.recentActions(
      ctx.db,
      admin.organizationId,
      rows.map((r) => r.user.id),
      RECENT_ACTIONS,
    ),
  );
  return rows.map((row) => presentTeacher(row, actions.get(row.user.id) ?? []));
}

/** One teacher of the school, presented; 404 for anyone else. */
export async function getTeacher(ctx: AppContext, admin: StaffActor, id: number): Promise<Teacher> {
  const [teacher] = await listTeachersFor(ctx, admin, undefined, id);
  if (!teacher) throw notFound();
  return teacher;
}

/** PATCH /management/teachers/{id}/: username, email, names, and the password when one is given. */
export async function updateTeacher(
  ctx: AppContext,
  admin: StaffActor,
  id: number,
  input: { username: string; email: string; password?: string; firstName?: string; lastName?: string },
): Promise<Teacher> {
  if (!(await q.findTeacher(ctx.db, admin.organizationId, id))) throw notFound();
  const taken = await users.findTakenFieldsExcept(ctx.db, input.email, input.username, id);
  if (taken.email || taken.username) throw takenError(taken);
  const passwordHash = input.password === undefined ? undefined : await hashPassword(ctx.config.passwordHash, input.password);
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    if (!(await q.findTeacher(tx, admin.organizationId, id, true))) throw notFound();
    await users.updateUser(tx, id, {
      username: input.username.trim(),
      email: input.email.toLowerCase(),
      ...(input.firstName !== undefined ? { firstName: input.firstName } : {}),
      ...(input.lastName !== undefined ? { lastName: input.lastName } : {}),
      ...(passwordHash ? { passwordHash } : {}),
      updatedAt: now,
    });
    // A new password set by the admin ends the teacher's other sessions.
    if (passwordHash) await endAllSessions(tx, { kind: 'staff', userId: id }, now);
    await auditStaff(tx, admin, 'update', 'teacher', id, { password_changed: passwordHash !== undefined });
  });
  return getTeacher(ctx, admin, id);
}

/** Deactivate (soft delete, spec §4) or restore a teacher. A deactivated teacher's sessions stop at once. */
export async function setTeacherActive(ctx: AppContext, admin: StaffActor, id: number, isActive: boolean): Promise<Teacher> {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const teacher = await q.findTeacher(tx, admin.organizationId, id, true);
    if (!teacher) throw notFound();
    if (teacher.isActive === isActive) return;
    await users.updateUser(tx, id, { isActive, deactivatedAt: isActive ? null : now, updatedAt: now });
    // Deactivation ends every session for good: a restore does not bring old tokens back (issue 17 item 5).
    if (!isActive) await endAllSessions(tx, { kind: 'staff', userId: id }, now);
    await auditStaff(tx, admin, isActive ? 'restore' : 'deactivate', 'teacher', id, { username: teacher.username });
  });
  return getTeacher(ctx, admin, id);
}
