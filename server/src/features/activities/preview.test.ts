/** Issue 12: preview as a child, served and checked statelessly; nothing written. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { questions as questionsTable } from '../../db/schema';
import { findTracingDefinition, pointsAlongGuide } from '@aralin/contract/tracing/index';
import type { PreviewResponse, ServedQuestion, SubmitAnswerResponse } from '@aralin/contract';
import { call, createTestApp, json, type TestApp } from '../../../test/harness';
import { createTracingActivity, type Staff } from '../../../test/fixtures';
import { makePrebuilt, studentToken } from '../../../test/learning-fixtures';
import { addActivity, createWorld, rightAnswer, wrongAnswer, type World } from '../play/play.test-world';

let t: TestApp;
let w: World;
let other: World;

beforeAll(async () => {
  t = await createTestApp();
  w = await createWorld(t, 1);
  other = await createWorld(t, 0);
});
afterAll(() => t.close());

const preview = (id: number, lang = 'en', who: Staff | string | null = w.teacher) =>
  call(t.app, {
    method: 'GET',
    url: `/management/activities/${id}/preview/?language=${lang}`,
    token: typeof who === 'string' ? who : who?.token.access,
  });
const check = (id: number, payload: object, who: Staff = w.teacher) =>
  call(t.app, { method: 'POST', url: `/management/activities/${id}/preview/check/`, token: who.token.access, payload });
const checked = async (id: number, payload: object) => {
  const res = await check(id, payload);
  expect(res.statusCode).toBe(200);
  return json<SubmitAnswerResponse>(res);
};

/** Every table's row count. */
async function rowCounts() {
  const tables = await t.ctx.db.execute<{ name: string }>(
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  const out: Record<string, number> = {};
  for (const { name } of tables.rows) {
    const [row] = (await t.ctx.db.execute<{ n: number }>(sql.raw(`select count(*)::int as n from "${name}"`))).rows;
    out[name] = row.n;
  }
  return out;
}

describe('GET /management/activities/{id}/preview/', () => {
  it('serves every question in order, in the language asked, without solutions', async () => {
    const a = await addActivity(t, w, { type: 'multiple_choice', levels: ['easy', 'medium'] });
    const body = json<PreviewResponse>(await preview(a.id, 'tl'));
    expect(body.activity).toMatchObject({ id: a.id, type: 'multiple_choice', required_score: 80 });
    expect(body.questions.map((q) => q.id)).toEqual(a.questionIds);
    const [first] = body.questions as [ServedQuestion];
    expect(first).toMatchObject({ question_number: 1, planned_questions: 2, attempt_type: 'first', progress_percentage: 0 });
    expect(first.extra_data.prompt_text).toBe('Tanong 1');
    expect(first.extra_data.hint.text).toBe('Pahiwatig 1');
    expect(first.extra_data.correct_answers).toBeNull();
    expect(JSON.stringify(first)).not.toContain('isCorrect');
  });

  it('previews a library activity and refuses strangers', async () => {
    const lib = await makePrebuilt(t);
    // The fixture's question has no choices; a library question has them.
    const bi = (en: string, tl: string) => ({ en, tl });
    const choices = [
      { text: bi('A', 'A'), isCorrect: true, image_url: null },
      { text: bi('B', 'B'), isCorrect: false, image_url: null },
    ];
    await t.ctx.db
      .update(questionsTable)
      .set({
        extraData: {
          type: 'multiple_choice',
          prompt_text: bi('Which is A?', 'Alin ang A?'),
          question_image_url: null,
          choices,
          hint: bi('', ''),
          explanation: bi('', ''),
        },
      })
      .where(eq(questionsTable.activityId, lib.activity.id));
    const raw = await preview(lib.activity.id, 'tl');
    expect(raw.body).toContain('Alin');
    const res = json<PreviewResponse>(raw);
    expect(res.questions[0].extra_data.prompt_text).toBe('Alin ang A?');
    const a = await addActivity(t, w, { levels: ['easy'] });
    expect((await preview(a.id, 'en', null)).statusCode).toBe(401);
    expect((await preview(a.id, 'en', await studentToken(t, w.students[0]))).statusCode).toBe(403);
    expect((await preview(a.id, 'en', other.teacher)).statusCode).toBe(404);
    expect((await preview(a.id, 'en', other.admin)).statusCode).toBe(404);
    expect((await preview(a.id, 'en', w.admin)).statusCode).toBe(200);
  });
});

describe('POST /management/activities/{id}/preview/check/', () => {
  it('checks answers as play does (first, guided, show answer) and writes nothing', async () => {
    const a = await addActivity(t, w, { levels: ['easy', 'easy'] });
    const before = await rowCounts();
    const { questions } = json<PreviewResponse>(await preview(a.id));
    const [q1, q2] = questions as [ServedQuestion, ServedQuestion];
    const right = await checked(a.id, { question_id: q1.id, answer: rightAnswer(q1), language: 'en', attempt_type: 'first' });
    expect(right).toMatchObject({ correct: true, score_increment: 10, question_finished: true, session_ended: false });
    const wrong = await checked(a.id, { question_id: q2.id, answer: wrongAnswer(q2), language: 'en', attempt_type: 'first' });
    expect(wrong).toMatchObject({ correct: false, next_attempt_type: 'guided', question_finished: false });
    const missed = await checked(a.id, { question_id: q2.id, answer: wrongAnswer(q2), language: 'en', attempt_type: 'guided' });
    expect(missed).toMatchObject({ correct: false, next_attempt_type: 'show_answer', question_finished: true, explanation: 'Because 2' });
    expect(missed.correct_answers).toHaveLength(2);
    const shown = await checked(a.id, { question_id: q2.id, answer: rightAnswer(q2), language: 'en', attempt_type: 'show_answer' });
    expect(shown).toMatchObject({ score_increment: 0, attempt_type: 'show_answer', next_attempt_type: null });
    expect(await rowCounts()).toEqual(before);
  });

  it('scores tracing tries from the tries the web reports, and masters at the required count', async () => {
    const { card } = await createTracingActivity(t, w.teacher, w.section.id, w.subject.id, { targets: ['A'], requiredCorrectAttempts: 2 });
    const before = await rowCounts();
    const [q] = json<PreviewResponse>(await preview(card.activity.id)).questions as [ServedQuestion];
    const points = pointsAlongGuide(findTracingDefinition('A')!);
    const answer = JSON.stringify({ letter: 'A', points });
    const one = await checked(card.activity.id, { question_id: q.id, answer, language: 'en', attempt_type: 'first' });
    expect(one).toMatchObject({ correct: true, correct_attempts: 1, is_mastered: false, question_finished: false });
    const two = await checked(card.activity.id, { question_id: q.id, answer, language: 'en', tries: 1, correct_attempts: 1 });
    expect(two).toMatchObject({ correct: true, correct_attempts: 2, is_mastered: true, question_finished: true, score_increment: 10 });
    expect(await rowCounts()).toEqual(before);
  });

  it('refuses a question of another activity, a bad answer and strangers', async () => {
    const a = await addActivity(t, w, { levels: ['easy'] });
    const b = await addActivity(t, w, { levels: ['easy'] });
    const notHere = await check(a.id, { question_id: b.questionIds[0], answer: '[]', language: 'en' });
    expect(notHere.statusCode).toBe(404);
    expect(json(notHere).error).toBe('This question is not part of the activity.');
    expect((await check(a.id, { question_id: a.questionIds[0], answer: 'nonsense', language: 'en' })).statusCode).toBe(400);
    expect((await check(a.id, { question_id: a.questionIds[0], answer: '[]', language: 'en' }, other.teacher)).statusCode).toBe(404);
  });
});
