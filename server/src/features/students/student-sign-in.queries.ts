/** Queries of student sign-in. */
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { sections, students } from '../../db/schema';

export async function findSectionByCode(tx: Tx, code: string) {
  const [row] = await tx
    .select({ id: sections.id, organizationId: sections.organizationId })
    .from(sections)
    .where(and(eq(sections.classCode, code), isNull(sections.deletedAt)));
  return row;
}

export async function listProfiles(tx: Tx, sectionId: number) {
  return tx
    .select({ id: students.id, name: students.name, gender: students.gender })
    .from(students)
    .where(eq(students.sectionId, sectionId))
    .orderBy(asc(sql`lower(${students.name})`), asc(students.id));
}

export async function findStudentWithCode(tx: Tx, id: number) {
  const [row] = await tx
    .select({ student: students, classCode: sections.classCode })
    .from(students)
    .leftJoin(sections, eq(sections.id, students.sectionId))
    .where(eq(students.id, id));
  return row;
}

/**
 * Counts a wrong password in the 15-minute window, atomically; the 10th locks the account for 5 minutes.
 * Returns the lock end when this failure locked it.
 */
/**
 * Counts one sign-in attempt of an unlocked student *before* the password check, in one statement, and
 * returns the count in the window (undefined when the student is locked). Of N concurrent attempts at most
 * `failures` see a count within the limit.
 */
export async function countStudentAttempt(tx: Tx, id: number, now: Date, windowMinutes: number): Promise<number | undefined> {
  const { rows } = await tx.execute<{ failed_login_count: number }>(sql`
    update students set
      failed_login_count = case when failed_login_window_start is null
          or failed_login_window_start < ${now.toISOString()}::timestamptz - make_interval(mins => ${windowMinutes})
        then 1 else failed_login_count + 1 end,
      failed_login_window_start = case when failed_login_window_start is null
          or failed_login_window_start < ${now.toISOString()}::timestamptz - make_interval(mins => ${windowMinutes})
        then ${now.toISOString()}::timestamptz else failed_login_window_start end
    where id = ${id} and (locked_until is null or locked_until <= ${now.toISOString()}::timestamptz)
    returning failed_login_count`);
  return rows[0] ? Number(rows[0].failed_login_count) : undefined;
}

/** Locks a student whose counted attempts reached `failures`; returns the end of the lock. */
export async function lockStudentIfReached(tx: Tx, id: number, now: Date, failures: number, lockMinutes: number) {
  const { rows: locked } = await tx.execute<{ locked_until: string | null }>(sql`
    update students set locked_until = ${now.toISOString()}::timestamptz + make_interval(mins => ${lockMinutes}),
      failed_login_count = 0, failed_login_window_start = null
    where id = ${id} and failed_login_count >= ${failures}
    returning locked_until`);
  return locked[0]?.locked_until ? new Date(locked[0].locked_until) : undefined;
}

export async function recordStudentSuccess(tx: Tx, id: number, now: Date) {
  await tx
    .update(students)
    .set({ failedLoginCount: 0, failedLoginWindowStart: null, lockedUntil: null, lastLoginAt: now, lastActivityAt: now })
    .where(eq(students.id, id));
}
