/**
 * Runs one tracing session (spec §4 'Tracing flow'): the shared session core (components/play) fetches
 * questions and sends each try through the answer outbox (issue 10); this hook adds the browser's own score
 * of the drawing and the feedback delays of the reducer's `timer`.
 */
import { type TracingPoint, findTracingDefinition, scoreTracing } from '@aralin/contract';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import type { PlayIds } from '../../../components/play/play-api';
import { usePreview } from '../../../components/play/preview-source';
import { type CheckedNext, useSessionCore } from '../../../components/play/use-session-core';
import { buildTracingAnswer, checkTracingQuestion } from './tracing-answer';
import { initialTracingState, lastOf, tracingReducer, type TracingAttempt, type TracingEvent } from './tracing-flow';

type Loaded = Extract<TracingEvent, { type: 'loaded' | 'sessionEnded' }>;

function checkTracing(raw: unknown): CheckedNext<Loaded> {
  const checked = checkTracingQuestion(raw);
  if (checked.kind === 'question') return { type: 'loaded', question: checked.question };
  if (checked.kind === 'ended') return { type: 'sessionEnded', end: checked.end };
  return checked.kind;
}

export function useTracingSession(ids: PlayIds, lang: 'en' | 'tl') {
  const [state, dispatch] = useReducer(tracingReducer, initialTracingState);
  const { studentId, activityId } = ids;
  // Spec §8: a missing user or activity id shows the localized generic error (a staff preview has no user).
  const hasPreview = (usePreview()?.session ?? null) !== null;
  const { load, sendAnswer, retry } = useSessionCore<Loaded, TracingAttempt>({
    ids,
    lang,
    namespace: 'tracing',
    dispatch,
    check: checkTracing,
    ended: state.phase === 'ended',
    enabled: (studentId > 0 || hasPreview) && activityId > 0,
  });

  // The feedback delays (spec §9): the reducer says how long and what follows.
  const question = state.phase === 'question' ? state : null;
  const timer = question?.timer ?? null;
  const waited = useRef<unknown>(null);
  // The question the timer belongs to, read when a new timer starts: only a new timer restarts the wait.
  const questionRef = useRef(question);
  questionRef.current = question;
  useEffect(() => {
    const current = questionRef.current;
    if (!timer || !current) return;
    const last = lastOf(current);
    const id = setTimeout(() => {
      // Each wait ends once: by its timer or by the 'practice later' Next button, whichever comes first.
      if (waited.current === timer) return;
      waited.current = timer;
      dispatch({ type: 'timerFired' });
      if (timer.then === 'next') void load(last);
    }, timer.delayMs);
    return () => clearTimeout(id);
  }, [timer, load]);

  const submit = useCallback(
    async (points: readonly TracingPoint[]) => {
      if (!question || question.stage !== 'drawing') return;
      const definition = findTracingDefinition(question.target);
      if (!definition) return;
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
      await sendAnswer(q.id, body);
    },
    [question, lang, sendAnswer],
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

  return { state, submit, guideDone, replayGuide, retry, continueNow };
}
