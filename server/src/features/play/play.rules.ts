/**
 * The adaptive play rules of issue 5, as pure functions (docs/adaptive-play.md explains each one).
 * Everything the engine decides about difficulty, points, mastery and the end of a session is here.
 */
import type { AttemptType, Difficulty } from '@aralin/contract';

export const PLAY_RULES = {
  /** A session ends after this many questions. */
  maxQuestions: 10,
  /** 1-based positions that are review questions when the child has a finished activity to review (2 in 10). */
  reviewPositions: [3, 8] as readonly number[],
  /** Points: 10 first-try correct, 5 guided correct, 0 after show_answer. */
  points: { first: 10, guided: 5, show_answer: 0 } as Record<AttemptType, number>,
  /** Each question is worth this much in points_possible. */
  pointsPerQuestion: 10,
  /** Early end: after at least `after` questions, when `correct` of the last `window` first tries were right. */
  earlyEnd: { after: 5, window: 5, correct: 4 },
  /** Concept mastery: exponentially weighted average of answer outcomes, weight of the newest answer. */
  masteryAlpha: 0.3,
  /** Starting level by mastery: below `medium` easy, below `hard` medium, else hard. */
  levelThresholds: { medium: 40, hard: 75 },
  /**
   * Tracing (issue 15): a question ends unmastered at its third missed try ("we'll practice this later")
   * and is served first in the child's next session of the activity, so a child is never worn out on one
   * letter. A try is clean when it passes with at least `tracingCleanAccuracy`; two clean passes master the
   * question even when the teacher's `required_correct_attempts` (default 3) is higher.
   */
  tracingMaxMisses: 3,
  tracingCleanPasses: 2,
  tracingCleanAccuracy: 90,
} as const;

export const LEVELS: readonly Difficulty[] = ['easy', 'medium', 'hard'];

/** How a finished question went: right on the first try, right after the hint, or not right. */
export type Outcome = 'first' | 'guided' | 'missed';

/** Why a session ended by itself. */
export type EndReason = 'max_questions' | 'pool_exhausted' | 'doing_well';

/** The starting level for a concept mastery (null: the child never practised it, so easy). */
export function levelForMastery(mastery: number | null | undefined): Difficulty {
  if (mastery === null || mastery === undefined) return 'easy';
  if (mastery >= PLAY_RULES.levelThresholds.hard) return 'hard';
  if (mastery >= PLAY_RULES.levelThresholds.medium) return 'medium';
  return 'easy';
}

/** The level after a question: up after a first-try correct answer, down after one that needed show_answer. */
export function stepLevel(level: Difficulty, outcome: Outcome): Difficulty {
  const i = LEVELS.indexOf(level);
  if (outcome === 'first') return LEVELS[Math.min(LEVELS.length - 1, i + 1)];
  if (outcome === 'missed') return LEVELS[Math.max(0, i - 1)];
  return level;
}

/** Levels to look in for a question, nearest first; ties go to the easier level. */
export function levelOrder(level: Difficulty): Difficulty[] {
  if (level === 'easy') return ['easy', 'medium', 'hard'];
  if (level === 'medium') return ['medium', 'easy', 'hard'];
  return ['hard', 'medium', 'easy'];
}

/** A tracing question's tries so far (play.state.ts ServedEntry). */
export interface TracingTries {
  tries: number;
  correctTries: number;
  misses: number;
  cleanTries: number;
}

/** How a tracing question stands after a try: mastered, ended for practice later, or going on. */
export type TracingVerdict = 'mastered' | 'practice_later' | 'going_on';

/**
 * Counts one tracing try into `t` and says where the question stands. `required`: the question's
 * `required_correct_attempts`. Mastered at `required` passes, or at `tracingCleanPasses` clean ones;
 * ended unmastered at the `tracingMaxMisses`-th miss.
 */
export function countTracingTry(t: TracingTries, passed: boolean, accuracy: number, required: number): TracingVerdict {
  t.tries += 1;
  if (passed) {
    t.correctTries += 1;
    if (accuracy >= PLAY_RULES.tracingCleanAccuracy) t.cleanTries += 1;
  } else t.misses += 1;
  if (t.correctTries >= required || t.cleanTries >= PLAY_RULES.tracingCleanPasses) return 'mastered';
  if (t.misses >= PLAY_RULES.tracingMaxMisses) return 'practice_later';
  return 'going_on';
}

/** Points for an attempt. */
export function pointsFor(attemptType: AttemptType, correct: boolean): number {
  return correct ? PLAY_RULES.points[attemptType] : 0;
}

/** An outcome's weight in concept mastery: 1, 0.5 or 0. */
export function outcomeValue(outcome: Outcome): number {
  return outcome === 'first' ? 1 : outcome === 'guided' ? 0.5 : 0;
}

/** Concept mastery after one more answered question (0-100, rounded). */
export function nextMastery(mastery: number, outcome: Outcome): number {
  const next = mastery + PLAY_RULES.masteryAlpha * (outcomeValue(outcome) * 100 - mastery);
  return Math.max(0, Math.min(100, Math.round(next)));
}

/** True when the n-th question (1-based) of a session is a review slot. */
export function isReviewPosition(position: number): boolean {
  return PLAY_RULES.reviewPositions.includes(position);
}

/**
 * Why the session ends now, or null. `firstTries`: for each finished question in order, whether its
 * first try was right; `ownUnseen`: questions of the activity not served yet. A session ends early for
 * doing well at the answer that first masters the concept (`masteredNow`: the child is released there,
 * issue 14), and otherwise only from its `earlyEnd.after`-th finished question: a child who chose to play
 * an activity they already know gets a short round, not a reward screen after one answer.
 */
export function endReason(firstTries: readonly boolean[], ownUnseen: number, doingWell: boolean, masteredNow = false): EndReason | null {
  if (firstTries.length >= PLAY_RULES.maxQuestions) return 'max_questions';
  if (ownUnseen === 0) return 'pool_exhausted';
  if (doingWell && (masteredNow || firstTries.length >= PLAY_RULES.earlyEnd.after)) return 'doing_well';
  return null;
}

/** The early end of an activity of no concept (issue 5): at least 5 finished, and 4 of the last 5 first tries right. */
export function fourOfFive(firstTries: readonly boolean[]): boolean {
  const { after, window, correct } = PLAY_RULES.earlyEnd;
  return firstTries.length >= after && firstTries.slice(-window).filter(Boolean).length >= correct;
}

/**
 * How many questions the session will have if it runs to its natural end: the questions answered, then
 * slot by slot up to the maximum, a review where one fits, else one of the activity's unseen questions,
 * until those run out.
 */
export function plannedQuestions(answered: number, ownUnseen: number, reviewAvailable: boolean): number {
  let planned = answered;
  let own = ownUnseen;
  for (let position = answered + 1; position <= PLAY_RULES.maxQuestions; position++) {
    if (own === 0) break;
    if (!(reviewAvailable && isReviewPosition(position))) own--;
    planned++;
  }
  return Math.max(planned, answered);
}

/** Progress as the child sees it: answered ÷ planned × 100, rounded. */
export function progressPercentage(answered: number, planned: number): number {
  if (planned <= 0) return 0;
  return Math.min(100, Math.round((answered / planned) * 100));
}

/** The activity score: earned ÷ possible × 100, rounded; 0 when nothing was possible. */
export function sessionScore(earned: number, possible: number): number {
  return possible > 0 ? Math.round((earned / possible) * 100) : 0;
}
