/** POST /account/teacher/login/: spec §2, §6, §7 'Account', issue 2 item 4 (deactivated staff). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, json, type TestApp } from '../../../test/harness';
import { createAdmin, createTeacher, registerVerified, STAFF_PASSWORD, type Staff } from '../../../test/fixtures';
import { deactivateTeacher, deactivateUser, expectError, get, post, teacherSignIn } from '../../../test/account-helpers';
import { issueTokens } from './sessions.service';

let t: TestApp;
let admin: Staff;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t);
});
afterAll(() => t.close());

const login = (email: string, password: string, lang?: 'en' | 'tl') => post(t, '/account/teacher/login/', { email, password }, { lang });
const INVALID = 'Invalid email or password.';

describe('success', () => {
  it('answers token {access, refresh}, the stored user of spec §3 and a message', async () => {
    const teacher = await createTeacher(t, admin);
    const res = await login(teacher.user.email, STAFF_PASSWORD);
    expect(res.statusCode).toBe(200);
    const body = json<Record<string, unknown>>(res);
    expect(Object.keys(body).sort()).toEqual(['message', 'token', 'user']);
    expect(body.message).toBe('Login successful.');
    expect(body.token).toEqual({
      access: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/),
      refresh: expect.stringMatching(/^[\w-]{32,}$/),
    });
    expect(body.user).toEqual({
      id: teacher.user.id,
      name: teacher.user.username,
      organizational_id: admin.user.organizationId,
      username: teacher.user.username,
      email: teacher.user.email,
      user_role: 'teacher',
      is_admin: false,
      avatar: null,
    });
  });

  it('gives an access token that GET /account/me/ answers with the same user', async () => {
    const teacher = await createTeacher(t, admin);
    const session = await teacherSignIn(t, teacher.user.email, STAFF_PASSWORD);
    const me = await get(t, '/account/me/', { token: session.token.access });
    expect(me.statusCode).toBe(200);
    expect(json(me)).toEqual(session.user);
  });

  it('accepts the email in any letter case and with surrounding spaces', async () => {
    const teacher = await createTeacher(t, admin);
    await teacherSignIn(t, `  ${teacher.user.email.toUpperCase()} `, STAFF_PASSWORD);
  });

  it('signs in a teacher who registered alone, not yet part of a school (issue 20 item 3)', async () => {
    const own = await registerVerified(t, 'teacher');
    const session = await teacherSignIn(t, own.user.email, STAFF_PASSWORD);
    expect(session.user.organizational_id).toBeNull();
    expect(session.user.user_role).toBe('teacher');
  });

  it('answers in Filipino with accept-language tl', async () => {
    const teacher = await createTeacher(t, admin);
    expect(json(await login(teacher.user.email, STAFF_PASSWORD, 'tl')).message).toBe('Matagumpay na naka-login.');
  });

  it('accepts the URL without the trailing slash', async () => {
    const teacher = await createTeacher(t, admin);
    const res = await post(t, '/account/teacher/login', { email: teacher.user.email, password: STAFF_PASSWORD });
    expect(res.statusCode).toBe(200);
  });
});

describe('refusals', () => {
  it(`returns 400 '${INVALID}' for a wrong password`, async () => {
    const teacher = await createTeacher(t, admin);
    expectError(await login(teacher.user.email, 'Wrong#Pass1'), 400, INVALID);
  });

  it('returns 400 with the same answer for an unknown email', async () => {
    const teacher = await createTeacher(t, admin);
    const wrong = await login(teacher.user.email, 'Wrong#Pass1');
    const unknown = await login('nobody@school.test', 'Wrong#Pass1');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body).toBe(wrong.body);
  });

  it('returns 400 in Filipino with accept-language tl', async () => {
    const teacher = await createTeacher(t, admin);
    expectError(await login(teacher.user.email, 'Wrong#Pass1', 'tl'), 400, 'Maling email o password.');
  });

  it.each([
    ['a missing email', { password: 'x' }, 'email', 'Email is required'],
    ['a malformed email', { email: 'nope', password: 'x' }, 'email', 'Email is invalid'],
    ['a missing password', { email: 'a@school.test' }, 'password', 'Password is required'],
    ['an empty password', { email: 'a@school.test', password: '' }, 'password', 'Password is required'],
  ])('returns 400 for %s', async (_label, body, field, message) => {
    expectError(await post(t, '/account/teacher/login/', body), 400, message, { [field]: message });
  });

  it('returns 403 for an account whose email is not verified', async () => {
    const email = `unverified${Date.now()}@school.test`;
    const reg = await post(t, '/account/register/', { username: `unv${Date.now()}`, email, password: STAFF_PASSWORD, role: 'teacher' });
    expect(reg.statusCode).toBe(201);
    expectError(await login(email, STAFF_PASSWORD), 403, 'Please verify your email first. Check your inbox for the link.');
  });

  it('returns 400, not 403, for an unverified account with a wrong password (nothing is told)', async () => {
    const email = `unverified2${Date.now()}@school.test`;
    await post(t, '/account/register/', { username: `unv2${Date.now()}`, email, password: STAFF_PASSWORD, role: 'teacher' });
    expectError(await login(email, 'Wrong#Pass1'), 400, INVALID);
  });

  it('refuses an admin: 403 pointing to the office staff login, with no token', async () => {
    const res = await login(admin.user.email, STAFF_PASSWORD);
    const body = expectError(res, 403, 'This account is an office staff account. Please use the office staff login.');
    expect(body).not.toHaveProperty('token');
  });
});

describe('deactivated teachers (spec §4)', () => {
  it('returns 403 to a deactivated teacher with the right password', async () => {
    const teacher = await createTeacher(t, admin);
    await deactivateTeacher(t, admin, teacher.user.id);
    expectError(
      await login(teacher.user.email, STAFF_PASSWORD),
      403,
      'This account is inactive. Please contact your school administrator.',
    );
  });

  it('returns 400 to a deactivated teacher with a wrong password (nothing is told)', async () => {
    const teacher = await createTeacher(t, admin);
    await deactivateTeacher(t, admin, teacher.user.id);
    expectError(await login(teacher.user.email, 'Wrong#Pass1'), 400, INVALID);
  });

  it('makes an access token issued before deactivation answer 401', async () => {
    const teacher = await createTeacher(t, admin);
    const session = await teacherSignIn(t, teacher.user.email, STAFF_PASSWORD);
    expect((await get(t, '/account/me/', { token: session.token.access })).statusCode).toBe(200);
    await deactivateTeacher(t, admin, teacher.user.id);
    expect((await get(t, '/account/me/', { token: session.token.access })).statusCode).toBe(401);
  });

  it('stops a teacher deactivated by an admin through PATCH /management/teachers/{id}/delete/', async () => {
    const teacher = await createTeacher(t, admin);
    const session = await teacherSignIn(t, teacher.user.email, STAFF_PASSWORD);
    const adminAccess = (
      await issueTokens(t.ctx, t.ctx.db, { kind: 'staff', userId: admin.user.id, organizationId: admin.user.organizationId, role: 'admin' })
    ).access;
    const res = await call(t.app, {
      method: 'PATCH',
      url: `/management/teachers/${teacher.user.id}/delete/`,
      token: adminAccess,
      payload: { is_active: false },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await login(teacher.user.email, STAFF_PASSWORD)).statusCode).toBe(403);
    expect((await get(t, '/account/me/', { token: session.token.access })).statusCode).toBe(401);
  });

  it('makes a refresh token issued before deactivation answer 401, even if its row was left live', async () => {
    const teacher = await createTeacher(t, admin);
    const session = await teacherSignIn(t, teacher.user.email, STAFF_PASSWORD);
    await deactivateUser(t, teacher.user.id); // the flag alone: the refresh itself must check it
    const res = await post(t, '/api/token/refresh/', { refresh: session.token.refresh }, { csrf: false });
    expectError(res, 401, 'Your session has ended. Please sign in again.');
  });
});
