/**
 * What happens when a question is finished (concept mastery) and when a session ends by itself (score,
 * best score on the assignment, completion, badges, the session-end data of spec §3).
 */
import { messageText, type Language, type SessionEndFields } from '@aralin/contract';
import { badgesEarned, progressOf, progressRead, progressWrite } from './play.badges';
import type * as q from './play.queries';
import { endStateWrite, endWrite, first, type EndRow, type MasteryWrite } from './play.reads';
import type { Call, PlayTx } from './play.tx';
import { answeredCount, type PlayState } from './play.state';
import { nextMastery, sessionScore, type EndReason, type Outcome } from './play.rules';

const COMPLETED_REASONS: readonly string[] = ['max_questions', 'pool_exhausted', 'doing_well'];

/** Below this score a finished session's message encourages without praise (issue 19). */
export const ENCOURAGED_FROM = 60;

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

/** The state with the end data kept, so a later next-question can show the end screen again. */
export type EndedState = PlayState & { end?: SessionEndFields };

/**
 * Ends a session by itself: score = earned ÷ possible × 100 on the activity's own questions, the best
 * score kept on the assignment, the assignment completed, badges checked. `answer` is the attempt that ends
 * it (submit-answer), recorded in the same statement. One message: the end (endWrite) and the child's badge
 * progress brought up to date, which reads it. Returns the session-end data and the writes (raised
 * rewards, the progress, the state with its end data)
 * for the caller's commit; undefined when `answer` was already recorded (a repeat: nothing changed).
 */
export async function endSession(
  t: PlayTx,
  student: Student,
  session: q.SessionRow,
  state: PlayState,
  points: { earned: number; possible: number },
  reason: EndReason,
  lang: Language,
  now: Date,
  answer?: { attempt: q.NewAttempt; mastery: MasteryWrite | null },
): Promise<{ end: SessionEndFields; keep: Call[]; attemptId: number | null } | undefined> {
  const score = sessionScore(points.earned, points.possible);
  const written = {
    sessionId: session.id,
    endedAt: now,
    endReason: reason,
    score,
    pointsEarned: points.earned,
    pointsPossible: points.possible,
    questionsServed: state.served.length,
    assignmentId: session.assignmentId,
    activityId: session.activityId,
  };
  const [endRows, progressRows] = await t.run([endWrite(written, answer), progressRead(student.id, session.id)]);
  const ended = first<EndRow>(endRows)!;
  if (answer && ended.attemptId === null) return undefined;
  const masteryAchieved = score >= (ended.required ?? 80);
  const { progress, facts, have } = progressOf(first(progressRows)!);
  const { badges, writes } = badgesEarned({ ...facts, have }, student, now, lang);
  const end: SessionEndFields = {
    badges,
    activity_completed: true,
    mastery_achieved: masteryAchieved,
    message: messageText(
      masteryAchieved ? 'sessionEndMastered' : score >= ENCOURAGED_FROM ? 'sessionEndFinished' : 'sessionEndTryAgain',
      lang,
    ),
    score,
    best_score: ended.best,
    points_earned: points.earned,
    points_possible: points.possible,
    questions_answered: answeredCount(state),
    end_reason: reason,
  };
  return { end, keep: [...writes, progressWrite(student, progress), endStateWrite(session.id, state, end)], attemptId: ended.attemptId };
}

/** The end data of a session that already ended by itself. */
export function storedEnd(session: q.SessionRow): SessionEndFields | undefined {
  return (session.state as unknown as EndedState | null)?.end;
}
