/**
 * Rate limits of issue 2 item 7: 429 with Retry-After per account and per address, and a class of 40
 * signing in together from one school address is never refused.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { call, createTestApp, json, type TestApp } from '../../../test/harness';
import { createAdmin, createSection, createStudent, createTeacher, STAFF_PASSWORD, type Staff } from '../../../test/fixtures';
import { alignClockToWindowStart, expectError, expectTooMany, freshIp, post, registration } from '../../../test/account-helpers';

let t: TestApp;
let admin: Staff;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t);
});
afterAll(() => t.close());
beforeEach(() => alignClockToWindowStart(t));

const MINUTE = 60_000;
const TOO_MANY = 'Too many attempts. Please wait and try again.';

/** Sends `times` calls, each from a new address, and expects each status. */
async function repeat(times: number, status: number, send: () => Promise<{ statusCode: number; body: string }>) {
  for (let i = 0; i < times; i++) {
    const res = await send();
    expect(res.statusCode, `call ${i + 1}: ${res.body}`).toBe(status);
  }
}

describe('per account', () => {
  it('refuses the 11th teacher sign-in after 10 failures with 429, even with the right password', async () => {
    const teacher = await createTeacher(t, admin);
    const login = (password: string) => post(t, '/account/teacher/login/', { email: teacher.user.email, password });
    await repeat(10, 400, () => login('Wrong#Pass1'));
    const res = await login(STAFF_PASSWORD);
    expectTooMany(res, 15 * 60);
    expectError(res, 429, TOO_MANY);
  });

  it('lets the account sign in again once the 15-minute window has passed', async () => {
    const teacher = await createTeacher(t, admin);
    await repeat(10, 400, () => post(t, '/account/teacher/login/', { email: teacher.user.email, password: 'Wrong#Pass1' }));
    t.clock.advance(15 * MINUTE);
    expect((await post(t, '/account/teacher/login/', { email: teacher.user.email, password: STAFF_PASSWORD })).statusCode).toBe(200);
  });

  it('keeps one locked account from stopping another account at the same address', async () => {
    const ip = freshIp();
    const locked = await createTeacher(t, admin);
    const other = await createTeacher(t, admin);
    await repeat(5, 400, () => post(t, '/account/teacher/login/', { email: locked.user.email, password: 'Wrong#Pass1' }, { ip }));
    expect((await post(t, '/account/teacher/login/', { email: locked.user.email, password: STAFF_PASSWORD }, { ip })).statusCode).toBe(429);
    expect((await post(t, '/account/teacher/login/', { email: other.user.email, password: STAFF_PASSWORD }, { ip })).statusCode).toBe(200);
  });

  it('an outsider guessing from one address makes only that address wait: the teacher signs in elsewhere (issue 17 item 4)', async () => {
    const teacher = await createTeacher(t, admin);
    const outsider = freshIp();
    const login = (password: string, ip: string, lang?: 'en' | 'tl') =>
      post(t, '/account/teacher/login/', { email: teacher.user.email, password }, { ip, lang });
    await repeat(5, 400, () => login('Wrong#Pass1', outsider));
    const held = await login(STAFF_PASSWORD, outsider);
    expectError(held, 429, TOO_MANY);
    expect(expectTooMany(held, 30)).toBeGreaterThanOrEqual(29);
    expectError(await login(STAFF_PASSWORD, outsider, 'tl'), 429, 'Masyadong maraming pagsubok. Maghintay muna at subukang muli.');
    expect((await login(STAFF_PASSWORD, freshIp())).statusCode).toBe(200);
  });

  it('guesses spread over many addresses hold new addresses only: the teacher still signs in at school (issue 17 item 4)', async () => {
    const teacher = await createTeacher(t, admin);
    const school = freshIp();
    const login = (password: string, ip: string) => post(t, '/account/teacher/login/', { email: teacher.user.email, password }, { ip });
    expect((await login(STAFF_PASSWORD, school)).statusCode).toBe(200);
    await repeat(10, 400, () => login('Wrong#Pass1', freshIp()));
    expect((await login(STAFF_PASSWORD, freshIp())).statusCode).toBe(429);
    expect((await login('Typo#Pass1', school)).statusCode).toBe(400);
    expect((await login(STAFF_PASSWORD, school)).statusCode).toBe(200);
  });

  it('the same answers for an email without an account: 5 tries from one address, then 429', async () => {
    const ip = freshIp();
    const nobody = () => post(t, '/account/teacher/login/', { email: 'no-such-teacher@school.test', password: 'Wrong#Pass1' }, { ip });
    await repeat(5, 400, nobody);
    expectError(await nobody(), 429, TOO_MANY);
  });

  it('counts admin sign-in failures against the account as well', async () => {
    const office = await createAdmin(t);
    const login = () => post(t, '/account/admin/login/', { email: office.user.email, password: STAFF_PASSWORD, otp: '000000' });
    await repeat(10, 400, login);
    expectTooMany(await login(), 15 * 60);
  });

  it('refuses the 6th code request for one account within 15 minutes, from any address', async () => {
    const office = await createAdmin(t);
    const ask = () => post(t, '/account/admin/request-otp/', { email: office.user.email });
    await repeat(5, 200, ask);
    expectError(await ask(), 429, TOO_MANY);
    expectTooMany(await ask(), 15 * 60);
  });

  it('refuses the 6th forgot-password request for one account within an hour, known or not', async () => {
    const teacher = await createTeacher(t, admin);
    await repeat(5, 200, () => post(t, '/account/forgot-password/', { email: teacher.user.email }));
    expectTooMany(await post(t, '/account/forgot-password/', { email: teacher.user.email }), 60 * 60);
    await repeat(5, 200, () => post(t, '/account/forgot-password/', { email: 'nobody-limit@school.test' }));
    expectTooMany(await post(t, '/account/forgot-password/', { email: 'nobody-limit@school.test' }), 60 * 60);
  });

  it('refuses the 6th resend-verification request for one email within an hour', async () => {
    const body = registration();
    expect((await post(t, '/account/register/', body)).statusCode).toBe(201);
    await repeat(5, 200, () => post(t, '/account/resend-verification/', { email: body.email }));
    expectTooMany(await post(t, '/account/resend-verification/', { email: body.email }), 60 * 60);
  });

  it('refuses the 11th reset-password try for one account within an hour', async () => {
    const teacher = await createTeacher(t, admin);
    const reset = () =>
      post(t, '/account/reset-password/', {
        email: teacher.user.email,
        token: 'x'.repeat(43),
        password: 'Bago#Pass9',
        new_password: 'Bago#Pass9',
      });
    await repeat(10, 400, reset);
    expectTooMany(await reset(), 60 * 60);
  });

  it('answers 429 in Filipino with accept-language tl', async () => {
    const office = await createAdmin(t);
    await repeat(5, 200, () => post(t, '/account/admin/request-otp/', { email: office.user.email }));
    const res = await post(t, '/account/admin/request-otp/', { email: office.user.email }, { lang: 'tl' });
    expectError(res, 429, 'Masyadong maraming pagsubok. Maghintay muna at subukang muli.');
  });
});

describe('per address', () => {
  it('refuses the 31st registration from one address within an hour; another address still registers', async () => {
    const ip = freshIp();
    const first = registration();
    expect((await post(t, '/account/register/', first, { ip })).statusCode).toBe(201);
    // Duplicates count too (and are quick: no password is hashed for them).
    await repeat(29, 409, () => post(t, '/account/register/', registration({ email: first.email }), { ip }));
    const res = await post(t, '/account/register/', registration(), { ip });
    expectTooMany(res, 60 * 60);
    expectError(res, 429, TOO_MANY);
    expect((await post(t, '/account/register/', registration(), { ip: freshIp() })).statusCode).toBe(201);
  });
});

describe('a class signing in together', () => {
  it('never refuses a class of 40 from one school address, each with two wrong tries first', { timeout: 120_000 }, async () => {
    const teacher = await createTeacher(t, admin);
    const section = await createSection(t, teacher);
    const passwords = Array.from({ length: 40 }, (_, i) => `Bata#${1000 + i}x`);
    const students = [];
    for (const password of passwords) students.push(await createStudent(t, teacher, section.id, { password }));
    const ip = freshIp();
    const statuses: number[] = [];
    for (const [i, student] of students.entries()) {
      const list = await call(t.app, {
        method: 'GET',
        url: `/students/get-students/${section.classCode}/`,
        headers: { 'x-forwarded-for': ip },
      });
      expect(list.statusCode).toBe(200);
      for (const password of ['wrong-one', 'Wrong#Two2', passwords[i]]) {
        statuses.push(
          (await post(t, '/students/login/', { id: student.id, code: section.classCode, password }, { ip, csrf: false })).statusCode,
        );
      }
    }
    expect(statuses.filter((s) => s === 429)).toHaveLength(0);
    expect(statuses.filter((s) => s === 200)).toHaveLength(40);
    expect(statuses.filter((s) => s === 400)).toHaveLength(80);
  });

  it('never refuses a staff room of 20 teachers signing in from one address', { timeout: 60_000 }, async () => {
    const ip = freshIp();
    const teachers = [];
    for (let i = 0; i < 20; i++) teachers.push(await createTeacher(t, admin));
    for (const teacher of teachers) {
      const wrong = await post(t, '/account/teacher/login/', { email: teacher.user.email, password: 'Wrong#Pass1' }, { ip });
      expect(wrong.statusCode).toBe(400);
      const right = await post(t, '/account/teacher/login/', { email: teacher.user.email, password: STAFF_PASSWORD }, { ip });
      expect(right.statusCode, json(right).error as string).toBe(200);
    }
  });
});
