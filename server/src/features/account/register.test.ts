/** POST /account/register/: spec §5 'Registration', §8 'Registration', issue 2 item 4. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../../test/harness';
import { expectError, get, newMailsDuring, partsOf, post, registration, teacherSignIn, verifyLinkOf } from '../../../test/account-helpers';
import { findUserByEmail } from '../../db/users.queries';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const register = (body: Record<string, unknown>, lang?: 'en' | 'tl') => post(t, '/account/register/', body, { lang });

/** Registers and verifies through the mailed link; returns the registration body. */
async function registerVerified(overrides: Record<string, unknown> = {}) {
  const body = registration(overrides);
  const [mail] = await newMailsDuring(t, body.email, async () => expect((await register(body)).statusCode).toBe(201));
  expect((await post(t, '/account/verify-email/', verifyLinkOf(mail))).statusCode).toBe(200);
  return body;
}

/** A teacher registered, verified and signed in. */
async function registerAndSignIn() {
  const body = await registerVerified({ role: 'teacher' });
  return { ...body, session: await teacherSignIn(t, body.email, body.password) };
}

describe('validation (spec §5)', () => {
  it.each([
    ['a missing username', { username: undefined }, 'username', 'Username is required'],
    ['an empty username', { username: '' }, 'username', 'Username is required'],
    ['a username of spaces', { username: '   ' }, 'username', 'Username is required'],
    ['a 2-character username', { username: 'ab' }, 'username', 'Username must be at least 3 characters'],
    ['a missing email', { email: undefined }, 'email', 'Email is required'],
    ['an empty email', { email: '' }, 'email', 'Email is required'],
    ['an email without an at sign', { email: 'maria.school.test' }, 'email', 'Email is invalid'],
    ['an email without a dot', { email: 'maria@school' }, 'email', 'Email is invalid'],
    ['an email with a space', { email: 'ma ria@school.test' }, 'email', 'Email is invalid'],
    ['a missing password', { password: undefined }, 'password', 'Password is required'],
    ['an empty password', { password: '' }, 'password', 'Password is required'],
    ['a missing role', { role: undefined }, 'role', 'Role is required'],
    ['an empty role', { role: '' }, 'role', 'Role is required'],
    ['the role student', { role: 'student' }, 'role', 'Role must be teacher or admin'],
  ])('returns 400 for %s', async (_label, override, field, message) => {
    const res = await register(registration(override));
    expectError(res, 400, message, { [field]: message });
  });

  it.each([
    ['7 characters', 'Abcde1!'],
    ['31 characters', `Abcdefgh1!${'x'.repeat(21)}`],
    ['no lowercase letter', 'ABCDEFG1!'],
    ['no uppercase letter', 'abcdefg1!'],
    ['no digit', 'Abcdefgh!'],
    ['no special character', 'Abcdefgh1'],
    ['only & as special (not one of !@#$%^)', 'Abcdefg1&'],
    ['only * as special', 'Abcdefg1*'],
  ])('returns 400 "Password does not meet requirements" for a password with %s', async (_label, password) => {
    const res = await register(registration({ password }));
    expectError(res, 400, 'Password does not meet requirements', { password: 'Password does not meet requirements' });
  });

  it.each([
    ['exactly 8 characters', 'Abcdef1!'],
    ['exactly 30 characters', `Abcdefgh1^${'x'.repeat(20)}`],
    ['each allowed special', 'Aa1!@#$%^'],
  ])('accepts a password of %s', async (_label, password) => {
    const res = await register(registration({ password }));
    expect(res.statusCode, res.body).toBe(201);
  });

  it('returns every field error at once in the errors map', async () => {
    const res = await register({});
    expect(res.statusCode).toBe(400);
    expect(json(res).errors).toEqual({
      username: 'Username is required',
      email: 'Email is required',
      password: 'Password is required',
      role: 'Role is required',
    });
  });

  it('answers validation errors in Filipino with accept-language tl', async () => {
    const res = await register(registration({ username: 'ab', email: 'x' }), 'tl');
    const body = expectError(res, 400, 'Dapat hindi bababa sa 3 character ang username');
    expect(body.errors).toEqual({ username: 'Dapat hindi bababa sa 3 character ang username', email: 'Hindi wasto ang email' });
  });
});

describe('duplicates (spec §8 Registration)', () => {
  it("returns 409 with 'email already exists' for a duplicate email", async () => {
    const first = registration();
    expect((await register(first)).statusCode).toBe(201);
    const res = await register(registration({ email: first.email }));
    const body = expectError(res, 409, 'A user with this email already exists.');
    expect(body.error).toContain('email already exists');
    expect(body.errors?.email).toContain('email already exists');
    expect(body.errors?.username).toBeUndefined();
  });

  it("returns 409 with 'email already exists' for the same email in other letter case", async () => {
    const first = registration();
    expect((await register(first)).statusCode).toBe(201);
    const res = await register(registration({ email: first.email.toUpperCase() }));
    expect(res.statusCode).toBe(409);
    expect(json(res).errors).toMatchObject({ email: expect.stringContaining('email already exists') });
  });

  it("returns 409 with 'username already exists' for a duplicate username in any letter case", async () => {
    const first = registration();
    expect((await register(first)).statusCode).toBe(201);
    const res = await register(registration({ username: first.username.toUpperCase() }));
    const body = expectError(res, 409, 'A user with this username already exists.');
    expect(body.error).toContain('username already exists');
    expect(body.errors?.username).toContain('username already exists');
    expect(body.errors?.email).toBeUndefined();
  });

  it('returns 409 naming both fields when email and username are both taken', async () => {
    const first = registration();
    expect((await register(first)).statusCode).toBe(201);
    const res = await register(registration({ username: first.username, email: first.email }));
    expect(res.statusCode).toBe(409);
    expect(json(res).errors).toEqual({
      email: expect.stringContaining('email already exists'),
      username: expect.stringContaining('username already exists'),
    });
  });

  it('returns 409, not 500, to the loser of two simultaneous registrations with one email', async () => {
    const email = registration().email;
    const results = await Promise.all([register(registration({ email })), register(registration({ email }))]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const loser = results.find((r) => r.statusCode === 409)!;
    expect(json(loser).errors).toEqual({ email: expect.stringContaining('email already exists') });
  });

  it('keeps the English marker words in the Filipino duplicate messages', async () => {
    const first = registration();
    expect((await register(first)).statusCode).toBe(201);
    const res = await register(registration({ username: first.username, email: first.email }), 'tl');
    const body = json<{ errors: Record<string, string> }>(res);
    expect(body.errors.email).toContain('email already exists');
    expect(body.errors.username).toContain('username already exists');
  });
});

describe('success', () => {
  it('returns 201 with the registration message', async () => {
    const res = await register(registration());
    expect(res.statusCode).toBe(201);
    expect(json(res)).toEqual({ message: 'Registration successful. Please check your email to verify your account.' });
  });

  it('answers in Filipino with accept-language tl', async () => {
    const res = await register(registration(), 'tl');
    expect(json(res)).toEqual({ message: 'Matagumpay ang pagrehistro. Tingnan ang iyong email para i-verify ang account.' });
  });

  it('mails a verification link to /verify-email/?email=…&token=… with a text and an HTML part', async () => {
    const body = registration({ email: 'Mixed.Case+tag@School.test' });
    const [mail] = await newMailsDuring(t, 'mixed.case+tag@school.test', async () => expect((await register(body)).statusCode).toBe(201));
    expect(mail).toMatch(/^Content-Type: multipart\/alternative/m);
    const { text, html } = partsOf(mail);
    expect(text).toContain('http://aralin.test/verify-email/?email=mixed.case%2Btag%40school.test&token=');
    expect(html).toContain('href="http://aralin.test/verify-email/?email=mixed.case%2Btag%40school.test&amp;token=');
    expect(verifyLinkOf(mail)).toEqual({ email: 'mixed.case+tag@school.test', token: expect.stringMatching(/^[A-Za-z0-9_-]{32,}$/) });
  });

  it('writes the verification mail in Filipino with accept-language tl', async () => {
    const body = registration();
    const [mail] = await newMailsDuring(t, body.email, () => register(body, 'tl'));
    expect(mail).toMatch(/^Subject: I-verify ang iyong email sa Aralin$/m);
    expect(partsOf(mail).text).toContain('Salamat sa pagrehistro sa Aralin.');
  });

  it('creates a new school for every admin registration', async () => {
    const a = await findUserByEmail(t.ctx.db, (await registerVerified({ role: 'admin' })).email);
    const b = await findUserByEmail(t.ctx.db, (await registerVerified({ role: 'admin' })).email);
    expect(a!.inSchool && b!.inSchool).toBe(true);
    expect(b!.organizationId).not.toBe(a!.organizationId);
  });

  it('leaves a registered teacher not yet part of a school (issue 20 item 3)', async () => {
    const a = await registerAndSignIn();
    expect(a.session.user.organizational_id).toBeNull();
    const sections = await get(t, '/management/sections/', { token: a.session.token.access });
    expectError(sections, 403, 'Your account is not part of a school yet. Ask your school office for the join code.');
  });

  it('registers role teacher as a teacher who is not an admin', async () => {
    const a = await registerAndSignIn();
    expect(a.session.user).toMatchObject({ user_role: 'teacher', is_admin: false, username: a.username, email: a.email });
  });

  it('registers role admin as office staff, who must then use the admin sign-in', async () => {
    const a = await registerVerified({ role: 'admin' });
    const res = await post(t, '/account/teacher/login/', { email: a.email, password: a.password });
    expectError(res, 403, 'This account is an office staff account. Please use the office staff login.');
  });

  it('stores the email in lower case so sign-in works in any letter case', async () => {
    const body = registration();
    const upper = { ...body, email: body.email.toUpperCase() };
    const [mail] = await newMailsDuring(t, body.email, () => register(upper));
    expect((await post(t, '/account/verify-email/', verifyLinkOf(mail))).statusCode).toBe(200);
    const session = await teacherSignIn(t, upper.email, body.password);
    expect(session.user.email).toBe(body.email);
  });

  it('returns 403 "verify your email" to a registered account that signs in before verifying', async () => {
    const body = registration();
    expect((await register(body)).statusCode).toBe(201);
    const res = await post(t, '/account/teacher/login/', { email: body.email, password: body.password });
    expectError(res, 403, 'Please verify your email first. Check your inbox for the link.');
  });
});
