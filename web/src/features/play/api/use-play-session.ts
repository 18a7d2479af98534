/**
 * Runs one play session (spec §4 'Student question loop'): fetches questions, submits answers once,
 * waits the spec's delays, and resets the session in the background when the child leaves.
 */
import { type AttemptType, timings } from '@aralin/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { untilAnswered } from '../../../lib/answer-outbox';
import { studentAppKeys } from '../../../lib/query-keys';
import { initialPlayState, nextQuestionQuery, playReducer } from './attempt-flow';
import {
  cancelScheduledReset,
  fetchNextQuestion,
  flushAnswers,
  type PlayIds,
  resetSessionInBackground,
  scheduleReset,
  submitAnswer,
} from './play-api';
import { usePreview } from './preview-source';
import { checkNextQuestion, playErrorText } from './question-check';

type Last = { id: number; attempt: AttemptType; correct: boolean } | null;

export function usePlaySession(ids: PlayIds, lang: 'en' | 'tl') {
  const { t } = useTranslation('play');
  // The texts are read through a ref: a new `t` must never restart the session.
  const tRef = useRef(t);
  tRef.current = t;
  const queryClient = useQueryClient();
  const [state, dispatch] = useReducer(playReducer, initialPlayState);
  const inFlight = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const abort = useRef<AbortController | null>(null);
  const ended = useRef(false);
  const lastRef = useRef<Last>(null);
  const { studentId, activityId } = ids;
  // Issue 12: staff preview the activity through the same screens; nothing is sent to a child's session.
  const preview = usePreview()?.session ?? null;

  const load = useCallback(
    async (last: Last) => {
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
        const checked = checkNextQuestion(raw);
        if (checked.kind === 'empty') return dispatch({ type: 'failed', message: t('errors.noQuestion') });
        if (checked.kind === 'invalid') return dispatch({ type: 'failed', message: t('errors.invalid') });
        dispatch({ type: 'loaded', response: checked.response });
      } catch (error) {
        if (!controller.signal.aborted) dispatch({ type: 'failed', message: playErrorText(error, t('errors.generic')) });
      }
    },
    [studentId, activityId, lang, preview],
  );

  useEffect(() => {
    if (preview) {
      void load(null);
      return () => {
        abort.current?.abort();
        if (timer.current) clearTimeout(timer.current);
      };
    }
    const playIds = { studentId, activityId };
    cancelScheduledReset(playIds);
    // Answers an earlier page left unsent go first: the new session starts after them (issue 10).
    let live = true;
    void flushAnswers(studentId)
      .catch(() => undefined)
      .then(() => (live ? load(null) : undefined));
    const onPageHide = () => {
      if (!ended.current) resetSessionInBackground(playIds, lang);
    };
    window.addEventListener('pagehide', onPageHide);
    return () => {
      live = false;
      window.removeEventListener('pagehide', onPageHide);
      abort.current?.abort();
      if (timer.current) clearTimeout(timer.current);
      if (!ended.current) scheduleReset(playIds, lang);
    };
  }, [studentId, activityId, lang, load, preview]);

  useEffect(() => {
    if (state.phase !== 'ended' || ended.current) return;
    ended.current = true;
    void queryClient.invalidateQueries({ queryKey: studentAppKeys.all });
  }, [state.phase, queryClient]);

  const question = state.phase === 'question' ? state : null;

  const submit = useCallback(
    async (answer: string) => {
      if (!question || question.status !== 'answering' || inFlight.current) return;
      inFlight.current = true;
      const { question: q, attempt } = question;
      dispatch({ type: 'submitting' });
      try {
        const body = {
          answer,
          language: lang,
          attempt_type: attempt,
          is_review_question: q.is_review_question,
          original_activity_id: q.original_activity_id ?? undefined,
        };
        const result = preview ? await preview.submit(q.id, body) : await submitAnswer({ studentId, activityId }, q.id, body);
        dispatch({ type: 'submitted', result });
        if (result.correct) {
          const delay = q.type === 'matching' ? timings.matchingNextMs : timings.multipleChoiceNextMs;
          timer.current = setTimeout(() => {
            if (result.session_ended) dispatch({ type: 'showEnd' });
            else void load({ id: q.id, attempt, correct: true });
          }, delay);
        }
      } catch (error) {
        dispatch({ type: 'submitFailed', message: playErrorText(error, tRef.current('errors.generic')) });
      } finally {
        inFlight.current = false;
      }
    },
    [question, studentId, activityId, lang, load, preview],
  );

  /** From show_answer: the next question, reporting the last attempt as incorrect (spec §4). */
  const next = useCallback(() => {
    if (!question || question.status !== 'revealed') return;
    if (question.end) return dispatch({ type: 'showEnd' });
    void load({ id: question.question.id, attempt: 'show_answer', correct: false });
  }, [question, load]);

  /** After a failed fetch: the same request again (a fresh start only when none had succeeded). */
  const retry = useCallback(() => void load(lastRef.current), [load]);

  return { state, submit, next, retry };
}
