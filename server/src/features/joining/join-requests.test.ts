/**
 * The join code and join requests (issue 20 item 3): a teacher who registered alone asks to join with the
 * school's code; the school's admin approves or refuses; nothing of the school reaches them before.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildPath, CLASS_CODE_ALPHABET, routes, type JoinRequest, type MyJoinRequestResponse, type Teacher } from '@aralin/contract';
import { auditLog, organizations } from '../../db/schema';
import { call, createTestApp, json, type TestApp } from '../../../test/harness';
import { expectError, expectTooMany, get, mailsTo, post } from '../../../test/account-helpers';
import { createAdmin, createSection, createStudent, createTeacher, registerVerified, type Staff } from '../../../test/fixtures';
import { findUserById } from '../../db/users.queries';

let t: TestApp;
let admin: Staff;
let otherAdmin: Staff;
let code: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t);
  otherAdmin = await createAdmin(t);
  code = json<{ join_code: string }>(await get(t, '/management/school/join-code/', { token: admin.token.access })).join_code;
});
afterAll(() => t.close());

const NOT_IN_SCHOOL = 'Your account is not part of a school yet. Ask your school office for the join code.';
const ask = (who: Staff, joinCode: string) =>
  post(t, '/management/join-requests/mine/', { join_code: joinCode }, { token: who.token.access });
const mine = async (who: Staff) =>
  json<MyJoinRequestResponse>(await get(t, '/management/join-requests/mine/', { token: who.token.access }));
const pending = async (by: Staff) => json<JoinRequest[]>(await get(t, '/management/join-requests/', { token: by.token.access }));
const decide = (by: Staff, id: number, what: 'approve' | 'refuse') =>
  post(t, `/management/join-requests/${id}/${what}/`, {}, { token: by.token.access });

/** A teacher who registered alone and asked to join the admin's school; returns them and the request id. */
async function waitingTeacher() {
  const teacher = await registerVerified(t, 'teacher');
  expect((await ask(teacher, code)).statusCode).toBe(201);
  const request = (await pending(admin)).find((r) => r.email === teacher.user.email)!;
  return { teacher, requestId: request.id };
}

describe('the join code (admins only)', () => {
  it('is 8 characters of the class-code alphabet and stays the same until regenerated', async () => {
    expect(code).toHaveLength(8);
    for (const ch of code) expect(CLASS_CODE_ALPHABET).toContain(ch);
    expect(json(await get(t, '/management/school/join-code/', { token: admin.token.access })).join_code).toBe(code);
    const theirs = json(await get(t, '/management/school/join-code/', { token: otherAdmin.token.access })).join_code;
    expect(theirs).not.toBe(code);
  });

  it('is refused to a teacher (403) and to nobody (401)', async () => {
    const teacher = await createTeacher(t, admin);
    expect((await get(t, '/management/school/join-code/', { token: teacher.token.access })).statusCode).toBe(403);
    expect((await get(t, '/management/school/join-code/')).statusCode).toBe(401);
  });

  it('regenerates: the old code stops working at once', async () => {
    const school = await createAdmin(t);
    const old = json(await get(t, '/management/school/join-code/', { token: school.token.access })).join_code as string;
    const res = await post(t, '/management/school/join-code/', {}, { token: school.token.access });
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res)).toMatchObject({ message: 'A new join code was made. The old one no longer works.' });
    const fresh = json(res).join_code as string;
    expect(fresh).not.toBe(old);
    const teacher = await registerVerified(t, 'teacher');
    expectError(await ask(teacher, old), 404, 'No school has this join code. Check it with your school office.');
    expect((await ask(teacher, fresh)).statusCode).toBe(201);
  });
});

describe('a teacher who registered alone', () => {
  it('is not in a school and sees nothing of any school: every other staff call answers 403', async () => {
    const teacher = await registerVerified(t, 'teacher');
    expect(await mine(teacher)).toEqual({ in_school: false, request: null });
    expectError(await get(t, '/management/sections/', { token: teacher.token.access }), 403, NOT_IN_SCHOOL);
    expect((await get(t, '/management/settings/', { token: teacher.token.access })).statusCode).toBe(200);
  });

  it('asks with the code as typed (any case, spaces, dashes) and sees the request pending', async () => {
    const teacher = await registerVerified(t, 'teacher');
    const typed = `${code.slice(0, 4).toLowerCase()}-${code.slice(4)} `;
    const res = await ask(teacher, typed);
    expect(res.statusCode, res.body).toBe(201);
    const body = json<MyJoinRequestResponse>(res);
    expect(body.message).toMatch(/^Your request was sent to .+\. An admin of the school will approve it\.$/);
    expect(body).toMatchObject({ in_school: false, request: { status: 'pending', decided_at: null } });
    expect((await pending(admin)).map((r) => r.email)).toContain(teacher.user.email);
    expect((await pending(otherAdmin)).map((r) => r.email)).not.toContain(teacher.user.email);
  });

  it('answers a wrong code 404 and is stopped after 10 wrong codes an hour (429), even with the right one', async () => {
    const teacher = await registerVerified(t, 'teacher');
    for (let i = 0; i < 10; i++) {
      expectError(
        await ask(teacher, `WRNG${String(i).padStart(4, '2')}`),
        404,
        'No school has this join code. Check it with your school office.',
      );
    }
    expectTooMany(await ask(teacher, 'WRONGXYZ'), 3600);
    expectTooMany(await ask(teacher, code), 3600);
  });

  it('returns 400 for an empty code and 409 for a teacher already in a school', async () => {
    const teacher = await registerVerified(t, 'teacher');
    expectError(await ask(teacher, ' - '), 400, 'Please enter the join code.', { join_code: 'Please enter the join code.' });
    const member = await createTeacher(t, admin);
    expectError(await ask(member, code), 409, 'Your account is already part of a school.');
  });

  it('withdraws a pending request', async () => {
    const { teacher } = await waitingTeacher();
    const res = await call(t.app, { method: 'DELETE', url: '/management/join-requests/mine/', token: teacher.token.access });
    expect(res.statusCode, res.body).toBe(200);
    expect((await mine(teacher)).request?.status).toBe('cancelled');
    expect((await pending(admin)).map((r) => r.email)).not.toContain(teacher.user.email);
  });
});

describe('before approval nothing of the school is visible', () => {
  it('refuses every staff call of the route table but their own profile, sessions and request', async () => {
    const teacherOfSchool = await createTeacher(t, admin);
    const section = await createSection(t, admin, { name: 'Victim Section', teacherId: teacherOfSchool.user.id });
    const student = await createStudent(t, admin, section.id, { name: 'Victim Child' });
    const { teacher } = await waitingTeacher();
    const own = new Set([
      'settings',
      'editProfile',
      'signInSessions',
      'signOutEverywhere',
      'myJoinRequest',
      'requestToJoin',
      'cancelJoinRequest',
    ]);
    const ids: Record<string, number | string> = {
      id: section.id,
      sectionId: section.id,
      studentId: student.id,
      subjectId: 1,
      activityId: 1,
      clipId: 'AAAAAAAAAAAAAAAA',
    };
    for (const [name, route] of Object.entries(routes.management)) {
      if (own.has(name)) continue;
      const url = buildPath(route, ids);
      const res = await call(t.app, { method: route.method, url, token: teacher.token.access, payload: {} });
      expect([403, 404], `${name} ${res.statusCode}`).toContain(res.statusCode);
      expect(res.body, name).not.toMatch(/Victim/);
    }
  });
});

describe('deciding', () => {
  it("lets only the asked school's admins decide: another school's admin 404, a teacher 403", async () => {
    const { requestId } = await waitingTeacher();
    expectError(await decide(otherAdmin, requestId, 'approve'), 404, 'Not found.');
    expectError(await decide(otherAdmin, requestId, 'refuse'), 404, 'Not found.');
    const member = await createTeacher(t, admin);
    expect((await decide(member, requestId, 'approve')).statusCode).toBe(403);
    expectError(await decide(admin, 987_654, 'approve'), 404, 'Not found.');
  });

  it('approval moves the teacher into the school: a refreshed session sees it, the admin lists them', async () => {
    const { teacher, requestId } = await waitingTeacher();
    const placeholder = teacher.user.organizationId;
    const res = await decide(admin, requestId, 'approve');
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).message).toBe(`${teacher.user.username} has joined the school.`);

    // The old access token named the placeholder organization: 401 once, then the refresh gives the school.
    expect((await get(t, '/management/sections/', { token: teacher.token.access })).statusCode).toBe(401);
    const refreshed = await post(t, '/api/token/refresh/', { refresh: teacher.token.refresh });
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    const access = json<{ access: string }>(refreshed).access;
    const me = json(await get(t, '/account/me/', { token: access }));
    expect(me.organizational_id).toBe(admin.user.organizationId);
    const state = json<MyJoinRequestResponse>(await get(t, '/management/join-requests/mine/', { token: access }));
    expect(state).toMatchObject({ in_school: true, request: { status: 'approved' } });

    const section = await createSection(t, admin, { name: 'Mabini', teacherId: teacher.user.id });
    const sections = json<{ id: number }[]>(await get(t, '/management/sections/', { token: access }));
    expect(sections.map((s) => s.id)).toEqual([section.id]);
    const teachers = json<Teacher[]>(await get(t, '/management/teachers/', { token: admin.token.access }));
    expect(teachers.map((x) => x.email)).toContain(teacher.user.email);
    expect((await pending(admin)).map((r) => r.id)).not.toContain(requestId);

    // The placeholder is gone; the teacher's own history (registering, signing in) is in the school's log.
    expect(await t.ctx.db.select().from(organizations).where(eq(organizations.id, placeholder))).toEqual([]);
    const history = await t.ctx.db.select().from(auditLog).where(eq(auditLog.actorId, teacher.user.id));
    expect(history.map((h) => h.organizationId)).toEqual(history.map(() => admin.user.organizationId));
    expect(history.map((h) => h.action)).toContain('register');
    expect(mailsTo(t, teacher.user.email).some((m) => /^Subject: You have joined .+ on Aralin$/m.test(m))).toBe(true);
  });

  it('refusal leaves the teacher outside, tells them, and lets them ask again', async () => {
    const { teacher, requestId } = await waitingTeacher();
    const res = await decide(admin, requestId, 'refuse');
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).message).toBe(`The request of ${teacher.user.username} was refused.`);
    expect(await mine(teacher)).toMatchObject({ in_school: false, request: { status: 'refused', decided_at: expect.any(String) } });
    expectError(await get(t, '/management/sections/', { token: teacher.token.access }), 403, NOT_IN_SCHOOL);
    expect((await findUserById(t.ctx.db, teacher.user.id))!.inSchool).toBe(false);
    expect(mailsTo(t, teacher.user.email).some((m) => /^Subject: Your request to join .+ was refused$/m.test(m))).toBe(true);
    expect((await ask(teacher, code)).statusCode).toBe(201);
  });

  it('answers 409 to a request already answered', async () => {
    const { requestId } = await waitingTeacher();
    expect((await decide(admin, requestId, 'approve')).statusCode).toBe(200);
    expectError(await decide(admin, requestId, 'approve'), 409, 'This request was already answered.');
    expectError(await decide(admin, requestId, 'refuse'), 409, 'This request was already answered.');
  });

  it('answers in Filipino with accept-language tl', async () => {
    const { teacher, requestId } = await waitingTeacher();
    const res = await post(t, `/management/join-requests/${requestId}/refuse/`, {}, { token: admin.token.access, lang: 'tl' });
    expect(json(res).message).toBe(`Tinanggihan ang kahilingan ni ${teacher.user.username}.`);
  });
});
