/** Students sign in with a class code, a profile pick and a password (spec §2, §6). */
import { limits, normaliseClassCode, type ClassStudentsResponse, type StudentLoginResponse } from '@aralin/contract';
import type { AppContext } from '../../context';
import { badRequest, notFound, tooMany } from '../../lib/app-error';
import { verifyPassword } from '../../lib/passwords';
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
 * Student sign-in. A wrong password answers 400; the 10th wrong one within 15 minutes locks the
 * account for 5 minutes (429), which a teacher can lift.
 */
export async function studentLogin(ctx: AppContext, caller: Caller, id: number, password: string): Promise<StudentLoginResponse> {
  await hit(ctx, LIMITS.studentLoginPerAddress(caller.ip));
  // Ids are PostgreSQL integers: a larger number names no one (and must not reach the query as an error).
  const found = id <= PG_INTEGER_MAX ? await q.findStudentWithCode(ctx.db, id) : undefined;
  if (!found || !found.classCode) throw notFound('studentNotFound');
  const now = ctx.clock.now();
  const { student } = found;
  const lockedFor = (until: Date) => tooMany((until.getTime() - now.getTime()) / 1000, 'studentLocked');
  // Counted before the slow password check, in one statement: a concurrent burst checks at most the limit.
  const count = await q.countStudentAttempt(ctx.db, student.id, now, limits.studentLockoutWindowMinutes);
  if (count === undefined) {
    const current = await q.findStudentWithCode(ctx.db, id);
    throw lockedFor(current?.student.lockedUntil ?? student.lockedUntil ?? new Date(now.getTime() + limits.studentLockoutMinutes * 60_000));
  }
  if (count > limits.studentLockoutFailures) {
    const until = await q.lockStudentIfReached(ctx.db, student.id, now, limits.studentLockoutFailures, limits.studentLockoutMinutes);
    throw lockedFor(until ?? new Date(now.getTime() + limits.studentLockoutMinutes * 60_000));
  }
  if (!(await verifyPassword(student.passwordHash, password))) {
    if (count >= limits.studentLockoutFailures) {
      const until = await q.lockStudentIfReached(ctx.db, student.id, now, limits.studentLockoutFailures, limits.studentLockoutMinutes);
      throw lockedFor(until ?? new Date(now.getTime() + limits.studentLockoutMinutes * 60_000));
    }
    throw badRequest('studentPasswordWrong', { password: 'studentPasswordWrong' });
  }
  const token = await ctx.db.transaction(async (tx) => {
    await q.recordStudentSuccess(tx, student.id, now);
    return issueTokens(ctx, tx, { kind: 'student', studentId: student.id, organizationId: student.organizationId });
  });
  return { token, user: presentStudentUser(student), code: found.classCode };
}
