/** Every query of assignment: who has which activity, from which subject. */
import { and, asc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { activities, assignments, students, subjects } from '../../db/schema';

export type AssignmentRow = typeof assignments.$inferSelect;

/** A current assignment with the child's name. */
export interface AssignmentWithStudent {
  assignment: AssignmentRow;
  studentName: string;
}

/** Current (not unassigned) assignments of an activity to children now in the section, by name. */
export function listSectionAssignments(tx: Tx, activityId: number, sectionId: number): Promise<AssignmentWithStudent[]> {
  return tx
    .select({ assignment: assignments, studentName: students.name })
    .from(assignments)
    .innerJoin(students, eq(students.id, assignments.studentId))
    .where(and(eq(assignments.activityId, activityId), eq(students.sectionId, sectionId), isNull(assignments.unassignedAt)))
    .orderBy(asc(sql`lower(${students.name})`), asc(students.id));
}

/** Which of these students are in the section. */
export async function studentsInSection(tx: Tx, sectionId: number, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await tx
    .select({ id: students.id })
    .from(students)
    .where(and(eq(students.sectionId, sectionId), inArray(students.id, ids)));
  return new Set(rows.map((r) => r.id));
}

export const countSectionStudents = async (tx: Tx, sectionId: number) =>
  (
    await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(students)
      .where(eq(students.sectionId, sectionId))
  )[0].n;

export interface AssignValues {
  organizationId: number;
  activityId: number;
  subjectId: number;
  assignedBy: number | null;
  at: Date;
}

/**
 * Assigns an activity to children: new rows, and unassigned ones revived (from this subject, now).
 * Children who already have it are left as they are. Returns how many changed.
 */
export async function assignStudents(tx: Tx, v: AssignValues, studentIds: number[]): Promise<number> {
  if (studentIds.length === 0) return 0;
  const rows = await tx
    .insert(assignments)
    .values(
      studentIds.map((studentId) => ({
        organizationId: v.organizationId,
        activityId: v.activityId,
        studentId,
        subjectId: v.subjectId,
        assignedBy: v.assignedBy,
        assignedAt: v.at,
      })),
    )
    .onConflictDoUpdate({
      target: [assignments.activityId, assignments.studentId],
      set: { unassignedAt: null, subjectId: v.subjectId, assignedBy: v.assignedBy, assignedAt: v.at },
      setWhere: isNotNull(assignments.unassignedAt),
    })
    .returning({ id: assignments.id });
  return rows.length;
}

/** Unassigns an activity from children; their attempts and score stay. Returns how many changed. */
export async function unassignStudents(tx: Tx, activityId: number, studentIds: number[], at: Date): Promise<number> {
  if (studentIds.length === 0) return 0;
  const rows = await tx
    .update(assignments)
    .set({ unassignedAt: at })
    .where(and(eq(assignments.activityId, activityId), inArray(assignments.studentId, studentIds), isNull(assignments.unassignedAt)))
    .returning({ id: assignments.id });
  return rows.length;
}

/** The ids of the section's children. */
export async function sectionStudentIds(tx: Tx, sectionId: number): Promise<number[]> {
  return (await tx.select({ id: students.id }).from(students).where(eq(students.sectionId, sectionId))).map((r) => r.id);
}

/**
 * Gives a child who joins a section the section's own activities (issue 4: 'a student added later gets
 * the section's created activities'). Activities they already had (even unassigned) are left alone, and
 * drafts wait for their publication (issue 20).
 */
export async function assignSectionActivities(
  tx: Tx,
  v: { organizationId: number; studentId: number; sectionId: number; assignedBy: number | null },
): Promise<number> {
  const own = await tx
    .select({ id: activities.id, subjectId: subjects.id })
    .from(activities)
    .innerJoin(subjects, eq(subjects.id, activities.subjectId))
    .where(
      and(
        eq(subjects.sectionId, v.sectionId),
        isNull(subjects.deletedAt),
        isNull(activities.deletedAt),
        eq(activities.isPrebuilt, false),
        isNotNull(activities.publishedAt),
      ),
    );
  if (own.length === 0) return 0;
  const rows = await tx
    .insert(assignments)
    .values(
      own.map((a) => ({
        organizationId: v.organizationId,
        activityId: a.id,
        studentId: v.studentId,
        subjectId: a.subjectId,
        assignedBy: v.assignedBy,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: assignments.id });
  return rows.length;
}

/** For each activity, the section's children who have it now. */
export async function assignedStudentsByActivity(tx: Tx, sectionId: number, activityIds: number[]): Promise<Map<number, number[]>> {
  const result = new Map<number, number[]>();
  if (activityIds.length === 0) return result;
  const rows = await tx
    .select({ activityId: assignments.activityId, studentId: assignments.studentId })
    .from(assignments)
    .innerJoin(students, eq(students.id, assignments.studentId))
    .where(and(inArray(assignments.activityId, activityIds), eq(students.sectionId, sectionId), isNull(assignments.unassignedAt)))
    .orderBy(asc(assignments.studentId));
  for (const r of rows) result.set(r.activityId, [...(result.get(r.activityId) ?? []), r.studentId]);
  return result;
}
