/** Queries of the student's own calls: subjects, activities of a subject, the class teacher. */
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { activities, assignments, sections, students, subjects, teacherMessages, users } from '../../db/schema';

/** The child's section, when it exists and is not deleted. */
export async function liveSectionOf(tx: Tx, studentId: number) {
  const [row] = await tx
    .select({ id: sections.id, name: sections.name, teacherId: sections.teacherId })
    .from(students)
    .innerJoin(sections, eq(sections.id, students.sectionId))
    .where(and(eq(students.id, studentId), isNull(sections.deletedAt)));
  return row;
}

/** The section's subjects (not deleted), oldest first, with the child's live assignments counted. */
export function subjectsWithCounts(tx: Tx, studentId: number, sectionId: number) {
  const live = sql`${assignments.unassignedAt} is null and ${activities.deletedAt} is null`;
  return tx
    .select({
      id: subjects.id,
      name: subjects.name,
      coverImage: subjects.coverImage,
      activityCount: sql<number>`(count(${activities.id}) filter (where ${live}))::int`,
      completedCount: sql<number>`(count(${activities.id}) filter (where ${live} and ${assignments.status} = 'completed'))::int`,
    })
    .from(subjects)
    .leftJoin(assignments, and(eq(assignments.subjectId, subjects.id), eq(assignments.studentId, studentId)))
    .leftJoin(activities, eq(activities.id, assignments.activityId))
    .where(and(eq(subjects.sectionId, sectionId), isNull(subjects.deletedAt)))
    .groupBy(subjects.id)
    .orderBy(asc(subjects.createdAt), asc(subjects.id));
}

/** A live subject of the section. */
export async function findSubject(tx: Tx, sectionId: number, subjectId: number) {
  const [row] = await tx
    .select({ id: subjects.id })
    .from(subjects)
    .where(and(eq(subjects.id, subjectId), eq(subjects.sectionId, sectionId), isNull(subjects.deletedAt)));
  return row;
}

/** The child's live assignments from a subject (prebuilt activities included), oldest first. */
export function assignmentsFromSubject(tx: Tx, studentId: number, subjectId: number) {
  return tx
    .select({
      activityId: assignments.activityId,
      status: assignments.status,
      score: assignments.score,
      assignedAt: assignments.assignedAt,
      completedAt: assignments.completedAt,
    })
    .from(assignments)
    .innerJoin(activities, eq(activities.id, assignments.activityId))
    .where(
      and(
        eq(assignments.studentId, studentId),
        eq(assignments.subjectId, subjectId),
        isNull(assignments.unassignedAt),
        isNull(activities.deletedAt),
      ),
    )
    .orderBy(asc(assignments.assignedAt), asc(assignments.id));
}

/** The child with their section's teacher (active or not), for contact-teacher. */
export async function studentWithTeacher(tx: Tx, studentId: number) {
  const [row] = await tx
    .select({
      studentName: students.name,
      parentGuardian: students.parentGuardian,
      contactNumber: students.contactNumber,
      sectionId: sections.id,
      sectionName: sections.name,
      teacherId: users.id,
      teacherEmail: users.email,
      teacherName: users.username,
      teacherFirstName: users.firstName,
    })
    .from(students)
    .innerJoin(sections, and(eq(sections.id, students.sectionId), isNull(sections.deletedAt)))
    .innerJoin(users, eq(users.id, sections.teacherId))
    .where(eq(students.id, studentId));
  return row;
}

export async function insertTeacherMessage(tx: Tx, values: typeof teacherMessages.$inferInsert) {
  const [row] = await tx.insert(teacherMessages).values(values).returning({ id: teacherMessages.id });
  return row;
}
