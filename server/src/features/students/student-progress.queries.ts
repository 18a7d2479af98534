/** Queries of a child's progress summary and rewards. */
import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { activities, assignments, conceptMastery, concepts, studentRewards } from '../../db/schema';

export async function listMastery(tx: Tx, studentId: number) {
  return tx
    .select({
      conceptId: concepts.id,
      name: concepts.name,
      organizationId: concepts.organizationId,
      requiredScore: concepts.requiredScore,
      answers: conceptMastery.answers,
      skillMean: conceptMastery.skillMean,
      skillSd: conceptMastery.skillSd,
      lastPracticedAt: conceptMastery.lastPracticedAt,
    })
    .from(conceptMastery)
    .innerJoin(concepts, eq(concepts.id, conceptMastery.conceptId))
    .where(eq(conceptMastery.studentId, studentId))
    .orderBy(asc(sql`lower(${concepts.name})`));
}

/**
 * The newest activities a child completed or has in progress (unassigned ones keep their results), with the
 * score of the latest finished play beside the assignment's best (issue 14 item 6).
 */
export async function listRecentActivities(tx: Tx, studentId: number, limit: number) {
  return tx
    .select({
      activityId: activities.id,
      title: activities.title,
      status: assignments.status,
      score: assignments.score,
      latestScore: sql<number | null>`(select ps.score from play_sessions ps
        where ps.student_id = ${assignments.studentId} and ps.activity_id = ${assignments.activityId}
          and ps.ended_at is not null and ps.score is not null
        order by ps.ended_at desc, ps.id desc limit 1)`,
      completedAt: assignments.completedAt,
    })
    .from(assignments)
    .innerJoin(activities, eq(activities.id, assignments.activityId))
    .where(
      and(eq(assignments.studentId, studentId), inArray(assignments.status, ['in_progress', 'completed']), isNull(activities.deletedAt)),
    )
    .orderBy(desc(sql`coalesce(${assignments.completedAt}, ${assignments.assignedAt})`), desc(assignments.id))
    .limit(limit);
}

export async function countCompleted(tx: Tx, studentId: number): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(assignments)
    .where(and(eq(assignments.studentId, studentId), eq(assignments.status, 'completed')));
  return row?.n ?? 0;
}

export async function listEarnedRewards(tx: Tx, studentId: number) {
  return tx
    .select({ rewardId: studentRewards.rewardId, count: studentRewards.count })
    .from(studentRewards)
    .where(eq(studentRewards.studentId, studentId));
}
