/**
 * The student question loop of spec §4 as a pure reducer: attempt types first → guided → show_answer,
 * success feedback then the next question, and the session end. Components render its state; timers and
 * calls live in use-play-session.ts.
 */
import type {
  AttemptType,
  CorrectAnswers,
  NextQuestionResponse,
  ServedQuestion,
  SessionEndFields,
  SubmitAnswerResponse,
} from '@aralin/contract';
import { endOf } from '../../../components/play/session-results';

export type Feedback =
  | { kind: 'success'; points: number }
  | { kind: 'hint'; hint: string }
  | { kind: 'answer'; explanation: string | null }
  | { kind: 'error'; message: string };

export type QuestionStatus = 'answering' | 'submitting' | 'correct' | 'revealed';

export type PlayState =
  | { phase: 'loading' }
  | { phase: 'error'; message: string }
  | {
      phase: 'question';
      question: ServedQuestion;
      attempt: AttemptType;
      status: QuestionStatus;
      feedback: Feedback | null;
      /** Changes when the board must clear the child's selection (a hint after a wrong first try). */
      round: number;
      revealed: CorrectAnswers | null;
      /** Set when the last answer ended the session: the reward screen follows. */
      end: SessionEndFields | null;
      /** The last answer suggested a break (issue 14 item 5): the break screen comes before the next question. */
      suggestBreak: boolean;
    }
  | { phase: 'break'; after: LastAttempt }
  | { phase: 'ended'; end: SessionEndFields };

/** How the last question went, reported with the next fetch (spec §4). */
export interface LastAttempt {
  id: number;
  attempt: AttemptType;
  correct: boolean;
}

export type PlayEvent =
  | { type: 'fetching' }
  | { type: 'loaded'; response: NextQuestionResponse }
  | { type: 'failed'; message: string }
  | { type: 'submitting' }
  | { type: 'submitted'; result: SubmitAnswerResponse }
  | { type: 'submitFailed'; message: string }
  | { type: 'showEnd' }
  | { type: 'offerBreak'; after: LastAttempt };

export const initialPlayState: PlayState = { phase: 'loading' };

/** The attempt after a wrong one (spec §4). */
export function attemptAfterWrong(attempt: AttemptType): AttemptType {
  return attempt === 'first' ? 'guided' : 'show_answer';
}

export function playReducer(state: PlayState, event: PlayEvent): PlayState {
  switch (event.type) {
    case 'fetching':
      return { phase: 'loading' };
    case 'loaded': {
      const r = event.response;
      if (r.session_ended) return { phase: 'ended', end: endOf(r) };
      const revealed = r.attempt_type === 'show_answer' ? r.extra_data.correct_answers : null;
      return {
        phase: 'question',
        question: r,
        attempt: r.attempt_type,
        status: revealed ? 'revealed' : 'answering',
        feedback: revealed ? { kind: 'answer', explanation: null } : null,
        round: 0,
        revealed,
        end: null,
        suggestBreak: false,
      };
    }
    case 'failed':
      return { phase: 'error', message: event.message };
    case 'offerBreak':
      return state.phase === 'question' ? { phase: 'break', after: event.after } : state;
    case 'showEnd':
      return state.phase === 'question' && state.end ? { phase: 'ended', end: state.end } : state;
    default:
      return state.phase === 'question' ? questionReducer(state, event) : state;
  }
}

type QuestionState = Extract<PlayState, { phase: 'question' }>;

function questionReducer(state: QuestionState, event: PlayEvent): PlayState {
  if (event.type === 'submitting') {
    return state.status === 'answering' ? { ...state, status: 'submitting', feedback: null } : state;
  }
  if (event.type === 'submitFailed') return { ...state, status: 'answering', feedback: { kind: 'error', message: event.message } };
  if (event.type !== 'submitted' || state.status !== 'submitting') return state;
  const result = event.result;
  const end = result.session_ended ? endOf(result) : null;
  const suggestBreak = result.suggest_break === true && !result.session_ended;
  if (result.correct)
    return { ...state, status: 'correct', feedback: { kind: 'success', points: result.score_increment }, end, suggestBreak };
  const next = result.next_attempt_type ?? (result.question_finished ? 'show_answer' : attemptAfterWrong(state.attempt));
  if (next === 'guided' && !result.question_finished) {
    return {
      ...state,
      status: 'answering',
      attempt: 'guided',
      round: state.round + 1,
      feedback: { kind: 'hint', hint: state.question.extra_data.hint.text },
      end,
    };
  }
  return {
    ...state,
    status: 'revealed',
    attempt: 'show_answer',
    revealed: result.correct_answers ?? state.question.extra_data.correct_answers,
    feedback: { kind: 'answer', explanation: result.explanation },
    end,
    suggestBreak,
  };
}
