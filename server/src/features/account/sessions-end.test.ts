/**
 * Issue 17 item 5: sessions that end. A new password (one's own, by reset, set by an admin, a child's set by
 * a teacher), logout, deactivation and "sign out everywhere" end the refresh families, and the access
 * tokens of the ended sessions fail from their very next request (bound: 0 s), not after 15 minutes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../../test/harness';
import {
  createAdmin,
  createSection,
  createStudent,
  createTeacher,
  STAFF_PASSWORD,
  STUDENT_PASSWORD,
  type Staff,
} from '../../../test/fixtures';
import { get, newMailsDuring, post, resetLinkOf, teacherSignIn, type Session } from '../../../test/account-helpers';
import { as } from '../../../test/staff';

let t: TestApp;
let admin: Staff;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t);
});
afterAll(() => t.close());

const me = (access: string) => get(t, '/account/me/', { token: access });
const refresh = (token: string) => post(t, '/api/token/refresh/', { refresh: token }, { csrf: false });
const signIn = (email: string, password = STAFF_PASSWORD, device = 'Mozilla/5.0 (test)') =>
  teacherSignIn(t, email, password, { headers: { 'user-agent': device } });

/** Asserts that a session is over: its access token and its refresh token are refused. */
async function expectEnded(session: { access: string; refresh: string }) {
  expect((await me(session.access)).statusCode).toBe(401);
  expect((await refresh(session.refresh)).statusCode).toBe(401);
}
async function expectLive(session: { access: string; refresh: string }) {
  expect((await me(session.access)).statusCode).toBe(200);
}

describe('a new password ends the sessions', () => {
  it("one's own change in Settings ends every other session; the one that changed it stays", async () => {
    const teacher = await createTeacher(t, admin);
    const phone = (await signIn(teacher.user.email)).token;
    const laptop = (await signIn(teacher.user.email)).token;
    const res = await as(t, laptop.access, {
      method: 'PATCH',
      url: '/management/edit-profile/',
      payload: {
        username: teacher.user.username,
        email: teacher.user.email,
        current_password: STAFF_PASSWORD,
        password: 'Bago#Pass9',
        confirm_password: 'Bago#Pass9',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    await expectEnded(phone);
    await expectEnded(teacher.token);
    await expectLive(laptop);
    expect((await refresh(laptop.refresh)).statusCode).toBe(200);
  });

  it('a reset through the emailed link ends every session', async () => {
    const teacher = await createTeacher(t, admin);
    const a = (await signIn(teacher.user.email)).token;
    const [mail] = await newMailsDuring(t, teacher.user.email, () => post(t, '/account/forgot-password/', { email: teacher.user.email }));
    const { token } = resetLinkOf(mail);
    const res = await post(t, '/account/reset-password/', {
      email: teacher.user.email,
      token,
      password: 'Bago#Pass9',
      new_password: 'Bago#Pass9',
    });
    expect(res.statusCode, res.body).toBe(200);
    await expectEnded(a);
    await expectEnded(teacher.token);
  });

  it("an admin setting a teacher's password ends every session of the teacher", async () => {
    const teacher = await createTeacher(t, admin);
    const a = (await signIn(teacher.user.email)).token;
    const res = await as(t, admin, {
      method: 'PATCH',
      url: `/management/teachers/${teacher.user.id}/`,
      payload: { username: teacher.user.username, email: teacher.user.email, password: 'Bago#Pass9' },
    });
    expect(res.statusCode, res.body).toBe(200);
    await expectEnded(a);
    await expectEnded(teacher.token);
    await expectLive(admin.token);
  });

  it("a teacher setting a child's password ends every session of the child", async () => {
    const teacher = await createTeacher(t, admin);
    const section = await createSection(t, teacher);
    const kid = await createStudent(t, teacher, section.id);
    const login = await post(t, '/students/login/', { id: kid.id, code: section.classCode, password: STUDENT_PASSWORD }, { csrf: false });
    const child = json<{ token: { access: string; refresh: string } }>(login).token;
    await expectLive(child);
    const res = await as(t, teacher, {
      method: 'PATCH',
      url: `/management/sections/${section.id}/students/${kid.id}/update/`,
      payload: {
        name: kid.name,
        parent_guardian: 'Aling Nena',
        contact_number: '09171234567',
        gender: 'female',
        consent: true,
        password: 'Bago#Bata9',
        confirm_password: 'Bago#Bata9',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    await expectEnded(child);
  });
});

describe('logout and deactivation', () => {
  it("logout ends that session's access token at once; the teacher's other sessions go on", async () => {
    const teacher = await createTeacher(t, admin);
    const a = (await signIn(teacher.user.email)).token;
    const b = (await signIn(teacher.user.email)).token;
    expect((await post(t, '/account/logout/', { refresh: a.refresh }, { token: a.access })).statusCode).toBe(200);
    await expectEnded(a);
    await expectLive(b);
  });

  it('deactivation ends every session, and a restore does not bring the old tokens back', async () => {
    const teacher = await createTeacher(t, admin);
    const a = (await signIn(teacher.user.email)).token;
    expect((await as(t, admin, { method: 'PATCH', url: `/management/teachers/${teacher.user.id}/delete/` })).statusCode).toBe(200);
    expect((await me(a.access)).statusCode).toBe(401);
    expect((await as(t, admin, { method: 'PATCH', url: `/management/teachers/${teacher.user.id}/restore/` })).statusCode).toBe(200);
    await expectEnded(a);
    await expectEnded(teacher.token);
    expect((await signIn(teacher.user.email)).token.access).toBeTruthy();
  });
});

describe('Settings: active sessions and "sign out everywhere"', () => {
  it('lists each live session with its device and last refresh, marking the current one', async () => {
    const teacher = await createTeacher(t, admin);
    await signIn(teacher.user.email, STAFF_PASSWORD, 'Phone Browser/1.0');
    const laptop: Session = await signIn(teacher.user.email, STAFF_PASSWORD, 'Laptop Browser/2.0');
    const res = await as(t, laptop.token.access, { method: 'GET', url: '/management/settings/sessions/' });
    expect(res.statusCode, res.body).toBe(200);
    const sessions = json<{ id: string; device: string | null; last_seen_at: string; started_at: string; current: boolean }[]>(res);
    expect(sessions.map((s) => s.device)).toEqual(expect.arrayContaining(['Phone Browser/1.0', 'Laptop Browser/2.0']));
    expect(sessions.filter((s) => s.current).map((s) => s.device)).toEqual(['Laptop Browser/2.0']);
    for (const s of sessions) expect(Date.parse(s.last_seen_at)).toBeGreaterThanOrEqual(Date.parse(s.started_at));
    expect(res.body).not.toMatch(/hash|refresh/i);
  });

  it('signs out everywhere, this session included, in English and Filipino', async () => {
    const teacher = await createTeacher(t, admin);
    const a = (await signIn(teacher.user.email)).token;
    const b = (await signIn(teacher.user.email)).token;
    const res = await as(t, a.access, { method: 'POST', url: '/management/settings/sessions/sign-out-everywhere/' });
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).message).toBe('Signed out on every device.');
    await expectEnded(a);
    await expectEnded(b);
    await expectEnded(teacher.token);
    const again = (await signIn(teacher.user.email)).token;
    const tl = await as(t, again.access, { method: 'POST', url: '/management/settings/sessions/sign-out-everywhere/', lang: 'tl' });
    expect(json(tl).message).toBe('Naka-sign out na sa lahat ng device.');
    const list = await as(t, (await signIn(teacher.user.email)).token.access, { method: 'GET', url: '/management/settings/sessions/' });
    expect(json<unknown[]>(list)).toHaveLength(1);
  });

  it('is for staff only: 401 without a token, 403 for a student', async () => {
    expect((await as(t, null, { method: 'GET', url: '/management/settings/sessions/' })).statusCode).toBe(401);
    expect((await as(t, null, { method: 'POST', url: '/management/settings/sessions/sign-out-everywhere/' })).statusCode).toBe(401);
    const teacher = await createTeacher(t, admin);
    const section = await createSection(t, teacher);
    const kid = await createStudent(t, teacher, section.id);
    const login = await post(t, '/students/login/', { id: kid.id, code: section.classCode, password: STUDENT_PASSWORD }, { csrf: false });
    const child = json<{ token: { access: string } }>(login).token.access;
    expect((await as(t, child, { method: 'GET', url: '/management/settings/sessions/' })).statusCode).toBe(403);
  });
});
