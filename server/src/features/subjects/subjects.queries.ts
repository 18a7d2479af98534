/** Every query of the subjects feature. */
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { subjects } from '../../db/schema';

export type SubjectRow = typeof subjects.$inferSelect;

/** The section's subjects that are not deleted, oldest first. */
export function listSectionSubjects(tx: Tx, organizationId: number, sectionId: number) {
  return tx
    .select()
    .from(subjects)
    .where(and(eq(subjects.organizationId, organizationId), eq(subjects.sectionId, sectionId), isNull(subjects.deletedAt)))
    .orderBy(asc(subjects.createdAt), asc(subjects.id));
}

/** A subject of the school that is not deleted. */
export async function findSubject(tx: Tx, organizationId: number, id: number): Promise<SubjectRow | undefined> {
  const [row] = await tx
    .select()
    .from(subjects)
    .where(and(eq(subjects.id, id), eq(subjects.organizationId, organizationId), isNull(subjects.deletedAt)));
  return row;
}

/** A live subject of the section with this name (case-insensitive). */
export async function findSubjectByName(tx: Tx, sectionId: number, name: string): Promise<SubjectRow | undefined> {
  const [row] = await tx
    .select()
    .from(subjects)
    .where(and(eq(subjects.sectionId, sectionId), isNull(subjects.deletedAt), sql`lower(${subjects.name}) = lower(${name})`));
  return row;
}

export async function insertSubject(tx: Tx, values: typeof subjects.$inferInsert): Promise<SubjectRow> {
  const [row] = await tx.insert(subjects).values(values).returning();
  return row;
}

/** Hides a subject; its activities, assignments and history stay. */
export async function softDeleteSubject(tx: Tx, id: number, at: Date) {
  await tx.update(subjects).set({ deletedAt: at }).where(eq(subjects.id, id));
}
