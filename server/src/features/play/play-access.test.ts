import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../../test/harness';
import { createAdmin, createSection, createStudent, createSubject, createTeacher, createActivityWith } from '../../../test/fixtures';
import { studentToken } from '../../../test/learning-fixtures';
import { STUDENT_PASSWORD } from '../../../test/fixtures';
import { addActivity, createWorld, type World } from './play.test-world';

let t: TestApp;
let w: World;
let activity: Awaited<ReturnType<typeof addActivity>>;
let foreignActivityId: number;

beforeAll(async () => {
  t = await createTestApp();
  w = await createWorld(t, 2);
  activity = await addActivity(t, w, { levels: ['easy', 'easy'] });
  const admin = await createAdmin(t);
  const teacher = await createTeacher(t, admin);
  const section = await createSection(t, teacher);
  await createStudent(t, teacher, section.id);
  const subject = await createSubject(t, teacher, section.id);
  foreignActivityId = (await createActivityWith(t, teacher, section.id, subject.id, { levels: ['easy'] })).card.activity.id;
});
afterAll(() => t.close());

const urls = (studentId: number, activityId: number) => [
  { method: 'GET' as const, url: `/subjects/next-question/${studentId}/${activityId}/?language=en&fresh_start=true` },
  {
    method: 'POST' as const,
    url: `/subjects/submit-answer/${studentId}/${activityId}/1/`,
    payload: { answer: '[]', language: 'en', attempt_type: 'first' },
  },
  { method: 'POST' as const, url: `/subjects/reset-session/${studentId}/${activityId}/` },
];

describe('who may play', () => {
  it('answers 401 without a token or with a bad one', async () => {
    for (const r of urls(w.students[0].id, activity.id)) {
      expect((await call(t.app, r)).statusCode).toBe(401);
      expect((await call(t.app, { ...r, token: 'not-a-token' })).statusCode).toBe(401);
    }
  });

  it("answers 403 for another child's id, also with a broken activity id", async () => {
    const token = await studentToken(t, w.students[1]);
    for (const r of [...urls(w.students[0].id, activity.id), ...urls(w.students[0].id, 'abc' as unknown as number)]) {
      expect((await call(t.app, { ...r, token })).statusCode).toBe(403);
    }
  });

  it('answers 403 to staff tokens', async () => {
    for (const r of urls(w.students[0].id, activity.id))
      expect((await call(t.app, { ...r, token: w.teacher.token.access })).statusCode).toBe(403);
  });

  it("answers 404 for an activity of another school, and 400 for a broken id of one's own", async () => {
    const token = await studentToken(t, w.students[0]);
    expect((await call(t.app, { ...urls(w.students[0].id, foreignActivityId)[0], token })).statusCode).toBe(404);
    expect((await call(t.app, { ...urls(w.students[0].id, 'abc' as unknown as number)[0], token })).statusCode).toBe(400);
  });

  it("refuses a deleted child's token at once, mid-session (the play calls read the child themselves)", async () => {
    const world = await createWorld(t, 1);
    const own = await addActivity(t, world, { levels: ['easy', 'easy'] });
    const s = world.students[0];
    const token = await studentToken(t, s);
    const next = { method: 'GET' as const, url: `/subjects/next-question/${s.id}/${own.id}/?language=en&fresh_start=true`, token };
    const served = await call(t.app, next);
    expect(served.statusCode).toBe(200);
    const deleted = await call(t.app, {
      method: 'DELETE',
      url: `/management/sections/${world.section.id}/students/${s.id}/delete/`,
      token: world.admin.token.access,
    });
    expect(deleted.statusCode).toBe(200);
    const submit = {
      method: 'POST' as const,
      url: `/subjects/submit-answer/${s.id}/${own.id}/${served.json().id}/`,
      payload: { answer: '["x"]', language: 'en', attempt_type: 'first' },
      token,
    };
    for (const r of [next, submit]) {
      const res = await call(t.app, r);
      const broken = await call(t.app, { ...r, token: 'not-a-token' });
      expect(res.statusCode).toBe(401);
      // The same answer as any token that is no good (the auth hook's 'invalidToken').
      expect(res.json()).toEqual(broken.json());
    }
  });

  it("refuses a child's token at once after the teacher sets a new password, and after the session ends", async () => {
    const world = await createWorld(t, 1);
    const own = await addActivity(t, world, { levels: ['easy', 'easy'] });
    const s = world.students[0];
    const signIn = async () => {
      const res = await call(t.app, {
        method: 'POST',
        url: '/students/login/',
        payload: { id: s.id, code: world.section.classCode, password: STUDENT_PASSWORD },
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().token as { access: string; refresh: string };
    };
    const next = (token: string) =>
      call(t.app, { method: 'GET', url: `/subjects/next-question/${s.id}/${own.id}/?language=en&fresh_start=true`, token });
    const token = await signIn();
    expect((await next(token.access)).statusCode).toBe(200);
    const changed = await call(t.app, {
      method: 'PATCH',
      url: `/management/sections/${world.section.id}/students/${s.id}/update/`,
      token: world.teacher.token.access,
      payload: {
        name: 'Bata 0',
        parent_guardian: 'Aling Nena',
        contact_number: '09171234567',
        gender: 'female',
        consent: true,
        password: 'Bago#Bata9',
        confirm_password: 'Bago#Bata9',
      },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await next(token.access)).statusCode).toBe(401);
  });

  it('answers 409 to a submit with no session, and 400 to a body without an answer', async () => {
    const s = w.students[1];
    const token = await studentToken(t, s);
    const submit = urls(s.id, activity.id)[1];
    expect(
      (await call(t.app, { ...submit, url: `/subjects/submit-answer/${s.id}/${activity.id}/${activity.questionIds[0]}/`, token }))
        .statusCode,
    ).toBe(409);
    expect((await call(t.app, { ...submit, payload: { language: 'en' }, token })).statusCode).toBe(400);
  });
});
