/** Test data for the tracing flow: a served tracing question and submit results (spec §3). */
import type { ServedQuestion, SubmitAnswerResponse } from '@aralin/contract';

export function tracingQuestion(over: Partial<ServedQuestion> = {}, extra: Partial<ServedQuestion['extra_data']> = {}): ServedQuestion {
  return {
    session_ended: false,
    id: 7,
    type: 'tracing',
    difficulty_level: 'easy',
    activity_id: 3,
    extra_data: {
      prompt_text: 'Trace the letter A.',
      prompt_audio: { en: null, tl: null },
      prompt_image: null,
      hint: { text: '', audio: { en: null, tl: null } },
      target: 'A',
      letter: 'A',
      required_accuracy: 80,
      required_correct_attempts: 3,
      correct_answers: null,
      ...extra,
    },
    attempt_type: 'first',
    correct_attempts: 0,
    progress_percentage: 0,
    question_number: 1,
    planned_questions: 3,
    is_review_question: false,
    original_activity_id: null,
    original_activity_title: null,
    repeat: false,
    guidance: null,
    ...over,
  };
}

export function submitResult(over: Partial<SubmitAnswerResponse> = {}): SubmitAnswerResponse {
  return {
    correct: true,
    score_increment: 0,
    session_ended: false,
    attempt_type: 'first',
    next_attempt_type: 'first',
    question_finished: false,
    correct_answers: null,
    explanation: null,
    accuracy: 96,
    correct_attempts: 1,
    is_mastered: false,
    practice_later: false,
    suggest_break: false,
    ...over,
  };
}
