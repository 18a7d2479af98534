/**
 * Student sign-in: GET /students/get-students/{classCode}/ and POST /students/login/ (spec §2 'Student
 * screens', §7 'Student side', §8 'Student side', issue 2 items 5 and 7).
 */
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { AVATAR_KEYS } from '@aralin/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { call, createTestApp, json, type TestApp } from '../../../test/harness';
import { createAdmin, createSection, createStudent, createTeacher, STUDENT_PASSWORD, type Staff } from '../../../test/fixtures';
import {
  alignClockToWindowStart,
  expectError,
  expectTooMany,
  freshIp,
  get,
  guardProbeApp,
  mailsTo,
  post,
  waitForMails,
} from '../../../test/account-helpers';
import { sections, students } from '../../db/schema';
import { signAccessToken } from '../../lib/tokens';

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
const LOCKED = 'Too many wrong passwords. Please wait a little and try again, or ask your teacher.';
const LOCKED_TL = 'Masyadong maraming maling password. Maghintay nang kaunti at subukang muli, o magtanong sa guro.';

const list = (code: string, lang?: 'en' | 'tl') => get(t, `/students/get-students/${code}/`, { lang });
/** The class code a child signs in through: their own class's unless `code` says otherwise. */
async function codeOf(id: number | string) {
  const [row] = await t.ctx.db
    .select({ code: sections.classCode })
    .from(students)
    .innerJoin(sections, eq(sections.id, students.sectionId))
    .where(eq(students.id, Number(id)));
  return row?.code ?? 'ZZZZZZ';
}
const login = async (id: number | string, password: string, lang?: 'en' | 'tl', opts: { code?: string; ip?: string } = {}) =>
  post(t, '/students/login/', { id, code: opts.code ?? (await codeOf(id)), password }, { csrf: false, lang, ip: opts.ip });

async function classWith(...kids: { name: string; gender: 'male' | 'female' }[]) {
  const section = await createSection(t, teacher);
  const rows = [];
  for (const kid of kids) rows.push(await createStudent(t, teacher, section.id, kid));
  return { section, rows };
}

describe('GET /students/get-students/{classCode}/', () => {
  it('returns only id, name, gender and picture of each student of the class, by name', async () => {
    const { section, rows } = await classWith({ name: 'Juan Dela Cruz', gender: 'male' }, { name: 'Ana Reyes', gender: 'female' });
    await classWith({ name: 'Other Class Kid', gender: 'male' });
    const res = await list(section.classCode);
    expect(res.statusCode).toBe(200);
    const body = json<Record<string, unknown>[]>(res);
    expect(body).toEqual([
      { id: rows[1].id, name: 'Ana Reyes', gender: 'female', avatar: expect.any(String) },
      { id: rows[0].id, name: 'Juan Dela Cruz', gender: 'male', avatar: expect.any(String) },
    ]);
    for (const card of body) expect(Object.keys(card).sort()).toEqual(['avatar', 'gender', 'id', 'name']);
    // Each child her own picture (issue 19): two different keys of the shipped set.
    expect(body[0].avatar).not.toBe(body[1].avatar);
    for (const card of body) expect(AVATAR_KEYS).toContain(card.avatar);
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
    const res = await login(rows[0].id, STUDENT_PASSWORD);
    expect(res.statusCode).toBe(200);
    const body = json<Record<string, unknown>>(res);
    expect(Object.keys(body).sort()).toEqual(['code', 'token', 'user']);
    expect(body.code).toBe(section.classCode);
    expect(body.token).toEqual({ access: expect.any(String), refresh: expect.any(String) });
    expect(body.user).toEqual({
      id: rows[0].id,
      name: 'Pedro Santos',
      organizational_id: teacher.user.organizationId,
      username: 'Pedro Santos',
      email: null,
      user_role: 'student',
      is_admin: false,
      avatar: expect.stringMatching(/^\/avatars\/[a-z]+\.svg$/),
    });
  });

  it('accepts the id as a string, as a form sends it', async () => {
    const { rows } = await classWith({ name: 'Carlo', gender: 'male' });
    expect((await login(String(rows[0].id), STUDENT_PASSWORD)).statusCode).toBe(200);
  });

  it(`returns 400 '${WRONG}' for a wrong password`, async () => {
    const { rows } = await classWith({ name: 'Liza', gender: 'female' });
    expectError(await login(rows[0].id, 'Bata#2024y'), 400, WRONG, { password: WRONG });
  });

  it('returns 400 in Filipino with accept-language tl', async () => {
    const { rows } = await classWith({ name: 'Tess', gender: 'female' });
    expectError(await login(rows[0].id, 'nope', 'tl'), 400, 'Maling password. Subukang muli.');
  });

  it("returns 400 'Password is required' without a password", async () => {
    const { rows } = await classWith({ name: 'Ben', gender: 'male' });
    const body = { id: rows[0].id, code: await codeOf(rows[0].id) };
    expectError(await post(t, '/students/login/', body, { csrf: false }), 400, 'Password is required', {
      password: 'Password is required',
    });
  });

  it("returns 400 'Class code is required' without the class code", async () => {
    const { rows } = await classWith({ name: 'Noel', gender: 'male' });
    expectError(
      await post(t, '/students/login/', { id: rows[0].id, password: STUDENT_PASSWORD }, { csrf: false }),
      400,
      'Class code is required',
      {
        code: 'Class code is required',
      },
    );
  });

  it('accepts the class code as typed: any letter case, spaces or dashes', async () => {
    const { section, rows } = await classWith({ name: 'Rico', gender: 'male' });
    const typed = `${section.classCode.slice(0, 3).toLowerCase()}-${section.classCode.slice(3)}`;
    expect((await login(rows[0].id, STUDENT_PASSWORD, undefined, { code: typed })).statusCode).toBe(200);
  });
});

describe('no oracle: one answer for an unknown id, a child of another class and a wrong password (issue 17 item 3)', () => {
  it('answers the same status and body for each, in English and Filipino', async () => {
    const { section, rows } = await classWith({ name: 'Olga', gender: 'female' });
    const other = await classWith({ name: 'Other Olga', gender: 'female' });
    const unassigned = await classWith({ name: 'Nowhere', gender: 'male' });
    await t.ctx.db.update(students).set({ sectionId: null }).where(eq(students.id, unassigned.rows[0].id));
    const me = rows[0].id;
    for (const lang of ['en', 'tl'] as const) {
      const answers = [
        await login(me, 'Wrong#Pass1', lang), // wrong password
        await login(987654, STUDENT_PASSWORD, lang, { code: section.classCode }), // unknown id
        await login(2 ** 40, STUDENT_PASSWORD, lang, { code: section.classCode }), // too large to exist
        await login(other.rows[0].id, STUDENT_PASSWORD, lang, { code: section.classCode }), // another class's child
        await login(me, STUDENT_PASSWORD, lang, { code: other.section.classCode }), // the right password through another code
        await login(unassigned.rows[0].id, STUDENT_PASSWORD, lang, { code: section.classCode }), // in no class
        await login(me, STUDENT_PASSWORD, lang, { code: 'ZZZZZZ' }), // an unknown code
      ];
      const first = answers[0];
      expect(first.statusCode).toBe(400);
      expect(json(first)).toEqual(
        lang === 'en'
          ? { error: WRONG, errors: { password: WRONG } }
          : { error: 'Maling password. Subukang muli.', errors: { password: 'Maling password. Subukang muli.' } },
      );
      for (const [i, res] of answers.entries()) {
        expect(res.statusCode, `case ${i}`).toBe(first.statusCode);
        expect(res.body, `case ${i}`).toBe(first.body);
      }
    }
  });

  it('holds an unknown id exactly like a real child: 5 tries from one address, then the same 429', async () => {
    const { section, rows } = await classWith({ name: 'Real Kid', gender: 'female' });
    const ip = freshIp();
    const tries = async (id: number) => {
      const out = [];
      for (let i = 0; i < 6; i++) {
        const res = await login(id, 'Wrong#Pass1', undefined, { code: section.classCode, ip });
        out.push({ status: res.statusCode, body: res.body, retry: res.headers['retry-after'] });
      }
      return out;
    };
    const real = await tries(rows[0].id);
    const unknown = await tries(876543);
    expect(real.map((r) => r.status)).toEqual([400, 400, 400, 400, 400, 429]);
    expect(unknown).toEqual(real);
  });
});

describe('lock-outs keyed by child and address, with growing delays (issue 17 item 4)', () => {
  let id: number;
  let code: string;
  let sectionId: number;
  beforeEach(async () => {
    const { section, rows } = await classWith({ name: 'Jomar', gender: 'male' });
    id = rows[0].id;
    code = section.classCode;
    sectionId = section.id;
  });
  async function wrong(times: number, ip: string) {
    for (let i = 0; i < times; i++) expectError(await login(id, 'wrong-pass', undefined, { ip }), 400, WRONG);
  }

  it('checks 5 wrong passwords from one address, then makes it wait 30 s, 60 s, 2 min…, in both languages', async () => {
    const ip = freshIp();
    await wrong(5, ip);
    const held = await login(id, STUDENT_PASSWORD, undefined, { ip });
    expectError(held, 429, LOCKED);
    expect(expectTooMany(held, 30)).toBeGreaterThanOrEqual(29);
    expectError(await login(id, STUDENT_PASSWORD, 'tl', { ip }), 429, LOCKED_TL);
    t.clock.advance(30_000);
    await wrong(1, ip);
    expect(expectTooMany(await login(id, STUDENT_PASSWORD, undefined, { ip }), 60)).toBeGreaterThanOrEqual(59);
    t.clock.advance(60_000);
    await wrong(1, ip);
    expect(expectTooMany(await login(id, STUDENT_PASSWORD, undefined, { ip }), 120)).toBeGreaterThanOrEqual(119);
    t.clock.advance(120_000);
    expect((await login(id, STUDENT_PASSWORD, undefined, { ip })).statusCode).toBe(200);
  });

  it('holds only that address: the child signs in from another one meanwhile, and so does a classmate', async () => {
    const classmate = await classWith({ name: 'Kim', gender: 'female' });
    const outsider = freshIp();
    await wrong(5, outsider);
    expect((await login(id, STUDENT_PASSWORD, undefined, { ip: outsider })).statusCode).toBe(429);
    expect((await login(id, STUDENT_PASSWORD, undefined, { ip: freshIp() })).statusCode).toBe(200);
    expect((await login(classmate.rows[0].id, STUDENT_PASSWORD, undefined, { ip: outsider })).statusCode).toBe(200);
  });

  it('an outsider guessing from many addresses holds new addresses, tells the teacher once, never holds the school address', async () => {
    const school = freshIp();
    const mailsBefore = mailsTo(t, teacher.user.email).length;
    expect((await login(id, STUDENT_PASSWORD, undefined, { ip: school })).statusCode).toBe(200);
    // 60 guesses from 20 addresses: 10 are checked, then every new address waits.
    const statuses: number[] = [];
    for (let a = 0; a < 20; a++) {
      const ip = freshIp();
      for (let i = 0; i < 3; i++) statuses.push((await login(id, 'Guess#1234', undefined, { ip, code })).statusCode);
    }
    expect(statuses.filter((s) => s === 400)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(50);
    // A new address is held; the teacher is told once, by mail, and sees the child as locked...
    expectError(await login(id, STUDENT_PASSWORD, undefined, { ip: freshIp() }), 429, LOCKED);
    const mails = await waitForMails(t, teacher.user.email, mailsBefore + 1);
    const mail = mails[mails.length - 1];
    expect(mail).toContain('Jomar');
    expect(mail).toContain(`/sections/${sectionId}/students/${id}`);
    expect(mail).toMatch(/naka-hold/);
    const [row] = await t.ctx.db.select().from(students).where(eq(students.id, id));
    expect(row.lockedUntil!.getTime()).toBeGreaterThan(t.clock.now().getTime());
    for (let i = 0; i < 3; i++) await login(id, 'Guess#1234', undefined, { ip: freshIp() });
    expect(mailsTo(t, teacher.user.email)).toHaveLength(mailsBefore + 1);
    // ...but at school the child signs in, typos included.
    expectError(await login(id, 'Typo#1234', undefined, { ip: school }), 400, WRONG);
    expect((await login(id, STUDENT_PASSWORD, undefined, { ip: school })).statusCode).toBe(200);
  });

  it("a teacher's unlock lifts the delays of every address", async () => {
    const ip = freshIp();
    await wrong(5, ip);
    expect((await login(id, STUDENT_PASSWORD, undefined, { ip })).statusCode).toBe(429);
    const [row] = await t.ctx.db.select().from(students).where(eq(students.id, id));
    const unlock = await call(t.app, {
      method: 'PATCH',
      url: `/management/sections/${row.sectionId}/students/${id}/unlock/`,
      token: await signAccessToken(
        t.ctx.secret,
        { kind: 'staff', userId: teacher.user.id, organizationId: teacher.user.organizationId, role: 'teacher' },
        t.clock.now(),
      ),
    });
    expect(unlock.statusCode, unlock.body).toBe(200);
    expect((await login(id, STUDENT_PASSWORD, undefined, { ip })).statusCode).toBe(200);
  });

  it('forgets wrong passwords after an hour without one', async () => {
    const ip = freshIp();
    await wrong(4, ip);
    t.clock.advance(61 * MINUTE);
    await wrong(4, ip);
    expect((await login(id, STUDENT_PASSWORD, undefined, { ip })).statusCode).toBe(200);
  });

  it('starts counting again after a successful sign-in', async () => {
    const ip = freshIp();
    await wrong(4, ip);
    expect((await login(id, STUDENT_PASSWORD, undefined, { ip })).statusCode).toBe(200);
    await wrong(4, ip);
    expect((await login(id, STUDENT_PASSWORD, undefined, { ip })).statusCode).toBe(200);
  });
});

describe('what a student token reaches', () => {
  it('GET /account/me/ answers the student, with no staff data', async () => {
    const { rows } = await classWith({ name: 'Aling', gender: 'female' });
    const { token, user } = json<{ token: { access: string }; user: unknown }>(await login(rows[0].id, STUDENT_PASSWORD));
    const me = await get(t, '/account/me/', { token: token.access });
    expect(me.statusCode).toBe(200);
    expect(json(me)).toEqual(user);
    expect(json(me)).toMatchObject({ user_role: 'student', is_admin: false, email: null });
  });

  it('returns 403 on staff and admin routes', async () => {
    const { rows } = await classWith({ name: 'Bong', gender: 'male' });
    const { token } = json<{ token: { access: string } }>(await login(rows[0].id, STUDENT_PASSWORD));
    for (const url of ['/management/probe-staff/', '/management/probe-admin/']) {
      expect((await call(probe, { method: 'GET', url, token: token.access })).statusCode).toBe(403);
    }
    for (const url of ['/management/sections/', '/management/teachers/', '/management/settings/']) {
      expect((await get(t, url, { token: token.access })).statusCode, url).toBe(403);
    }
  });
});
