/**
 * Tokens: POST /api/token/refresh/ (rotation, reuse revokes the family), access-token expiry, logout, and
 * what each kind of token reaches (spec §4 'Token refresh', ARCHITECTURE.md 'tokens', issue 2 items 4-5).
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, json, type TestApp } from '../../../test/harness';
import {
  createAdmin,
  createSection,
  createStudent,
  createTeacher,
  STAFF_PASSWORD,
  STUDENT_PASSWORD,
  type Staff,
} from '../../../test/fixtures';
import { expectError, get, guardProbeApp, post, teacherSignIn } from '../../../test/account-helpers';
import { signAccessToken } from '../../lib/tokens';
import { issueTokens } from './sessions.service';

let t: TestApp;
let probe: FastifyInstance;
let admin: Staff;
let teacher: Staff;
beforeAll(async () => {
  t = await createTestApp();
  probe = await guardProbeApp(t);
  admin = await createAdmin(t);
  teacher = await createTeacher(t, admin);
});
afterAll(async () => {
  await probe.close();
  await t.close();
});

const MINUTE = 60_000;
const ENDED = 'Your session has ended. Please sign in again.';

const refresh = (token: string) => post(t, '/api/token/refresh/', { refresh: token }, { csrf: false });
const me = (access: string) => get(t, '/account/me/', { token: access });
const signIn = async () => (await teacherSignIn(t, teacher.user.email, STAFF_PASSWORD)).token;

async function rotate(token: string) {
  const res = await refresh(token);
  expect(res.statusCode, res.body).toBe(200);
  return json<{ access: string; refresh: string }>(res);
}

async function signedInStudent() {
  const section = await createSection(t, teacher);
  const student = await createStudent(t, teacher, section.id);
  const res = await post(t, '/students/login/', { id: student.id, code: section.classCode, password: STUDENT_PASSWORD }, { csrf: false });
  expect(res.statusCode, res.body).toBe(200);
  return { student, token: json<{ token: { access: string; refresh: string } }>(res).token };
}

describe('refresh', () => {
  it('rotates: answers a new access token and a new refresh token', async () => {
    const first = await signIn();
    const next = await rotate(first.refresh);
    expect(Object.keys(next).sort()).toEqual(['access', 'refresh']);
    expect(next.refresh).not.toBe(first.refresh);
    expect(json(await me(next.access))).toMatchObject({ id: teacher.user.id, user_role: 'teacher' });
  });

  it('returns 401 for a refresh token that was already rotated', async () => {
    const first = await signIn();
    await rotate(first.refresh);
    expectError(await refresh(first.refresh), 401, ENDED);
  });

  it('revokes the whole family when a used token comes back: the newest token then fails too', async () => {
    const first = await signIn();
    const second = await rotate(first.refresh);
    const third = await rotate(second.refresh);
    expect((await refresh(first.refresh)).statusCode).toBe(401);
    expectError(await refresh(third.refresh), 401, ENDED);
  });

  it('leaves other sessions of the same account working when one family is revoked', async () => {
    const stolen = await signIn();
    const other = await signIn();
    await rotate(stolen.refresh);
    expect((await refresh(stolen.refresh)).statusCode).toBe(401);
    await rotate(other.refresh);
  });

  it('returns 401 for a garbage token', async () => {
    expectError(await refresh('not-a-real-refresh-token'), 401, ENDED);
  });

  it('returns 401 for an access token presented as a refresh token', async () => {
    const first = await signIn();
    expect((await refresh(first.access)).statusCode).toBe(401);
  });

  it('returns 400 without a refresh token', async () => {
    expectError(await post(t, '/api/token/refresh/', {}, { csrf: false }), 400, ENDED, { refresh: ENDED });
  });

  it('still rotates after 29 days and refuses a token older than 30 days', async () => {
    const a = await signIn();
    const b = await signIn();
    t.clock.advance(29 * 24 * 60 * MINUTE);
    await rotate(a.refresh);
    t.clock.advance(2 * 24 * 60 * MINUTE);
    expectError(await refresh(b.refresh), 401, ENDED);
  });

  it('rotates a student refresh token into a student access token', async () => {
    const { student, token } = await signedInStudent();
    const next = await rotate(token.refresh);
    expect(json(await me(next.access))).toMatchObject({ id: student.id, user_role: 'student' });
  });
});

describe('access tokens', () => {
  it("returns 401 'Please sign in.' on GET /account/me/ without a token", async () => {
    expectError(await get(t, '/account/me/'), 401, 'Please sign in.');
  });

  it('still works after 14 minutes', async () => {
    const { access } = await signIn();
    t.clock.advance(14 * MINUTE);
    expect((await me(access)).statusCode).toBe(200);
  });

  it('returns 401 for an access token after 16 minutes, and a refresh then gives one that works', async () => {
    const { access, refresh: r } = await signIn();
    t.clock.advance(16 * MINUTE);
    expect((await me(access)).statusCode).toBe(401);
    const next = await rotate(r);
    expect((await me(next.access)).statusCode).toBe(200);
  });

  it('returns 401 for a token with a changed signature', async () => {
    const { access } = await signIn();
    // Change the signature's first character: the last one of 43 carries 2 padding bits, so flipping it can
    // leave the decoded signature as it was.
    const at = access.lastIndexOf('.') + 1;
    const changed = access[at] === 'A' ? 'B' : 'A';
    expect((await me(`${access.slice(0, at)}${changed}${access.slice(at + 1)}`)).statusCode).toBe(401);
  });

  it('returns 401 for a token signed with another secret', async () => {
    const forged = await signAccessToken(
      'another-secret-another-secret-another',
      { kind: 'staff', userId: admin.user.id, organizationId: admin.user.organizationId, role: 'admin' },
      t.clock.now(),
    );
    expect((await me(forged)).statusCode).toBe(401);
  });

  it('returns 401 for a token naming the user in another school', async () => {
    const forged = await signAccessToken(
      t.ctx.secret,
      { kind: 'staff', userId: teacher.user.id, organizationId: teacher.user.organizationId + 1000, role: 'teacher' },
      t.clock.now(),
    );
    expect((await me(forged)).statusCode).toBe(401);
  });
});

describe('logout', () => {
  it("ends the session: 200 'Logged out.' and its refresh token then answers 401", async () => {
    const token = await signIn();
    const res = await post(t, '/account/logout/', { refresh: token.refresh }, { token: token.access });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({ message: 'Logged out.' });
    expect((await refresh(token.refresh)).statusCode).toBe(401);
  });
});

describe('what each token reaches (spec §6)', () => {
  const reach = (url: string, token?: string) => call(probe, { method: 'GET', url, token });

  it('GET /account/me/ answers a student token with the student, not staff data', async () => {
    const { student, token } = await signedInStudent();
    const res = await me(token.access);
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({
      id: student.id,
      name: student.name,
      organizational_id: admin.user.organizationId,
      username: student.name,
      email: null,
      user_role: 'student',
      is_admin: false,
      avatar: expect.stringMatching(/^\/avatars\/[a-z]+\.svg$/),
    });
  });

  it('returns 403 to a student token on a staff-only route and on an admin-only route', async () => {
    const { token } = await signedInStudent();
    expectError(await reach('/management/probe-staff/', token.access), 403, 'You are not allowed to do this.');
    expectError(await reach('/management/probe-admin/', token.access), 403, 'You are not allowed to do this.');
  });

  it('returns 403 to a student token on the real staff routes (sections, settings, teachers)', async () => {
    const { token } = await signedInStudent();
    for (const url of ['/management/sections/', '/management/settings/', '/management/teachers/']) {
      expectError(await get(t, url, { token: token.access }), 403, 'You are not allowed to do this.');
    }
  });

  it('lets a teacher token list sections but returns 403 on the admin-only teachers list', async () => {
    const { access } = await signIn();
    expect((await get(t, '/management/sections/', { token: access })).statusCode).toBe(200);
    expect((await get(t, '/management/teachers/', { token: access })).statusCode).toBe(403);
  });

  it("reaches a student's own data with their token, and 403 for another student's", async () => {
    const a = await signedInStudent();
    const b = await signedInStudent();
    expect(json(await reach(`/students/${a.student.id}/probe/`, a.token.access))).toEqual({ reached: true, kind: 'student' });
    expect((await reach(`/students/${b.student.id}/probe/`, a.token.access)).statusCode).toBe(403);
  });

  it('returns 403 to a staff token on a student route', async () => {
    const { student } = await signedInStudent();
    expect((await reach(`/students/${student.id}/probe/`, (await signIn()).access)).statusCode).toBe(403);
  });

  it('lets a teacher reach staff routes but not admin-only ones; an admin reaches both', async () => {
    const teacherAccess = (await signIn()).access;
    const adminAccess = (
      await issueTokens(t.ctx, t.ctx.db, { kind: 'staff', userId: admin.user.id, organizationId: admin.user.organizationId, role: 'admin' })
    ).access;
    expect((await reach('/management/probe-staff/', teacherAccess)).statusCode).toBe(200);
    expect((await reach('/management/probe-admin/', teacherAccess)).statusCode).toBe(403);
    expect((await reach('/management/probe-admin/', adminAccess)).statusCode).toBe(200);
  });

  it('returns 401 on a staff route without a token or with a bad one', async () => {
    expectError(await reach('/management/probe-staff/'), 401, 'Please sign in.');
    expectError(await reach('/management/probe-staff/', 'x.y.z'), 401, 'Your session has expired. Please sign in again.');
  });
});
