/**
 * Issue 13 item 3 through HTTP on the real database: the served question carries its prompt in the other
 * language; a tap on it rides with the answer (no extra call), is stored on the attempt, counted once on a
 * repeat, refused when unreadable; the child's teacher reads it on the profile, nobody outside does.
 */
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { OtherLanguageUse } from '@aralin/contract';
import { attempts } from '../../db/schema';
import { call, createTestApp, json, type TestApp } from '../../../test/harness';
import { createAdmin, createStudent, createTeacher, createTracingActivity, type Staff } from '../../../test/fixtures';
import { expectError, get } from '../../../test/account-helpers';
import { addActivity, createWorld, fixSeeds, Player, rightAnswer, wrongAnswer, type World } from './play.test-world';

let t: TestApp;
let w: World;
let otherSchoolAdmin: Staff;
let otherTeacher: Staff;

beforeAll(async () => {
  fixSeeds(7);
  t = await createTestApp();
  w = await createWorld(t, 1);
  otherSchoolAdmin = await createAdmin(t);
  otherTeacher = await createTeacher(t, w.admin);
});
afterAll(() => t.close());

const attemptRows = (studentId: number, questionId: number) =>
  t.ctx.db
    .select()
    .from(attempts)
    .where(and(eq(attempts.studentId, studentId), eq(attempts.questionId, questionId)))
    .orderBy(attempts.id);

const useOf = (studentId: number, token: string) => get(t, `/management/students/${studentId}/other-language/`, { token });

describe('the other language, one tap away (issue 13 item 3)', () => {
  it('serves the prompt in the other language with the question, and nothing that tells the answer', async () => {
    const a = await addActivity(t, w, { type: 'multiple_choice', levels: ['easy', 'easy'] });
    const child = await createStudent(t, w.teacher, w.section.id);
    const en = await new Player(t, child, a.id, 'en').question(true);
    expect(en.extra_data.prompt_text).toMatch(/^Question \d$/);
    expect(en.extra_data.other_language).toEqual({ lang: 'tl', prompt_text: en.extra_data.prompt_text.replace('Question', 'Tanong') });
    expect(JSON.stringify(en.extra_data.other_language)).not.toMatch(/Right|Tama|isCorrect/);
    expect(en.extra_data.correct_answers).toBeNull();

    const tl = await new Player(t, await createStudent(t, w.teacher, w.section.id), a.id, 'tl').question(true);
    expect(tl.extra_data.prompt_text).toMatch(/^Tanong \d$/);
    expect(tl.extra_data.other_language).toEqual({ lang: 'en', prompt_text: tl.extra_data.prompt_text.replace('Tanong', 'Question') });

    const { card } = await createTracingActivity(t, w.teacher, w.section.id, w.subject.id, { targets: ['7'] });
    const traced = await new Player(t, child, card.activity.id, 'en').question(true);
    expect(traced.extra_data.prompt_text).toBe('Trace the number 7');
    expect(traced.extra_data.other_language).toEqual({ lang: 'tl', prompt_text: 'Bakatin ang numerong 7' });
  });

  it('records the tap on the attempt it rode with, in the language tapped to; no tap records nothing', async () => {
    const a = await addActivity(t, w, { type: 'multiple_choice', levels: ['easy', 'easy', 'easy'] });
    const child = await createStudent(t, w.teacher, w.section.id);
    const p = new Player(t, child, a.id, 'en');
    const q1 = await p.question(true);
    expect((await p.submitRaw(q1.id, wrongAnswer(q1), 'first', { other_language: true })).statusCode).toBe(200);
    expect((await p.submitRaw(q1.id, rightAnswer(q1), 'guided', { other_language: false })).statusCode).toBe(200);
    expect((await attemptRows(child.id, q1.id)).map((r) => [r.attemptType, r.otherLanguage])).toEqual([
      ['first', 'tl'],
      ['guided', null],
    ]);
    const q2 = await p.question();
    await p.submit(q2.id, rightAnswer(q2));
    expect((await attemptRows(child.id, q2.id)).map((r) => r.otherLanguage)).toEqual([null]);

    const ptl = new Player(t, await createStudent(t, w.teacher, w.section.id), a.id, 'tl');
    const q = await ptl.question(true);
    expect((await ptl.submitRaw(q.id, rightAnswer(q), 'first', { other_language: true })).statusCode).toBe(200);
    expect((await attemptRows(ptl.student.id, q.id)).map((r) => r.otherLanguage)).toEqual(['en']);
  });

  it('refuses an unreadable mark in both languages and records nothing', async () => {
    const a = await addActivity(t, w, { type: 'multiple_choice', levels: ['easy'] });
    const child = await createStudent(t, w.teacher, w.section.id);
    const p = new Player(t, child, a.id, 'en');
    const q = await p.question(true);
    const send = async (value: unknown, lang: 'en' | 'tl') =>
      call(t.app, {
        method: 'POST',
        url: `/subjects/submit-answer/${child.id}/${a.id}/${q.id}/`,
        token: await p.token(),
        lang,
        payload: { answer: rightAnswer(q), language: 'en', attempt_type: 'first', other_language: value },
      });
    expectError(await send('yes', 'en'), 400, 'other_language must be true or false.', {
      other_language: 'other_language must be true or false.',
    });
    expectError(await send(1, 'tl'), 400, 'Dapat true o false ang other_language.');
    expectError(await send({ used: true }, 'en'), 400, 'other_language must be true or false.');
    expect(await attemptRows(child.id, q.id)).toEqual([]);
    // The question is still on its first attempt.
    const ok = await p.submitRaw(q.id, rightAnswer(q), 'first', { other_language: true });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await attemptRows(child.id, q.id)).map((r) => [r.attemptType, r.otherLanguage, r.isCorrect])).toEqual([['first', 'tl', true]]);
  });

  it('counts a repeated submit once: the same answer_id, or the same attempt again', async () => {
    const a = await addActivity(t, w, { type: 'multiple_choice', levels: ['easy', 'easy'] });
    const child = await createStudent(t, w.teacher, w.section.id);
    const p = new Player(t, child, a.id, 'en');
    const q = await p.question(true);
    const answerId = crypto.randomUUID();
    const first = await p.submitRaw(q.id, wrongAnswer(q), 'first', { other_language: true, answer_id: answerId });
    const again = await p.submitRaw(q.id, wrongAnswer(q), 'first', { other_language: true, answer_id: answerId });
    expect(again.statusCode).toBe(200);
    expect(json(again)).toEqual(json(first));
    // Without the mark, the same attempt again: still the first row.
    expect((await p.submitRaw(q.id, wrongAnswer(q), 'first')).statusCode).toBe(200);
    expect((await attemptRows(child.id, q.id)).map((r) => [r.attemptType, r.otherLanguage])).toEqual([['first', 'tl']]);

    const use = json<OtherLanguageUse>(await useOf(child.id, w.teacher.token.access));
    expect(use).toMatchObject({ questions: 1, used: 1, used_tl: 1, used_en: 0 });
  });

  it("shows the child's teacher how often the child used it, per language and activity; nobody outside", async () => {
    const a = await addActivity(t, w, { type: 'multiple_choice', levels: ['easy', 'easy', 'easy', 'easy'], title: 'Colors' });
    const b = await addActivity(t, w, { type: 'matching', levels: ['easy', 'easy'], title: 'Animals' });
    const child = await createStudent(t, w.teacher, w.section.id);
    const empty = json<OtherLanguageUse>(await useOf(child.id, w.teacher.token.access));
    expect(empty).toEqual({ days: 30, questions: 0, used: 0, used_en: 0, used_tl: 0, activities: [] });

    // Colors in English: Filipino on the 1st question (on both its attempts: one question) and the 3rd, not the 2nd.
    const pa = new Player(t, child, a.id, 'en');
    const q1 = await pa.question(true);
    await pa.submitRaw(q1.id, wrongAnswer(q1), 'first', { other_language: true });
    await pa.submitRaw(q1.id, rightAnswer(q1), 'guided', { other_language: true });
    const q2 = await pa.question();
    await pa.submit(q2.id, rightAnswer(q2));
    const q3 = await pa.question();
    await pa.submitRaw(q3.id, rightAnswer(q3), 'first', { other_language: true });
    // Animals in Filipino: English on its first question.
    const pb = new Player(t, child, b.id, 'tl');
    const qb = await pb.question(true);
    await pb.submitRaw(qb.id, rightAnswer(qb), 'first', { other_language: true });

    const res = await useOf(child.id, w.teacher.token.access);
    expect(res.statusCode, res.body).toBe(200);
    const use = json<OtherLanguageUse>(res);
    expect(use).toMatchObject({ days: 30, questions: 4, used: 3, used_tl: 2, used_en: 1 });
    expect(use.activities).toEqual([
      expect.objectContaining({ activity_id: a.id, activity_title: 'Colors', questions: 3, used: 2, used_tl: 2, used_en: 0 }),
      expect.objectContaining({ activity_id: b.id, activity_title: 'Animals', questions: 1, used: 1, used_tl: 0, used_en: 1 }),
    ]);
    expect(use.activities[0].last_used_at).toEqual(expect.any(String));

    // The school's admin reads it; another teacher of the school and another school's admin get 404, a child 401/403.
    expect((await useOf(child.id, w.admin.token.access)).statusCode).toBe(200);
    expect((await useOf(child.id, otherTeacher.token.access)).statusCode).toBe(404);
    expect((await useOf(child.id, otherSchoolAdmin.token.access)).statusCode).toBe(404);
    expect((await useOf(987_654, w.teacher.token.access)).statusCode).toBe(404);
    expect([401, 403]).toContain((await useOf(child.id, await pa.token())).statusCode);
  });
});
