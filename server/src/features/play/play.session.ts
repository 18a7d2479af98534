/**
 * next-question and reset-session (spec §7 'Student side'; rules in docs/adaptive-play.md). Every call
 * runs in one transaction under the child's advisory lock, so double taps and retries see each other.
 */
import { messageText, type Language, type NextQuestionResponse, type ResetSessionResponse } from '@aralin/contract';
import type { AppContext } from '../../context';
import { notFound } from '../../lib/app-error';
import type { StudentActor } from '../../plugins/auth';
import { endSession, isCompleted, storedEnd } from './play.end';
import { dueSecondChances, pickOwn, pickReview } from './play.pick';
import { activityPool, questionData, type VersionedPoolItem } from './play.questions';
import * as q from './play.queries';
import * as r from './play.reads';
import { playTransaction, verifiedStudent, type Call, type PlayTx } from './play.tx';
import { newSessionSeed } from './play.random';
import { endReason, isReviewPosition, levelForMastery, plannedQuestions, PLAY_RULES } from './play.rules';
import { presentServed } from './play.serve';
import { schoolVoices } from './play.voices';
import { daysBetween, decayed, MODEL, type Skill } from './play.model';
import {
  answeredCount,
  currentEntry,
  firstTries,
  pendingSecondChances,
  practiceLaterAfter,
  readState,
  servedOwnIds,
  type PlayState,
  type ServedEntry,
} from './play.state';

export interface NextQuestionInput {
  language: Language;
  fresh_start?: boolean;
}

/**
 * The question to play now. fresh_start closes any open session and opens a new one, except an untouched
 * one (nothing answered yet: a doubled first fetch), which goes on; otherwise the open session goes on
 * (an unanswered question is served again, marked repeat). With no open session, the
 * last session's end data is answered when it ended by itself, else a new session opens.
 */
export async function nextQuestion(
  ctx: AppContext,
  fromToken: StudentActor,
  activityId: number,
  input: NextQuestionInput,
): Promise<NextQuestionResponse> {
  const lang = input.language;
  const now = ctx.clock.now();
  const id = fromToken.id;
  const fresh = input.fresh_start === true;
  const reads = [
    r.studentRead(id, fromToken.sessionId ?? null),
    r.assignedActivityRead(id, activityId),
    r.latestSessionRead(id, activityId),
    r.activityMasteryRead(id, activityId),
  ];
  return playTransaction(ctx, id, reads, async (t, rows) => {
    const student = verifiedStudent(r.first(rows[0]), fromToken);
    const activity = r.first<r.ActivityRow>(rows[1]);
    if (!activity) throw notFound();
    const latest = r.first<q.SessionRow>(rows[2]);
    let session = latest && !latest.endedAt ? latest : undefined;
    const before: Call[] = [];
    if (fresh && session && !isUntouched(readState(session.state))) {
      before.push(r.closeOpenWrite(student.id, activityId, now, 'restarted'));
      session = undefined;
    } else if (!session && !fresh) {
      const end = latest && isCompleted(latest.endReason) ? storedEnd(latest) : undefined;
      if (end) return { session_ended: true as const, ...end };
    }
    // The pool as the process remembers it at the activity's stamp, read only when that changed (play.questions.ts).
    const pool = await activityPool(t, activityId, activity.poolStamp, now);
    const skill = skillOf(r.first(rows[3]), now);
    if (session) return serveNext(t, student, { row: session }, activity, pool, lang, now, fresh, skill);
    if (pool.length === 0) throw notFound('noQuestionAvailable');
    // Questions the last session left to practice later come along (its row is read anyway: issue 15).
    const later = latest ? practiceLaterAfter(readState(latest.state), activityId) : [];
    // Whether this session can review a finished activity: read only now that one opens.
    const [review] = await t.run([r.reviewAvailableRead(id, activityId, now)]);
    const reviewAvailable = r.first<{ reviewAvailable: boolean }>(review)?.reviewAvailable ?? false;
    const opening = openSession(student, activity, r.first(rows[3]), reviewAvailable, later, lang, now);
    return serveNext(t, student, { row: opening, opening: before }, activity, pool, lang, now, fresh, skill);
  });
}

/** The child's skill on the activity's concept now (forgetting since the last practice), or null without a concept. */
function skillOf(row: r.ActivityMasteryRow | undefined, now: Date): Skill | null {
  if (!row || row.requiredScore === null) return null;
  return decayed({ mean: row.skillMean ?? MODEL.prior.mean, sd: row.skillSd ?? MODEL.prior.sd }, daysBetween(row.lastPracticedAt, now));
}

/** Nothing answered yet: at most one question served, with no attempt on it. */
function isUntouched(state: PlayState): boolean {
  const [only, ...rest] = state.served;
  return rest.length === 0 && (!only || (!only.done && only.stage === 'first' && only.tries === 0));
}

/**
 * The row of a session about to open (not written yet: it is inserted with the commit that serves its
 * first question, after `opening`'s writes).
 */
function openSession(
  student: StudentActor,
  activity: r.ActivityRow,
  mastery: r.ActivityMasteryRow | undefined,
  reviewAvailable: boolean,
  practiceLater: number[],
  lang: Language,
  now: Date,
): q.SessionRow {
  const state: PlayState = {
    seed: newSessionSeed(),
    level: levelForMastery(mastery?.answers ? mastery.mastery : null),
    reviewAvailable,
    served: [],
    practiceLater,
    breakSuggested: false,
  };
  return {
    id: 0,
    organizationId: student.organizationId,
    studentId: student.id,
    activityId: activity.id,
    assignmentId: activity.assignmentId,
    language: lang,
    startedAt: now,
    endedAt: null,
    endReason: null,
    questionsServed: 0,
    pointsEarned: 0,
    pointsPossible: 0,
    score: null,
    state,
  };
}

/** The session a question is served from: an open one, or one opening (`opening`: the writes before its insert). */
interface Serving {
  row: q.SessionRow;
  opening?: Call[];
}

async function serveNext(
  t: PlayTx,
  student: StudentActor,
  { row: session, opening }: Serving,
  activity: r.ActivityRow,
  pool: readonly VersionedPoolItem[],
  lang: Language,
  now: Date,
  fresh: boolean,
  skill: Skill | null,
): Promise<NextQuestionResponse> {
  const state = readState(session.state);
  const seen = servedOwnIds(state, activity.id);
  const unseen = pool.filter((p) => !seen.has(p.origin));
  const answered = answeredCount(state);
  let entry: ServedEntry | undefined = currentEntry(state);
  const again = entry !== undefined;
  const repeat = again && !fresh;
  let served: Call[] = [];
  if (!entry) {
    // Normally a session ends on the answer that finishes it; questions deleted meanwhile end it here.
    const left = unseen.length + dueSecondChances(state, activity.id).length;
    const reason = endReason(firstTries(state), left, false) ?? (answered >= PLAY_RULES.maxQuestions ? 'max_questions' : null);
    if (reason) {
      if (answered === 0 || opening) throw notFound('noQuestionAvailable');
      const { end, keep } = (await endSession(
        t,
        student,
        session,
        state,
        { earned: session.pointsEarned, possible: session.pointsPossible },
        reason,
        lang,
        now,
      ))!;
      await t.commitWith(keep);
      return { session_ended: true, ...end };
    }
    const position = state.served.length + 1;
    if (isReviewPosition(position) && state.reviewAvailable) {
      entry = await pickReview(t, student.id, state, activity, now);
      if (!entry) state.reviewAvailable = false;
    }
    entry ??= pickOwn(state, activity, unseen, skill);
    if (!entry) throw notFound('noQuestionAvailable');
    state.served.push(entry);
    served = opening
      ? [
          ...opening,
          r.assignmentStartedWrite(activity.assignmentId),
          r.openSessionWrite(student, activity, session.language, session.startedAt, state),
        ]
      : [r.servedWrite(session.id, state)];
  }
  const data = await questionData(t, entry.questionId, pool.find((p) => p.id === entry.questionId)?.version, activity.type);
  if (!data) throw notFound('noQuestionAvailable');
  // Still to come after this one: unseen questions and missed ones' second chances (issue 14 item 5).
  const seenAfter = servedOwnIds(state, activity.id);
  const unseenAfter = pool.filter((p) => !seenAfter.has(p.origin)).length + pendingSecondChances(state, activity.id).length;
  const planned = Math.max(state.served.length, plannedQuestions(state.served.length, unseenAfter, state.reviewAvailable));
  // The new question goes into the session's state with the commit: one round trip.
  // A listening item's school recordings: one more read, for listening items only (issue 15 item 4).
  const voices = await schoolVoices(t.tx, student.organizationId, data);
  if (served.length > 0) await t.commitWith(served);
  return presentServed({
    entry,
    data,
    playedActivityId: activity.id,
    seed: state.seed,
    position: state.served.length,
    answered,
    planned,
    repeat,
    lang,
    voices,
  });
}

/** Ends the child's open session of an activity without scoring it; every answer already given stays. */
export async function resetSession(
  ctx: AppContext,
  student: StudentActor,
  activityId: number,
  lang: Language,
): Promise<ResetSessionResponse> {
  const closed = await ctx.db.transaction(async (tx) => {
    await q.lockStudent(tx, student.id);
    return q.closeOpenSession(tx, student.id, activityId, 'reset', ctx.clock.now());
  });
  return { message: messageText(closed > 0 ? 'sessionReset' : 'noSessionToReset', lang), session_ended: closed > 0 };
}
