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

/** A child by id, only when in the class of this code (issue 17 item 3). */
export async function findStudentInClass(tx: Tx, id: number, code: string) {
  const [row] = await tx
    .select({ student: students, classCode: sections.classCode })
    .from(students)
    .innerJoin(sections, eq(sections.id, students.sectionId))
    .where(and(eq(students.id, id), eq(sections.classCode, code), isNull(sections.deletedAt)));
  return row;
}

/** Shows a child as locked to the teacher while every address must wait (the delay of the account-wide guard). */
export async function showLocked(tx: Tx, id: number, until: Date) {
  await tx.update(students).set({ lockedUntil: until }).where(eq(students.id, id));
}

export async function recordStudentSuccess(tx: Tx, id: number, now: Date) {
  await tx
    .update(students)
    .set({ failedLoginCount: 0, failedLoginWindowStart: null, lockedUntil: null, lastLoginAt: now, lastActivityAt: now })
    .where(eq(students.id, id));
}
