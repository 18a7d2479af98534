import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import { verifyPassword } from '../../lib/passwords';
import { createTestApp, json, readOutbox, type TestApp } from '../../../test/harness';
import { createAdmin, createTeacher, type Staff } from '../../../test/fixtures';
import { as, createSchool, form, readBack, studentTokenOf, type School } from '../../../test/staff';

let t: TestApp;
let s: School;
let foreign: Staff;
let foreignTeacher: Staff;
beforeAll(async () => {
  t = await createTestApp();
  s = await createSchool(t);
  foreign = await createAdmin(t);
  foreignTeacher = await createTeacher(t, foreign);
});
afterAll(() => t.close());

type TeacherJson = {
  id: number;
  username: string;
  email: string;
  is_active: boolean;
  section_count: number;
  student_count: number;
  recent_actions: { action: string; entity: string }[];
};
const NEW_PASSWORD = 'Bago#Pass9';

describe('GET /management/teachers/', () => {
  it("lists the school's teachers with their counts and recent actions", async () => {
    const res = await as(t, s.admin, { method: 'GET', url: `/management/teachers/?organizational_id=${s.admin.user.organizationId}` });
    expect(res.statusCode).toBe(200);
    const list = json<TeacherJson[]>(res);
    expect(list.map((x) => x.id).sort()).toEqual([s.teacher.user.id, s.other.user.id].sort());
    const mine = list.find((x) => x.id === s.teacher.user.id)!;
    expect(mine).toMatchObject({ section_count: 1, student_count: 1, is_active: true, email: s.teacher.user.email });
    expect(mine.recent_actions[0]).toMatchObject({ action: 'create', entity: 'student' });
    expect(JSON.stringify(list)).not.toContain('password');
  });

  it('filters by is_active', async () => {
    const res = await as(t, s.admin, { method: 'GET', url: '/management/teachers/?is_active=false' });
    expect(json<TeacherJson[]>(res)).toEqual([]);
  });

  it('answers 401 without a token, 403 for a teacher or a student', async () => {
    expect((await as(t, null, { method: 'GET', url: '/management/teachers/' })).statusCode).toBe(401);
    expect((await as(t, s.teacher, { method: 'GET', url: '/management/teachers/' })).statusCode).toBe(403);
    const token = await studentTokenOf(t, s.student);
    expect((await as(t, token, { method: 'GET', url: '/management/teachers/' })).statusCode).toBe(403);
  });

  it('answers 404 for the organizational_id of another school', async () => {
    const res = await as(t, s.admin, { method: 'GET', url: `/management/teachers/?organizational_id=${foreign.user.organizationId}` });
    expect(res.statusCode).toBe(404);
    expect(json(res).error).toBe('Organization ID not found');
  });
});

describe('POST /management/teachers/add/', () => {
  it("adds a teacher to the admin's school from a multipart form and emails them", async () => {
    const before = (await readOutbox(t.outboxDir)).length;
    const body = await form({
      username: 'gurong.bago',
      email: 'Guro.Bago@School.test',
      password: 'Guro#2024x',
      organizationalId: String(s.admin.user.organizationId),
    });
    const res = await as(t, s.admin, { method: 'POST', url: '/management/teachers/add/', ...body });
    expect(res.statusCode).toBe(201);
    expect(json(res).message).toBe('Teacher added successfully.');
    const teacher = json<{ teacher: TeacherJson }>(res).teacher;
    expect(teacher).toMatchObject({ username: 'gurong.bago', email: 'guro.bago@school.test', is_active: true, section_count: 0 });
    const row = await readBack.user(t, teacher.id);
    expect(row).toMatchObject({ organizationId: s.admin.user.organizationId, role: 'teacher' });
    expect(row.emailVerifiedAt).not.toBeNull();
    const mails = await readOutbox(t.outboxDir, before + 1);
    expect(mails.at(-1)).toContain('guro.bago@school.test');
    expect(mails.at(-1)).toContain('/teacher-login');
    expect(await readBack.audit(t, 'teacher', teacher.id)).toHaveLength(1);
  });

  it('accepts JSON too', async () => {
    const res = await as(t, s.admin, {
      method: 'POST',
      url: '/management/teachers/add/',
      payload: { username: 'json.guro', email: 'json.guro@school.test', password: 'Guro#2024x' },
    });
    expect(res.statusCode).toBe(201);
  });

  it.each([
    [{}, 'Username, email, and password are required to add a teacher.'],
    [{ username: 'abc', email: '', password: 'Guro#2024x' }, 'Username, email, and password are required to add a teacher.'],
    [{ username: 'abcd', email: 'x@y.z', password: 'weakpass' }, 'Password does not meet requirements'],
    [{ username: 'abcd', email: 'not-an-email', password: 'Guro#2024x' }, 'Email is invalid'],
    [{ username: 'ab', email: 'ab@y.z', password: 'Guro#2024x' }, 'Username must be at least 3 characters'],
    [{ username: 'abcd', email: 'ab@y.z', password: 'Guro#2024x', confirm_password: 'Other#2024' }, 'Passwords do not match'],
  ])('answers 400 for %j', async (payload, message) => {
    const res = await as(t, s.admin, { method: 'POST', url: '/management/teachers/add/', payload });
    expect(res.statusCode).toBe(400);
    expect(json(res).error).toBe(message);
  });

  it('answers in Filipino when asked', async () => {
    const res = await as(t, s.admin, { method: 'POST', url: '/management/teachers/add/', payload: {}, lang: 'tl' });
    expect(json(res).error).toBe('Kailangan ang username, email, at password para makapagdagdag ng guro.');
  });

  it('answers 409 for an email already in use', async () => {
    const res = await as(t, s.admin, {
      method: 'POST',
      url: '/management/teachers/add/',
      payload: { username: 'fresh.name', email: s.teacher.user.email, password: 'Guro#2024x' },
    });
    expect(res.statusCode).toBe(409);
    expect(json<{ errors: Record<string, string> }>(res).errors.email).toBe('A user with this email already exists.');
  });

  it('answers 404 for organizationalId of another school and adds nobody', async () => {
    const payload = {
      username: 'sneaky',
      email: 'sneaky@school.test',
      password: 'Guro#2024x',
      organizationalId: foreign.user.organizationId,
    };
    expect((await as(t, s.admin, { method: 'POST', url: '/management/teachers/add/', payload })).statusCode).toBe(404);
    expect(await t.ctx.db.select().from(users).where(eq(users.username, 'sneaky'))).toHaveLength(0);
  });

  it('answers 401 without a token and 403 for a teacher', async () => {
    const payload = { username: 'nobody1', email: 'nobody1@school.test', password: 'Guro#2024x' };
    expect((await as(t, null, { method: 'POST', url: '/management/teachers/add/', payload })).statusCode).toBe(401);
    expect((await as(t, s.teacher, { method: 'POST', url: '/management/teachers/add/', payload })).statusCode).toBe(403);
    expect(await t.ctx.db.select().from(users).where(eq(users.username, 'nobody1'))).toHaveLength(0);
  });
});

describe('PATCH /management/teachers/{id}/', () => {
  it('updates username and email and keeps the password when blank', async () => {
    const teacher = await createTeacher(t, s.admin);
    const res = await as(t, s.admin, {
      method: 'PATCH',
      url: `/management/teachers/${teacher.user.id}/`,
      payload: { username: 'renamed.one', email: 'renamed.one@school.test', password: '' },
    });
    expect(res.statusCode).toBe(200);
    expect(json(res).message).toBe('Teacher updated successfully.');
    const row = await readBack.user(t, teacher.user.id);
    expect(row).toMatchObject({ username: 'renamed.one', email: 'renamed.one@school.test' });
    expect(await verifyPassword(row.passwordHash, teacher.password)).toBe(true);
  });

  it('sets a new password when one is given', async () => {
    const teacher = await createTeacher(t, s.admin);
    const payload = { username: teacher.user.username, email: teacher.user.email, password: NEW_PASSWORD };
    expect((await as(t, s.admin, { method: 'PATCH', url: `/management/teachers/${teacher.user.id}/`, payload })).statusCode).toBe(200);
    expect(await verifyPassword((await readBack.user(t, teacher.user.id)).passwordHash, NEW_PASSWORD)).toBe(true);
  });

  it('answers 400 for a weak password and 409 for a taken username', async () => {
    const url = `/management/teachers/${s.other.user.id}/`;
    const weak = await as(t, s.admin, {
      method: 'PATCH',
      url,
      payload: { username: s.other.user.username, email: s.other.user.email, password: 'short' },
    });
    expect(json(weak).error).toBe('Password does not meet requirements');
    const taken = await as(t, s.admin, { method: 'PATCH', url, payload: { username: s.teacher.user.username, email: s.other.user.email } });
    expect(taken.statusCode).toBe(409);
    expect(json(taken).error).toBe('A user with this username already exists.');
  });

  it('answers 404 for a teacher of another school or an admin, changing nothing', async () => {
    const payload = { username: 'hijacked', email: 'hijacked@school.test' };
    expect((await as(t, s.admin, { method: 'PATCH', url: `/management/teachers/${foreignTeacher.user.id}/`, payload })).statusCode).toBe(
      404,
    );
    expect((await as(t, s.admin, { method: 'PATCH', url: `/management/teachers/${s.admin.user.id}/`, payload })).statusCode).toBe(404);
    expect((await readBack.user(t, foreignTeacher.user.id)).username).toBe(foreignTeacher.user.username);
    expect((await readBack.user(t, s.admin.user.id)).username).toBe(s.admin.user.username);
  });

  it('answers 401 without a token and 403 for a teacher', async () => {
    const payload = { username: 'x'.repeat(5), email: 'x5@school.test' };
    expect((await as(t, null, { method: 'PATCH', url: `/management/teachers/${s.other.user.id}/`, payload })).statusCode).toBe(401);
    expect((await as(t, s.teacher, { method: 'PATCH', url: `/management/teachers/${s.other.user.id}/`, payload })).statusCode).toBe(403);
    expect((await readBack.user(t, s.other.user.id)).username).toBe(s.other.user.username);
  });
});

describe('deactivate and restore', () => {
  it('moves a teacher to inactive, ends their access, and restores them', async () => {
    const teacher = await createTeacher(t, s.admin);
    const off = await as(t, s.admin, {
      method: 'PATCH',
      url: `/management/teachers/${teacher.user.id}/delete/`,
      payload: { is_active: false },
    });
    expect(off.statusCode).toBe(200);
    expect(json(off).message).toBe(`${teacher.user.username} has been moved to inactive teachers.`);
    expect(json<{ teacher: TeacherJson }>(off).teacher.is_active).toBe(false);
    expect((await as(t, teacher, { method: 'GET', url: '/management/sections/' })).statusCode).toBe(401);
    const inactive = json<TeacherJson[]>(await as(t, s.admin, { method: 'GET', url: '/management/teachers/?is_active=false' }));
    expect(inactive.map((x) => x.id)).toContain(teacher.user.id);

    const on = await as(t, s.admin, {
      method: 'PATCH',
      url: `/management/teachers/${teacher.user.id}/restore/`,
      payload: { is_active: true },
    });
    expect(json(on).message).toBe(`${teacher.user.username} has been restored successfully.`);
    expect((await readBack.user(t, teacher.user.id)).isActive).toBe(true);
    expect((await readBack.audit(t, 'teacher', teacher.user.id)).map((a) => a.action)).toEqual(['create', 'deactivate', 'restore']);
  });

  it('answers 404 for a teacher of another school, changing nothing', async () => {
    expect((await as(t, s.admin, { method: 'PATCH', url: `/management/teachers/${foreignTeacher.user.id}/delete/` })).statusCode).toBe(404);
    expect((await readBack.user(t, foreignTeacher.user.id)).isActive).toBe(true);
    await as(t, foreign, { method: 'PATCH', url: `/management/teachers/${foreignTeacher.user.id}/delete/` });
    expect((await as(t, s.admin, { method: 'PATCH', url: `/management/teachers/${foreignTeacher.user.id}/restore/` })).statusCode).toBe(
      404,
    );
    expect((await readBack.user(t, foreignTeacher.user.id)).isActive).toBe(false);
    await as(t, foreign, { method: 'PATCH', url: `/management/teachers/${foreignTeacher.user.id}/restore/` });
  });

  it('answers 401 without a token and 403 for a teacher', async () => {
    expect((await as(t, null, { method: 'PATCH', url: `/management/teachers/${s.other.user.id}/delete/` })).statusCode).toBe(401);
    expect((await as(t, s.teacher, { method: 'PATCH', url: `/management/teachers/${s.other.user.id}/delete/` })).statusCode).toBe(403);
    expect((await as(t, s.teacher, { method: 'PATCH', url: `/management/teachers/${s.other.user.id}/restore/` })).statusCode).toBe(403);
    expect((await readBack.user(t, s.other.user.id)).isActive).toBe(true);
  });
});
