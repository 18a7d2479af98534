/** The play engine's Drizzle queries (the answer loop's own statements are in play.reads.ts). */
import { and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
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

/** The question pool of an activity: ids, levels and concepts only. */
export type PoolItem = { id: number; difficulty: 'easy' | 'medium' | 'hard'; conceptId: number | null };

export async function questionById(tx: Tx, id: number): Promise<QuestionRow | undefined> {
  const [row] = await tx.select().from(questions).where(eq(questions.id, id));
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
 * Activities the child finished earlier that can be reviewed in this play screen: the same type and the
 * same subject (a Filipino syllable session never reviews English counting, issue 19), weakest concept
 * first, then longest since practice.
 */
export function reviewCandidates(tx: Tx, studentId: number, activityId: number, type: string, subjectId: number) {
  return tx
    .select({ activityId: activities.id, title: activities.title, conceptId: activities.conceptId, mastery: conceptMastery.mastery })
    .from(assignments)
    .innerJoin(activities, eq(activities.id, assignments.activityId))
    .leftJoin(conceptMastery, and(eq(conceptMastery.studentId, assignments.studentId), eq(conceptMastery.conceptId, activities.conceptId)))
    .where(
      and(
        eq(assignments.studentId, studentId),
        eq(assignments.status, 'completed'),
        eq(assignments.subjectId, subjectId),
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

/**
 * Ends a session (its end fields and state) and completes its assignment keeping the best score, in one
 * statement; answers the activity's required score and the assignment's best score.
 */
export async function endAndComplete(
  tx: Tx,
  session: Pick<SessionRow, 'id' | 'activityId' | 'assignmentId'>,
  f: {
    endedAt: Date;
    endReason: string;
    score: number;
    pointsEarned: number;
    pointsPossible: number;
    questionsServed: number;
    state: unknown;
  },
) {
  const { rows } = await tx.execute<{ required: number | null; best: number | null }>(sql`
    with s as (
      update ${playSessions} set ended_at = ${f.endedAt.toISOString()}::timestamptz, end_reason = ${f.endReason}, score = ${f.score},
        points_earned = ${f.pointsEarned}, points_possible = ${f.pointsPossible}, questions_served = ${f.questionsServed},
        state = ${JSON.stringify(f.state)}::jsonb
      where id = ${session.id} returning id),
    g as (
      update ${assignments} set status = 'completed', score = greatest(coalesce(score, 0), ${f.score}),
        completed_at = ${f.endedAt.toISOString()}::timestamptz
      where id = ${session.assignmentId} and exists (select 1 from s) returning score)
    select (select required_score from ${activities} where id = ${session.activityId}) as required, (select score from g) as best`);
  const row = rows[0]!;
  return { requiredScore: row.required, best: row.best };
}

/** not_started → in_progress when a session opens. */
export async function markAssignmentStarted(tx: Tx, assignmentId: number): Promise<void> {
  await tx
    .update(assignments)
    .set({ status: 'in_progress' })
    .where(and(eq(assignments.id, assignmentId), eq(assignments.status, 'not_started')));
}
