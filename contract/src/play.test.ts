import { describe, expect, it } from 'vitest';
import { NextQuestionQuery, SubmitAnswerBody } from './play';

describe('play schemas', () => {
  it('reads the next-question query leniently: language spellings, flags, hints', () => {
    expect(
      NextQuestionQuery.parse({
        language: 'filipino',
        fresh_start: 'true',
        last_question_id: '12',
        last_attempt_type: 'guided',
        last_correct: 'false',
      }),
    ).toEqual({
      language: 'tl',
      fresh_start: true,
      last_question_id: 12,
      last_attempt_type: 'guided',
      last_correct: false,
    });
    expect(NextQuestionQuery.parse({})).toMatchObject({ language: 'en' });
    expect(NextQuestionQuery.parse({ language: 'xx', last_attempt_type: 'nonsense', fresh_start: 'maybe' })).toMatchObject({
      language: 'en',
      last_attempt_type: undefined,
      fresh_start: undefined,
    });
  });

  it('accepts an answer as text or as a JSON value, and defaults the attempt to first', () => {
    expect(SubmitAnswerBody.parse({ answer: 'a,b', language: 'en' })).toMatchObject({ answer: 'a,b', attempt_type: 'first' });
    expect(
      SubmitAnswerBody.parse({
        answer: [{ prompt: 'x', answer: 'y' }],
        language: 'tl',
        attempt_type: 'guided',
        is_review_question: 'true',
        original_activity_id: '4',
      }),
    ).toMatchObject({
      language: 'tl',
      attempt_type: 'guided',
      is_review_question: true,
      original_activity_id: 4,
    });
    expect(SubmitAnswerBody.safeParse({ language: 'en' }).success).toBe(false);
    expect(SubmitAnswerBody.safeParse({ answer: 'x', attempt_type: 'last' }).success).toBe(false);
  });
});
