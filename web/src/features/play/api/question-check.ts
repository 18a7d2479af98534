/** Reading what next-question answered (spec §8 'Play': 'No question available', 'Invalid question data received'). */
import { NextQuestionResponse } from '@aralin/contract';

export type CheckedResponse = { kind: 'ok'; response: NextQuestionResponse } | { kind: 'empty' } | { kind: 'invalid' };

/** Checks a next-question answer against the contract and what the boards need to draw a question. */
export function checkNextQuestion(raw: unknown): CheckedResponse {
  if (raw === null || raw === undefined || raw === '') return { kind: 'empty' };
  if (typeof raw === 'object' && !('session_ended' in raw) && !('id' in raw)) return { kind: 'empty' };
  const parsed = NextQuestionResponse.safeParse(raw);
  if (!parsed.success) return { kind: 'invalid' };
  const r = parsed.data;
  if (r.session_ended) return { kind: 'ok', response: r };
  const { pairs, answers, choices } = r.extra_data;
  if (r.type === 'matching' && (!pairs?.length || !answers?.length)) return { kind: 'invalid' };
  if (r.type === 'multiple_choice' && !choices?.length) return { kind: 'invalid' };
  // Tracing has its own screen (spec §2); a tracing question here can't be drawn.
  if (r.type === 'tracing') return { kind: 'invalid' };
  return { kind: 'ok', response: r };
}
