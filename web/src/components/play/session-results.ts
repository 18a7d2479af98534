/** Reading what the play calls answered, the same for every play screen (spec §7, §8). */
import type { SessionEndFields } from '@aralin/contract';
import { isApiError } from '../../lib/api-error';

/** The session-end fields of a response that ended the session (defaults for what it left out). */
export function endOf(result: Partial<SessionEndFields>): SessionEndFields {
  return {
    badges: result.badges ?? [],
    activity_completed: result.activity_completed ?? true,
    mastery_achieved: result.mastery_achieved ?? false,
    message: result.message ?? '',
    score: result.score ?? 0,
    best_score: result.best_score ?? null,
    points_earned: result.points_earned ?? 0,
    points_possible: result.points_possible ?? 0,
    questions_answered: result.questions_answered ?? 0,
    end_reason: result.end_reason ?? 'max_questions',
  };
}

/** Spec §8 'Play' and 'Tracing': the server's error field, else the exception's message, else the fallback. */
export function playErrorText(error: unknown, fallback: string): string {
  if (isApiError(error)) return error.error || fallback;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
