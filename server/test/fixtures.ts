/** Test data built through the product's own services (STYLE.md §5). */
import type { AuthToken } from '@aralin/contract';
import type { TestApp } from './harness';
import { mailText, readOutbox } from './harness';
import * as account from '../src/features/account/account.service';
import { findUserByEmail, type UserRow } from '../src/features/account/account.queries';
import { issueTokens } from '../src/features/account/sessions.service';
import { addTeacher } from '../src/features/teachers/teachers.service';
import { createSection as createSectionService, type SectionImage } from '../src/features/sections/sections.service';
import { addStudent } from '../src/features/students/students.service';
import type { StaffActor } from '../src/plugins/auth';

export const STAFF_PASSWORD = 'Guro#2024';
export const STUDENT_PASSWORD = 'Bata#2024x';

const caller = { lang: 'en' as const, ip: '10.9.9.9' };
let seq = 0;
const unique = () => `${Date.now().toString(36)}${(seq++).toString(36)}`;

export interface Staff {
  user: UserRow;
  actor: StaffActor;
  password: string;
  token: AuthToken;
}

export function actorOf(user: UserRow): StaffActor {
  return { kind: 'staff', id: user.id, organizationId: user.organizationId, role: user.role, isAdmin: user.role === 'admin', username: user.username, email: user.email };
}

async function withToken(t: TestApp, user: UserRow, password: string): Promise<Staff> {
  const token = await issueTokens(t.ctx, t.ctx.db, { kind: 'staff', userId: user.id, organizationId: user.organizationId, role: user.role });
  return { user, actor: actorOf(user), password, token };
}

/** Registers someone (a new school of their own) and verifies their email through the mailed link. */
export async function registerVerified(t: TestApp, role: 'admin' | 'teacher', name = `${role}${unique()}`): Promise<Staff> {
  const email = `${name}@school.test`.toLowerCase();
  const before = (await readOutbox(t.outboxDir)).length;
  await account.register(t.ctx, caller, { username: name, email, password: STAFF_PASSWORD, role });
  const mails = await readOutbox(t.outboxDir, before + 1);
  const token = /token=([A-Za-z0-9_-]+)/.exec(mailText(mails[mails.length - 1]!))![1]!;
  await account.verifyEmail(t.ctx, caller, email, token);
  return withToken(t, (await findUserByEmail(t.ctx.db, email))!, STAFF_PASSWORD);
}

/** An admin of a new school. */
export const createAdmin = (t: TestApp, name?: string) => registerVerified(t, 'admin', name);

/** A teacher added by an admin to the admin's school. */
export async function createTeacher(t: TestApp, admin: Staff, name = `teacher${unique()}`): Promise<Staff> {
  const user = await addTeacher(t.ctx, admin.actor, { username: name, email: `${name}@school.test`.toLowerCase(), password: STAFF_PASSWORD });
  return withToken(t, user, STAFF_PASSWORD);
}

/** A section owned by a teacher (an admin creates it on the teacher's behalf when given). */
export function createSection(t: TestApp, by: Staff, opts: { name?: string; teacherId?: number; imagePath?: SectionImage } = {}) {
  return createSectionService(t.ctx, by.actor, {
    name: opts.name ?? `Section ${unique()}`,
    teacherId: opts.teacherId ?? (by.actor.isAdmin ? undefined : by.user.id),
    imagePath: opts.imagePath,
  });
}

/** A student in a section. */
export function createStudent(
  t: TestApp,
  by: Staff,
  sectionId: number,
  opts: { name?: string; gender?: 'male' | 'female'; password?: string } = {},
) {
  return addStudent(t.ctx, by.actor, sectionId, {
    name: opts.name ?? `Bata ${unique()}`,
    gender: opts.gender ?? 'female',
    password: opts.password ?? STUDENT_PASSWORD,
    parentGuardian: 'Aling Nena Santos',
    contactNumber: '09171234567',
    consent: true,
  });
}
