/** The submit-answer response of spec §3 from what the answer decided (play.decide.ts); the preview's too. */
import {
  pickText,
  type AttemptType,
  type Language,
  type QuestionData,
  type SessionEndFields,
  type SubmitAnswerResponse,
} from '@aralin/contract';
import type { Graded, Step } from './play.decide';
import { correctAnswersOf } from './play.grade';

/** A show_answer submit after the question was missed: recorded, worth nothing, changes nothing. */
export function answerOnly(data: QuestionData, graded: Graded, lang: Language, end: SessionEndFields | undefined): SubmitAnswerResponse {
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
    correct_attempts: step.entry.correctTries,
    is_mastered: step.outcome === 'first' || step.outcome === 'guided',
    practice_later: step.later,
    suggest_break: false,
  };
}
