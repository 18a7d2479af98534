/**
 * What happens when a question is finished (concept mastery) and when a session ends by itself (score,
 * best score on the assignment, completion, badges, the session-end data of spec §3).
 */
import { messageText, type Language, type SessionEndFields } from '@aralin/contract';
import { badgesEarned, progressOf, progressRead, progressWrite } from './play.badges';
import type * as q from './play.queries';
import { endStateWrite, endWrite, first, type ConceptRow, type EndRow, type MasteryWrite } from './play.reads';
import * as model from './play.model';
import type { Call, PlayTx } from './play.tx';
import { answeredCount, type PlayState } from './play.state';
import { sessionScore, type EndReason, type Outcome } from './play.rules';

const COMPLETED_REASONS: readonly string[] = ['max_questions', 'pool_exhausted', 'doing_well'];

/** The P(known) from which a right answer's look time counts toward the item's typical time. */
export const TYPICAL_FROM_KNOWN = 0.5;

/** Below this score a finished session's message encourages without praise (issue 19). */
export const ENCOURAGED_FROM = 60;

/** True for a session that ran to its end (not reset or restarted). */
export const isCompleted = (reason: string | null | undefined) => !!reason && COMPLETED_REASONS.includes(reason);

export interface Student {
  id: number;
  organizationId: number;
}

/** The child's mastery row of a concept as read (null fields when never practised). */
export type MasteryRead = ConceptRow;

/** One attempt as the learner model sees it (issue 14). */
export interface Evidence {
  questionId: number;
  /** 'first': a first try; 'guided': a try after the hint; 'tracing': a tracing try. */
  kind: 'first' | 'guided' | 'tracing';
  right: boolean;
  /** The question finished with this attempt, and how (answers and correct count finished questions). */
  outcome: Outcome | null;
  lookMs: number | undefined;
  /** A second chance at a question missed earlier in the session (its answer was shown): weighs as a guided try. */
  second?: boolean;
}

/**
 * The concept row and the question's stats after an attempt (issue 14, play.model.ts): the skill belief
 * updated by Bayes' rule with the attempt's weight, the estimate (`mastery`, 0-100) from it, the moment the
 * concept is first mastered with confidence, its review due date, and the item's learned difficulty and
 * typical look time.
 */
export function masteryAfter(student: Student, conceptId: number, row: MasteryRead, e: Evidence, now: Date): MasteryWrite {
  const skill = model.decayed(
    { mean: row.skillMean ?? model.MODEL.prior.mean, sd: row.skillSd ?? model.MODEL.prior.sd, slowLearner: row.slowLearner ?? undefined },
    model.daysBetween(row.lastPracticedAt, now),
  );
  const guess = e.kind === 'guided' ? model.guidedGuess(row.guess) : row.guess;
  const item = { difficulty: row.itemDifficulty, guess };
  const typical = row.lookLogMean !== null && row.looks >= 5 ? Math.exp(row.lookLogMean) : null;
  const weight = model.weightOf(e.second ? 'guided' : e.kind, e.lookMs, typical);
  const predicted = model.predict(skill, item);
  const after = model.update(skill, item, e.right, weight);
  const mastered = model.isMastered(after, row.requiredScore);
  const learnsItem = e.kind !== 'guided' && !e.second;
  // An item's typical look time is learned from right answers of children the model thinks know the concept
  // (issue 14 item 5): the time of a thinking child, not of the fast taps it is there to recognise as rapid.
  const look = e.lookMs !== undefined && e.lookMs > 0 && e.right && skill.mean >= TYPICAL_FROM_KNOWN ? Math.log(e.lookMs) : null;
  return {
    organizationId: student.organizationId,
    studentId: student.id,
    conceptId,
    mastery: model.estimateOf(after),
    answers: (row.answers ?? 0) + (e.outcome ? 1 : 0),
    correct: (row.correct ?? 0) + (e.outcome && e.outcome !== 'missed' ? 1 : 0),
    lastPracticedAt: now,
    masteredAt: row.masteredAt ?? (mastered ? now : null),
    skillMean: after.mean,
    skillSd: after.sd,
    slowLearner: model.slowLearnerOf(after),
    reviewDueAt: model.reviewDue(after, row.requiredScore, now),
    requiredScore: row.requiredScore,
    masteredNow: row.masteredAt === null && mastered,
    item: {
      questionId: e.questionId,
      from: row.itemDifficulty,
      step: learnsItem ? model.itemAfter(row.itemDifficulty, row.itemAnswers, predicted, e.right, weight, skill) - row.itemDifficulty : 0,
      learned: learnsItem,
      lookLog: look,
    },
  };
}

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

/** The end data of a session that already ended by itself (kept in its state, so the end screen shows again). */
export function storedEnd(session: q.SessionRow): SessionEndFields | undefined {
  return session.state.end;
}
