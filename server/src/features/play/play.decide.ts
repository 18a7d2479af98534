/**
 * What one answer decides (spec §4 attempt types; rules in docs/adaptive-play.md), as pure functions: the
 * question's entry moved on by the attempt (`advance`), then the session's points, level, end and break
 * suggestion (`settle`). Nothing here reads, writes or throws: play.submit.ts reads, decides with these,
 * writes and presents (play.present.ts).
 */
import type { AttemptType, QuestionData } from '@aralin/contract';
import { isMastered } from './play.model';
import { canStepDown, dueSecondChances, missedTwice } from './play.pick';
import type * as q from './play.queries';
import type { MasteryWrite } from './play.reads';
import { countTracingTry, endReason, fourOfFive, pointsFor, PLAY_RULES, stepLevel, type EndReason, type Outcome } from './play.rules';
import { firstTries, servedOwnIds, type PlayState, type ServedEntry } from './play.state';

/** An answer checked against the stored question (play.grade.ts `grade`). */
export interface Graded {
  correct: boolean;
  answer: unknown;
  accuracy: number | null;
  tryKey: string;
}

/** A question moved on by one attempt. */
export interface Step {
  /** The question's entry after the attempt (a new object: the one given is left as it was). */
  entry: ServedEntry;
  points: number;
  finished: boolean;
  outcome: Outcome | null;
  next: AttemptType | null;
  /** Tracing: ended at the miss limit, to come back in a later session (issue 15). */
  later: boolean;
}

/**
 * Moves a question on by one attempt (spec §4 attempt types; tracing: tries until mastered, or until the
 * miss limit leaves it for later, play.rules.ts countTracingTry).
 */
export function advance(entry: ServedEntry, data: QuestionData, type: AttemptType, graded: Graded): Step {
  const { correct } = graded;
  const next: ServedEntry = { ...entry };
  if (data.type === 'tracing') {
    const verdict = countTracingTry(next, correct, graded.accuracy ?? 0, data.required_correct_attempts ?? 3);
    const mastered = verdict === 'mastered';
    const finished = verdict !== 'going_on';
    const outcome: Outcome | null = mastered ? (next.misses === 0 ? 'first' : 'guided') : finished ? 'missed' : null;
    next.stage = next.misses > 0 ? 'guided' : 'first';
    next.later = verdict === 'practice_later';
    const points = outcome === 'first' ? PLAY_RULES.points.first : outcome === 'guided' ? PLAY_RULES.points.guided : 0;
    return { entry: next, points, finished, outcome, next: finished ? null : next.stage, later: next.later };
  }
  const finished = correct || type !== 'first';
  const outcome: Outcome | null = correct ? (type === 'first' ? 'first' : 'guided') : finished ? 'missed' : null;
  next.stage = !finished ? 'guided' : outcome === 'missed' ? 'show_answer' : next.stage;
  return {
    entry: next,
    points: pointsFor(type, correct),
    finished,
    outcome,
    next: !finished ? 'guided' : outcome === 'missed' ? 'show_answer' : null,
    later: false,
  };
}

/** What `settle` needs besides the state and the step. */
export interface SettleInput {
  /** The activity played (its questions, not reviews, count for its score and its end). */
  activityId: number;
  /** The activity's question pool as read with the call. */
  pool: readonly q.PoolItem[];
  tracing: boolean;
  /** The session's points before this answer. */
  points: { earned: number; possible: number };
  /** The concept row after the answer (play.end.ts masteryAfter), or null when the question has no concept. */
  mastery: MasteryWrite | null;
}

/** The session after one answer. */
export interface Settled {
  /** The state to store: `entry` put in place of the answered one. */
  state: PlayState;
  points: { earned: number; possible: number };
  /** Why the session ends with this answer, or null when it goes on. */
  reason: EndReason | null;
  /** Suggest a break now (issue 14 item 5: once a session). */
  suggestBreak: boolean;
}

/**
 * The session after `step` on `answered` (an entry of `state.served`): a finished question counts its
 * points and moves the level (review questions earn the child points but count for their own concept, not
 * this activity's score), and the session may end or suggest a break.
 */
export function settle(state: PlayState, answered: ServedEntry, step: Step, input: SettleInput): Settled {
  const finished = step.finished && step.outcome !== null;
  const entry: ServedEntry = finished ? { ...step.entry, done: true, outcome: step.outcome, points: step.points } : step.entry;
  const next: PlayState = { ...state, served: state.served.map((e) => (e === answered ? entry : e)) };
  const points = { ...input.points };
  let reason: EndReason | null = null;
  if (finished && step.outcome) {
    if (!entry.review) {
      points.earned += step.points;
      points.possible += PLAY_RULES.pointsPerQuestion;
      next.level = stepLevel(next.level, step.outcome);
    }
    const seen = servedOwnIds(next, input.activityId);
    const unseen = input.pool.filter((p) => !seen.has(p.origin));
    const left = unseen.length + dueSecondChances(next, input.activityId).length;
    reason = endReason(firstTries(next), left, doingWell(next, input.pool, entry, input.mastery), input.mastery?.masteredNow ?? false);
    // Two misses in a row with no easy or medium question left: the session ends on the miss rather
    // than serve a hard question right after stepping down (issue 14 item 5).
    if (!reason && !input.tracing && missedTwice(next) && !canStepDown(next, input.activityId, unseen)) reason = 'pool_exhausted';
  }
  // The easier question served after two misses is finished: suggest a break, once a session (issue 14 item 5).
  const suggestBreak = !reason && step.finished && entry.stepDown && !next.breakSuggested;
  if (suggestBreak) next.breakSuggested = true;
  return { state: next, points, reason, suggestBreak };
}

/**
 * Whether the session may end early now (issue 14): the learner model calls the answered question's concept
 * mastered with confidence, and every concept of the activity has been met in this session. An activity of
 * no concept keeps the "4 of the last 5 first tries" rule. Review questions never end a session early.
 */
function doingWell(state: PlayState, pool: readonly q.PoolItem[], entry: ServedEntry, mastery: MasteryWrite | null): boolean {
  if (entry.review) return false;
  if (!mastery) return entry.conceptId === null && fourOfFive(firstTries(state));
  const met = new Set(state.served.filter((e) => e.done && !e.review).map((e) => e.conceptId));
  const all = new Set(pool.map((p) => p.conceptId ?? entry.conceptId));
  if (![...all].every((c) => met.has(c))) return false;
  return isMastered({ mean: mastery.skillMean, sd: mastery.skillSd }, mastery.requiredScore);
}
