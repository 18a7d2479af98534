/** The play calls of spec §7 'Student side': next-question, submit-answer and the background reset-session. */
import { type AttemptType, buildPath, routes, type SubmitAnswerBody, type SubmitAnswerResponse } from '@aralin/contract';
import { api } from '../../lib/api-client';
import { flushOutbox, hasPending, type OutboxEntry, sendThroughOutbox } from '../../lib/answer-outbox';
import { readSession } from '../../lib/auth-storage';
import { isAccessExpired } from '../../lib/jwt';

export type PlayIds = { studentId: number; activityId: number };

/** When each question was last shown or answered on this page (issue 14: the answer says how long the child looked). */
const shownAt = new Map<number, number>();

/** How the last question went: its id, the attempt type answered and whether it was right. */
export type LastAnswer<Attempt extends string = AttemptType> = { id: number; attempt: Attempt; correct: boolean } | null;

/** The next-question query (spec §7): fresh_start on the first fetch, otherwise what happened last. */
export function nextQuestionQuery(language: 'en' | 'tl', last: LastAnswer<string>) {
  if (!last) return { language, fresh_start: true };
  return { language, last_question_id: last.id, last_attempt_type: last.attempt, last_correct: last.correct };
}

/** GET /subjects/next-question/...; the answer is checked by checkNextQuestion. */
export function fetchNextQuestion(ids: PlayIds, query: ReturnType<typeof nextQuestionQuery>, signal?: AbortSignal): Promise<unknown> {
  return api.send(routes.play.nextQuestion, { params: ids, query, signal }).then((served) => {
    const id = (served as { id?: unknown } | null)?.id;
    if (typeof id === 'number') shownAt.set(id, performance.now());
    return served;
  });
}

/** The body with `look_ms`: the time since the question was shown (or since the last try on it). */
function withLookTime(questionId: number, body: SubmitAnswerBody): SubmitAnswerBody {
  const since = shownAt.get(questionId);
  const now = performance.now();
  shownAt.set(questionId, now);
  if (since === undefined || body.look_ms !== undefined) return body;
  return { ...body, look_ms: Math.min(3_600_000, Math.max(0, Math.round(now - since))) };
}

/**
 * Issue 13 item 3: whether the child used the other language on the attempt being answered, per question:
 * tapped since the last answer to it, or still showing it. Read (and the tap forgotten) when the answer is
 * sent, so the mark rides in the answer's body, and in the outbox with it: no call of its own.
 */
const otherLanguage = new Map<number, { tapped: boolean; showing: boolean }>();

/** The other-language button of a question was turned on or off. */
export function setOtherLanguageShown(questionId: number, showing: boolean): void {
  const was = otherLanguage.get(questionId);
  otherLanguage.set(questionId, { tapped: (was?.tapped ?? false) || showing, showing });
}

/** The question left the screen: its taps are forgotten. */
export function forgetOtherLanguage(questionId: number): void {
  otherLanguage.delete(questionId);
}

/** The body with `other_language: true` when the child used the other language on this attempt. */
export function withOtherLanguage(questionId: number, body: SubmitAnswerBody): SubmitAnswerBody {
  const used = otherLanguage.get(questionId);
  if (!used) return body;
  otherLanguage.set(questionId, { tapped: false, showing: used.showing });
  if (!(used.tapped || used.showing) || body.other_language !== undefined) return body;
  return { ...body, other_language: true };
}

/** One outbox entry to the server: POST /subjects/submit-answer/... with the entry's answer_id. */
function postAnswer(entry: OutboxEntry): Promise<SubmitAnswerResponse> {
  const { studentId, activityId, questionId } = entry;
  return api.send(routes.play.submitAnswer, { params: { studentId, activityId, questionId }, body: entry.body });
}

/**
 * POST /subjects/submit-answer/... through the answer outbox (issue 10): kept on the device first, sent
 * until the server answers; the server answers a repeat of the same answer_id with the first result.
 */
export function submitAnswer(ids: PlayIds, questionId: number, body: SubmitAnswerBody): Promise<SubmitAnswerResponse> {
  return sendThroughOutbox<SubmitAnswerResponse>(
    ids,
    questionId,
    withOtherLanguage(questionId, withLookTime(questionId, body)),
    postAnswer,
  );
}

/** Sends the answers an earlier page left unsent (before a play screen's first question, and at start). */
export function flushAnswers(studentId?: number): Promise<void> {
  return flushOutbox(postAnswer, studentId);
}

/**
 * POST /subjects/reset-session/... without waiting (spec §4: leaving resets the session in the background).
 * keepalive lets it finish while the page goes away; with a stale token the client refreshes it first.
 */
export function resetSessionInBackground(ids: PlayIds, language: string): void {
  // An answer still on its way belongs to this session: resetting first would make the server refuse it.
  if (hasPending(ids)) return;
  const access = readSession().token?.access;
  if (!access) return;
  if (isAccessExpired(access)) {
    void api.send(routes.play.resetSession, { params: ids }).catch(() => undefined);
    return;
  }
  void fetch(buildPath(routes.play.resetSession, { ...ids }), {
    method: 'POST',
    keepalive: true,
    credentials: 'include',
    headers: { Authorization: `Bearer ${access}`, 'Accept-Language': language, Accept: 'application/json' },
  }).catch(() => undefined);
}

const pending = new Map<string, ReturnType<typeof setTimeout>>();
const keyOf = (ids: PlayIds) => `${ids.studentId}:${ids.activityId}`;

/**
 * Resets on the next tick unless the same play screen mounts again at once (React's development
 * double-mount), so a remount never closes the session it has just opened.
 */
export function scheduleReset(ids: PlayIds, language: string): void {
  cancelScheduledReset(ids);
  pending.set(
    keyOf(ids),
    setTimeout(() => {
      pending.delete(keyOf(ids));
      resetSessionInBackground(ids, language);
    }, 0),
  );
}

export function cancelScheduledReset(ids: PlayIds): void {
  const timer = pending.get(keyOf(ids));
  if (timer) clearTimeout(timer);
  pending.delete(keyOf(ids));
}
