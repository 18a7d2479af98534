/** Queries of question editing (issue 12): answer counts, versions, hiding, order and copies. */
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { attempts, questions } from '../../db/schema';
import type { QuestionRow } from './activities.queries';

/** A question with how many answers children have given to it. */
export interface CountedQuestion {
  question: QuestionRow;
  answerCount: number;
}

/** The questions an activity serves now, in order, each with its answer count. */
export async function listCountedQuestions(tx: Tx, activityId: number): Promise<CountedQuestion[]> {
  const rows = await tx
    .select({
      question: questions,
      answerCount: sql<number>`(select count(*)::int from ${attempts} where ${attempts.questionId} = ${questions.id})`,
    })
    .from(questions)
    .where(and(eq(questions.activityId, activityId), isNull(questions.hiddenAt)))
    .orderBy(asc(questions.position), asc(questions.id));
  return rows;
}

/** A question its activity serves now (not hidden), or undefined. */
export async function findLiveQuestion(tx: Tx, id: number): Promise<QuestionRow | undefined> {
  const [row] = await tx
    .select()
    .from(questions)
    .where(and(eq(questions.id, id), isNull(questions.hiddenAt)));
  return row;
}

/** How many answers children have given to a question. */
export async function answerCount(tx: Tx, questionId: number): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(attempts)
    .where(eq(attempts.questionId, questionId));
  return row?.n ?? 0;
}

export async function updateQuestion(tx: Tx, id: number, values: Partial<typeof questions.$inferInsert>): Promise<QuestionRow> {
  const [row] = await tx.update(questions).set(values).where(eq(questions.id, id)).returning();
  return row;
}

export async function insertQuestion(tx: Tx, values: typeof questions.$inferInsert): Promise<QuestionRow> {
  const [row] = await tx.insert(questions).values(values).returning();
  return row;
}

/** Gives each question its index in `ids` as its position. */
export async function setPositions(tx: Tx, activityId: number, ids: number[]) {
  if (ids.length === 0) return;
  const cases = sql.join(
    ids.map((id, i) => sql`when ${id}::int then ${i}::int`),
    sql` `,
  );
  await tx
    .update(questions)
    .set({ position: sql`(case ${questions.id} ${cases} end)::int` })
    .where(and(eq(questions.activityId, activityId), inArray(questions.id, ids)));
}
