/** Issue 12: list, edit, delete and reorder an activity's questions; history kept, play unbroken. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import type { AuthoringQuestion, QuestionUpdatedResponse } from '@aralin/contract';
import { attempts, questions } from '../../db/schema';
import { call, createTestApp, json, type TestApp } from '../../../test/harness';
import { createTracingActivity, playChoiceQuestion, type Staff } from '../../../test/fixtures';
import { makePrebuilt, studentToken } from '../../../test/learning-fixtures';
import { addActivity, createWorld, fixSeeds, Player, rightAnswer, type World } from '../play/play.test-world';

let t: TestApp;
let w: World;
let other: World;

beforeAll(async () => {
  fixSeeds(7);
  t = await createTestApp();
  w = await createWorld(t, 3);
  other = await createWorld(t, 1);
});
afterAll(() => t.close());

const list = (activityId: number, who: Staff | string | null = w.teacher) =>
  call(t.app, {
    method: 'GET',
    url: `/management/activities/${activityId}/questions/`,
    token: typeof who === 'string' ? who : who?.token.access,
  });
const patch = (questionId: number, payload: object, who: Staff = w.teacher, lang: 'en' | 'tl' = 'en') =>
  call(t.app, { method: 'PATCH', url: `/management/questions/${questionId}/`, token: who.token.access, payload, lang });
const remove = (questionId: number, who: Staff = w.teacher) =>
  call(t.app, { method: 'DELETE', url: `/management/questions/${questionId}/`, token: who.token.access });
const reorder = (activityId: number, ids: unknown[], who: Staff = w.teacher) =>
  call(t.app, {
    method: 'PATCH',
    url: `/management/activities/${activityId}/questions/order/`,
    token: who.token.access,
    payload: { question_ids: ids },
  });
const ids = async (activityId: number) => json<AuthoringQuestion[]>(await list(activityId)).map((q) => q.id);
const edited = (n: number, label: string) => {
  const body = playChoiceQuestion('easy', n);
  const choices = (body.extra_data!.choices as { text: { en: string; tl: string }; isCorrect: boolean }[]).map((c) => ({ ...c }));
  choices[0] = { text: { en: `Right ${n}-0 ${label}`, tl: `Tama ${n}-0 ${label}` }, isCorrect: true };
  return { ...body, extra_data: { ...body.extra_data, choices } };
};

describe('GET /management/activities/{id}/questions/', () => {
  it('lists the questions in order with their authoring data and answer counts', async () => {
    const a = await addActivity(t, w, { type: 'multiple_choice', levels: ['easy', 'easy', 'medium'] });
    const res = await list(a.id);
    expect(res.statusCode).toBe(200);
    const rows = json<AuthoringQuestion[]>(res);
    expect(rows.map((q) => q.id)).toEqual(a.questionIds);
    expect(rows[0]).toMatchObject({ position: 0, answer_count: 0, difficulty_level: 'easy' });
    expect(rows[0].extra_data).toMatchObject({ type: 'multiple_choice', prompt_text: { en: 'Question 1', tl: 'Tanong 1' } });
  });

  it('refuses strangers: 401 without a token, 403 for a child, 404 for another teacher or school', async () => {
    const a = await addActivity(t, w, { levels: ['easy'] });
    expect((await list(a.id, null)).statusCode).toBe(401);
    expect((await list(a.id, await studentToken(t, w.students[0]))).statusCode).toBe(403);
    expect((await list(a.id, other.teacher)).statusCode).toBe(404);
    expect((await list(a.id, other.admin)).statusCode).toBe(404);
    expect((await list(a.id, w.admin)).statusCode).toBe(200);
  });
});

describe('PATCH /management/questions/{id}/', () => {
  it('changes an unanswered question in place, with the creation rules', async () => {
    const a = await addActivity(t, w, { type: 'multiple_choice', levels: ['easy', 'easy'] });
    const [first] = a.questionIds;
    const res = await patch(first, edited(1, 'new'));
    expect(res.statusCode).toBe(200);
    const body = json<QuestionUpdatedResponse>(res);
    expect(body).toMatchObject({ message: 'Question updated successfully!', versioned: false, question: { id: first, position: 0 } });
    expect(JSON.stringify(body.question.extra_data)).toContain('Right 1-0 new');

    const bad = await patch(first, { ...edited(1, 'x'), extra_data: { choices: [{ text: 'a' }, { text: 'b' }] } }, w.teacher, 'tl');
    expect(bad.statusCode).toBe(400);
    expect(json(bad).error).toBe('Pumili ng kahit isang tamang sagot');
    expect(JSON.stringify((await list(a.id)).body)).toContain('Right 1-0 new');
  });

  it('makes an answered question a new version in its place and keeps the old one, hidden, for the answers', async () => {
    const a = await addActivity(t, w, { type: 'multiple_choice', levels: ['easy'] });
    const [only] = a.questionIds;
    const p = new Player(t, w.students[0], a.id);
    const q = await p.question(true);
    const done = await p.submit(q.id, rightAnswer(q));
    expect(done.session_ended).toBe(true);

    const res = await patch(only, edited(1, 'v2'));
    const body = json<QuestionUpdatedResponse>(res);
    expect(body.versioned).toBe(true);
    expect(body.question.id).not.toBe(only);
    expect(await ids(a.id)).toEqual([body.question.id]);
    const [old] = await t.ctx.db.select().from(questions).where(eq(questions.id, only));
    expect(old.hiddenAt).not.toBeNull();
    expect(JSON.stringify(old.extraData)).not.toContain('v2');
    const kept = await t.ctx.db.select().from(attempts).where(eq(attempts.questionId, only));
    expect(kept).toHaveLength(1);
    // The next session serves the new version.
    const again = await p.question(true);
    expect(again.id).toBe(body.question.id);
    expect(JSON.stringify(again.extra_data)).toContain('Right 1-0 v2');
    // Editing the new version while it is being played makes another version; the old id is gone (404).
    const third = json<QuestionUpdatedResponse>(await patch(body.question.id, edited(1, 'v3')));
    expect(third.versioned).toBe(true);
    const [row] = await t.ctx.db.select().from(questions).where(eq(questions.id, third.question.id));
    expect(row.originId).toBe(only);
    expect((await patch(only, edited(1, 'late'))).statusCode).toBe(404);
  });

  it('keeps a child’s session going when the question on screen is edited: the old one is answered, the new one not served again', async () => {
    const a = await addActivity(t, w, { type: 'multiple_choice', levels: ['easy', 'easy'] });
    const p = new Player(t, w.students[1], a.id);
    const q = await p.question(true);
    const res = json<QuestionUpdatedResponse>(await patch(q.id, edited(a.questionIds.indexOf(q.id) + 1, 'edited')));
    expect(res.versioned).toBe(true);
    const same = await p.question();
    expect(same.id).toBe(q.id);
    expect(same.repeat).toBe(true);
    expect(JSON.stringify(same.extra_data)).not.toContain('edited');
    expect((await p.submit(q.id, rightAnswer(q))).correct).toBe(true);
    const second = await p.question();
    expect(second.id).not.toBe(q.id);
    expect(second.id).not.toBe(res.question.id);
    const end = await p.submit(second.id, rightAnswer(second));
    expect(end).toMatchObject({ session_ended: true, end_reason: 'pool_exhausted', questions_answered: 2 });
  });

  it('edits a tracing target and the activity’s targets follow', async () => {
    const { card, questions: rows } = await createTracingActivity(t, w.teacher, w.section.id, w.subject.id, { targets: ['A', 'B'] });
    const res = await patch(rows[1].id, { extra_data: { target: 'circle' } });
    expect(res.statusCode).toBe(200);
    expect(json<QuestionUpdatedResponse>(res).question.extra_data).toMatchObject({ target: 'circle' });
    const detail = json<{ extra_data: { targets: string[] } }>(
      await call(t.app, {
        method: 'GET',
        url: `/management/sections/${w.section.id}/subjects/${w.subject.id}/activities/${card.activity.id}/`,
        token: w.teacher.token.access,
      }),
    );
    expect(detail.extra_data.targets).toEqual(['A', 'circle']);
    expect((await patch(rows[0].id, { extra_data: { targets: ['A', 'B'] } })).statusCode).toBe(400);
    expect(json(await patch(rows[0].id, { extra_data: { target: 'nope' } })).error).toBe('Letter/shape not found');
  });

  it('refuses another teacher, another school and the library', async () => {
    const a = await addActivity(t, w, { type: 'multiple_choice', levels: ['easy'] });
    expect((await patch(a.questionIds[0], edited(1, 'x'), other.teacher)).statusCode).toBe(404);
    expect((await patch(a.questionIds[0], edited(1, 'x'), other.admin)).statusCode).toBe(404);
    const lib = await makePrebuilt(t);
    const [libQuestion] = await t.ctx.db.select().from(questions).where(eq(questions.activityId, lib.activity.id));
    const res = await patch(libQuestion.id, edited(1, 'x'));
    expect(res.statusCode).toBe(403);
    expect(json(res).error).toBe('Prebuilt activities cannot be changed.');
    expect((await remove(libQuestion.id)).statusCode).toBe(403);
  });
});

describe('DELETE /management/questions/{id}/', () => {
  it('takes the question out of the pool and the list; its answers stay', async () => {
    const a = await addActivity(t, w, { type: 'multiple_choice', levels: ['easy', 'easy'] });
    const p = new Player(t, w.students[2], a.id);
    const q = await p.question(true);
    await p.submit(q.id, rightAnswer(q));
    const answered = await t.ctx.db.select().from(attempts).where(eq(attempts.questionId, q.id));
    const res = await remove(q.id, w.admin);
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({ message: 'Question deleted successfully!', id: q.id });
    expect(await ids(a.id)).toEqual(a.questionIds.filter((id) => id !== q.id));
    expect(await t.ctx.db.select().from(attempts).where(eq(attempts.questionId, q.id))).toEqual(answered);
    // The session still ends normally with the other question; a new one never serves the deleted one.
    const rest = await p.question();
    expect(rest.id).not.toBe(q.id);
    await p.submit(rest.id, rightAnswer(rest));
    const fresh = await p.question(true);
    expect(fresh.id).toBe(rest.id);
    expect(fresh.planned_questions).toBe(1);
    expect((await remove(q.id)).statusCode).toBe(404);
  });

  it('lets a child finish the question on screen when it is deleted', async () => {
    const a = await addActivity(t, w, { type: 'multiple_choice', levels: ['easy'] });
    const p = new Player(t, w.students[0], a.id);
    const q = await p.question(true);
    await remove(q.id);
    expect((await p.question()).id).toBe(q.id);
    expect(await p.submit(q.id, rightAnswer(q))).toMatchObject({ correct: true, session_ended: true });
    const next = await p.nextRaw(true);
    expect(next.statusCode).toBe(404);
    expect(json(next).error).toBe('No question available');
  });
});

describe('PATCH /management/activities/{id}/questions/order/', () => {
  it('puts the questions in the order given', async () => {
    const a = await addActivity(t, w, { type: 'multiple_choice', levels: ['easy', 'easy', 'easy'] });
    const order = [a.questionIds[2], a.questionIds[0], a.questionIds[1]];
    const res = await reorder(a.id, order);
    expect(res.statusCode).toBe(200);
    const body = json<{ message: string; questions: AuthoringQuestion[] }>(res);
    expect(body.message).toBe('Question order saved.');
    expect(body.questions.map((q) => [q.id, q.position])).toEqual(order.map((id, i) => [id, i]));
    expect(await ids(a.id)).toEqual(order);
  });

  it('refuses a list that is not every question once, and changes nothing', async () => {
    const a = await addActivity(t, w, { type: 'multiple_choice', levels: ['easy', 'easy'] });
    const [x, y] = a.questionIds as [number, number];
    const foreign = (await addActivity(t, w, { levels: ['easy'] })).questionIds[0];
    for (const bad of [[x], [x, x], [x, y, foreign], [x, foreign]]) {
      const res = await reorder(a.id, bad);
      expect(res.statusCode).toBe(400);
      expect(json(res).errors).toEqual({ question_ids: 'The order must list every question of the activity once.' });
    }
    const notIds = await reorder(a.id, ['abc', y]);
    expect(notIds.statusCode).toBe(400);
    expect(json(notIds).errors).toEqual({ 'question_ids.0': 'The order must list every question of the activity once.' });
    expect(await ids(a.id)).toEqual([x, y]);
    expect((await reorder(a.id, [y, x], other.teacher)).statusCode).toBe(404);
    expect((await reorder(a.id, [y, x], other.admin)).statusCode).toBe(404);
  });

  it('reorders a tracing activity’s targets with its questions', async () => {
    const { card, questions: rows } = await createTracingActivity(t, w.teacher, w.section.id, w.subject.id, { targets: ['A', 'B', 'C'] });
    await reorder(card.activity.id, [rows[2].id, rows[1].id, rows[0].id]);
    const [row] = await t.ctx.db
      .select()
      .from(questions)
      .where(inArray(questions.id, [rows[2].id]));
    expect(row.position).toBe(0);
    const detail = json<{ extra_data: { targets: string[] } }>(
      await call(t.app, {
        method: 'GET',
        url: `/management/sections/${w.section.id}/subjects/${w.subject.id}/activities/${card.activity.id}/`,
        token: w.teacher.token.access,
      }),
    );
    expect(detail.extra_data.targets).toEqual(['C', 'B', 'A']);
  });
});
