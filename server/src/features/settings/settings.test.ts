import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../lib/passwords';
import { createTestApp, json, type TestApp } from '../../../test/harness';
import { STAFF_PASSWORD, createAdmin, createSection, createStudent, createTeacher, type Staff } from '../../../test/fixtures';
import { as, form, PNG, readBack, studentTokenOf } from '../../../test/staff';

let t: TestApp;
let admin: Staff;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t);
});
afterAll(() => t.close());

const edit = (who: Staff | string | null, payload: object) => as(t, who, { method: 'PATCH', url: '/management/edit-profile/', payload });
const same = (who: Staff) => ({ username: who.user.username, email: who.user.email });

describe('GET /management/settings/', () => {
  it('gives username, email and avatar', async () => {
    const res = await as(t, admin, { method: 'GET', url: '/management/settings/' });
    expect(json(res)).toEqual({ username: admin.user.username, email: admin.user.email, avatar: null });
  });

  it('answers 401 without a token and 403 for a student', async () => {
    expect((await as(t, null, { method: 'GET', url: '/management/settings/' })).statusCode).toBe(401);
    const teacher = await createTeacher(t, admin);
    const kid = await createStudent(t, teacher, (await createSection(t, teacher)).id);
    expect((await as(t, await studentTokenOf(t, kid), { method: 'GET', url: '/management/settings/' })).statusCode).toBe(403);
    expect((await edit(await studentTokenOf(t, kid), same(teacher))).statusCode).toBe(403);
  });
});

describe('PATCH /management/edit-profile/', () => {
  it('changes the username without the current password', async () => {
    const teacher = await createTeacher(t, admin);
    const res = await edit(teacher, {
      username: 'bagong.pangalan',
      email: teacher.user.email,
      current_password: '',
      password: '',
      confirm_password: '',
    });
    expect(res.statusCode).toBe(200);
    expect(json(res).message).toBe('Profile updated successfully!');
    expect(json<{ user: { username: string; user_role: string } }>(res).user).toMatchObject({
      username: 'bagong.pangalan',
      user_role: 'teacher',
    });
    expect((await readBack.audit(t, 'user', teacher.user.id)).map((a) => a.action)).toEqual(['update']);
  });

  it('changes the password given the current one', async () => {
    const teacher = await createTeacher(t, admin);
    const res = await edit(teacher, {
      ...same(teacher),
      current_password: STAFF_PASSWORD,
      password: 'Bago#Pass9',
      confirm_password: 'Bago#Pass9',
    });
    expect(res.statusCode).toBe(200);
    expect(await verifyPassword((await readBack.user(t, teacher.user.id)).passwordHash, 'Bago#Pass9')).toBe(true);
  });

  it.each([
    [
      { password: 'Bago#Pass9', confirm_password: 'Bago#Pass8', current_password: STAFF_PASSWORD },
      400,
      'New password and confirmation do not match.',
    ],
    [
      { password: 'Bago#Pass9', confirm_password: 'Bago#Pass9' },
      400,
      'Please enter your current password to change your password or email.',
    ],
    [
      { password: 'Bago#Pass9', confirm_password: 'Bago#Pass9', current_password: 'Wrong#Pass1' },
      400,
      'Your current password is incorrect.',
    ],
    [{ password: 'short', confirm_password: 'short', current_password: STAFF_PASSWORD }, 400, 'Password does not meet requirements'],
    [{ email: 'new.address@school.test' }, 400, 'Please enter your current password to change your password or email.'],
    [{ username: 'x' }, 400, 'Username must be at least 3 characters'],
    [{ email: 'bad-email' }, 400, 'Email is invalid'],
  ])('answers %#: %j', async (change, status, message) => {
    const teacher = await createTeacher(t, admin);
    const res = await edit(teacher, { ...same(teacher), ...change });
    expect(res.statusCode).toBe(status);
    expect(json(res).error).toBe(message);
    const row = await readBack.user(t, teacher.user.id);
    expect(row).toMatchObject({ username: teacher.user.username, email: teacher.user.email });
    expect(await verifyPassword(row.passwordHash, STAFF_PASSWORD)).toBe(true);
  });

  it("answers 409 for another person's username or email", async () => {
    const teacher = await createTeacher(t, admin);
    const res = await edit(teacher, { username: admin.user.username, email: teacher.user.email });
    expect(res.statusCode).toBe(409);
    expect(json(res).error).toBe('A user with this username already exists.');
  });

  it('uploads an avatar (checked by its bytes) and replaces the old one', async () => {
    const teacher = await createTeacher(t, admin);
    const upload = async () =>
      as(t, teacher, {
        method: 'PATCH',
        url: '/management/edit-profile/',
        ...(await form({ ...same(teacher), avatar: { filename: 'me.png', contentType: 'image/png', data: PNG } })),
      });
    const first = json<{ user: { avatar: string } }>(await upload()).user.avatar;
    expect(first).toMatch(/^\/files\//);
    expect(json(await as(t, teacher, { method: 'GET', url: '/management/settings/' })).avatar).toBe(first);
    const second = json<{ user: { avatar: string } }>(await upload()).user.avatar;
    expect(second).not.toBe(first);
    expect((await as(t, null, { method: 'GET', url: first })).statusCode).toBe(404);
    expect((await as(t, null, { method: 'GET', url: second })).headers['content-type']).toBe('image/png');
  });

  it('refuses an avatar that is not an image or is over 5 MB, changing nothing', async () => {
    const teacher = await createTeacher(t, admin);
    const text = await form({
      ...same(teacher),
      avatar: { filename: 'me.png', contentType: 'image/png', data: Buffer.from('not really a picture') },
    });
    const res = await as(t, teacher, { method: 'PATCH', url: '/management/edit-profile/', ...text });
    expect(res.statusCode).toBe(415);
    const big = await form({
      ...same(teacher),
      avatar: {
        filename: 'big.jpg',
        contentType: 'image/jpeg',
        data: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(5 * 1024 * 1024)]),
      },
    });
    expect((await as(t, teacher, { method: 'PATCH', url: '/management/edit-profile/', ...big })).statusCode).toBe(413);
    expect((await readBack.user(t, teacher.user.id)).avatarKey).toBeNull();
  });

  it('answers 401 without a token', async () => {
    expect((await edit(null, same(admin))).statusCode).toBe(401);
  });
});
