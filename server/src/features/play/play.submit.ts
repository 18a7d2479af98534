/**
 * submit-answer (spec §7; rules in docs/adaptive-play.md). The answer is checked against the stored
 * question; the attempt is recorded once per (session, question, attempt type[, tracing try]) and a
 * repeat of it answers the first result. One transaction under the child's advisory lock.
 */
import {
  pickText,
  type AttemptType,
  type Language,
  type QuestionData,
  type SessionEndFields,
  type SubmitAnswerResponse,
} from '@aralin/contract';
import type { AppContext } from '../../context';
import { badRequest, conflict, notFound } from '../../lib/app-error';
import type { StudentActor } from '../../plugins/auth';
import type { Tx } from '../../db/client';
import { endSession, masteryAfter, storedEnd, type Evidence } from './play.end';
import { isMastered } from './play.model';
import { correctAnswersOf, gradeMatching, gradeMultipleChoice } from './play.grade';
import { dataOfRow, type VersionedQuestion } from './play.questions';
import * as q from './play.queries';
import * as r from './play.reads';
import { countTracingTry, endReason, fourOfFive, pointsFor, PLAY_RULES, stepLevel, type EndReason, type Outcome } from './play.rules';
import { playTransaction, verifiedStudent } from './play.tx';
import { currentEntry, firstTries, readState, servedOwnIds, type PlayState, type ServedEntry } from './play.state';
import { canStepDown, dueSecondChances, missedTwice } from './play.pick';
import type { MasteryWrite } from './play.reads';
import { parseTracingAnswer, scoreTracingTry, strokesOfTry } from './play.tracing';

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

export interface Graded {
  correct: boolean;
  answer: unknown;
  accuracy: number | null;
  tryKey: string;
}

/** The drawing of a tracing answer (400 when it has none), or undefined for other types. */
export function tracingTry(data: QuestionData, input: SubmitInput) {
  if (data.type !== 'tracing') return undefined;
  const drawn = parseTracingAnswer(input.answer);
  if (!drawn || drawn.points.length <= 10) throw badRequest('answerInvalid', { answer: 'answerInvalid' });
  return drawn;
}

/** Checks the answer, or 400 when it can't be read (tracing: scored from the drawn points on the server). */
export function grade(data: QuestionData, input: SubmitInput, drawn: ReturnType<typeof tracingTry>): Graded {
  if (data.type === 'tracing') {
    const verdict = scoreTracingTry(data.target, drawn!.points);
    if (verdict.kind === 'unknown_target') throw badRequest('tracingTargetUnknown');
    if (verdict.kind === 'invalid') throw badRequest('answerInvalid', { answer: 'answerInvalid' });
    const { accuracy } = verdict;
    return {
      correct: accuracy >= (data.required_accuracy ?? 80),
      answer: { points: drawn!.points, accuracy },
      accuracy,
      tryKey: drawn!.key,
    };
  }
  const result =
    data.type === 'matching' ? gradeMatching(data, input.answer, input.language) : gradeMultipleChoice(data, input.answer, input.language);
  if (result.kind === 'invalid') throw badRequest('answerInvalid', { answer: 'answerInvalid' });
  return { correct: result.correct, answer: result.answer, accuracy: null, tryKey: '' };
}

export interface Step {
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
  if (data.type === 'tracing') {
    const verdict = countTracingTry(entry, correct, graded.accuracy ?? 0, data.required_correct_attempts ?? 3);
    const mastered = verdict === 'mastered';
    const finished = verdict !== 'going_on';
    const outcome: Outcome | null = mastered ? (entry.misses === 0 ? 'first' : 'guided') : finished ? 'missed' : null;
    entry.stage = entry.misses > 0 ? 'guided' : 'first';
    entry.later = verdict === 'practice_later';
    const points = outcome === 'first' ? PLAY_RULES.points.first : outcome === 'guided' ? PLAY_RULES.points.guided : 0;
    return { points, finished, outcome, next: finished ? null : entry.stage, later: entry.later };
  }
  const finished = correct || type !== 'first';
  const outcome: Outcome | null = correct ? (type === 'first' ? 'first' : 'guided') : finished ? 'missed' : null;
  entry.stage = !finished ? 'guided' : outcome === 'missed' ? 'show_answer' : entry.stage;
  return {
    points: pointsFor(type, correct),
    finished,
    outcome,
    next: !finished ? 'guided' : outcome === 'missed' ? 'show_answer' : null,
    later: false,
  };
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
    r.latestSessionRead(id, activityId),
    r.questionRead(questionId),
    r.questionConceptRead(id, questionId),
    r.poolRead(activityId),
  ];
  if (input.answer_id) reads.push(r.answerIdRead(id, input.answer_id));
  return playTransaction(ctx, id, reads, async (t, rows) => {
    const { tx } = t;
    const student = verifiedStudent(r.first(rows[0]), fromToken);
    if (input.answer_id) {
      // The same answer sent again (the device's outbox retrying): its first result, whatever happened since.
      const sent = r.first<{ questionId: number; activityId: number; result: unknown }>(rows[5]);
      if (sent) {
        if (sent.questionId !== questionId || sent.activityId !== activityId) throw conflict('answerIdReused');
        if (sent.result) return sent.result as SubmitAnswerResponse;
      }
    }
    const session = r.first<q.SessionRow>(rows[1]);
    if (!session) throw conflict('noOpenSession');
    const state = readState(session.state);
    const entry = [...state.served].reverse().find((e) => e.questionId === questionId);
    if (!entry) throw conflict('questionNotCurrent');
    const question = r.first<VersionedQuestion>(rows[2]);
    if (!question) throw notFound();
    const data = await dataOfRow(tx, question);
    const tracing = data.type === 'tracing';
    const drawn = tracingTry(data, input);
    // A second chance's attempts are told from the question's first serving by their key (issue 14 item 5).
    const tryKey = drawn?.key ?? (entry.second ? SECOND_CHANCE_KEY : '');
    const earlierResult = async () =>
      (await q.findAttempt(tx, session.id, questionId, tracing ? null : input.attempt_type, tryKey))?.result as
        SubmitAnswerResponse | undefined;
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
    const step = advance(entry, data, attemptType, graded);
    const evidence: Evidence = {
      questionId,
      kind: tracing ? 'tracing' : attemptType === 'guided' ? 'guided' : 'first',
      right: graded.correct,
      outcome: step.finished ? step.outcome : null,
      lookMs: input.look_ms,
      second: entry.second,
    };
    const mastery = await masteryWrite(tx, student, entry.conceptId, r.first(rows[3]), evidence, now);
    const points = { earned: session.pointsEarned, possible: session.pointsPossible };
    let reason: EndReason | null = null;
    if (step.finished && step.outcome) {
      entry.done = true;
      entry.outcome = step.outcome;
      entry.points = step.points;
      // Review questions earn the child points but count for their own concept, not this activity's score.
      if (!entry.review) {
        points.earned += step.points;
        points.possible += PLAY_RULES.pointsPerQuestion;
        state.level = stepLevel(state.level, step.outcome);
      }
      const pool = r.all<q.PoolItem>(rows[4]);
      const seen = servedOwnIds(state, session.activityId);
      const unseen = pool.filter((p) => !seen.has(p.origin));
      const left = unseen.length + dueSecondChances(state, session.activityId).length;
      reason = endReason(firstTries(state), left, doingWell(state, pool, entry, mastery));
      // Two misses in a row with no easy or medium question left: the session ends on the miss rather
      // than serve a hard question right after stepping down (issue 14 item 5).
      if (!reason && !tracing && missedTwice(state) && !canStepDown(state, session.activityId, unseen)) reason = 'pool_exhausted';
    }
    // The easier question served after two misses is finished: suggest a break, once a session (issue 14 item 5).
    const suggestBreak = !reason && step.finished && entry.stepDown && !state.breakSuggested;
    if (suggestBreak) state.breakSuggested = true;
    const scoreIncrement = step.finished ? step.points : 0;
    // The question's stats, after the commit, counted only if this call recorded the attempt.
    const itemOf = (m: MasteryWrite | null) =>
      m ? [r.itemWrite(m.item, { sessionId: session.id, attemptType, tryKey, createdAt: now })] : [];
    if (!reason) {
      // The usual answer: attempt, the model's rows and session state in one statement.
      const result = { ...presentResult(data, graded, entry, step, attemptType, lang, undefined), suggest_break: suggestBreak };
      const [recorded] = await t.commitWith(
        [
          r.answerWrite(
            { ...attempt, scoreIncrement, result: result },
            { id: session.id, state, pointsEarned: points.earned, pointsPossible: points.possible },
            mastery,
          ),
        ],
        itemOf(mastery),
      );
      // No row: the same tracing try (same drawing) was already recorded; nothing changed, its result answers.
      return recorded.length > 0 ? result : (await earlierResult())!;
    }
    // The session ends: the attempt, mastery and end in one statement with the badge facts (which read
    // them) in the same message; the rewards, the state and the attempt's result with the commit.
    const ended = await endSession(t, student, session, state, points, reason, lang, now, {
      attempt: { ...attempt, scoreIncrement },
      mastery,
    });
    if (!ended) return (await earlierResult())!;
    const result = presentResult(data, graded, entry, step, attemptType, lang, ended.end);
    await t.commitWith([...ended.keep, r.attemptResultWrite(ended.attemptId, result)], itemOf(mastery));
    return result;
  });
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

/**
 * Whether the session may end early now (issue 14): the learner model calls the answered question's concept
 * mastered with confidence, and every concept of the activity has been met in this session. An activity of
 * no concept keeps the "4 of the last 5 first tries" rule. Review questions never end a session early.
 */
function doingWell(state: PlayState, pool: q.PoolItem[], entry: ServedEntry, mastery: MasteryWrite | null): boolean {
  if (entry.review) return false;
  if (!mastery) return entry.conceptId === null && fourOfFive(firstTries(state));
  const met = new Set(state.served.filter((e) => e.done && !e.review).map((e) => e.conceptId));
  const all = new Set(pool.map((p) => p.conceptId ?? entry.conceptId));
  if (![...all].every((c) => met.has(c))) return false;
  return isMastered({ mean: mastery.skillMean, sd: mastery.skillSd }, mastery.requiredScore);
}

/** A show_answer submit after the question was missed: recorded, worth nothing, changes nothing. */
export function answerOnly(data: QuestionData, graded: Graded, lang: Language, end: ReturnType<typeof storedEnd>): SubmitAnswerResponse {
  return {
    ...(end ?? {}),
    correct: graded.correct,
    score_increment: 0,
    session_ended: end !== undefined,
    attempt_type: 'show_answer',
    next_attempt_type: null,
    question_finished: true,
    correct_answers: data.type === 'tracing' ? null : correctAnswersOf(data, lang),
    explanation: data.type === 'tracing' ? null : pickText(data.explanation, lang),
    accuracy: null,
    correct_attempts: 0,
    is_mastered: false,
    practice_later: false,
    suggest_break: false,
  };
}

/** The score response of spec §3 (with the session-end data when the session ended). */
export function presentResult(
  data: QuestionData,
  graded: Graded,
  entry: ServedEntry,
  step: Step,
  attemptType: AttemptType,
  lang: Language,
  end: SessionEndFields | undefined,
): SubmitAnswerResponse {
  const missed = step.finished && step.outcome === 'missed';
  return {
    ...(end ?? {}),
    correct: graded.correct,
    score_increment: step.finished ? step.points : 0,
    session_ended: end !== undefined,
    attempt_type: attemptType,
    next_attempt_type: step.next,
    question_finished: step.finished,
    correct_answers: missed && data.type !== 'tracing' ? correctAnswersOf(data, lang) : null,
    explanation: step.finished && data.type !== 'tracing' ? pickText(data.explanation, lang) || null : null,
    accuracy: graded.accuracy,
    correct_attempts: entry.correctTries,
    is_mastered: step.outcome === 'first' || step.outcome === 'guided',
    practice_later: step.later,
    suggest_break: false,
  };
}
