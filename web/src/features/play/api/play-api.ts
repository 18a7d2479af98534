/** The play calls of spec §7 'Student side': next-question, submit-answer and the background reset-session. */
import { buildPath, routes, type SubmitAnswerBody, type SubmitAnswerResponse } from '@aralin/contract';
import { api } from '../../../lib/api-client';
import { readSession } from '../../../lib/auth-storage';
import { isAccessExpired } from '../../../lib/jwt';
import type { nextQuestionQuery } from './attempt-flow';

export type PlayIds = { studentId: number; activityId: number };

/** GET /subjects/next-question/...; the answer is checked by checkNextQuestion. */
export function fetchNextQuestion(ids: PlayIds, query: ReturnType<typeof nextQuestionQuery>, signal?: AbortSignal): Promise<unknown> {
  return api.send<unknown>(routes.play.nextQuestion, { params: ids, query, signal });
}

/** POST /subjects/submit-answer/...; the server answers a repeat of the same attempt with the first result. */
export function submitAnswer(ids: PlayIds, questionId: number, body: SubmitAnswerBody): Promise<SubmitAnswerResponse> {
  return api.send<SubmitAnswerResponse>(routes.play.submitAnswer, { params: { ...ids, questionId }, body });
}

/**
 * POST /subjects/reset-session/... without waiting (spec §4: leaving resets the session in the background).
 * keepalive lets it finish while the page goes away; with a stale token the client refreshes it first.
 */
export function resetSessionInBackground(ids: PlayIds, language: string): void {
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
