import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, json, type TestApp } from '../../../test/harness';
import { auditActions, counts, createSchools, makeSubject, studentToken } from '../../../test/learning-fixtures';

let t: TestApp;
let s: Awaited<ReturnType<typeof createSchools>>;
beforeAll(async () => {
  t = await createTestApp();
  s = await createSchools(t);
});
afterAll(() => t.close());

const list = (token: string, sectionId: number) =>
  call(t.app, { method: 'GET', url: `/management/sections/${sectionId}/subjects/`, token });
const add = (token: string | undefined, payload: unknown, lang?: 'en' | 'tl') =>
  call(t.app, { method: 'POST', url: '/management/subjects/add/', token, payload: payload as object, lang });

describe('POST /management/subjects/add/', () => {
  it('adds a subject with the default BLUE cover and lists it', async () => {
    const res = await add(s.teacher.token.access, { name: '  Filipino ', teacher_id: s.teacher.user.id, section: s.section.id });
    expect(res.statusCode).toBe(201);
    const body = json<{ message: string; subject: { id: number; name: string; cover_image: string; thumbnail: string; teacher: number } }>(
      res,
    );
    expect(body.message).toBe('Subject added successfully!');
    expect(body.subject).toMatchObject({ name: 'Filipino', cover_image: 'BLUE', thumbnail: 'BLUE', teacher: s.teacher.user.id });
    const listed = json<{ id: number }[]>(await list(s.teacher.token.access, s.section.id));
    expect(listed.map((x) => x.id)).toContain(body.subject.id);
  });

  it('lets an admin add a subject to any section of the school, with a chosen cover', async () => {
    const res = await add(s.admin.token.access, { name: 'Science', cover_image: 'yellow', section: String(s.otherSection.id) });
    expect(res.statusCode).toBe(201);
    expect(json<{ subject: { cover_image: string; teacher: number } }>(res).subject).toMatchObject({
      cover_image: 'YELLOW',
      teacher: s.otherTeacher.user.id,
    });
  });

  it('answers the spec messages for a missing name and section, in both languages', async () => {
    const before = await counts(t);
    const noName = await add(s.teacher.token.access, { name: '  ', section: s.section.id });
    expect(noName.statusCode).toBe(400);
    expect(json(noName)).toMatchObject({ error: 'Subject name required', errors: { name: 'Subject name required' } });
    const tl = await add(s.teacher.token.access, { section: s.section.id }, 'tl');
    expect(json(tl).error).toBe('Kailangan ang pangalan ng asignatura');
    const noSection = await add(s.teacher.token.access, { name: 'Art' });
    expect(json(noSection)).toMatchObject({ error: 'Please select a section.' });
    const badCover = await add(s.teacher.token.access, { name: 'Art', section: s.section.id, cover_image: 'PURPLE' });
    expect(badCover.statusCode).toBe(400);
    expect(json(badCover).errors).toEqual({ cover_image: 'Choose a cover: BLUE, GREEN, RED or YELLOW.' });
    expect(await counts(t)).toEqual(before);
  });

  it('refuses a duplicate name in the same section with 409', async () => {
    await makeSubject(t, s.teacher, s.section.id, 'Music');
    const before = await counts(t);
    const res = await add(s.teacher.token.access, { name: 'music', section: s.section.id });
    expect(res.statusCode).toBe(409);
    expect(await counts(t)).toEqual(before);
  });

  it('returns 404 for another teacher’s section and another school’s section, 401/403 for no token and a student', async () => {
    const before = await counts(t);
    expect((await add(s.teacher.token.access, { name: 'X', section: s.otherSection.id })).statusCode).toBe(404);
    expect((await add(s.teacher.token.access, { name: 'X', section: s.foreignSection.id })).statusCode).toBe(404);
    expect((await add(s.foreignAdmin.token.access, { name: 'X', section: s.section.id })).statusCode).toBe(404);
    expect((await add(undefined, { name: 'X', section: s.section.id })).statusCode).toBe(401);
    expect((await add(await studentToken(t, s.ana), { name: 'X', section: s.section.id })).statusCode).toBe(403);
    expect(await counts(t)).toEqual(before);
  });
});

describe('GET /management/sections/{id}/subjects/', () => {
  it('returns 404 for a section of another teacher or school, 403 for a student', async () => {
    expect((await list(s.teacher.token.access, s.otherSection.id)).statusCode).toBe(404);
    expect((await list(s.foreignAdmin.token.access, s.section.id)).statusCode).toBe(404);
    expect((await list(await studentToken(t, s.ana), s.section.id)).statusCode).toBe(403);
    expect((await list(s.admin.token.access, s.section.id)).statusCode).toBe(200);
  });
});

describe('PATCH /management/subjects/{id}/delete/', () => {
  it('soft-deletes: the subject leaves the list but its row stays', async () => {
    const subject = await makeSubject(t, s.teacher, s.section.id);
    const before = await counts(t);
    const res = await call(t.app, {
      method: 'PATCH',
      url: `/management/subjects/${subject.id}/delete/`,
      token: s.teacher.token.access,
      payload: { teacher_id: s.teacher.user.id },
    });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({ message: 'Subject deleted successfully!', id: subject.id });
    expect(json<{ id: number }[]>(await list(s.teacher.token.access, s.section.id)).map((x) => x.id)).not.toContain(subject.id);
    expect((await counts(t)).subjects).toBe(before.subjects);
    const again = await call(t.app, { method: 'PATCH', url: `/management/subjects/${subject.id}/delete/`, token: s.teacher.token.access });
    expect(again.statusCode).toBe(404);
    expect(await auditActions(t, 'subject', subject.id)).toEqual(['create', 'delete']);
  });

  it('refuses another teacher, another school and a student, and the subject stays listed', async () => {
    const subject = await makeSubject(t, s.teacher, s.section.id);
    const del = (token: string) => call(t.app, { method: 'PATCH', url: `/management/subjects/${subject.id}/delete/`, token });
    expect((await del(s.otherTeacher.token.access)).statusCode).toBe(404);
    expect((await del(s.foreignAdmin.token.access)).statusCode).toBe(404);
    expect((await del(await studentToken(t, s.ana))).statusCode).toBe(403);
    expect(json<{ id: number }[]>(await list(s.teacher.token.access, s.section.id)).map((x) => x.id)).toContain(subject.id);
  });
});
