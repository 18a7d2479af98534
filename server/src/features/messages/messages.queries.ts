/** Queries of parents' messages to teachers (teacher_messages, written by contact-teacher). */
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { sections, students, teacherMessages } from '../../db/schema';

const columns = {
  id: teacherMessages.id,
  teacherId: teacherMessages.teacherId,
  studentId: teacherMessages.studentId,
  studentName: students.name,
  sectionId: teacherMessages.sectionId,
  sectionName: sections.name,
  parentGuardian: students.parentGuardian,
  contactNumber: students.contactNumber,
  body: teacherMessages.body,
  reason: teacherMessages.reason,
  createdAt: teacherMessages.createdAt,
  readAt: teacherMessages.readAt,
};

export type MessageRow = NonNullable<Awaited<ReturnType<typeof findMessage>>>;

/** One teacher's messages, newest first: optionally one section's, or only unread ones. */
export function listMessages(
  tx: Tx,
  f: { organizationId: number; teacherId: number; sectionId?: number; unreadOnly?: boolean; limit: number },
) {
  return tx
    .select(columns)
    .from(teacherMessages)
    .innerJoin(students, eq(students.id, teacherMessages.studentId))
    .leftJoin(sections, eq(sections.id, teacherMessages.sectionId))
    .where(
      and(
        eq(teacherMessages.organizationId, f.organizationId),
        eq(teacherMessages.teacherId, f.teacherId),
        f.sectionId === undefined ? undefined : eq(teacherMessages.sectionId, f.sectionId),
        f.unreadOnly ? isNull(teacherMessages.readAt) : undefined,
      ),
    )
    .orderBy(desc(teacherMessages.createdAt), desc(teacherMessages.id))
    .limit(f.limit);
}

/** How many of a teacher's messages (optionally one section's) are unread. */
export async function countUnread(tx: Tx, organizationId: number, teacherId: number, sectionId?: number): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(teacherMessages)
    .where(
      and(
        eq(teacherMessages.organizationId, organizationId),
        eq(teacherMessages.teacherId, teacherId),
        sectionId === undefined ? undefined : eq(teacherMessages.sectionId, sectionId),
        isNull(teacherMessages.readAt),
      ),
    );
  return row?.n ?? 0;
}

/** One message of a school. */
export async function findMessage(tx: Tx, organizationId: number, id: number) {
  const [row] = await tx
    .select(columns)
    .from(teacherMessages)
    .innerJoin(students, eq(students.id, teacherMessages.studentId))
    .leftJoin(sections, eq(sections.id, teacherMessages.sectionId))
    .where(and(eq(teacherMessages.id, id), eq(teacherMessages.organizationId, organizationId)));
  return row;
}

/** Sets read_at once (a second read keeps the first time). */
export async function markRead(tx: Tx, id: number, now: Date): Promise<void> {
  await tx
    .update(teacherMessages)
    .set({ readAt: now })
    .where(and(eq(teacherMessages.id, id), isNull(teacherMessages.readAt)));
}
