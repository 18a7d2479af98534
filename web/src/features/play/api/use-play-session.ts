/**
 * Runs one matching or multiple-choice session (spec §4 'Student question loop'): the shared session core
 * (components/play) fetches questions and sends answers; this hook adds the spec's delays after a right
 * answer and the step to the next question after show_answer.
 */
import { type AttemptType, type NextQuestionResponse, timings } from '@aralin/contract';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import type { PlayIds } from '../../../components/play/play-api';
import { type CheckedNext, useSessionCore } from '../../../components/play/use-session-core';
import { initialPlayState, playReducer } from './attempt-flow';
import { checkNextQuestion } from './question-check';

function checkPlayQuestion(raw: unknown): CheckedNext<{ type: 'loaded'; response: NextQuestionResponse }> {
  const checked = checkNextQuestion(raw);
  return checked.kind === 'ok' ? { type: 'loaded', response: checked.response } : checked.kind;
}

export function usePlaySession(ids: PlayIds, lang: 'en' | 'tl') {
  const [state, dispatch] = useReducer(playReducer, initialPlayState);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const { load, sendAnswer, retry } = useSessionCore<{ type: 'loaded'; response: NextQuestionResponse }, AttemptType>({
    ids,
    lang,
    namespace: 'play',
    dispatch,
    check: checkPlayQuestion,
    ended: state.phase === 'ended',
  });
  const { studentId, activityId } = ids;

  // A delay still running when the session goes away ends with it.
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [studentId, activityId, lang],
  );

  const question = state.phase === 'question' ? state : null;

  const submit = useCallback(
    async (answer: string) => {
      if (!question || question.status !== 'answering') return;
      const { question: q, attempt } = question;
      const body = {
        answer,
        language: lang,
        attempt_type: attempt,
        is_review_question: q.is_review_question,
        original_activity_id: q.original_activity_id ?? undefined,
      };
      await sendAnswer(q.id, body, (result) => {
        if (!result.correct) return;
        const delay = q.type === 'matching' ? timings.matchingNextMs : timings.multipleChoiceNextMs;
        timer.current = setTimeout(() => {
          const after = { id: q.id, attempt, correct: true };
          if (result.session_ended) dispatch({ type: 'showEnd' });
          // Two misses, then the easier question: the server suggests a break first (issue 14 item 5).
          else if (result.suggest_break) dispatch({ type: 'offerBreak', after });
          else void load(after);
        }, delay);
      });
    },
    [question, lang, load, sendAnswer],
  );

  /** From show_answer: the next question, reporting the last attempt as incorrect (spec §4). */
  const next = useCallback(() => {
    if (!question || question.status !== 'revealed') return;
    if (question.end) return dispatch({ type: 'showEnd' });
    const after = { id: question.question.id, attempt: 'show_answer' as const, correct: false };
    if (question.suggestBreak) return dispatch({ type: 'offerBreak', after });
    void load(after);
  }, [question, load]);

  /** From the break suggestion: keep playing, with the next question. */
  const keepPlaying = useCallback(() => {
    if (state.phase === 'break') void load(state.after);
  }, [state, load]);

  return { state, submit, next, retry, keepPlaying };
}
