/** Every query of a child's data rights (export, erasure) and of the audit log (issue 18). */
import { and, asc, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client';
import {
  activities,
  attempts,
  auditLog,
  conceptMastery,
  concepts,
  organizations,
  refreshTokens,
  sections,
  studentRewards,
  students,
  teacherMessages,
  users,
} from '../../db/schema';

export interface AuditFilter {
  organizationId: number;
  actorType?: 'staff' | 'student' | 'system';
  actorId?: number;
  action?: string;
  /** Inclusive start and exclusive end, as instants. */
  from?: Date;
  until?: Date;
  limit: number;
}

const staffActor = alias(users, 'staff_actor');
const studentActor = alias(students, 'student_actor');

/** The school's audit lines, newest first, with the actor's name (null for an erased child). */
export async function listAudit(tx: Tx, f: AuditFilter) {
  const where: (SQL | undefined)[] = [
    eq(auditLog.organizationId, f.organizationId),
    f.actorType === undefined ? undefined : eq(auditLog.actorType, f.actorType),
    f.actorId === undefined ? undefined : eq(auditLog.actorId, f.actorId),
    f.action ? eq(auditLog.action, f.action) : undefined,
    f.from ? gte(auditLog.createdAt, f.from) : undefined,
    f.until ? lt(auditLog.createdAt, f.until) : undefined,
  ];
  return tx
    .select({
      entry: auditLog,
      staffName: staffActor.username,
      studentName: sql<string | null>`case when ${studentActor.erasedAt} is null then ${studentActor.name} end`,
    })
    .from(auditLog)
    .leftJoin(staffActor, and(eq(auditLog.actorType, 'staff'), eq(staffActor.id, auditLog.actorId)))
    .leftJoin(studentActor, and(eq(auditLog.actorType, 'student'), eq(studentActor.id, auditLog.actorId)))
    .where(and(...where))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(f.limit);
}

/** A child of a school (not erased) with their section's name and who confirmed consent, locked when asked. */
export async function findChild(tx: Tx, organizationId: number, studentId: number, forUpdate = false) {
  const consenter = alias(users, 'consenter');
  const query = tx
    .select({
      student: students,
      sectionName: sections.name,
      consentBy: consenter.username,
      school: organizations.name,
      timezone: organizations.timezone,
    })
    .from(students)
    .innerJoin(organizations, eq(organizations.id, students.organizationId))
    .leftJoin(sections, eq(sections.id, students.sectionId))
    .leftJoin(consenter, eq(consenter.id, students.consentBy))
    .where(and(eq(students.id, studentId), eq(students.organizationId, organizationId), sql`${students.erasedAt} is null`));
  const [row] = forUpdate ? await query.for('update', { of: students }) : await query;
  return row;
}

export function listAttempts(tx: Tx, studentId: number) {
  return tx
    .select({
      at: attempts.createdAt,
      activity: activities.title,
      questionId: attempts.questionId,
      concept: concepts.name,
      attemptType: attempts.attemptType,
      answer: attempts.answer,
      isCorrect: attempts.isCorrect,
      scoreIncrement: attempts.scoreIncrement,
    })
    .from(attempts)
    .innerJoin(activities, eq(activities.id, attempts.activityId))
    .leftJoin(concepts, eq(concepts.id, attempts.conceptId))
    .where(eq(attempts.studentId, studentId))
    .orderBy(asc(attempts.createdAt), asc(attempts.id));
}

export function listMastery(tx: Tx, studentId: number) {
  return tx
    .select({ concept: concepts.name, required: concepts.requiredScore, m: conceptMastery })
    .from(conceptMastery)
    .innerJoin(concepts, eq(concepts.id, conceptMastery.conceptId))
    .where(eq(conceptMastery.studentId, studentId))
    .orderBy(asc(concepts.name));
}

export function listBadges(tx: Tx, studentId: number) {
  return tx.select().from(studentRewards).where(eq(studentRewards.studentId, studentId)).orderBy(asc(studentRewards.rewardId));
}

export function listMessages(tx: Tx, studentId: number) {
  return tx.select().from(teacherMessages).where(eq(teacherMessages.studentId, studentId)).orderBy(asc(teacherMessages.createdAt));
}

/**
 * Erases a child's personal data in place: the row stays (anonymous, unassigned, unable to sign in) so
 * attempts, mastery and badges keep counting in the school's figures; the answers' content, the parents'
 * messages and every session go. Returns what was removed, for the audit line.
 */
export async function eraseChild(tx: Tx, studentId: number, now: Date) {
  const messages = await tx.delete(teacherMessages).where(eq(teacherMessages.studentId, studentId)).returning({ id: teacherMessages.id });
  const answers = await tx
    .update(attempts)
    .set({ answer: null, result: null })
    .where(eq(attempts.studentId, studentId))
    .returning({ id: attempts.id });
  await tx.delete(refreshTokens).where(eq(refreshTokens.studentId, studentId));
  await tx
    .update(students)
    .set({
      name: `Erased #${studentId}`,
      parentGuardian: '',
      contactNumber: '',
      // Not a hash any password can match: the child can never sign in again.
      passwordHash: '!erased',
      sectionId: null,
      lastTeacherId: null,
      consentAt: null,
      consentBy: null,
      lrn: null,
      birthDate: null,
      lastLoginAt: null,
      failedLoginCount: 0,
      failedLoginWindowStart: null,
      lockedUntil: null,
      tokenVersion: sql`${students.tokenVersion} + 1`,
      erasedAt: now,
      updatedAt: now,
    })
    .where(eq(students.id, studentId));
  return { messagesDeleted: messages.length, answersCleared: answers.length };
}
