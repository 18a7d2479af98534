/**
 * Student sign-in: GET /students/get-students/{classCode}/ and POST /students/login/ (spec §2 'Student
 * screens', §7 'Student side', §8 'Student side', issue 2 items 5 and 7).
 */
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { call, createTestApp, json, type TestApp } from '../../../test/harness';
import { createAdmin, createSection, createStudent, createTeacher, STUDENT_PASSWORD, type Staff } from '../../../test/fixtures';
import { alignClockToWindowStart, expectError, expectTooMany, freshIp, get, guardProbeApp, post } from '../../../test/account-helpers';
import { students } from '../../db/schema';

let t: TestApp;
let probe: FastifyInstance;
let teacher: Staff;
beforeAll(async () => {
  t = await createTestApp();
  probe = await guardProbeApp(t);
  teacher = await createTeacher(t, await createAdmin(t));
});
afterAll(async () => {
  await probe.close();
  await t.close();
});

const MINUTE = 60_000;
const BAD_CODE = 'Invalid code or server error. Please try again.';
const WRONG = 'Invalid password. Please try again.';
const LOCKED = 'Too many wrong passwords. Please wait 5 minutes or ask your teacher.';

const list = (code: string, lang?: 'en' | 'tl') => get(t, `/students/get-students/${code}/`, { lang });
const login = (id: number | string, password: string, lang?: 'en' | 'tl') =>
  post(t, '/students/login/', { id, password }, { csrf: false, lang });

async function classWith(...kids: { name: string; gender: 'male' | 'female' }[]) {
  const section = await createSection(t, teacher);
  const rows = [];
  for (const kid of kids) rows.push(await createStudent(t, teacher, section.id, kid));
  return { section, rows };
}

describe('GET /students/get-students/{classCode}/', () => {
  it('returns only id, name and gender of each student of the class, by name', async () => {
    const { section, rows } = await classWith({ name: 'Juan Dela Cruz', gender: 'male' }, { name: 'Ana Reyes', gender: 'female' });
    await classWith({ name: 'Other Class Kid', gender: 'male' });
    const res = await list(section.classCode);
    expect(res.statusCode).toBe(200);
    const body = json<Record<string, unknown>[]>(res);
    expect(body).toEqual([
      { id: rows[1]!.id, name: 'Ana Reyes', gender: 'female' },
      { id: rows[0]!.id, name: 'Juan Dela Cruz', gender: 'male' },
    ]);
    for (const card of body) expect(Object.keys(card).sort()).toEqual(['gender', 'id', 'name']);
    expect(res.body).not.toMatch(/parent|guardian|contact|0917|password|hash|argon/i);
  });

  it('needs no sign-in', async () => {
    const { section } = await classWith({ name: 'Lito', gender: 'male' });
    const res = await call(t.app, { method: 'GET', url: `/students/get-students/${section.classCode}/` });
    expect(res.statusCode).toBe(200);
  });

  it('finds the class whatever the letter case, spaces or dashes in the code', async () => {
    const { section } = await classWith({ name: 'Maya', gender: 'female' });
    const code = section.classCode;
    for (const typed of [
      code.toLowerCase(),
      `%20${code}%20`,
      `${code.slice(0, 3)}-${code.slice(3)}`,
      `${code.slice(0, 3)}%20${code.slice(3).toLowerCase()}`,
    ]) {
      const res = await list(typed);
      expect(res.statusCode, typed).toBe(200);
      expect(json<unknown[]>(res)).toHaveLength(1);
    }
  });

  it('answers the URL without the trailing slash', async () => {
    const { section } = await classWith({ name: 'Nene', gender: 'female' });
    expect((await get(t, `/students/get-students/${section.classCode}`)).statusCode).toBe(200);
  });

  it('returns an empty list for a class without students', async () => {
    const { section } = await classWith();
    expect(json(await list(section.classCode))).toEqual([]);
  });

  it(`returns 404 '${BAD_CODE}' for an unknown code`, async () => {
    expectError(await list('ZZZZZZ'), 404, BAD_CODE);
    expectError(await list('x'.repeat(30)), 404, BAD_CODE);
  });

  it('answers an unknown code in Filipino with accept-language tl', async () => {
    expectError(await list('ZZZZZZ', 'tl'), 404, 'Maling code o may error sa server. Subukang muli.');
  });

  it('refuses an address that has guessed 150 unknown codes within 15 minutes with 429', async () => {
    alignClockToWindowStart(t);
    const ip = freshIp();
    for (let i = 0; i < 150; i++)
      expect((await get(t, `/students/get-students/ZZZ${String(i).padStart(3, '0')}/`, { ip })).statusCode).toBe(404);
    const { section } = await classWith({ name: 'Rina', gender: 'female' });
    expectTooMany(await get(t, `/students/get-students/${section.classCode}/`, { ip }), 15 * 60);
    expect((await get(t, `/students/get-students/${section.classCode}/`)).statusCode).toBe(200); // other addresses are unaffected
  });
});

describe('POST /students/login/', () => {
  it('answers token, user (user_role student) and the class code', async () => {
    const { section, rows } = await classWith({ name: 'Pedro Santos', gender: 'male' });
    const res = await login(rows[0]!.id, STUDENT_PASSWORD);
    expect(res.statusCode).toBe(200);
    const body = json<Record<string, unknown>>(res);
    expect(Object.keys(body).sort()).toEqual(['code', 'token', 'user']);
    expect(body.code).toBe(section.classCode);
    expect(body.token).toEqual({ access: expect.any(String), refresh: expect.any(String) });
    expect(body.user).toEqual({
      id: rows[0]!.id,
      name: 'Pedro Santos',
      organizational_id: teacher.user.organizationId,
      username: 'Pedro Santos',
      email: null,
      user_role: 'student',
      is_admin: false,
      avatar: null,
    });
  });

  it('accepts the id as a string, as a form sends it', async () => {
    const { rows } = await classWith({ name: 'Carlo', gender: 'male' });
    expect((await login(String(rows[0]!.id), STUDENT_PASSWORD)).statusCode).toBe(200);
  });

  it(`returns 400 '${WRONG}' for a wrong password`, async () => {
    const { rows } = await classWith({ name: 'Liza', gender: 'female' });
    expectError(await login(rows[0]!.id, 'Bata#2024y'), 400, WRONG, { password: WRONG });
  });

  it('returns 400 in Filipino with accept-language tl', async () => {
    const { rows } = await classWith({ name: 'Tess', gender: 'female' });
    expectError(await login(rows[0]!.id, 'nope', 'tl'), 400, 'Maling password. Subukang muli.');
  });

  it("returns 400 'Password is required' without a password", async () => {
    const { rows } = await classWith({ name: 'Ben', gender: 'male' });
    expectError(await post(t, '/students/login/', { id: rows[0]!.id }, { csrf: false }), 400, 'Password is required', {
      password: 'Password is required',
    });
  });

  it('returns 404 for an unknown student, also for an id too large to exist', async () => {
    expectError(await login(987654, 'x'), 404, 'Student not found.');
    expectError(await login(2 ** 40, 'x'), 404, 'Student not found.');
  });

  it('returns 404 for a student who is in no class', async () => {
    const { rows } = await classWith({ name: 'Unassigned', gender: 'male' });
    await t.ctx.db.update(students).set({ sectionId: null }).where(eq(students.id, rows[0]!.id));
    expect((await login(rows[0]!.id, STUDENT_PASSWORD)).statusCode).toBe(404);
  });
});

describe('lock-out after 10 wrong passwords in 15 minutes', () => {
  let id: number;
  beforeEach(async () => {
    id = (await classWith({ name: 'Jomar', gender: 'male' })).rows[0]!.id;
  });
  async function wrong(times: number) {
    for (let i = 0; i < times; i++) expectError(await login(id, 'wrong-pass'), 400, WRONG);
  }

  it('answers the 10th wrong password with 429 and a Retry-After of about 5 minutes', async () => {
    await wrong(9);
    const res = await login(id, 'wrong-pass');
    expectError(res, 429, LOCKED);
    expect(expectTooMany(res, 300)).toBeGreaterThanOrEqual(299);
  });

  it('refuses even the right password while locked, and lets it in after 5 minutes', async () => {
    await wrong(9);
    expect((await login(id, 'wrong-pass')).statusCode).toBe(429);
    t.clock.advance(2 * MINUTE);
    const locked = await login(id, STUDENT_PASSWORD);
    expectError(locked, 429, LOCKED);
    expect(expectTooMany(locked, 300)).toBeLessThanOrEqual(181);
    t.clock.advance(3 * MINUTE);
    expect((await login(id, STUDENT_PASSWORD)).statusCode).toBe(200);
  });

  it('forgets wrong passwords older than 15 minutes', async () => {
    await wrong(9);
    t.clock.advance(16 * MINUTE);
    await wrong(9);
    expect((await login(id, STUDENT_PASSWORD)).statusCode).toBe(200);
  });

  it('starts counting again after a successful sign-in', async () => {
    await wrong(9);
    expect((await login(id, STUDENT_PASSWORD)).statusCode).toBe(200);
    await wrong(9);
    expect((await login(id, STUDENT_PASSWORD)).statusCode).toBe(200);
  });

  it('locks only that student: a classmate signs in meanwhile', async () => {
    const classmate = await classWith({ name: 'Kim', gender: 'female' });
    await wrong(9);
    expect((await login(id, 'wrong-pass')).statusCode).toBe(429);
    expect((await login(id, STUDENT_PASSWORD)).statusCode).toBe(429);
    expect((await login(classmate.rows[0]!.id, STUDENT_PASSWORD)).statusCode).toBe(200);
  });
});

describe('what a student token reaches', () => {
  it('GET /account/me/ answers the student, with no staff data', async () => {
    const { rows } = await classWith({ name: 'Aling', gender: 'female' });
    const { token, user } = json<{ token: { access: string }; user: unknown }>(await login(rows[0]!.id, STUDENT_PASSWORD));
    const me = await get(t, '/account/me/', { token: token.access });
    expect(me.statusCode).toBe(200);
    expect(json(me)).toEqual(user);
    expect(json(me)).toMatchObject({ user_role: 'student', is_admin: false, email: null });
  });

  it('returns 403 on staff and admin routes', async () => {
    const { rows } = await classWith({ name: 'Bong', gender: 'male' });
    const { token } = json<{ token: { access: string } }>(await login(rows[0]!.id, STUDENT_PASSWORD));
    for (const url of ['/management/probe-staff/', '/management/probe-admin/']) {
      expect((await call(probe, { method: 'GET', url, token: token.access })).statusCode).toBe(403);
    }
    for (const url of ['/management/sections/', '/management/teachers/', '/management/settings/']) {
      expect((await get(t, url, { token: token.access })).statusCode, url).toBe(403);
    }
  });
});
