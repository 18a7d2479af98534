/**
 * The session core every student play screen shares (spec §4 'Student question loop' and 'Tracing flow'):
 * next-question through the answer outbox's wait for a connection (issue 10) or from a staff preview
 * (issue 12), one submit per answer, unsent answers sent before a new session starts, the background
 * reset-session when the child leaves, and the home lists refreshed once the session ends. Each screen
 * keeps its own reducer; the events named here are the ones every reducer shares.
 */
import type { SubmitAnswerBody, SubmitAnswerResponse } from '@aralin/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { untilAnswered } from '../../lib/answer-outbox';
import { studentAppKeys } from '../../lib/query-keys';
import {
  cancelScheduledReset,
  fetchNextQuestion,
  flushAnswers,
  type LastAnswer,
  nextQuestionQuery,
  type PlayIds,
  resetSessionInBackground,
  scheduleReset,
  submitAnswer,
} from './play-api';
import { usePreview } from './preview-source';
import { playErrorText } from './session-results';

/** The events of a play reducer that the core sends. */
export type SessionCoreEvent =
  | { type: 'fetching' }
  | { type: 'failed'; message: string }
  | { type: 'submitting' }
  | { type: 'submitted'; result: SubmitAnswerResponse }
  | { type: 'submitFailed'; message: string };

/** What a screen makes of a next-question answer: its reducer's event, or why there is no question. */
export type CheckedNext<Event> = Event | 'empty' | 'invalid';

export interface SessionCoreOptions<Event> {
  ids: PlayIds;
  lang: 'en' | 'tl';
  /** The screen's texts (errors.noQuestion, errors.invalid, errors.generic). */
  namespace: 'play' | 'tracing';
  /** The screen's reducer dispatch (stable, from useReducer). */
  dispatch: (event: Event | SessionCoreEvent) => void;
  /** Reads a next-question answer (a module-level function: it must not change between renders). */
  check: (raw: unknown) => CheckedNext<Event>;
  /** The session has ended: the home lists are refreshed once and leaving resets nothing. */
  ended: boolean;
  /** False: nothing is fetched and the screen shows the generic error (spec §8: a missing id). */
  enabled?: boolean;
}

export function useSessionCore<Event, Attempt extends string>(options: SessionCoreOptions<Event>) {
  const { ids, lang, namespace, dispatch, check, ended, enabled = true } = options;
  const { t } = useTranslation(namespace);
  // The texts are read through a ref: a new `t` must never restart the session.
  const tRef = useRef(t);
  tRef.current = t;
  const queryClient = useQueryClient();
  const abort = useRef<AbortController | null>(null);
  const inFlight = useRef(false);
  const endedRef = useRef(false);
  const lastRef = useRef<LastAnswer<Attempt>>(null);
  const { studentId, activityId } = ids;
  const preview = usePreview()?.session ?? null;

  const load = useCallback(
    async (last: LastAnswer<Attempt>) => {
      abort.current?.abort();
      const controller = new AbortController();
      abort.current = controller;
      lastRef.current = last;
      dispatch({ type: 'fetching' });
      const t = tRef.current;
      try {
        // A dropped connection is waited out (the waiting picture shows), not shown as an error.
        const raw = preview
          ? preview.next()
          : await untilAnswered(
              `next:${studentId}:${activityId}`,
              () => fetchNextQuestion({ studentId, activityId }, nextQuestionQuery(lang, last), controller.signal),
              controller.signal,
            );
        const checked = check(raw);
        if (checked === 'empty') return dispatch({ type: 'failed', message: t('errors.noQuestion') });
        if (checked === 'invalid') return dispatch({ type: 'failed', message: t('errors.invalid') });
        dispatch(checked);
      } catch (error) {
        if (!controller.signal.aborted) dispatch({ type: 'failed', message: playErrorText(error, t('errors.generic')) });
      }
    },
    [studentId, activityId, lang, preview, dispatch, check],
  );

  useEffect(() => {
    if (!enabled) return dispatch({ type: 'failed', message: tRef.current('errors.generic') });
    if (preview) {
      void load(null);
      return () => abort.current?.abort();
    }
    const playIds = { studentId, activityId };
    cancelScheduledReset(playIds);
    // Answers an earlier page left unsent go first: the new session starts after them (issue 10).
    let live = true;
    void flushAnswers(studentId)
      .catch(() => undefined)
      .then(() => (live ? load(null) : undefined));
    const onPageHide = () => {
      if (!endedRef.current) resetSessionInBackground(playIds, lang);
    };
    window.addEventListener('pagehide', onPageHide);
    return () => {
      live = false;
      window.removeEventListener('pagehide', onPageHide);
      abort.current?.abort();
      if (!endedRef.current) scheduleReset(playIds, lang);
    };
  }, [enabled, studentId, activityId, lang, load, preview, dispatch]);

  useEffect(() => {
    if (!ended || endedRef.current) return;
    endedRef.current = true;
    void queryClient.invalidateQueries({ queryKey: studentAppKeys.all });
  }, [ended, queryClient]);

  /**
   * Sends one answer (through the answer outbox, or to the preview) unless one is on its way:
   * 'submitting', then 'submitted' or 'submitFailed'; `after` sees the result once it is dispatched.
   */
  const sendAnswer = useCallback(
    async (questionId: number, body: SubmitAnswerBody, after?: (result: SubmitAnswerResponse) => void) => {
      if (inFlight.current) return;
      inFlight.current = true;
      dispatch({ type: 'submitting' });
      try {
        const result = preview ? await preview.submit(questionId, body) : await submitAnswer({ studentId, activityId }, questionId, body);
        dispatch({ type: 'submitted', result });
        after?.(result);
      } catch (error) {
        dispatch({ type: 'submitFailed', message: playErrorText(error, tRef.current('errors.generic')) });
      } finally {
        inFlight.current = false;
      }
    },
    [studentId, activityId, preview, dispatch],
  );

  /** After a failed fetch: the same request again (a fresh start only when none had succeeded). */
  const retry = useCallback(() => (enabled ? void load(lastRef.current) : undefined), [enabled, load]);

  return { load, sendAnswer, retry };
}
