/**
 * Runs one tracing session (spec §4 'Tracing flow'): a fresh question on entry, one submit per try
 * (kept in the answer outbox and sent until the server answers, issue 10), the feedback delays of the reducer's `timer`, and the
 * background reset-session when the child leaves. The play calls are the play feature's (issue 5).
 */
import { type TracingPoint, findTracingDefinition, scoreTracing } from '@aralin/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { untilAnswered } from '../../../lib/answer-outbox';
import { studentAppKeys } from '../../../lib/query-keys';
import {
  cancelScheduledReset,
  fetchNextQuestion,
  flushAnswers,
  type PlayIds,
  resetSessionInBackground,
  scheduleReset,
  submitAnswer,
} from '../../play/api/play-api';
import { usePreview } from '../../play/api/preview-source';
import { buildTracingAnswer, checkTracingQuestion, tracingErrorText } from './tracing-answer';
import { initialTracingState, lastOf, tracingReducer, type TracingAttempt } from './tracing-flow';

type Last = { id: number; attempt: TracingAttempt; correct: boolean } | null;

/** The next-question query (spec §7): fresh_start on entry, otherwise how the last question went. */
export function tracingQuery(language: 'en' | 'tl', last: Last) {
  if (!last) return { language, fresh_start: true };
  return { language, last_question_id: last.id, last_attempt_type: last.attempt, last_correct: last.correct };
}

export function useTracingSession(ids: PlayIds, lang: 'en' | 'tl') {
  const { t } = useTranslation('tracing');
  const tRef = useRef(t);
  tRef.current = t;
  const queryClient = useQueryClient();
  const [state, dispatch] = useReducer(tracingReducer, initialTracingState);
  const abort = useRef<AbortController | null>(null);
  const inFlight = useRef(false);
  const ended = useRef(false);
  const lastRef = useRef<Last>(null);
  const { studentId, activityId } = ids;
  // Issue 12: staff preview the activity through the same screens; nothing is sent to a child's session.
  const preview = usePreview()?.session ?? null;
  const validIds = (studentId > 0 || preview !== null) && activityId > 0;

  const load = useCallback(
    async (last: Last) => {
      abort.current?.abort();
      const controller = new AbortController();
      abort.current = controller;
      lastRef.current = last;
      dispatch({ type: 'fetching' });
      const t = tRef.current;
      try {
        const raw = preview
          ? preview.next()
          : await untilAnswered(
              `next:${studentId}:${activityId}`,
              () => fetchNextQuestion({ studentId, activityId }, tracingQuery(lang, last), controller.signal),
              controller.signal,
            );
        const checked = checkTracingQuestion(raw);
        if (checked.kind === 'empty') return dispatch({ type: 'failed', message: t('errors.noQuestion') });
        if (checked.kind === 'invalid') return dispatch({ type: 'failed', message: t('errors.invalid') });
        if (checked.kind === 'ended') return dispatch({ type: 'sessionEnded', end: checked.end });
        dispatch({ type: 'loaded', question: checked.question });
      } catch (error) {
        if (!controller.signal.aborted) dispatch({ type: 'failed', message: tracingErrorText(error, t('errors.generic')) });
      }
    },
    [studentId, activityId, lang, preview],
  );

  useEffect(() => {
    // Spec §8: a missing user or activity id shows the localized generic error.
    if (!validIds) return dispatch({ type: 'failed', message: tRef.current('errors.generic') });
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
      if (!ended.current) resetSessionInBackground(playIds, lang);
    };
    window.addEventListener('pagehide', onPageHide);
    return () => {
      live = false;
      window.removeEventListener('pagehide', onPageHide);
      abort.current?.abort();
      if (!ended.current) scheduleReset(playIds, lang);
    };
  }, [validIds, studentId, activityId, lang, load, preview]);

  useEffect(() => {
    if (state.phase !== 'ended' || ended.current) return;
    ended.current = true;
    void queryClient.invalidateQueries({ queryKey: studentAppKeys.all });
  }, [state.phase, queryClient]);

  // The feedback delays (spec §9): the reducer says how long and what follows.
  const question = state.phase === 'question' ? state : null;
  const timer = question?.timer ?? null;
  const waited = useRef<unknown>(null);
  useEffect(() => {
    if (!timer || !question) return;
    const last = lastOf(question);
    const id = setTimeout(() => {
      // Each wait ends once: by its timer or by the 'practice later' Next button, whichever comes first.
      if (waited.current === timer) return;
      waited.current = timer;
      dispatch({ type: 'timerFired' });
      if (timer.then === 'next') void load(last);
    }, timer.delayMs);
    return () => clearTimeout(id);
    // Only a new timer restarts the wait: `question` changes with it.
  }, [timer, load]);

  const submit = useCallback(
    async (points: readonly TracingPoint[]) => {
      if (!question || question.stage !== 'drawing' || inFlight.current) return;
      const definition = findTracingDefinition(question.target);
      if (!definition) return;
      inFlight.current = true;
      dispatch({ type: 'submitting' });
      // The browser scores the drawing too (the spec's answer fields); only the server's verdict counts.
      const score = scoreTracing(definition, points, { requiredAccuracy: question.requiredAccuracy });
      const q = question.question;
      const body = {
        answer: buildTracingAnswer({
          points,
          score,
          attempt: question.attempt,
          tries: question.tries + 1,
          correctAttempts: question.correctAttempts,
          required: question.required,
          target: question.target,
        }),
        language: lang,
        attempt_type: question.attempt,
        is_review_question: q.is_review_question,
        original_activity_id: q.original_activity_id ?? undefined,
      };
      try {
        // Through the answer outbox: kept on the tablet and sent until the server answers (issue 10).
        const result = preview ? await preview.submit(q.id, body) : await submitAnswer({ studentId, activityId }, q.id, body);
        dispatch({ type: 'submitted', result });
      } catch (error) {
        dispatch({ type: 'submitFailed', message: tracingErrorText(error, tRef.current('errors.generic')) });
      } finally {
        inFlight.current = false;
      }
    },
    [question, studentId, activityId, lang, preview],
  );

  // The 'practice later' screen's Next button: the question's wait ends now and the next one is fetched.
  const continueNow = useCallback(() => {
    const timer = question?.timer;
    if (!timer || question.feedback?.kind !== 'later' || waited.current === timer) return;
    waited.current = timer;
    const then = timer.then;
    dispatch({ type: 'continue' });
    if (then === 'next') void load(lastOf(question));
  }, [question, load]);

  const guideDone = useCallback(() => dispatch({ type: 'guideDone' }), []);
  const replayGuide = useCallback(() => dispatch({ type: 'replayGuide' }), []);
  const retry = useCallback(() => (validIds ? void load(lastRef.current) : undefined), [validIds, load]);

  return { state, submit, guideDone, replayGuide, retry, continueNow };
}
