import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-error';
import { nextQuestionQuery } from './play-api';
import { endOf, playErrorText } from './session-results';

describe('playErrorText (spec §8: error field, else message, else the fallback)', () => {
  it('prefers the server error field', () => {
    expect(playErrorText(new ApiError(404, 'No question available'), 'Error')).toBe('No question available');
    expect(playErrorText(new ApiError(409, 'This activity was not started.'), 'Generic')).toBe('This activity was not started.');
  });

  it('uses the message of another error, else the fallback', () => {
    expect(playErrorText(new Error('boom'), 'Error')).toBe('boom');
    expect(playErrorText(new ApiError(0, '', {}, 'network'), 'Error')).toBe('Error');
    expect(playErrorText(new ApiError(500, ''), 'Generic')).toBe('Generic');
    expect(playErrorText('??', 'Error')).toBe('Error');
  });
});

describe('endOf', () => {
  it('fills what an ending response left out', () => {
    expect(endOf({ score: 80, badges: [] })).toEqual({
      badges: [],
      activity_completed: true,
      mastery_achieved: false,
      message: '',
      score: 80,
      best_score: null,
      points_earned: 0,
      points_possible: 0,
      questions_answered: 0,
      end_reason: 'max_questions',
    });
  });
});

describe('nextQuestionQuery (spec §7 next-question)', () => {
  it('asks for a fresh start first, then reports the last attempt', () => {
    expect(nextQuestionQuery('tl', null)).toEqual({ language: 'tl', fresh_start: true });
    expect(nextQuestionQuery('en', { id: 7, attempt: 'show_answer', correct: false })).toEqual({
      language: 'en',
      last_question_id: 7,
      last_attempt_type: 'show_answer',
      last_correct: false,
    });
  });
});
