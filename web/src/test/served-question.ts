import type { ServedQuestion } from '@aralin/contract';

/**
 * A question as the next-question route serves it, for the play tests: the test gives what it is about (id,
 * type, activity, extra_data, and anything else it changes); the rest is a first attempt at question 1 of 5.
 */
export function servedQuestion(
  question: Pick<ServedQuestion, 'id' | 'type' | 'activity_id' | 'extra_data'> & Partial<ServedQuestion>,
): ServedQuestion {
  return {
    session_ended: false,
    difficulty_level: 'easy',
    attempt_type: 'first',
    correct_attempts: 0,
    progress_percentage: 0,
    question_number: 1,
    planned_questions: 5,
    is_review_question: false,
    original_activity_id: null,
    original_activity_title: null,
    repeat: false,
    guidance: null,
    ...question,
  };
}
