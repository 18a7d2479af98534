/** POST /account/forgot-password/ and /account/reset-password/: spec §2, §5, §8, issue 2 item 4. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../../test/harness';
import { createAdmin, createTeacher, STAFF_PASSWORD, type Staff } from '../../../test/fixtures';
import {
  expectError,
  mailsTo,
  newMailsDuring,
  partsOf,
  post,
  resetLinkOf,
  teacherSignIn,
  waitForMails,
} from '../../../test/account-helpers';

let t: TestApp;
let admin: Staff;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t);
});
afterAll(() => t.close());

const MINUTE = 60_000;
const NEW_PASSWORD = 'Bago#Pass9';
const SENT = 'If this email exists, a reset link was sent.';
const INVALID = 'This reset link is invalid or has expired. Please request a new password reset.';

const forgot = (email: string, lang?: 'en' | 'tl') => post(t, '/account/forgot-password/', { email }, { lang });
const reset = (body: Record<string, unknown>, lang?: 'en' | 'tl') => post(t, '/account/reset-password/', body, { lang });
const resetWith = (link: { token: string; email: string }, password = NEW_PASSWORD) => reset({ ...link, password, new_password: password });
const loginStatus = async (email: string, password: string) => (await post(t, '/account/teacher/login/', { email, password })).statusCode;

/** A teacher and the link of a reset mail sent to them. */
async function teacherWithLink(lang?: 'en' | 'tl') {
  const teacher = await createTeacher(t, admin);
  const [mail] = await newMailsDuring(t, teacher.user.email, () => forgot(teacher.user.email, lang));
  return { teacher, mail: mail, link: resetLinkOf(mail) };
}

describe('forgot-password', () => {
  it(`answers 200 '${SENT}'`, async () => {
    const teacher = await createTeacher(t, admin);
    const res = await forgot(teacher.user.email);
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({ message: SENT });
  });

  it('answers an unknown email exactly as a known one (status and body) and mails nothing', async () => {
    const teacher = await createTeacher(t, admin);
    const known = await forgot(teacher.user.email);
    const unknown = await forgot('nobody-reset@school.test');
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    await waitForMails(t, teacher.user.email, 2); // the known address's mail (sent in the background) has arrived
    expect(mailsTo(t, 'nobody-reset@school.test')).toHaveLength(0);
  });

  it('mails a link to /reset-password with the token and the email, in a text and an HTML part', async () => {
    const { teacher, mail, link } = await teacherWithLink();
    expect(link).toEqual({ token: expect.stringMatching(/^[A-Za-z0-9_-]{32,}$/), email: teacher.user.email });
    const { text, html } = partsOf(mail);
    expect(text).toContain(`http://aralin.test/reset-password?token=${link.token}&email=${encodeURIComponent(teacher.user.email)}`);
    expect(html).toContain(`href="http://aralin.test/reset-password?token=${link.token}&amp;email=`);
  });

  it('answers and mails in Filipino with accept-language tl', async () => {
    const { mail } = await teacherWithLink('tl');
    expect(mail).toMatch(/^Subject: Palitan ang iyong password sa Aralin$/m);
    expect(json(await forgot('nobody-tl@school.test', 'tl'))).toEqual({
      message: 'Kung may account ang email na ito, nagpadala kami ng link.',
    });
  });
});

describe('reset-password', () => {
  it("sets the new password: 200 'Password reset successful! Redirecting to login...'", async () => {
    const { link } = await teacherWithLink();
    const res = await resetWith(link);
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({ message: 'Password reset successful! Redirecting to login...' });
  });

  it('makes the old password stop working and the new one work', async () => {
    const { teacher, link } = await teacherWithLink();
    expect((await resetWith(link)).statusCode).toBe(200);
    expect(await loginStatus(teacher.user.email, STAFF_PASSWORD)).toBe(400);
    await teacherSignIn(t, teacher.user.email, NEW_PASSWORD);
  });

  it('works once: the same link a second time returns 400', async () => {
    const { link } = await teacherWithLink();
    expect((await resetWith(link)).statusCode).toBe(200);
    expectError(await resetWith(link, 'Third#Pass7'), 400, INVALID);
  });

  it('voids every other reset link of the account once one is used', async () => {
    const teacher = await createTeacher(t, admin);
    const [first] = await newMailsDuring(t, teacher.user.email, () => forgot(teacher.user.email));
    const [second] = await newMailsDuring(t, teacher.user.email, () => forgot(teacher.user.email));
    expect((await resetWith(resetLinkOf(second))).statusCode).toBe(200);
    expectError(await resetWith(resetLinkOf(first), 'Third#Pass7'), 400, INVALID);
  });

  it('still accepts a link after 59 minutes', async () => {
    const { link } = await teacherWithLink();
    t.clock.advance(59 * MINUTE);
    expect((await resetWith(link)).statusCode).toBe(200);
  });

  it('returns 400 for a link older than 1 hour, and the old password still works', async () => {
    const { teacher, link } = await teacherWithLink();
    t.clock.advance(61 * MINUTE);
    expectError(await resetWith(link), 400, INVALID);
    expect(await loginStatus(teacher.user.email, STAFF_PASSWORD)).toBe(200);
  });

  it('returns 400 for a wrong token', async () => {
    const { link } = await teacherWithLink();
    expectError(await resetWith({ ...link, token: 'x'.repeat(43) }), 400, INVALID);
  });

  it("returns 400 for a token used with another account's email", async () => {
    const { link } = await teacherWithLink();
    const other = await createTeacher(t, admin);
    expectError(await resetWith({ ...link, email: other.user.email }), 400, INVALID);
    expect(await loginStatus(other.user.email, STAFF_PASSWORD)).toBe(200);
  });

  it('returns 400 for an unknown email', async () => {
    expectError(await resetWith({ token: 'x'.repeat(43), email: 'nobody@school.test' }), 400, INVALID);
  });

  it('ends every session of the account: a refresh token from before answers 401', async () => {
    const teacher = await createTeacher(t, admin);
    const session = await teacherSignIn(t, teacher.user.email, STAFF_PASSWORD);
    const [mail] = await newMailsDuring(t, teacher.user.email, () => forgot(teacher.user.email));
    expect((await resetWith(resetLinkOf(mail))).statusCode).toBe(200);
    const res = await post(t, '/api/token/refresh/', { refresh: session.token.refresh }, { csrf: false });
    expectError(res, 401, 'Your session has ended. Please sign in again.');
  });

  it('answers in Filipino with accept-language tl', async () => {
    const { link } = await teacherWithLink();
    const res = await reset({ ...link, password: NEW_PASSWORD, new_password: NEW_PASSWORD }, 'tl');
    expect(json(res)).toEqual({ message: 'Matagumpay na napalitan ang password! Babalik sa login...' });
  });
});

describe('reset-password validation (spec §5)', () => {
  const link = { token: 'x'.repeat(43), email: 'someone@school.test' };

  it.each([
    ['7 characters', 'Abcde1!'],
    ['31 characters', `Abcdefgh1!${'x'.repeat(21)}`],
    ['no uppercase letter', 'abcdefg1!'],
    ['no lowercase letter', 'ABCDEFG1!'],
    ['no digit', 'Abcdefgh!'],
    ['no special character', 'Abcdefgh1'],
    ['& as its only special', 'Abcdefg1&'],
  ])("returns 400 'Password does not meet requirements.' for a password with %s", async (_label, password) => {
    const res = await reset({ ...link, password, new_password: password });
    expectError(res, 400, 'Password does not meet requirements.', { password: 'Password does not meet requirements.' });
  });

  it("returns 400 'Please confirm your password' without a confirmation", async () => {
    const res = await reset({ ...link, password: NEW_PASSWORD });
    expectError(res, 400, 'Please confirm your password', { new_password: 'Please confirm your password' });
  });

  it("returns 400 'Please confirm your password' for an empty confirmation", async () => {
    const res = await reset({ ...link, password: NEW_PASSWORD, new_password: '' });
    expectError(res, 400, 'Please confirm your password', { new_password: 'Please confirm your password' });
  });

  it("returns 400 'Passwords do not match' when the confirmation differs", async () => {
    const res = await reset({ ...link, password: NEW_PASSWORD, new_password: `${NEW_PASSWORD}x` });
    expectError(res, 400, 'Passwords do not match', { new_password: 'Passwords do not match' });
  });

  it("returns 400 'Password is required' without a password", async () => {
    const res = await reset({ ...link, new_password: NEW_PASSWORD });
    expectError(res, 400, 'Password is required', { password: 'Password is required' });
  });

  it('returns 400 with a field error for a missing token', async () => {
    const res = await reset({ email: link.email, password: NEW_PASSWORD, new_password: NEW_PASSWORD });
    expectError(res, 400, INVALID, { token: INVALID });
  });

  it('leaves the password unchanged after a refused reset', async () => {
    const { teacher, link: real } = await teacherWithLink();
    expect((await reset({ ...real, password: NEW_PASSWORD, new_password: 'Other#Pass9' })).statusCode).toBe(400);
    expect(await loginStatus(teacher.user.email, STAFF_PASSWORD)).toBe(200);
    expect((await resetWith(real)).statusCode).toBe(200); // a refused attempt does not spend the link
  });

  it('answers validation in Filipino with accept-language tl', async () => {
    const res = await reset({ ...link, password: NEW_PASSWORD, new_password: 'Other#Pass9' }, 'tl');
    expectError(res, 400, 'Hindi magkatugma ang mga password');
  });
});
