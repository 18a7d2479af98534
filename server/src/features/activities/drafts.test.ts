/**
 * Drafts (issue 20 item 4): a new activity reaches no child until it has a question and the teacher
 * publishes it or assigns it to chosen children; until then it counts nowhere.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { assignments } from '../../db/schema';
import { call, createTestApp, json, type TestApp } from '../../../test/harness';
import { createStudent } from '../../../test/fixtures';
import { counts, createSchools, makeActivity, makePrebuilt, makeSubject, mcQuestion, studentToken } from '../../../test/learning-fixtures';

let t: TestApp;
let s: Awaited<ReturnType<typeof createSchools>>;
let subjectId: number;
beforeAll(async () => {
  t = await createTestApp();
  s = await createSchools(t);
  subjectId = (await makeSubject(t, s.teacher, s.section.id, 'Reading')).id;
});
afterAll(() => t.close());

type Card = { id: number; is_draft: boolean; question_count: number };
const base = () => `/management/sections/${s.section.id}`;
const draft = async (questions: unknown[] = []) => {
  const res = await call(t.app, {
    method: 'POST',
    url: `${base()}/subjects/${subjectId}/activities/create/`,
    token: s.teacher.token.access,
    payload: { title: `Draft ${Math.random()}`, type: 'multiple_choice', questions },
  });
  expect(res.statusCode).toBe(201);
  const body = json<{ assigned_count: number; activity: Card }>(res);
  expect(body.assigned_count).toBe(0);
  expect(body.activity.is_draft).toBe(true);
  return body.activity;
};
const publish = (activityId: number, token = s.teacher.token.access, sectionId = s.section.id, lang?: 'en' | 'tl') =>
  call(t.app, { method: 'POST', url: `/management/sections/${sectionId}/activities/${activityId}/publish/`, token, lang });
const assigned = async (activityId: number) =>
  (await t.ctx.db.select().from(assignments).where(eq(assignments.activityId, activityId))).map((r) => r.studentId).sort();
const childList = async (studentId: number, organizationId: number) => {
  const res = await call(t.app, {
    url: `/students/${studentId}/subjects/${subjectId}/activities/`,
    token: await studentToken(t, { id: studentId, organizationId }),
  });
  expect(res.statusCode).toBe(200);
  return JSON.stringify(json(res));
};
const dashboard = async () => {
  const res = await call(t.app, { url: `/management/dashboard/${s.section.id}/`, token: s.teacher.token.access });
  expect(res.statusCode).toBe(200);
  return json<{ total_activities_assigned: number; students: { id: number; total_activities: number }[] }>(res);
};

describe('drafts', () => {
  it('a new activity is a draft: nobody has it, children do not see it, dashboards do not count it', async () => {
    const before = await dashboard();
    const card = await draft([mcQuestion('Which one is B?')]);
    expect(await assigned(card.id)).toEqual([]);
    expect(await childList(s.ana.id, s.ana.organizationId)).not.toContain('Which one is B?');
    const after = await dashboard();
    expect(after.total_activities_assigned).toBe(before.total_activities_assigned);
    expect(after.students.map((x) => x.total_activities)).toEqual(before.students.map((x) => x.total_activities));
    const next = await call(t.app, {
      url: `/subjects/next-question/${s.ana.id}/${card.id}/`,
      token: await studentToken(t, s.ana),
    });
    expect(next.statusCode).toBeGreaterThanOrEqual(400);
    const list = await call(t.app, { url: `${base()}/subjects/${subjectId}/activities/`, token: s.teacher.token.access });
    expect(json<Card[]>(list).find((c) => c.id === card.id)?.is_draft).toBe(true);
  });

  it('an activity without a question cannot be published or assigned, in both languages, and nothing changes', async () => {
    const card = await draft();
    const before = await counts(t);
    const res = await publish(card.id);
    expect(res.statusCode).toBe(400);
    expect(json<{ error: string }>(res).error).toBe('Add at least one question before children get this activity.');
    const tl = await publish(card.id, s.teacher.token.access, s.section.id, 'tl');
    expect(json<{ error: string }>(tl).error).toBe('Magdagdag muna ng kahit isang tanong bago ibigay ang gawaing ito sa mga bata.');
    const viaAssign = await call(t.app, {
      method: 'POST',
      url: `${base()}/activities/${card.id}/assign/`,
      token: s.teacher.token.access,
      payload: { student_ids: [s.ana.id] },
    });
    expect(viaAssign.statusCode).toBe(400);
    const atCreate = await call(t.app, {
      method: 'POST',
      url: `${base()}/subjects/${subjectId}/activities/create/`,
      token: s.teacher.token.access,
      payload: { title: 'Empty', type: 'multiple_choice', publish: true },
    });
    expect(atCreate.statusCode).toBe(400);
    expect(await counts(t)).toEqual(before);
  });

  it('publishing gives it to every child of the section once; a second publish changes nothing', async () => {
    const card = await draft();
    const added = await call(t.app, {
      method: 'POST',
      url: `/management/activities/${card.id}/questions/`,
      token: s.teacher.token.access,
      payload: mcQuestion('How many cats?'),
    });
    expect(added.statusCode).toBe(201);
    const res = await publish(card.id);
    expect(res.statusCode).toBe(200);
    const body = json<{ message: string; assigned_count: number; activity: Card }>(res);
    expect(body).toMatchObject({
      message: 'Activity published! The children of this section can play it now.',
      assigned_count: 2,
      activity: { id: card.id, is_draft: false, question_count: 1 },
    });
    expect(await assigned(card.id)).toEqual([s.ana.id, s.ben.id].sort());
    expect(await childList(s.ben.id, s.ben.organizationId)).toContain(`"id":${card.id}`);
    await call(t.app, {
      method: 'POST',
      url: `${base()}/activities/${card.id}/unassign/`,
      token: s.teacher.token.access,
      payload: { student_ids: [s.ben.id] },
    });
    const again = await publish(card.id);
    expect(json<{ assigned_count: number }>(again).assigned_count).toBe(0);
    const rows = await t.ctx.db.select().from(assignments).where(eq(assignments.activityId, card.id));
    expect(rows.find((r) => r.studentId === s.ben.id)?.unassignedAt).not.toBeNull();
  });

  it('assigning chosen children publishes the draft and gives it to them only', async () => {
    const card = await draft([mcQuestion()]);
    const res = await call(t.app, {
      method: 'POST',
      url: `${base()}/activities/${card.id}/assign/`,
      token: s.teacher.token.access,
      payload: { student_ids: [s.ana.id] },
    });
    expect(res.statusCode).toBe(200);
    expect(await assigned(card.id)).toEqual([s.ana.id]);
    const list = await call(t.app, { url: `${base()}/subjects/${subjectId}/activities/`, token: s.teacher.token.access });
    expect(json<Card[]>(list).find((c) => c.id === card.id)?.is_draft).toBe(false);
  });

  it('a child who joins later gets the published activities, not the drafts', async () => {
    const waiting = await draft([mcQuestion()]);
    const published = (await makeActivity(t, s.teacher, s.section.id, subjectId)).card.activity.id;
    const newcomer = await createStudent(t, s.teacher, s.section.id, { name: 'Dina Lopez' });
    expect(await assigned(published)).toContain(newcomer.id);
    expect(await assigned(waiting.id)).not.toContain(newcomer.id);
  });

  it('another teacher, another school and the library cannot publish', async () => {
    const card = await draft([mcQuestion()]);
    expect((await publish(card.id, s.otherTeacher.token.access)).statusCode).toBe(404);
    expect((await publish(card.id, s.otherTeacher.token.access, s.otherSection.id)).statusCode).toBe(404);
    expect((await publish(card.id, s.foreignTeacher.token.access, s.foreignSection.id)).statusCode).toBe(404);
    expect(await assigned(card.id)).toEqual([]);
    const library = await makePrebuilt(t);
    expect((await publish(library.activity.id)).statusCode).toBe(403);
    const admin = await publish(card.id, s.admin.token.access);
    expect(admin.statusCode).toBe(200);
  });
});
