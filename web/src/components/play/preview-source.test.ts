import type { PreviewResponse, ServedQuestion, SubmitAnswerResponse } from '@aralin/contract';
import { describe, expect, it } from 'vitest';
import { servedQuestion } from '../../test/served-question';
import { PreviewSession } from './preview-source';

const question = (id: number, type: 'multiple_choice' | 'tracing' = 'multiple_choice'): ServedQuestion =>
  servedQuestion({
    id,
    type,
    activity_id: 7,
    extra_data: {
      prompt_text: `Q${id}`,
      prompt_audio: { en: null, tl: null },
      prompt_image: null,
      hint: { text: '', audio: { en: null, tl: null } },
      correct_answers: null,
    },
    planned_questions: 2,
  });

const preview = (type: 'multiple_choice' | 'tracing', ids: number[]): PreviewResponse => ({
  activity: { id: 7, title: 'Colours', type, required_score: 80, extra_data: {} },
  questions: ids.map((id) => question(id, type)),
});

const result = (over: Partial<SubmitAnswerResponse>): SubmitAnswerResponse => ({
  correct: true,
  score_increment: 10,
  session_ended: false,
  attempt_type: 'first',
  next_attempt_type: null,
  question_finished: true,
  correct_answers: null,
  explanation: null,
  accuracy: null,
  correct_attempts: 0,
  is_mastered: false,
  practice_later: false,
  suggest_break: false,
  ...over,
});

describe('PreviewSession', () => {
  it('serves the questions in order and ends with the preview’s score and no badges', async () => {
    const answers = [
      result({}),
      result({ correct: false, score_increment: 0, question_finished: false, next_attempt_type: 'guided' }),
      result({ score_increment: 5 }),
    ];
    const session = new PreviewSession(preview('multiple_choice', [1, 2]), 'en', async () => answers.shift()!);
    expect(session.next()).toMatchObject({ id: 1, question_number: 1, progress_percentage: 0 });
    await session.submit(1, { answer: 'x', language: 'en', attempt_type: 'first' });
    expect(session.next()).toMatchObject({ id: 2, question_number: 2, progress_percentage: 50 });
    const wrong = await session.submit(2, { answer: 'x', language: 'en', attempt_type: 'first' });
    expect(wrong.session_ended).toBe(false);
    const last = await session.submit(2, { answer: 'x', language: 'en', attempt_type: 'guided' });
    expect(last).toMatchObject({
      session_ended: true,
      score: 75,
      points_earned: 15,
      points_possible: 20,
      badges: [],
      mastery_achieved: false,
    });
    expect(last.message).toBe('Good work! You finished the activity. Keep practicing to reach the goal!');
    expect(session.next()).toMatchObject({ session_ended: true, score: 75 });
  });

  it('sends a tracing question’s tries and correct tries so far, and keeps the question until it is finished', async () => {
    const sent: unknown[] = [];
    const answers = [
      result({ question_finished: false, score_increment: 0 }),
      result({ correct: false, question_finished: false, score_increment: 0 }),
      result({}),
    ];
    const session = new PreviewSession(preview('tracing', [3]), 'tl', async (body) => {
      sent.push([body.tries, body.correct_attempts, body.language]);
      return answers.shift()!;
    });
    await session.submit(3, { answer: '{}', language: 'tl', attempt_type: 'first' });
    expect(session.next()).toMatchObject({ id: 3, correct_attempts: 1, attempt_type: 'first' });
    await session.submit(3, { answer: '{}', language: 'tl', attempt_type: 'first' });
    expect(session.next()).toMatchObject({ id: 3, attempt_type: 'guided' });
    const end = await session.submit(3, { answer: '{}', language: 'tl', attempt_type: 'guided' });
    expect(sent).toEqual([
      [0, 0, 'tl'],
      [1, 1, 'tl'],
      [2, 1, 'tl'],
    ]);
    expect(end).toMatchObject({ session_ended: true, score: 100, mastery_achieved: true });
  });
});
