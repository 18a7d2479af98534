/** Every query of the staff side of students (sign-in has its own, student-sign-in.queries.ts). */
import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { alias } from 'drizzle-orm/pg-core';
import { sections, students, users } from '../../db/schema';

export type StudentRow = typeof students.$inferSelect;

/** A student with the section they are in (null while unassigned). */
export interface StudentWithSection {
  student: StudentRow;
  sectionName: string | null;
  sectionTeacherId: number | null;
  consentByName: string | null;
}

/** The staff member who last confirmed the parent's consent (issue 18). */
const consenter = alias(users, 'consenter');
const withSection = {
  student: students,
  sectionName: sections.name,
  sectionTeacherId: sections.teacherId,
  consentByName: consenter.username,
};
const byName = [asc(sql`lower(${students.name})`), asc(students.id)];

/** A student of a school with their section, locked for update when asked. */
export async function findStudent(tx: Tx, organizationId: number, id: number, forUpdate = false): Promise<StudentWithSection | undefined> {
  const query = tx
    .select(withSection)
    .from(students)
    .leftJoin(sections, eq(sections.id, students.sectionId))
    .leftJoin(consenter, eq(consenter.id, students.consentBy))
    .where(and(eq(students.id, id), eq(students.organizationId, organizationId), isNull(students.erasedAt)));
  const [row] = forUpdate ? await query.for('update', { of: students }) : await query;
  return row;
}

export async function listInSection(tx: Tx, sectionId: number): Promise<StudentWithSection[]> {
  return tx
    .select(withSection)
    .from(students)
    .innerJoin(sections, eq(sections.id, students.sectionId))
    .leftJoin(consenter, eq(consenter.id, students.consentBy))
    .where(eq(students.sectionId, sectionId))
    .orderBy(...byName);
}

/** The school's unassigned children (erased ones never), only those a teacher last had when `lastTeacherId` is given. */
export async function listUnassigned(tx: Tx, organizationId: number, lastTeacherId?: number): Promise<StudentWithSection[]> {
  return tx
    .select(withSection)
    .from(students)
    .leftJoin(sections, eq(sections.id, students.sectionId))
    .leftJoin(consenter, eq(consenter.id, students.consentBy))
    .where(
      and(
        eq(students.organizationId, organizationId),
        isNull(students.sectionId),
        isNull(students.erasedAt),
        lastTeacherId === undefined ? undefined : eq(students.lastTeacherId, lastTeacherId),
      ),
    )
    .orderBy(...byName);
}

export async function insertStudent(tx: Tx, values: typeof students.$inferInsert): Promise<StudentRow> {
  const [row] = await tx.insert(students).values(values).returning();
  return row;
}

/** Whether another child of the section has this picture (issue 19). */
export async function avatarTakenInSection(tx: Tx, sectionId: number, studentId: number, avatar: string): Promise<boolean> {
  const rows = await tx
    .select({ id: students.id })
    .from(students)
    .where(and(eq(students.sectionId, sectionId), eq(students.avatar, avatar), ne(students.id, studentId)))
    .limit(1);
  return rows.length > 0;
}

export async function updateStudent(tx: Tx, id: number, values: Partial<typeof students.$inferInsert>): Promise<void> {
  await tx.update(students).set(values).where(eq(students.id, id));
}

export async function deleteStudent(tx: Tx, id: number): Promise<void> {
  await tx.delete(students).where(eq(students.id, id));
}
