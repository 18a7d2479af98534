/** The play engine's Drizzle queries (the answer loop's own statements are in play.reads.ts). */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { int, PLAY_LOCK } from './play.tx';
import { activities, attempts, conceptMastery, concepts, playSessions, questions } from '../../db/schema';

export type SessionRow = typeof playSessions.$inferSelect;
export type AttemptRow = typeof attempts.$inferSelect;
export type QuestionRow = typeof questions.$inferSelect;
export type NewAttempt = typeof attempts.$inferInsert;

/**
 * Serialises a child's play calls (a double tap, a retried request, two tabs) without blocking any other
 * child: a transaction-scoped advisory lock on the student.
 */
export async function lockStudent(tx: Tx, studentId: number): Promise<void> {
  await tx.execute(sql.raw(`select ${PLAY_LOCK(int(studentId))}`));
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

/**
 * The question pool of an activity: ids, levels and concepts only, and each question's origin (the id of
 * its first version: itself unless it is an edited version of an answered question, issue 12).
 */
export type PoolItem = {
  id: number;
  difficulty: 'easy' | 'medium' | 'hard';
  conceptId: number | null;
  origin: number;
  /** The learned difficulty (issue 14; the author's label until answers come in) and the guess chance from its shape. */
  itemDifficulty?: number;
  guess?: number;
};

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
      skillMean: conceptMastery.skillMean,
      skillSd: conceptMastery.skillSd,
      lastPracticedAt: conceptMastery.lastPracticedAt,
    })
    .from(concepts)
    .leftJoin(conceptMastery, and(eq(conceptMastery.conceptId, concepts.id), eq(conceptMastery.studentId, studentId)))
    .where(eq(concepts.id, conceptId));
  return row;
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
