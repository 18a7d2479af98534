/**
 * What happens when a question is finished (concept mastery) and when a session ends by itself (score,
 * best score on the assignment, completion, badges, the session-end data of spec §3).
 */
import { messageText, type Language, type SessionEndFields } from '@aralin/contract';
import type { Tx } from '../../db/client';
import { awardBadges } from './play.badges';
import * as q from './play.queries';
import { answeredCount, type PlayState } from './play.state';
import { nextMastery, sessionScore, type EndReason, type Outcome } from './play.rules';

const COMPLETED_REASONS: readonly string[] = ['max_questions', 'pool_exhausted', 'mastery'];

/** True for a session that ran to its end (not reset or restarted). */
export const isCompleted = (reason: string | null | undefined) => !!reason && COMPLETED_REASONS.includes(reason);

export interface Student {
  id: number;
  organizationId: number;
}

/** The child's mastery row of a concept as read (null fields when never practised). */
export interface MasteryRead {
  requiredScore: number;
  mastery: number | null;
  answers: number | null;
  correct: number | null;
  masteredAt: Date | null;
}

/** The mastery row after a finished question; marks the moment the concept is first mastered. */
export function masteryAfter(student: Student, conceptId: number, row: MasteryRead, outcome: Outcome, now: Date) {
  const mastery = nextMastery(row.mastery ?? 0, outcome);
  return {
    organizationId: student.organizationId,
    studentId: student.id,
    conceptId,
    mastery,
    answers: (row.answers ?? 0) + 1,
    correct: (row.correct ?? 0) + (outcome === 'missed' ? 0 : 1),
    lastPracticedAt: now,
    masteredAt: row.masteredAt ?? (mastery >= row.requiredScore ? now : null),
  };
}

/** Updates the child's mastery of a concept after a finished question. */
export async function recordMastery(tx: Tx, student: Student, conceptId: number | null, outcome: Outcome, now: Date): Promise<void> {
  if (conceptId === null) return;
  const row = await q.conceptWithMastery(tx, student.id, conceptId);
  if (!row) return;
  await q.upsertMastery(tx, masteryAfter(student, conceptId, row, outcome, now));
}

/** The state with the end data kept, so a later next-question can show the end screen again. */
export type EndedState = PlayState & { end?: SessionEndFields };

/**
 * Ends a session by itself: score = earned ÷ possible × 100 on the activity's own questions, the best
 * score kept on the assignment, the assignment completed, badges checked. Returns the session-end data.
 */
export async function endSession(
  tx: Tx,
  student: Student,
  session: q.SessionRow,
  state: PlayState,
  points: { earned: number; possible: number },
  reason: EndReason,
  lang: Language,
  now: Date,
): Promise<SessionEndFields> {
  const score = sessionScore(points.earned, points.possible);
  await q.updateSession(tx, session.id, {
    endedAt: now,
    endReason: reason,
    score,
    pointsEarned: points.earned,
    pointsPossible: points.possible,
    questionsServed: state.served.length,
    state: state as unknown as Record<string, unknown>,
  });
  const activity = await q.activityById(tx, session.activityId);
  const best = session.assignmentId ? await q.completeAssignment(tx, session.assignmentId, score, now) : null;
  const masteryAchieved = score >= (activity?.requiredScore ?? 80);
  const badges = await awardBadges(tx, student, now, lang);
  const end: SessionEndFields = {
    badges,
    activity_completed: true,
    mastery_achieved: masteryAchieved,
    message: messageText(masteryAchieved ? 'sessionEndMastered' : 'sessionEndFinished', lang),
    score,
    best_score: best,
    points_earned: points.earned,
    points_possible: points.possible,
    questions_answered: answeredCount(state),
    end_reason: reason,
  };
  const kept: EndedState = { ...state, end };
  await q.updateSession(tx, session.id, { state: kept as unknown as Record<string, unknown> });
  return end;
}

/** The end data of a session that already ended by itself. */
export function storedEnd(session: q.SessionRow): SessionEndFields | undefined {
  return (session.state as unknown as EndedState | null)?.end;
}
