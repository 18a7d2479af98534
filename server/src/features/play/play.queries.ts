/** Every query of the play engine. */
import { and, asc, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { activities, assignments, attempts, conceptMastery, concepts, playSessions, questions } from '../../db/schema';

export type SessionRow = typeof playSessions.$inferSelect;
export type AttemptRow = typeof attempts.$inferSelect;
export type QuestionRow = typeof questions.$inferSelect;
export type NewAttempt = typeof attempts.$inferInsert;

/**
 * Serialises a child's play calls (a double tap, a retried request, two tabs) without blocking any other
 * child: a transaction-scoped advisory lock on the student.
 */
export async function lockStudent(tx: Tx, studentId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`aralin:play:${studentId}`}, 0))`);
}

/**
 * The activity as assigned to the child (not unassigned, not deleted), with the child's open session of
 * it when there is one (one round trip for next-question's usual path).
 */
export async function findAssignedActivity(tx: Tx, studentId: number, activityId: number) {
  const [row] = await tx
    .select({
      id: activities.id,
      title: activities.title,
      type: activities.type,
      conceptId: activities.conceptId,
      requiredScore: activities.requiredScore,
      assignmentId: assignments.id,
      assignmentStatus: assignments.status,
      openSession: playSessions,
    })
    .from(assignments)
    .innerJoin(activities, eq(activities.id, assignments.activityId))
    .leftJoin(
      playSessions,
      and(eq(playSessions.studentId, studentId), eq(playSessions.activityId, activityId), isNull(playSessions.endedAt)),
    )
    .where(
      and(
        eq(assignments.studentId, studentId),
        eq(assignments.activityId, activityId),
        isNull(assignments.unassignedAt),
        isNull(activities.deletedAt),
      ),
    );
  return row;
}
export type PlayedActivity = NonNullable<Awaited<ReturnType<typeof findAssignedActivity>>>;

/** The child's newest session of an activity, open or ended. */
export async function latestSession(tx: Tx, studentId: number, activityId: number): Promise<SessionRow | undefined> {
  const [row] = await tx
    .select()
    .from(playSessions)
    .where(and(eq(playSessions.studentId, studentId), eq(playSessions.activityId, activityId)))
    .orderBy(desc(playSessions.id))
    .limit(1);
  return row;
}

/** Ends the open session of an activity without scoring it (answers stay). Returns how many were open. */
export async function closeOpenSession(tx: Tx, studentId: number, activityId: number, reason: 'reset' | 'restarted', now: Date) {
  const rows = await tx
    .update(playSessions)
    .set({ endedAt: now, endReason: reason })
    .where(and(eq(playSessions.studentId, studentId), eq(playSessions.activityId, activityId), isNull(playSessions.endedAt)))
    .returning({ id: playSessions.id });
  return rows.length;
}

export async function insertSession(tx: Tx, values: typeof playSessions.$inferInsert): Promise<SessionRow> {
  const [row] = await tx.insert(playSessions).values(values).returning();
  return row!;
}

export async function updateSession(tx: Tx, id: number, values: Partial<typeof playSessions.$inferInsert>): Promise<void> {
  await tx.update(playSessions).set(values).where(eq(playSessions.id, id));
}

/** The question pool of an activity: ids, levels and concepts only. */
export function poolOf(tx: Tx, activityId: number) {
  return tx
    .select({ id: questions.id, difficulty: questions.difficultyLevel, conceptId: questions.conceptId })
    .from(questions)
    .where(eq(questions.activityId, activityId))
    .orderBy(asc(questions.position), asc(questions.id));
}
export type PoolItem = Awaited<ReturnType<typeof poolOf>>[number];

export async function questionById(tx: Tx, id: number): Promise<QuestionRow | undefined> {
  const [row] = await tx.select().from(questions).where(eq(questions.id, id));
  return row;
}

/** The child's mastery of a concept. */
export async function masteryOf(tx: Tx, studentId: number, conceptId: number) {
  const [row] = await tx
    .select()
    .from(conceptMastery)
    .where(and(eq(conceptMastery.studentId, studentId), eq(conceptMastery.conceptId, conceptId)));
  return row;
}

/** A concept's required score with the child's mastery row of it (null fields when never practised). */
export async function conceptWithMastery(tx: Tx, studentId: number, conceptId: number) {
  const [row] = await tx
    .select({
      requiredScore: concepts.requiredScore,
      mastery: conceptMastery.mastery,
      answers: conceptMastery.answers,
      correct: conceptMastery.correct,
      masteredAt: conceptMastery.masteredAt,
    })
    .from(concepts)
    .leftJoin(conceptMastery, and(eq(conceptMastery.conceptId, concepts.id), eq(conceptMastery.studentId, studentId)))
    .where(eq(concepts.id, conceptId));
  return row;
}

export async function upsertMastery(tx: Tx, values: typeof conceptMastery.$inferInsert): Promise<void> {
  await tx
    .insert(conceptMastery)
    .values(values)
    .onConflictDoUpdate({
      target: [conceptMastery.studentId, conceptMastery.conceptId],
      set: {
        mastery: values.mastery,
        answers: values.answers,
        correct: values.correct,
        lastPracticedAt: values.lastPracticedAt,
        masteredAt: values.masteredAt,
      },
    });
}

/**
 * Activities the child finished earlier that can be reviewed in this play screen (same type), weakest
 * concept first, then longest since practice.
 */
export function reviewCandidates(tx: Tx, studentId: number, activityId: number, type: string) {
  return tx
    .select({ activityId: activities.id, title: activities.title, conceptId: activities.conceptId, mastery: conceptMastery.mastery })
    .from(assignments)
    .innerJoin(activities, eq(activities.id, assignments.activityId))
    .leftJoin(conceptMastery, and(eq(conceptMastery.studentId, assignments.studentId), eq(conceptMastery.conceptId, activities.conceptId)))
    .where(
      and(
        eq(assignments.studentId, studentId),
        eq(assignments.status, 'completed'),
        isNull(assignments.unassignedAt),
        isNull(activities.deletedAt),
        ne(activities.id, activityId),
        eq(activities.type, type as 'matching'),
        sql`exists (select 1 from ${questions} where ${questions.activityId} = ${activities.id})`,
      ),
    )
    .orderBy(sql`coalesce(${conceptMastery.mastery}, 0)`, sql`${conceptMastery.lastPracticedAt} asc nulls first`, asc(activities.id))
    .limit(20);
}
export type ReviewCandidate = Awaited<ReturnType<typeof reviewCandidates>>[number];

/** The pools of several activities. */
export function poolsOf(tx: Tx, activityIds: number[]) {
  if (activityIds.length === 0) return Promise.resolve([]);
  return tx
    .select({ id: questions.id, activityId: questions.activityId, difficulty: questions.difficultyLevel, conceptId: questions.conceptId })
    .from(questions)
    .where(inArray(questions.activityId, activityIds))
    .orderBy(asc(questions.position), asc(questions.id));
}

/** An attempt already recorded; a tracing try is found by its drawing whatever its type. */
export async function findAttempt(
  tx: Tx,
  sessionId: number,
  questionId: number,
  attemptType: AttemptRow['attemptType'] | null,
  tryKey: string,
) {
  const [row] = await tx
    .select()
    .from(attempts)
    .where(
      and(
        eq(attempts.sessionId, sessionId),
        eq(attempts.questionId, questionId),
        attemptType ? eq(attempts.attemptType, attemptType) : undefined,
        eq(attempts.tryKey, tryKey),
      ),
    )
    .limit(1);
  return row;
}

/** The attempt recorded with this answer_id by this child, if any. */
export async function attemptByAnswerId(tx: Tx, studentId: number, answerId: string) {
  const [row] = await tx
    .select({ questionId: attempts.questionId, activityId: attempts.activityId, result: attempts.result })
    .from(attempts)
    .where(and(eq(attempts.studentId, studentId), eq(attempts.answerId, answerId)))
    .limit(1);
  return row;
}

/** The activity of a session, for scoring its end (it may have been unassigned meanwhile). */
export async function activityById(tx: Tx, id: number) {
  const [row] = await tx
    .select({
      id: activities.id,
      title: activities.title,
      type: activities.type,
      conceptId: activities.conceptId,
      requiredScore: activities.requiredScore,
    })
    .from(activities)
    .where(eq(activities.id, id));
  return row;
}

/** Records an attempt once: undefined when the same (session, question, type, try) is already there. */
export async function insertAttempt(tx: Tx, values: typeof attempts.$inferInsert): Promise<number | undefined> {
  const rows = await tx.insert(attempts).values(values).onConflictDoNothing().returning({ id: attempts.id });
  return rows[0]?.id;
}

export async function setAttemptResult(tx: Tx, id: number, result: Record<string, unknown>): Promise<void> {
  await tx.update(attempts).set({ result }).where(eq(attempts.id, id));
}

/** not_started → in_progress when a session opens. */
export async function markAssignmentStarted(tx: Tx, assignmentId: number): Promise<void> {
  await tx
    .update(assignments)
    .set({ status: 'in_progress' })
    .where(and(eq(assignments.id, assignmentId), eq(assignments.status, 'not_started')));
}

/** Completes an assignment, keeping the best score; returns the best score. */
export async function completeAssignment(tx: Tx, assignmentId: number, score: number, now: Date): Promise<number | null> {
  const [row] = await tx
    .update(assignments)
    .set({ status: 'completed', score: sql`greatest(coalesce(${assignments.score}, 0), ${score})`, completedAt: now })
    .where(eq(assignments.id, assignmentId))
    .returning({ score: assignments.score });
  return row?.score ?? null;
}
