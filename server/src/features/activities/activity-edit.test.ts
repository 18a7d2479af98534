/** Issue 12: PATCH /management/activities/{id}/ and POST /management/activities/{id}/duplicate/. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { ActivityDetail, ActivityDuplicatedResponse, ActivityUpdatedResponse } from '@aralin/contract';
import { activities, assignments } from '../../db/schema';
import { call, createTestApp, json, type TestApp } from '../../../test/harness';
import { createActivityWith, type Staff } from '../../../test/fixtures';
import { auditActions, createSchools, makeActivity, makePrebuilt, makeSubject, studentToken } from '../../../test/learning-fixtures';
import { fileStore } from '../../lib/file-store';
import { STORED_PNG } from '../../../test/staff';
import { Player, rightAnswer } from '../play/play.test-world';

let t: TestApp;
let s: Awaited<ReturnType<typeof createSchools>>;
let subjectId: number;
let otherSubjectId: number;

beforeAll(async () => {
  t = await createTestApp();
  s = await createSchools(t);
  subjectId = (await makeSubject(t, s.teacher, s.section.id)).id;
  otherSubjectId = (await makeSubject(t, s.teacher, s.section.id)).id;
});
afterAll(() => t.close());

const patch = (id: number, payload: object, who: Staff | string | null = s.teacher, lang: 'en' | 'tl' = 'en') =>
  call(t.app, {
    method: 'PATCH',
    url: `/management/activities/${id}/`,
    token: typeof who === 'string' ? who : who?.token.access,
    payload,
    lang,
  });
const duplicate = (id: number, payload: object, who: Staff = s.teacher, headers: Record<string, string> = {}) =>
  call(t.app, { method: 'POST', url: `/management/activities/${id}/duplicate/`, token: who.token.access, payload, headers });
const own = async (title = 'Counting') => (await makeActivity(t, s.teacher, s.section.id, subjectId, { title })).card.activity;
const row = async (id: number) => (await t.ctx.db.select().from(activities).where(eq(activities.id, id)))[0];

describe('PATCH /management/activities/{id}/', () => {
  it('changes the fields sent and keeps the others', async () => {
    const a = await own();
    const image = await fileStore(t.ctx).put(STORED_PNG, {
      kind: 'image',
      contentType: 'image/png',
      organizationId: s.teacher.user.organizationId,
      ownerUserId: s.teacher.user.id,
      originalName: 'apple.png',
    });
    const res = await patch(a.id, {
      title: '  Counting to five ',
      lesson_material: 'https://example.org/lesson',
      required_score: '150',
      concept: { name: 'Counting', required_score: 70 },
      image: `/files/${image}`,
      extra_data: { difficulty_levels: ['easy', 'hard', 'easy'] },
    });
    expect(res.statusCode).toBe(200);
    const body = json<ActivityUpdatedResponse>(res);
    expect(body.message).toBe('Activity updated successfully!');
    expect(body.activity).toMatchObject({
      title: 'Counting to five',
      lesson_material: 'https://example.org/lesson',
      required_score: 100,
      concept: { name: 'Counting', required_score: 70 },
      type: 'multiple_choice',
      question_count: 1,
    });
    expect(body.activity.image).toMatch(new RegExp(`^/files/${image}`));
    expect(body.activity.extra_data).toMatchObject({ difficulty_levels: ['easy', 'hard'], image_url: image });
    const again = json<ActivityUpdatedResponse>(await patch(a.id, { required_score: 60, concept: null, image: null }));
    expect(again.activity).toMatchObject({ title: 'Counting to five', required_score: 60, concept: null, image: null });
    expect(await auditActions(t, 'activity', a.id)).toEqual(['create', 'update', 'update']);
  });

  it('applies the creation rules and messages, changing nothing on a refusal', async () => {
    const a = await own('Shapes');
    const before = await row(a.id);
    const cases: [object, Record<string, string>][] = [
      [{ title: '  ' }, { title: 'Activity title is required' }],
      [{ lesson_material: 'javascript:alert(1)' }, { lesson_material: 'The lesson link must start with http:// or https://' }],
      [{ required_score: 'lots' }, { required_score: 'Required score must be a number from 1 to 100.' }],
      [{ image: 'nosuchkey' }, { image: 'File not found. Please upload it again.' }],
      [{ type: 'matching' }, { type: 'The type of an activity cannot be changed. Make a new activity instead.' }],
      [{ concept: { id: 999999, required_score: 80 } }, { concept: 'Concept not found.' }],
    ];
    for (const [payload, errors] of cases) {
      const res = await patch(a.id, { title: 'Changed', ...payload });
      expect(res.statusCode).toBe(400);
      expect(json(res)).toEqual({ error: Object.values(errors)[0], errors });
    }
    const tl = await patch(a.id, { title: '' }, s.teacher, 'tl');
    expect(json(tl).errors).toEqual({ title: 'Kailangan ang pamagat ng gawain' });
    expect(await row(a.id)).toEqual(before);
  });

  it('keeps the children’s results as they were', async () => {
    const a = (await createActivityWith(t, s.teacher, s.section.id, subjectId, { type: 'multiple_choice', levels: ['easy'] })).card
      .activity;
    const p = new Player(t, s.ana, a.id);
    const q = await p.question(true);
    await p.submit(q.id, rightAnswer(q));
    const before = await t.ctx.db.select().from(assignments).where(eq(assignments.activityId, a.id));
    await patch(a.id, { required_score: 100, title: 'Harder now' });
    expect(await t.ctx.db.select().from(assignments).where(eq(assignments.activityId, a.id))).toEqual(before);
  });

  it('refuses strangers: 401, 403 for a child, 404 for another teacher or school, 403 for the library', async () => {
    const a = await own('Mine');
    expect((await patch(a.id, { title: 'x' }, null)).statusCode).toBe(401);
    expect((await patch(a.id, { title: 'x' }, await studentToken(t, s.ana))).statusCode).toBe(403);
    expect((await patch(a.id, { title: 'x' }, s.otherTeacher)).statusCode).toBe(404);
    expect((await patch(a.id, { title: 'x' }, s.foreignAdmin)).statusCode).toBe(404);
    expect((await patch(a.id, { title: 'By the admin' }, s.admin)).statusCode).toBe(200);
    const lib = await makePrebuilt(t);
    const res = await patch(lib.activity.id, { title: 'x' });
    expect(res.statusCode).toBe(403);
    expect(json(res).error).toBe('Prebuilt activities cannot be changed.');
    expect((await row(a.id)).title).toBe('By the admin');
  });
});

describe('POST /management/activities/{id}/duplicate/', () => {
  it('copies an own activity with its questions and pictures into another subject, as a draft', async () => {
    const a = await own('Apples');
    const res = await duplicate(a.id, { section_id: s.section.id, subject_id: otherSubjectId });
    expect(res.statusCode).toBe(201);
    const body = json<ActivityDuplicatedResponse>(res);
    expect(body).toMatchObject({
      message: 'Activity copied successfully!',
      section_id: s.section.id,
      subject_id: otherSubjectId,
      assigned_count: 0,
    });
    expect(body.activity).toMatchObject({
      title: 'Apples',
      subject: otherSubjectId,
      is_prebuilt: false,
      question_count: 1,
      is_draft: true,
    });
    const source = json<ActivityDetail>(
      await call(t.app, {
        method: 'GET',
        url: `/management/sections/${s.section.id}/subjects/${subjectId}/activities/${a.id}/`,
        token: s.teacher.token.access,
      }),
    );
    expect(body.activity.questions[0].id).not.toBe(source.questions[0].id);
    expect(body.activity.questions[0].extra_data).toEqual(source.questions[0].extra_data);
    expect(await auditActions(t, 'activity', body.activity.id)).toEqual(['create']);
    // The copy is the teacher's own: editing it leaves the original alone.
    await patch(body.activity.id, { title: 'Apples (copy)' });
    expect((await row(a.id)).title).toBe('Apples');
  });

  it('makes an own, editable copy of a library activity', async () => {
    const lib = await makePrebuilt(t);
    const res = await duplicate(lib.activity.id, { section_id: s.section.id, subject_id: subjectId });
    expect(res.statusCode).toBe(201);
    const copy = json<ActivityDuplicatedResponse>(res).activity;
    expect(copy).toMatchObject({ is_prebuilt: false, subject: subjectId, question_count: 1, concept: { id: lib.concept.id } });
    expect((await row(copy.id)).organizationId).toBe(s.teacher.user.organizationId);
    expect((await patch(copy.id, { title: 'My letters' })).statusCode).toBe(200);
  });

  it('answers a repeat with the same Idempotency-Key once', async () => {
    const a = await own('Once');
    const headers = { 'idempotency-key': 'dup-key-1' };
    const first = await duplicate(a.id, { section_id: s.section.id, subject_id: otherSubjectId }, s.teacher, headers);
    const second = await duplicate(a.id, { section_id: s.section.id, subject_id: otherSubjectId }, s.teacher, headers);
    expect(json<ActivityDuplicatedResponse>(second).activity.id).toBe(json<ActivityDuplicatedResponse>(first).activity.id);
  });

  it('refuses a subject or activity outside what the actor may open', async () => {
    const a = await own('Private');
    const theirs = await makeSubject(t, s.otherTeacher, s.otherSection.id);
    const foreign = await makeSubject(t, s.foreignTeacher, s.foreignSection.id);
    const before = (await t.ctx.db.select().from(activities)).length;
    expect((await duplicate(a.id, { section_id: s.otherSection.id, subject_id: theirs.id })).statusCode).toBe(404);
    expect((await duplicate(a.id, { section_id: s.section.id, subject_id: theirs.id })).statusCode).toBe(404);
    expect((await duplicate(a.id, { section_id: s.foreignSection.id, subject_id: foreign.id }, s.admin)).statusCode).toBe(404);
    expect((await duplicate(a.id, { section_id: s.section.id, subject_id: subjectId }, s.otherTeacher)).statusCode).toBe(404);
    expect((await duplicate(a.id, { section_id: s.foreignSection.id, subject_id: foreign.id }, s.foreignTeacher)).statusCode).toBe(404);
    expect((await duplicate(a.id, { section_id: 'x' })).statusCode).toBe(400);
    expect((await t.ctx.db.select().from(activities)).length).toBe(before);
    // An admin copies across the school's sections.
    expect((await duplicate(a.id, { section_id: s.otherSection.id, subject_id: theirs.id }, s.admin)).statusCode).toBe(201);
  });
});
