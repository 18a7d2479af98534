import { describe, expect, it } from 'vitest';
import { servedQuestion } from '../../../test/served-question';
import { checkNextQuestion } from './question-check';

const served = servedQuestion({
  id: 1,
  type: 'matching',
  activity_id: 2,
  extra_data: {
    prompt_text: 'Match',
    prompt_audio: { en: null, tl: null },
    prompt_image: null,
    hint: { text: 'Look', audio: { en: null, tl: null } },
    pairs: [{ value: 'A', text: 'A', image: null, audio: { en: null, tl: null } }],
    answers: [{ value: 'a', text: 'a', image: null }],
    correct_answers: null,
  },
});

describe('checkNextQuestion', () => {
  it('accepts a served question', () => {
    expect(checkNextQuestion(served).kind).toBe('ok');
  });

  it('treats an empty answer as no question', () => {
    expect(checkNextQuestion(null).kind).toBe('empty');
    expect(checkNextQuestion({}).kind).toBe('empty');
  });

  it('rejects data that breaks the contract or can not be drawn', () => {
    expect(checkNextQuestion({ ...served, id: 'x' }).kind).toBe('invalid');
    expect(checkNextQuestion({ ...served, extra_data: { ...served.extra_data, pairs: [] } }).kind).toBe('invalid');
    expect(checkNextQuestion({ ...served, type: 'multiple_choice' }).kind).toBe('invalid');
  });

  it('passes the session end through', () => {
    const end = {
      session_ended: true,
      badges: [],
      activity_completed: true,
      mastery_achieved: false,
      message: 'Done',
      score: 80,
      best_score: 80,
      points_earned: 40,
      points_possible: 50,
      questions_answered: 5,
      end_reason: 'max_questions',
    };
    expect(checkNextQuestion(end).kind).toBe('ok');
  });
});
