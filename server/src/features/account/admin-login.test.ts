/** Admin two-step sign-in: POST /account/admin/request-otp/ then /account/admin/login/ (spec §2, §6, issue 2 item 4). */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../../test/harness';
import { createAdmin, createTeacher, STAFF_PASSWORD, type Staff } from '../../../test/fixtures';
import {
  deactivateUser,
  expectError,
  get,
  mailsTo,
  newMailsDuring,
  otpOf,
  partsOf,
  post,
  requestOtp,
  type Session,
} from '../../../test/account-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const MINUTE = 60_000;
const OTP_SENT = 'If this email belongs to an office staff account, a 6-digit code was sent to it.';
const OTP_INVALID = 'The code is wrong or has expired. Please request a new one.';

const askCode = (email: string, lang?: 'en' | 'tl') => post(t, '/account/admin/request-otp/', { email }, { lang });
const login = (email: string, password: string, otp: string) => post(t, '/account/admin/login/', { email, password, otp });
/** A code that is not `code`. */
const other = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('request-otp', () => {
  it('mails a 6-digit code with a text and an HTML part', async () => {
    const admin = await createAdmin(t);
    const [mail] = await newMailsDuring(t, admin.user.email, async () => {
      const res = await askCode(admin.user.email);
      expect(res.statusCode).toBe(200);
      expect(json(res)).toEqual({ message: OTP_SENT });
    });
    const code = otpOf(mail);
    expect(code).toMatch(/^\d{6}$/);
    expect(partsOf(mail).html).toContain(`>${code}</p>`);
  });

  it('answers an unknown email exactly as an admin, and mails nothing', async () => {
    const admin = await createAdmin(t);
    const known = await askCode(admin.user.email);
    const unknown = await askCode('nobody-otp@school.test');
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    expect(mailsTo(t, 'nobody-otp@school.test')).toHaveLength(0);
  });

  it('answers a teacher exactly as an admin; the teacher is mailed where teachers sign in, with no code', async () => {
    const admin = await createAdmin(t);
    const teacher = await createTeacher(t, admin);
    const known = await askCode(admin.user.email);
    const [mail] = await newMailsDuring(t, teacher.user.email, async () => {
      const res = await askCode(teacher.user.email);
      expect(res.statusCode).toBe(known.statusCode);
      expect(res.body).toBe(known.body);
    });
    expect(mail).toMatch(/^Subject: Signing in to Aralin: use the teacher page$/m);
    expect(mail).toContain('/teacher-login');
    expect(() => otpOf(mail)).toThrow();
    // No code was stored: nothing signs the teacher in through the office staff door.
    expectError(await login(teacher.user.email, STAFF_PASSWORD, '000000'), 400, OTP_INVALID);
  });

  it('answers and mails in Filipino with accept-language tl', async () => {
    const admin = await createAdmin(t);
    const [mail] = await newMailsDuring(t, admin.user.email, async () => {
      expect(json(await askCode(admin.user.email, 'tl'))).toEqual({
        message: 'Kung pag-aari ng office staff account ang email na ito, may ipinadalang 6-digit na code dito.',
      });
    });
    expect(mail).toMatch(/^Subject: Ang iyong Aralin sign-in code: \d{6}$/m);
  });

  it("returns 400 'Email is invalid' for a malformed email", async () => {
    expectError(await askCode('not-an-email'), 400, 'Email is invalid', { email: 'Email is invalid' });
  });
});

describe('login', () => {
  let admin: Staff;
  beforeEach(async () => {
    admin = await createAdmin(t); // a fresh account per test: its code and failure counters start clean
  });

  it('signs an admin in with the mailed code and the password', async () => {
    const code = await requestOtp(t, admin.user.email);
    const res = await login(admin.user.email, STAFF_PASSWORD, code);
    expect(res.statusCode, res.body).toBe(200);
    const body = json<Session>(res);
    expect(body.message).toBe('Login successful.');
    expect(body.user).toEqual({
      id: admin.user.id,
      name: admin.user.username,
      organizational_id: admin.user.organizationId,
      username: admin.user.username,
      email: admin.user.email,
      user_role: 'admin',
      is_admin: true,
      avatar: null,
    });
    expect(json(await get(t, '/account/me/', { token: body.token.access }))).toEqual(body.user);
  });

  it('accepts a code typed with surrounding spaces', async () => {
    const code = await requestOtp(t, admin.user.email);
    expect((await login(admin.user.email, STAFF_PASSWORD, ` ${code} `)).statusCode).toBe(200);
  });

  it('refuses a code the second time (single use)', async () => {
    const code = await requestOtp(t, admin.user.email);
    expect((await login(admin.user.email, STAFF_PASSWORD, code)).statusCode).toBe(200);
    expectError(await login(admin.user.email, STAFF_PASSWORD, code), 400, OTP_INVALID, { otp: OTP_INVALID });
  });

  it('lets only one of two simultaneous sign-ins with the same code through', async () => {
    const code = await requestOtp(t, admin.user.email);
    const results = await Promise.all([1, 2, 3].map(() => login(admin.user.email, STAFF_PASSWORD, code)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400, 400]);
  });

  it('still accepts a code after 9 minutes', async () => {
    const code = await requestOtp(t, admin.user.email);
    t.clock.advance(9 * MINUTE);
    expect((await login(admin.user.email, STAFF_PASSWORD, code)).statusCode).toBe(200);
  });

  it('refuses a code after 10 minutes', async () => {
    const code = await requestOtp(t, admin.user.email);
    t.clock.advance(10 * MINUTE + 1000);
    expectError(await login(admin.user.email, STAFF_PASSWORD, code), 400, OTP_INVALID);
  });

  it('voids an earlier code when a new one is requested', async () => {
    const first = await requestOtp(t, admin.user.email);
    const second = await requestOtp(t, admin.user.email);
    if (first !== second) expectError(await login(admin.user.email, STAFF_PASSWORD, first), 400, OTP_INVALID);
    expect((await login(admin.user.email, STAFF_PASSWORD, second)).statusCode).toBe(200);
  });

  it('voids the code after 5 wrong codes: even the right code then fails', async () => {
    const code = await requestOtp(t, admin.user.email);
    for (let i = 0; i < 5; i++) expectError(await login(admin.user.email, STAFF_PASSWORD, other(code)), 400, OTP_INVALID);
    expectError(await login(admin.user.email, STAFF_PASSWORD, code), 400, OTP_INVALID);
  });

  it('still accepts the right code after 4 wrong ones', async () => {
    const code = await requestOtp(t, admin.user.email);
    for (let i = 0; i < 4; i++) expect((await login(admin.user.email, STAFF_PASSWORD, other(code))).statusCode).toBe(400);
    expect((await login(admin.user.email, STAFF_PASSWORD, code)).statusCode).toBe(200);
  });

  it("returns 400 'Invalid email or password.' for the right code with a wrong password", async () => {
    const code = await requestOtp(t, admin.user.email);
    expectError(await login(admin.user.email, 'Wrong#Pass1', code), 400, 'Invalid email or password.');
    expect((await login(admin.user.email, STAFF_PASSWORD, code)).statusCode).toBe(200);
  });

  it('counts wrong passwords against the code: void after 5', async () => {
    const code = await requestOtp(t, admin.user.email);
    for (let i = 0; i < 5; i++) expect((await login(admin.user.email, 'Wrong#Pass1', code)).statusCode).toBe(400);
    expectError(await login(admin.user.email, STAFF_PASSWORD, code), 400, OTP_INVALID);
  });

  it('counts wrong codes and wrong passwords together', async () => {
    const code = await requestOtp(t, admin.user.email);
    for (let i = 0; i < 3; i++) expect((await login(admin.user.email, STAFF_PASSWORD, other(code))).statusCode).toBe(400);
    for (let i = 0; i < 2; i++) expect((await login(admin.user.email, 'Wrong#Pass1', code)).statusCode).toBe(400);
    expectError(await login(admin.user.email, STAFF_PASSWORD, code), 400, OTP_INVALID);
  });

  it("returns 400 'OTP is required' without a code", async () => {
    const res = await post(t, '/account/admin/login/', { email: admin.user.email, password: STAFF_PASSWORD });
    expectError(res, 400, 'OTP is required', { otp: 'OTP is required' });
  });

  it('returns 400 for an unknown email', async () => {
    expectError(await login('nobody-admin@school.test', STAFF_PASSWORD, '123456'), 400, OTP_INVALID);
  });
});

describe('refusals', () => {
  it('refuses a teacher: no code is mailed and no code works', async () => {
    const admin = await createAdmin(t);
    const teacher = await createTeacher(t, admin);
    expect((await askCode(teacher.user.email)).statusCode).toBe(200);
    for (const code of ['000000', '123456']) {
      const res = await login(teacher.user.email, STAFF_PASSWORD, code);
      expect(res.statusCode).toBe(400);
      expect(json(res)).not.toHaveProperty('token');
    }
  });

  it('returns 403 to an admin whose email is not verified', async () => {
    const email = `unverified-admin${Date.now()}@school.test`;
    const reg = await post(t, '/account/register/', { username: `unva${Date.now()}`, email, password: STAFF_PASSWORD, role: 'admin' });
    expect(reg.statusCode).toBe(201);
    const code = await requestOtp(t, email);
    expectError(await login(email, STAFF_PASSWORD, code), 403, 'Please verify your email first. Check your inbox for the link.');
  });

  it('mails no code to a deactivated admin', async () => {
    const admin = await createAdmin(t);
    await deactivateUser(t, admin.user.id);
    const before = mailsTo(t, admin.user.email).length;
    expect((await askCode(admin.user.email)).statusCode).toBe(200);
    expect(mailsTo(t, admin.user.email)).toHaveLength(before);
  });

  it('returns 403 to an admin deactivated after the code was mailed', async () => {
    const admin = await createAdmin(t);
    const code = await requestOtp(t, admin.user.email);
    await deactivateUser(t, admin.user.id);
    expectError(
      await login(admin.user.email, STAFF_PASSWORD, code),
      403,
      'This account is inactive. Please contact your school administrator.',
    );
  });
});
