/**
 * A child's progress summary (spec §3 'Student progress') and rewards (spec §3 'Reward'), computed from
 * concept mastery, assignments and earned badges. Staff reach the students they may see; a student
 * token reaches only its own data.
 */
import { compareNames, REWARDS, type Reward, type StudentProgress } from '@aralin/contract';
import { libraryConceptKind } from '../../content/prebuilt';
import type { AppContext } from '../../context';
import { forbidden, unauthorized } from '../../lib/app-error';
import type { Actor } from '../../plugins/auth';
import { masteryRead } from './mastery-read';
import * as q from './student-progress.queries';
import { studentForActor } from './students.service';

const RECENT = 5;
const HIGHLIGHTS = 3;

/** Checks that an actor may read a child's progress: their own (student) or one they teach (staff). */
export async function assertCanSeeStudent(ctx: AppContext, actor: Actor | null, studentId: number): Promise<void> {
  if (!actor) throw unauthorized();
  if (actor.kind === 'student') {
    if (actor.id !== studentId) throw forbidden();
    return;
  }
  await studentForActor(ctx.db, actor, studentId);
}

/** The progress summary of a child the caller may see. */
export async function studentProgress(ctx: AppContext, studentId: number): Promise<StudentProgress> {
  const [mastery, recent, completed] = await Promise.all([
    q.listMastery(ctx.db, studentId),
    q.listRecentActivities(ctx.db, studentId, RECENT),
    q.countCompleted(ctx.db, studentId),
  ]);
  const now = ctx.clock.now();
  // A to Z with numbers in order (Number 2 before Number 10): the library's names start with their kind (issue 15).
  const items = [...mastery]
    .sort((a, b) => compareNames(a.name, b.name) || a.conceptId - b.conceptId)
    .map((m) => {
      // The learner model's estimate with its range and state (issue 14; mastery-read.ts).
      const read = masteryRead(m, m.requiredScore, now);
      return {
        concept: m.name,
        concept_id: m.conceptId,
        kind: libraryConceptKind(m.name, m.organizationId),
        ...read,
        required_score: m.requiredScore,
        answers: m.answers,
        score_required_ratio: `${read.mastery_score}/${m.requiredScore}`,
        ratio_percentage: Math.min(100, Math.round((read.mastery_score / Math.max(1, m.requiredScore)) * 100)),
      };
    });
  const byRatio = [...items].sort((a, b) => a.mastery_score / a.required_score - b.mastery_score / b.required_score);
  return {
    concept_mastery: items,
    // Focus on: enough answers and below the required score; Great in: mastered by the model's rule. A concept
    // with too few answers is in neither (issue 14).
    focus: byRatio
      .filter((c) => c.mastery_state === 'needs_attention')
      .slice(0, HIGHLIGHTS)
      .map((c) => c.concept),
    great_in: byRatio
      .filter((c) => c.mastered)
      .reverse()
      .slice(0, HIGHLIGHTS)
      .map((c) => c.concept),
    recent_activities_completed: recent.map((a) => ({
      id: a.activityId,
      activity_title: a.title,
      status: a.status,
      score: a.score,
      latest_score: a.latestScore,
      completed_at: a.completedAt ? a.completedAt.toISOString() : null,
    })),
    total_activities_completed: completed,
  };
}

/** The eight rewards with whether the child has each and how often. */
export async function studentRewards(ctx: AppContext, studentId: number): Promise<Reward[]> {
  const earned = new Map((await q.listEarnedRewards(ctx.db, studentId)).map((r) => [r.rewardId, r.count]));
  return REWARDS.map((r) => ({
    id: r.id,
    name: r.name,
    description: r.description,
    description_en: r.description_en,
    image: r.image,
    is_unlocked: (earned.get(r.id) ?? 0) > 0,
    count: earned.get(r.id) ?? 0,
  }));
}
