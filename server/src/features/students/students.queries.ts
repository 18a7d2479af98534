/** Every query of the staff side of students (sign-in has its own, student-sign-in.queries.ts). */
import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { sections, students } from '../../db/schema';

export type StudentRow = typeof students.$inferSelect;

/** A student with the section they are in (null while unassigned). */
export interface StudentWithSection {
  student: StudentRow;
  sectionName: string | null;
  sectionTeacherId: number | null;
}

const withSection = { student: students, sectionName: sections.name, sectionTeacherId: sections.teacherId };
const byName = [asc(sql`lower(${students.name})`), asc(students.id)];

/** A student of a school with their section, locked for update when asked. */
export async function findStudent(tx: Tx, organizationId: number, id: number, forUpdate = false): Promise<StudentWithSection | undefined> {
  const query = tx
    .select(withSection)
    .from(students)
    .leftJoin(sections, eq(sections.id, students.sectionId))
    .where(and(eq(students.id, id), eq(students.organizationId, organizationId)));
  const [row] = forUpdate ? await query.for('update', { of: students }) : await query;
  return row;
}

export async function listInSection(tx: Tx, sectionId: number): Promise<StudentWithSection[]> {
  return tx
    .select(withSection)
    .from(students)
    .innerJoin(sections, eq(sections.id, students.sectionId))
    .where(eq(students.sectionId, sectionId))
    .orderBy(...byName);
}

export async function listUnassigned(tx: Tx, organizationId: number): Promise<StudentWithSection[]> {
  return tx
    .select(withSection)
    .from(students)
    .leftJoin(sections, eq(sections.id, students.sectionId))
    .where(and(eq(students.organizationId, organizationId), isNull(students.sectionId)))
    .orderBy(...byName);
}

export async function insertStudent(tx: Tx, values: typeof students.$inferInsert): Promise<StudentRow> {
  const [row] = await tx.insert(students).values(values).returning();
  return row!;
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
