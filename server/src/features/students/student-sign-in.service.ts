/** Students sign in with a class code, a profile pick and a password (spec §2, §6). */
import { normaliseClassCode, type ClassStudentsResponse, type StudentLoginResponse } from '@aralin/contract';
import type { AppContext } from '../../context';
import { badRequest, notFound } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import { dummyVerify, verifyPassword } from '../../lib/passwords';
import { countSignIn } from '../../plugins/sign-in-guard';
import type { Later } from '../../plugins/after-reply';
import { childOnHoldMail } from './student-sign-in.mail';
import { attempt, hit, LIMITS } from '../../plugins/rate-limit';
import { issueTokens } from '../account/sessions.service';
import type { Caller } from '../account/account.service';
import * as q from './student-sign-in.queries';
import { presentProfileCard, presentStudentUser } from './student-sign-in.present';

const PG_INTEGER_MAX = 2_147_483_647;

/** The profiles of a class, by its code. Unknown codes are counted so codes can't be guessed quickly. */
export async function listClassProfiles(ctx: AppContext, caller: Caller, rawCode: string): Promise<ClassStudentsResponse> {
  await hit(ctx, LIMITS.classCodePerAddress(caller.ip));
  // Counted before the lookup in one statement (concurrent guesses included); given back on a right code.
  const tried = await attempt(ctx, LIMITS.classCodeMissesPerAddress(caller.ip), LIMITS.classCodeMissesGlobal());
  const code = normaliseClassCode(rawCode);
  const section = code.length > 0 && code.length <= 12 ? await q.findSectionByCode(ctx.db, code) : undefined;
  if (!section) throw notFound('classNotFound');
  await tried.succeeded();
  return (await q.listProfiles(ctx.db, section.id)).map(presentProfileCard);
}

/**
 * Student sign-in, bound to the class code the child came through. An unknown id, a child of another
 * class and a wrong password answer the same 400 in the same time (issue 17 item 3). Failures are counted
 * per child and address and per child everywhere, with growing delays (sign-in-guard.ts); when the delay
 * reaches every address the child shows as locked to the teacher, who can lift it.
 */
export async function studentLogin(
  ctx: AppContext,
  caller: Caller,
  body: { id: number; code: string; password: string },
  later: Later,
): Promise<StudentLoginResponse> {
  await hit(ctx, LIMITS.studentLoginPerAddress(caller.ip));
  // Counted before the slow password check, whether or not the child exists: the guard tells nothing.
  const tried = await countSignIn(ctx, studentAccount(body.id), caller.ip, 'studentLocked');
  const code = normaliseClassCode(body.code);
  // Ids are PostgreSQL integers: a larger number names no one (and must not reach the query as an error).
  const found =
    body.id <= PG_INTEGER_MAX && code.length > 0 && code.length <= 12 ? await q.findStudentInClass(ctx.db, body.id, code) : undefined;
  const ok = found
    ? await verifyPassword(found.student.passwordHash, body.password)
    : await dummyVerify(ctx.config.passwordHash, body.password);
  if (!found || !ok) {
    // After the answer, so a real child and an unknown id answer in the same time.
    const until = tried.accountBlockedUntil;
    if (found && until) later(() => holdAndTellTeacher(ctx, found.student, until));
    if (found) later(() => audit(ctx.db, studentSignInEntry(found.student, 'login-failed', caller)));
    throw badRequest('studentPasswordWrong', { password: 'studentPasswordWrong' });
  }
  const now = ctx.clock.now();
  const { student } = found;
  await tried.succeeded();
  const token = await ctx.db.transaction(async (tx) => {
    await q.recordStudentSuccess(tx, student.id, now);
    await audit(tx, studentSignInEntry(student, 'login', caller));
    return issueTokens(ctx, tx, { kind: 'student', studentId: student.id, organizationId: student.organizationId }, caller.device);
  });
  return { token, user: presentStudentUser(student), code: found.classCode };
}

/** A child's sign-in or failed sign-in for the school's audit log: no password, no name. */
const studentSignInEntry = (student: { id: number; organizationId: number }, action: 'login' | 'login-failed', caller: Caller) => ({
  organizationId: student.organizationId,
  actorType: 'student' as const,
  actorId: student.id,
  action,
  entity: 'student',
  entityId: student.id,
  ip: caller.ip,
});
/**
 * Shows the child as locked to the teacher while new addresses must wait, and the first time it happens
 * mails the teacher, who can lift it (issue 17 item 4).
 */
async function holdAndTellTeacher(ctx: AppContext, student: { id: number; name: string; sectionId: number | null }, until: Date) {
  const newly = await q.showLocked(ctx.db, student.id, until, ctx.clock.now());
  if (!newly || !student.sectionId) return;
  const teacher = await q.findSectionTeacher(ctx.db, student.sectionId);
  if (!teacher) return;
  const url = `${ctx.config.publicUrl}/sections/${student.sectionId}/students/${student.id}`;
  await ctx.mailer.send(childOnHoldMail(teacher.email, teacher.username, student.name, url));
}

/** The sign-in guard name of a child (sign-in-guard.ts). */
export const studentAccount = (id: number) => `student:${id}`;
