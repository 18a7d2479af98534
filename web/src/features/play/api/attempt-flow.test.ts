import type { ServedQuestion, SubmitAnswerResponse } from '@aralin/contract';
import { describe, expect, it } from 'vitest';
import { servedQuestion } from '../../../test/served-question';
import { attemptAfterWrong, initialPlayState, playReducer, type PlayState } from './attempt-flow';

const question: ServedQuestion = servedQuestion({
  id: 7,
  type: 'multiple_choice',
  activity_id: 3,
  extra_data: {
    prompt_text: 'Which is a fruit?',
    prompt_audio: { en: null, tl: null },
    prompt_image: null,
    hint: { text: 'It is yellow.', audio: { en: null, tl: null } },
    choices: [
      { value: 'banana', text: 'banana', image: null },
      { value: 'car', text: 'car', image: null },
    ],
    select_count: 1,
    correct_answers: null,
  },
});

const result = (over: Partial<SubmitAnswerResponse>): SubmitAnswerResponse => ({
  correct: false,
  score_increment: 0,
  session_ended: false,
  attempt_type: 'first',
  next_attempt_type: 'guided',
  question_finished: false,
  correct_answers: null,
  explanation: null,
  accuracy: null,
  correct_attempts: 0,
  is_mastered: false,
  practice_later: false,
  suggest_break: false,
  ...over,
});

function loaded(): PlayState {
  return playReducer(initialPlayState, { type: 'loaded', response: question });
}

function answer(state: PlayState, r: SubmitAnswerResponse): PlayState {
  return playReducer(playReducer(state, { type: 'submitting' }), { type: 'submitted', result: r });
}

describe('attempt types (spec §4)', () => {
  it('moves first → guided → show_answer on wrong answers', () => {
    expect(attemptAfterWrong('first')).toBe('guided');
    expect(attemptAfterWrong('guided')).toBe('show_answer');
  });

  it('a wrong first answer gives a hint, clears the selection and moves to guided', () => {
    const s = answer(loaded(), result({}));
    expect(s).toMatchObject({
      phase: 'question',
      attempt: 'guided',
      status: 'answering',
      round: 1,
      feedback: { kind: 'hint', hint: 'It is yellow.' },
    });
  });

  it('a wrong guided answer reveals the correct answers', () => {
    let s = answer(loaded(), result({}));
    s = answer(
      s,
      result({
        attempt_type: 'guided',
        next_attempt_type: 'show_answer',
        question_finished: true,
        correct_answers: ['banana'],
        explanation: 'Bananas are fruit.',
      }),
    );
    expect(s).toMatchObject({
      attempt: 'show_answer',
      status: 'revealed',
      revealed: ['banana'],
      feedback: { kind: 'answer', explanation: 'Bananas are fruit.' },
    });
  });

  it('a correct answer shows success with the points earned', () => {
    const s = answer(loaded(), result({ correct: true, score_increment: 10, next_attempt_type: null, question_finished: true }));
    expect(s).toMatchObject({ status: 'correct', feedback: { kind: 'success', points: 10 }, end: null });
  });

  it('keeps the session end of the last answer until the reward screen is due', () => {
    let s = answer(
      loaded(),
      result({ correct: true, score_increment: 10, session_ended: true, message: 'Great job!', score: 90, badges: [] }),
    );
    expect(s).toMatchObject({ status: 'correct', end: { message: 'Great job!', score: 90 } });
    s = playReducer(s, { type: 'showEnd' });
    expect(s).toMatchObject({ phase: 'ended', end: { score: 90 } });
  });

  it('ignores a second submit while one is under way (double tap)', () => {
    const once = playReducer(loaded(), { type: 'submitting' });
    expect(playReducer(once, { type: 'submitting' })).toBe(once);
  });

  it('returns to answering with the error after a failed submit', () => {
    const s = playReducer(playReducer(loaded(), { type: 'submitting' }), { type: 'submitFailed', message: 'Error' });
    expect(s).toMatchObject({ status: 'answering', feedback: { kind: 'error', message: 'Error' } });
  });

  it('opens at show_answer when the server serves a question there again', () => {
    const again = {
      ...question,
      attempt_type: 'show_answer' as const,
      extra_data: { ...question.extra_data, correct_answers: ['banana'] },
    };
    expect(playReducer(initialPlayState, { type: 'loaded', response: again })).toMatchObject({ status: 'revealed', revealed: ['banana'] });
  });
});

describe('the break suggestion (issue 14 item 5)', () => {
  it('keeps suggest_break from a finished answer, and offerBreak shows the break with the attempt to report', () => {
    const right = answer(
      loaded(),
      result({ correct: true, score_increment: 10, next_attempt_type: null, question_finished: true, suggest_break: true }),
    );
    expect(right).toMatchObject({ status: 'correct', suggestBreak: true });
    const after = { id: question.id, attempt: 'first' as const, correct: true };
    expect(playReducer(right, { type: 'offerBreak', after })).toEqual({ phase: 'break', after });
  });

  it('suggests no break on an answer that ends the session', () => {
    const s = answer(
      loaded(),
      result({ correct: true, question_finished: true, next_attempt_type: null, session_ended: true, suggest_break: true, score: 100 }),
    );
    expect(s).toMatchObject({ suggestBreak: false });
  });

  it('keeps it through a missed question: revealed, then the break before the next', () => {
    let s = answer(loaded(), result({}));
    s = answer(s, result({ attempt_type: 'guided', next_attempt_type: 'show_answer', question_finished: true, suggest_break: true }));
    expect(s).toMatchObject({ status: 'revealed', suggestBreak: true });
  });
});
