/**
 * submit-answer (spec §7; rules in docs/adaptive-play.md). The answer is checked against the stored
 * question; the attempt is recorded once per (session, question, attempt type[, tracing try]) and a
 * repeat of it answers the first result. One transaction under the child's advisory lock.
 */
import { SubmitAnswerResponse, type AttemptType, type Language } from '@aralin/contract';
import type { AppContext } from '../../context';
import { conflict, notFound } from '../../lib/app-error';
import type { StudentActor } from '../../plugins/auth';
import type { Tx } from '../../db/client';
import { advance, settle } from './play.decide';
import { endSession, masteryAfter, storedEnd, type Evidence } from './play.end';
import { grade, tracingTry } from './play.grade';
import { answerOnly, presentResult } from './play.present';
import { activityPool, questionData } from './play.questions';
import * as q from './play.queries';
import * as r from './play.reads';
import { itemStats } from './play.item-stats';
import { playTransaction, verifiedStudent } from './play.tx';
import { currentEntry, readState } from './play.state';
import { strokesOfTry } from './play.tracing';

/** The try key of a second chance's attempts (attempts.try_key; '' for a question's first serving). */
export const SECOND_CHANCE_KEY = 'second';

export interface SubmitInput {
  answer: unknown;
  language: Language;
  attempt_type: AttemptType;
  answer_id?: string;
  /** How long the child looked at the question before this answer, in milliseconds (issue 14; optional). */
  look_ms?: number;
  /** Issue 13 item 3: the child tapped to see the prompt in the other language during this attempt. */
  other_language?: boolean;
}

/** Records and scores one answer. */
export async function submitAnswer(
  ctx: AppContext,
  fromToken: StudentActor,
  activityId: number,
  questionId: number,
  input: SubmitInput,
): Promise<SubmitAnswerResponse> {
  const now = ctx.clock.now();
  const lang = input.language;
  const id = fromToken.id;
  const reads = [
    r.studentRead(id, fromToken.sessionId ?? null),
    // With the version of the activity's pool: the pool and the answered question's data come from the
    // process's memory while their versions are the ones remembered (play.questions.ts), else are read (issue 11).
    r.latestSessionStampRead(id, activityId),
    r.questionConceptRead(id, questionId),
  ];
  if (input.answer_id) reads.push(r.answerIdRead(id, input.answer_id));
  return playTransaction(ctx, id, reads, async (t, rows) => {
    const { tx } = t;
    const student = verifiedStudent(r.first(rows[0]), fromToken);
    if (input.answer_id) {
      // The same answer sent again (the device's outbox retrying): its first result, whatever happened since.
      const sent = r.first<{ questionId: number; activityId: number; result: q.AttemptRow['result'] }>(rows[3]);
      if (sent) {
        if (sent.questionId !== questionId || sent.activityId !== activityId) throw conflict('answerIdReused');
        if (sent.result) return asAnswered(sent.result);
      }
    }
    const session = r.first<q.SessionRow & { poolStamp: string | null }>(rows[1]);
    if (!session) throw conflict('noOpenSession');
    const state = readState(session.state);
    const entry = [...state.served].reverse().find((e) => e.questionId === questionId);
    if (!entry) throw conflict('questionNotCurrent');
    const pool = session.poolStamp === null ? [] : await activityPool(t, activityId, session.poolStamp, now);
    const data = await questionData(t, questionId, pool.find((p) => p.id === questionId)?.version);
    if (!data) throw notFound();
    const tracing = data.type === 'tracing';
    const drawn = tracingTry(data, input);
    // A second chance's attempts are told from the question's first serving by their key (issue 14 item 5).
    const tryKey = drawn?.key ?? (entry.second ? SECOND_CHANCE_KEY : '');
    const earlierResult = async () => {
      const stored = (await q.findAttempt(tx, session.id, questionId, tracing ? null : input.attempt_type, tryKey))?.result;
      return stored ? asAnswered(stored) : undefined;
    };
    const isLast = state.served[state.served.length - 1] === entry;
    const showAnswerOfMissed = !tracing && input.attempt_type === 'show_answer' && entry.done && entry.outcome === 'missed' && isLast;
    const playing = !session.endedAt && currentEntry(state) === entry;
    if (!showAnswerOfMissed && !(playing && (tracing || input.attempt_type === entry.stage))) {
      // Not an attempt the question is on: a repeat of an earlier one answers its first result.
      const earlier = await earlierResult();
      if (earlier) return earlier;
      throw conflict(playing ? 'attemptOutOfOrder' : 'questionNotCurrent');
    }
    const graded = grade(data, input, drawn);
    const attemptType = tracing ? entry.stage : input.attempt_type;
    const attempt: q.NewAttempt = {
      organizationId: student.organizationId,
      sessionId: session.id,
      studentId: student.id,
      // The activity being played; a review question's own activity is original_activity_id.
      activityId: session.activityId,
      questionId,
      conceptId: entry.conceptId,
      attemptType,
      answer: graded.answer,
      isCorrect: graded.correct,
      accuracy: graded.accuracy,
      isReviewQuestion: entry.review,
      originalActivityId: entry.review ? entry.activityId : null,
      tryKey,
      answerId: input.answer_id ?? null,
      lookMs: input.look_ms ?? null,
      otherLanguage: input.other_language ? (lang === 'en' ? 'tl' : 'en') : null,
      strokes: strokesOfTry(data, drawn),
      createdAt: now,
    };
    // A tracing try sent again (same drawing) finds its attempt there: the unique index keeps every answer counted once.
    if (showAnswerOfMissed) {
      const result = answerOnly(data, graded, lang, session.endedAt ? storedEnd(session) : undefined);
      const recorded = await q.insertAttempt(tx, { ...attempt, result: result });
      return recorded === undefined ? (await earlierResult())! : result;
    }
    // Decide (pure, play.decide.ts): the question moved on, then the session after it.
    const step = advance(entry, data, attemptType, graded);
    const evidence: Evidence = {
      questionId,
      kind: tracing ? 'tracing' : attemptType === 'guided' ? 'guided' : 'first',
      right: graded.correct,
      outcome: step.finished ? step.outcome : null,
      lookMs: input.look_ms,
      second: entry.second,
    };
    const mastery = await masteryWrite(tx, student, entry.conceptId, r.first(rows[2]), evidence, now);
    const settled = settle(state, entry, step, {
      activityId: session.activityId,
      pool,
      tracing,
      points: { earned: session.pointsEarned, possible: session.pointsPossible },
      mastery,
    });
    const { points, reason } = settled;
    const scoreIncrement = step.finished ? step.points : 0;
    // The question's stats, gathered after the commit when this call recorded the attempt (play.item-stats.ts).
    const learnt = () => {
      if (mastery) itemStats(ctx.db, ctx.log).add(mastery.item);
    };
    if (!reason) {
      // The usual answer: attempt, the model's rows and session state in one statement.
      const result = { ...presentResult(data, graded, step, attemptType, lang, undefined), suggest_break: settled.suggestBreak };
      const [recorded] = await t.commitWith([
        r.answerWrite(
          { ...attempt, scoreIncrement, result: result },
          { id: session.id, state: settled.state, pointsEarned: points.earned, pointsPossible: points.possible },
          mastery,
        ),
      ]);
      // No row: the same tracing try (same drawing) was already recorded; nothing changed, its result answers.
      if (recorded.length === 0) return (await earlierResult())!;
      learnt();
      return result;
    }
    // The session ends: the attempt, mastery and end in one statement with the badge facts (which read
    // them) in the same message; the rewards, the state and the attempt's result with the commit.
    const ended = await endSession(t, student, session, settled.state, points, reason, lang, now, {
      attempt: { ...attempt, scoreIncrement },
      mastery,
    });
    if (!ended) return (await earlierResult())!;
    const result = presentResult(data, graded, step, attemptType, lang, ended.end);
    await t.commitWith([...ended.keep, r.attemptResultWrite(ended.attemptId, result)]);
    learnt();
    return result;
  });
}

/**
 * A result stored with its attempt as the contract has it now: the play routes write answers without the
 * schema's serializer (play.routes.ts), and a result stored by an older version may have a field the
 * contract no longer has, which the schema drops (as its serializer did).
 */
function asAnswered(stored: NonNullable<q.AttemptRow['result']>): SubmitAnswerResponse {
  return SubmitAnswerResponse.parse(stored);
}

/**
 * The concept and item rows to write after an attempt (issue 14: every first, guided or tracing try is
 * evidence): from the concept read with the call when it is the entry's concept (it is, unless the question
 * or activity changed concept since it was served; then that concept's row is read, the item's stats stay).
 */
async function masteryWrite(
  tx: Tx,
  student: StudentActor,
  conceptId: number | null,
  read: r.ConceptRow | undefined,
  e: Evidence,
  now: Date,
) {
  if (conceptId === null || !read) return null;
  const row = read.conceptId === conceptId ? read : await q.conceptWithMastery(tx, student.id, conceptId);
  return row ? masteryAfter(student, conceptId, { ...read, ...row, conceptId }, e, now) : null;
}
