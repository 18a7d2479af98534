/** Invitations (issue 20 item 3): an admin emails a link that makes a teacher account in the school. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { AcceptInviteResponse, InviteResponse, SchoolInvite, Teacher } from '@aralin/contract';
import { schoolInvites } from '../../db/schema';
import { sha256 } from '../../lib/crypto';
import { call, createTestApp, json, type TestApp } from '../../../test/harness';
import { expectError, get, newMailsDuring, partsOf, post, uniqueName } from '../../../test/account-helpers';
import { createAdmin, createTeacher, type Staff } from '../../../test/fixtures';
import { issueTokens } from '../account/sessions.service';

let t: TestApp;
let admin: Staff;
let otherAdmin: Staff;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t);
  otherAdmin = await createAdmin(t);
});
afterAll(() => t.close());

const INVALID = 'This invitation link is not valid any more. Ask your school office for a new one.';
const newEmail = () => `${uniqueName('invitee')}@school.test`;

/** Sends an invitation as an admin; returns the answer and the token of the mailed link. */
async function invite(by: Staff, email = newEmail(), lang: 'en' | 'tl' = 'en') {
  let res!: Awaited<ReturnType<typeof post>>;
  const [mail] = await newMailsDuring(t, email, async () => {
    res = await post(t, '/management/teachers/invites/', { email }, { token: by.token.access, lang });
    expect(res.statusCode, res.body).toBe(201);
  });
  const token = /\/accept-invite\?token=([A-Za-z0-9_-]+)/.exec(partsOf(mail).text ?? '')![1];
  return { email, token, mail: mail, answer: json<InviteResponse>(res) };
}

/** A 400 with these per-field texts. */
function expectFields(res: Awaited<ReturnType<typeof post>>, fields: Record<string, string>) {
  expect(res.statusCode, res.body).toBe(400);
  expect(json<{ errors: Record<string, string> }>(res).errors).toMatchObject(fields);
}

const accept = (token: string, overrides: Record<string, unknown> = {}) =>
  post(t, '/account/invite/accept/', {
    token,
    first_name: 'Maria',
    last_name: 'Dela Cruz',
    username: uniqueName('maria'),
    password: 'Guro#2026a',
    confirm_password: 'Guro#2026a',
    ...overrides,
  });

describe('sending (admins only)', () => {
  it('mails a link, stores only its hash and lists the invitation as pending', async () => {
    const { email, token, mail, answer } = await invite(admin);
    expect(answer.message).toBe(`Invitation sent to ${email}.`);
    expect(answer.invite).toMatchObject({ email, status: 'pending', invited_by: admin.user.username });
    expect(mail).toMatch(/^Subject: Invitation to join .+ on Aralin$/m);
    const [row] = await t.ctx.db.select().from(schoolInvites).where(eq(schoolInvites.id, answer.invite.id));
    expect(row.tokenHash).toBe(sha256(token));
    expect(JSON.stringify(row)).not.toContain(token);
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBe(7 * 86_400_000);
    const list = json<SchoolInvite[]>(await get(t, '/management/teachers/invites/', { token: admin.token.access }));
    expect(list.map((i) => i.email)).toContain(email);
  });

  it('writes the mail in Filipino with accept-language tl', async () => {
    const { mail } = await invite(admin, newEmail(), 'tl');
    expect(mail).toMatch(/^Subject: Imbitasyon na sumali sa .+ sa Aralin$/m);
  });

  it('returns 409 for an address that already has an account', async () => {
    const res = await post(t, '/management/teachers/invites/', { email: admin.user.email }, { token: admin.token.access });
    expectError(res, 409, "This email already has an Aralin account. A teacher who registered alone can join with the school's join code.");
  });

  it('returns 400 for an invalid address and 403 to a teacher, 401 without a token', async () => {
    expectError(await post(t, '/management/teachers/invites/', { email: 'nope' }, { token: admin.token.access }), 400, 'Email is invalid', {
      email: 'Email is invalid',
    });
    const teacher = await createTeacher(t, admin);
    expect((await post(t, '/management/teachers/invites/', { email: newEmail() }, { token: teacher.token.access })).statusCode).toBe(403);
    expect((await post(t, '/management/teachers/invites/', { email: newEmail() })).statusCode).toBe(401);
  });

  it("keeps each school's invitations to itself", async () => {
    const { email } = await invite(admin);
    const theirs = json<SchoolInvite[]>(await get(t, '/management/teachers/invites/', { token: otherAdmin.token.access }));
    expect(theirs.map((i) => i.email)).not.toContain(email);
  });

  it('replaces an earlier invitation to the same address: the old link stops working', async () => {
    const first = await invite(admin);
    const second = await invite(admin, first.email);
    expectError(await accept(first.token), 400, INVALID);
    expect((await accept(second.token)).statusCode).toBe(201);
  });
});

describe('accepting', () => {
  it('shows the school and address, then makes a signed-in teacher of the school who appears in the Teachers list', async () => {
    const { email, token } = await invite(admin);
    const details = await get(t, `/account/invite/?token=${token}`);
    expect(details.statusCode, details.body).toBe(200);
    expect(json(details)).toMatchObject({ email, school_name: expect.any(String) });

    const res = await accept(token, { username: 'maria.invited' });
    expect(res.statusCode, res.body).toBe(201);
    const body = json<AcceptInviteResponse>(res);
    expect(body.message).toBe('Welcome! Your teacher account is ready.');
    expect(body.user).toMatchObject({ email, user_role: 'teacher', organizational_id: admin.user.organizationId, name: 'Maria Dela Cruz' });

    const sections = await get(t, '/management/sections/', { token: body.token.access });
    expect(sections.statusCode, sections.body).toBe(200);
    const teachers = json<Teacher[]>(await get(t, '/management/teachers/', { token: admin.token.access }));
    expect(teachers.find((x) => x.email === email)).toMatchObject({ username: 'maria.invited', is_active: true });
    const open = json<SchoolInvite[]>(await get(t, '/management/teachers/invites/', { token: admin.token.access }));
    expect(open.map((i) => i.email)).not.toContain(email);
  });

  it('refuses a link used once already', async () => {
    const { token } = await invite(admin);
    expect((await accept(token)).statusCode).toBe(201);
    expectError(await accept(token), 400, INVALID);
    expectError(await get(t, `/account/invite/?token=${token}`), 400, INVALID);
  });

  it('refuses a revoked link; another school cannot revoke it (404)', async () => {
    const { token, answer } = await invite(admin);
    const path = `/management/teachers/invites/${answer.invite.id}/`;
    expectError(await call(t.app, { method: 'DELETE', url: path, token: otherAdmin.token.access }), 404, 'Not found.');
    expect((await get(t, `/account/invite/?token=${token}`)).statusCode).toBe(200);
    const res = await call(t.app, { method: 'DELETE', url: path, token: admin.token.access });
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).message).toBe('The invitation was cancelled. Its link no longer works.');
    expectError(await accept(token), 400, INVALID);
    expectError(await call(t.app, { method: 'DELETE', url: path, token: admin.token.access }), 404, 'Not found.');
  });

  it('refuses an unknown token', async () => {
    expectError(await accept('x'.repeat(43)), 400, INVALID);
  });

  it('checks the form: names, username, password rules and confirmation; a bad form spends nothing', async () => {
    const { token } = await invite(admin);
    expectFields(await accept(token, { first_name: ' ', last_name: '' }), {
      first_name: 'First name is required',
      last_name: 'Last name is required',
    });
    expectFields(await accept(token, { password: 'weak', confirm_password: 'weak' }), {
      password: 'Password does not meet requirements',
    });
    expectFields(await accept(token, { confirm_password: 'Other#2026a' }), {
      confirm_password: 'Passwords do not match',
    });
    expectError(await accept(token, { username: admin.user.username }), 409, 'A user with this username already exists.', {
      username: 'A user with this username already exists.',
    });
    expect((await accept(token)).statusCode).toBe(201);
  });
});

// Last: it moves the clock past every access token of this file.
describe('expiry', () => {
  it('refuses a link after 7 days', async () => {
    const { token } = await invite(admin);
    t.clock.advance(7 * 86_400_000 + 60_000);
    expectError(await get(t, `/account/invite/?token=${token}`), 400, INVALID);
    expectError(await accept(token), 400, INVALID);
    // The admin's access token is older than its 15 minutes now: a fresh one.
    const fresh = await issueTokens(t.ctx, t.ctx.db, {
      kind: 'staff',
      userId: admin.user.id,
      organizationId: admin.user.organizationId,
      role: 'admin',
    });
    const list = json<SchoolInvite[]>(await get(t, '/management/teachers/invites/', { token: fresh.access }));
    expect(list.some((i) => i.status === 'expired')).toBe(true);
  });
});
