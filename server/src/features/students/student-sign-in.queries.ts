/** Queries of student sign-in. */
import { and, asc, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { sections, students, users } from '../../db/schema';

export async function findSectionByCode(tx: Tx, code: string) {
  const [row] = await tx
    .select({ id: sections.id, organizationId: sections.organizationId })
    .from(sections)
    .where(and(eq(sections.classCode, code), isNull(sections.deletedAt)));
  return row;
}

export async function listProfiles(tx: Tx, sectionId: number) {
  return tx
    .select({ id: students.id, name: students.name, gender: students.gender, avatar: students.avatar })
    .from(students)
    .where(eq(students.sectionId, sectionId))
    .orderBy(asc(sql`lower(${students.name})`), asc(students.id));
}

/** A child by id, only when in the class of this code (issue 17 item 3). */
export async function findStudentInClass(tx: Tx, id: number, code: string) {
  const [row] = await tx
    .select({ student: students, classCode: sections.classCode })
    .from(students)
    .innerJoin(sections, eq(sections.id, students.sectionId))
    .where(and(eq(students.id, id), eq(sections.classCode, code), isNull(sections.deletedAt)));
  return row;
}

/**
 * Shows a child as locked to the teacher until `until` (the delay of the account-wide guard); true when
 * the child was not locked before.
 */
export async function showLocked(tx: Tx, id: number, until: Date, now: Date): Promise<boolean> {
  const newly = await tx
    .update(students)
    .set({ lockedUntil: until })
    .where(and(eq(students.id, id), or(isNull(students.lockedUntil), lte(students.lockedUntil, now))))
    .returning({ id: students.id });
  if (newly.length > 0) return true;
  await tx
    .update(students)
    .set({ lockedUntil: sql`greatest(${students.lockedUntil}, ${until.toISOString()}::timestamptz)` })
    .where(eq(students.id, id));
  return false;
}

/** The teacher of a section, for the mail about a child. */
export async function findSectionTeacher(tx: Tx, sectionId: number) {
  const [row] = await tx
    .select({ email: users.email, username: users.username })
    .from(sections)
    .innerJoin(users, eq(users.id, sections.teacherId))
    .where(eq(sections.id, sectionId));
  return row;
}

export async function recordStudentSuccess(tx: Tx, id: number, now: Date) {
  await tx
    .update(students)
    .set({ failedLoginCount: 0, failedLoginWindowStart: null, lockedUntil: null, lastLoginAt: now, lastActivityAt: now })
    .where(eq(students.id, id));
}
