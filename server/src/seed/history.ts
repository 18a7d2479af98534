/**
 * The demo school's play history over the past two weeks (school days in the school's time zone,
 * today included). The play engine (features/play) records one answer at a time for a signed-in child,
 * so this writes assignments, play sessions, attempts, concept mastery and activity times directly, from
 * the simulation in history-sim.ts, which follows the engine's rules. Badges then come from the engine's
 * own badge rules (awardBadges), read from this history.
 */
import { eq } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { assignments, attempts, conceptMastery, playSessions, students } from '../db/schema';
import { awardBadges } from '../features/play/play.badges';
import type { Rng } from './prng';
import type { SimActivity, SimChild, SimSession } from './history-sim';
import { masteryFrom, simulateChild, type SchoolDay } from './history-days';
import { playWindow, weekday } from './school-days';

export const HISTORY_DAYS = 14;

export interface HistoryStats {
  sessions: number;
  attempts: number;
  activeToday: number;
}

interface Scope {
  organizationId: number;
  timezone: string;
  now: Date;
  teacherId: number;
}

/** The last two weeks of school days, oldest first, each with its play window. */
function schoolDays(timezone: string, now: Date): SchoolDay[] {
  return Array.from({ length: HISTORY_DAYS }, (_, i) => HISTORY_DAYS - 1 - i).map((daysAgo) => {
    const window = playWindow(timezone, now, daysAgo);
    const day = weekday(timezone, window.start);
    return { daysAgo, isSchoolDay: day >= 1 && day <= 5, window };
  });
}

/** A child's temperament: a few rarely play, most play on most school days. */
function childOf(rng: Rng): SimChild {
  return {
    ability: 0.4 + rng.next() * 0.55,
    engagement: rng.chance(0.12) ? 0.15 : 0.35 + rng.next() * 0.45,
    language: rng.chance(0.7) ? 'tl' : 'en',
  };
}

/** Assignment status and best score from the sessions (issue 5: best score kept, completed once finished). */
function assignmentOutcome(sessions: SimSession[]) {
  const finished = sessions.filter((s) => s.endReason !== 'reset');
  if (finished.length > 0) {
    return { status: 'completed' as const, score: Math.max(...finished.map((s) => s.score)), completedAt: finished[0].endedAt };
  }
  return { status: sessions.length > 0 ? ('in_progress' as const) : ('not_started' as const), score: null, completedAt: null };
}

/** Writes one child's history; returns what it wrote. */
async function seedChild(tx: Tx, rng: Rng, scope: Scope, studentId: number, activities: SimActivity[]): Promise<HistoryStats> {
  const playsToday = rng.chance(0.6);
  const sessions = simulateChild(rng, childOf(rng), activities, schoolDays(scope.timezone, scope.now), playsToday);
  const base = { organizationId: scope.organizationId, studentId };

  const assignmentRows = await tx
    .insert(assignments)
    .values(
      activities.map((a) => ({
        ...base,
        activityId: a.id,
        subjectId: a.subjectId,
        assignedBy: scope.teacherId,
        assignedAt: a.availableAt,
        ...assignmentOutcome(sessions.filter((s) => s.activity.id === a.id)),
      })),
    )
    .returning({ id: assignments.id, activityId: assignments.activityId });
  const assignmentOf = new Map(assignmentRows.map((r) => [r.activityId, r.id]));

  let attemptCount = 0;
  for (const s of sessions) {
    const [session] = await tx
      .insert(playSessions)
      .values({
        ...base,
        activityId: s.activity.id,
        assignmentId: assignmentOf.get(s.activity.id) ?? null,
        language: s.language,
        startedAt: s.startedAt,
        endedAt: s.endedAt,
        endReason: s.endReason,
        questionsServed: s.outcomes.length,
        pointsEarned: s.pointsEarned,
        pointsPossible: s.pointsPossible,
        score: s.endReason === 'reset' ? null : s.score,
      })
      .returning({ id: playSessions.id });
    if (s.attempts.length === 0) continue;
    await tx.insert(attempts).values(
      s.attempts.map((a) => ({
        ...base,
        sessionId: session.id,
        activityId: s.activity.id,
        questionId: a.questionId,
        conceptId: s.activity.conceptId,
        attemptType: a.attemptType,
        answer: a.answer,
        isCorrect: a.isCorrect,
        scoreIncrement: a.scoreIncrement,
        accuracy: a.accuracy,
        tryKey: a.tryKey,
        // No device was answered, so no response is kept to answer again (attempts.result: submit-answer's
        // response; a seeded session's state serves nothing, so no repeat ever reaches these rows).
        result: null,
        createdAt: a.createdAt,
      })),
    );
    attemptCount += s.attempts.length;
  }

  const mastery = masteryFrom(sessions);
  if (mastery.size > 0) {
    await tx.insert(conceptMastery).values(
      [...mastery].map(([conceptId, m]) => ({
        ...base,
        conceptId,
        mastery: m.mastery,
        answers: m.answers,
        correct: m.correct,
        lastPracticedAt: m.lastPracticedAt,
        masteredAt: m.masteredAt,
        // Recomputed with the learner model from the attempts above at start (play.backfill.ts, issue 14).
        modelVersion: 0,
      })),
    );
  }
  const last = sessions[sessions.length - 1];
  if (last) {
    const lastDay = sessions.find((s) => s.daysAgo === last.daysAgo)!;
    const lastActivityAt = last.attempts[last.attempts.length - 1]?.createdAt ?? last.endedAt;
    await tx
      .update(students)
      .set({ lastActivityAt, lastLoginAt: new Date(lastDay.startedAt.getTime() - 60_000) })
      .where(eq(students.id, studentId));
    await awardBadges(tx, { id: studentId, organizationId: scope.organizationId }, lastActivityAt, last.language);
  }
  return { sessions: sessions.length, attempts: attemptCount, activeToday: playsToday && sessions.some((s) => s.daysAgo === 0) ? 1 : 0 };
}

/** Seeds every child of a section; their activities are all assigned to them. */
export async function seedSectionHistory(
  tx: Tx,
  rng: Rng,
  scope: Scope,
  studentIds: number[],
  activities: SimActivity[],
): Promise<HistoryStats> {
  const total: HistoryStats = { sessions: 0, attempts: 0, activeToday: 0 };
  for (const studentId of studentIds) {
    const stats = await seedChild(tx, rng, scope, studentId, activities);
    total.sessions += stats.sessions;
    total.attempts += stats.attempts;
    total.activeToday += stats.activeToday;
  }
  return total;
}
