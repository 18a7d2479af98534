/**
 * Issue 17 item 6: email changes done safely. A new email takes effect only from the link mailed to it
 * (24 hours); the old address is then told, with a "this wasn't me" link that puts it back and ends every
 * session. `current_password` guesses are limited like sign-in (current-password.test.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../../test/harness';
import { createAdmin, createTeacher, STAFF_PASSWORD, type Staff } from '../../../test/fixtures';
import { expectError, get, mailsTo, post, teacherSignIn, uniqueName, waitForMails } from '../../../test/account-helpers';
import { as, readBack } from '../../../test/staff';

let t: TestApp;
let admin: Staff;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t);
});
afterAll(() => t.close());

const INVALID = 'This link is invalid or has expired.';
const changeEmail = (who: Staff, email: string, lang: 'en' | 'tl' = 'en') =>
  as(t, who, {
    method: 'PATCH',
    url: '/management/edit-profile/',
    lang,
    payload: { username: who.user.username, email, current_password: STAFF_PASSWORD },
  });
const linkIn = (mail: string, page: 'confirm-email' | 'revert-email') => {
  const m = new RegExp(`/${page}\\?token=([A-Za-z0-9_-]+)`).exec(mail);
  if (!m) throw new Error(`no ${page} link in mail`);
  return m[1];
};
const confirm = (token: string, lang?: 'en' | 'tl') => post(t, '/account/confirm-email-change/', { token }, { lang });
const revert = (token: string, lang?: 'en' | 'tl') => post(t, '/account/revert-email-change/', { token }, { lang });
const newAddress = () => `${uniqueName('bago')}@school.test`;

/** Asks for a change and returns the confirmation link's token from the mail to the new address. */
async function askForChange(who: Staff, email: string) {
  const before = mailsTo(t, email).length;
  const res = await changeEmail(who, email);
  expect(res.statusCode, res.body).toBe(200);
  const mails = await waitForMails(t, email, before + 1);
  return linkIn(mails[mails.length - 1], 'confirm-email');
}

describe('a new email waits for its confirmation link', () => {
  it('changes nothing yet, says so in both languages, and mails the link to the new address only', async () => {
    const teacher = await createTeacher(t, admin);
    const email = newAddress();
    const before = mailsTo(t, teacher.user.email).length;
    const res = await changeEmail(teacher, email);
    expect(res.statusCode).toBe(200);
    expect(json(res).message).toBe('Profile updated. We sent a link to your new email: the email changes once you confirm it.');
    expect(json<{ user: { email: string } }>(res).user.email).toBe(teacher.user.email);
    expect((await readBack.user(t, teacher.user.id)).email).toBe(teacher.user.email);
    const [mail] = await waitForMails(t, email, 1);
    expect(mail).toMatch(/valid for 24 hours/);
    expect(mailsTo(t, teacher.user.email)).toHaveLength(before);
    const tl = await changeEmail(teacher, newAddress(), 'tl');
    expect(json(tl).message).toBe(
      'Na-update ang profile. Nagpadala kami ng link sa bago mong email: magbabago ang email kapag nakumpirma mo ito.',
    );
  });

  it('the link makes the change; the old address is told with a "this wasn\'t me" link; sign-in uses the new email', async () => {
    const teacher = await createTeacher(t, admin);
    const email = newAddress();
    const token = await askForChange(teacher, email);
    const res = await confirm(token);
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).message).toBe('Your new email is confirmed. Use it to sign in from now on.');
    expect((await readBack.user(t, teacher.user.id)).email).toBe(email);
    const [notice] = await waitForMails(t, teacher.user.email, 2);
    const mails = mailsTo(t, teacher.user.email);
    expect(mails[mails.length - 1]).toContain(email);
    expect(linkIn(mails[mails.length - 1], 'revert-email')).toBeTruthy();
    expect(notice).toBeTruthy();
    await teacherSignIn(t, email, STAFF_PASSWORD);
    // Single use.
    expectError(await confirm(token), 400, INVALID);
  });

  it('refuses a link after 24 hours, and an unknown one, in both languages', async () => {
    const teacher = await createTeacher(t, admin);
    const token = await askForChange(teacher, newAddress());
    t.clock.advance(24 * 3_600_000 + 1_000);
    expectError(await confirm(token), 400, INVALID);
    expectError(await confirm('x'.repeat(43), 'tl'), 400, 'Hindi wasto o expired na ang link na ito.');
    expect((await readBack.user(t, teacher.user.id)).email).toBe(teacher.user.email);
  });

  it('answers 409 when the new email was taken meanwhile', async () => {
    const teacher = await createTeacher(t, admin);
    const other = await createTeacher(t, admin);
    const email = newAddress();
    const token = await askForChange(teacher, email);
    const taken = await askForChange(other, email);
    expect((await confirm(taken)).statusCode).toBe(200);
    expect((await confirm(token)).statusCode).toBe(409);
  });
});

describe('"this wasn\'t me"', () => {
  it('puts the old email back and ends every session, including the one that made the change', async () => {
    const teacher = await createTeacher(t, admin);
    const session = (await teacherSignIn(t, teacher.user.email, STAFF_PASSWORD)).token;
    const email = newAddress();
    expect((await confirm(await askForChange(teacher, email))).statusCode).toBe(200);
    const mails = await waitForMails(t, teacher.user.email, 2);
    const token = linkIn(mails[mails.length - 1], 'revert-email');
    const res = await revert(token, 'tl');
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).message).toBe(
      'Naibalik na ang iyong email at natapos ang bawat session. Mag-sign in muli, at palitan ang password kung may ibang nakakaalam nito.',
    );
    expect((await readBack.user(t, teacher.user.id)).email).toBe(teacher.user.email);
    expect((await get(t, '/account/me/', { token: session.access })).statusCode).toBe(401);
    expect((await get(t, '/account/me/', { token: teacher.token.access })).statusCode).toBe(401);
    expect((await post(t, '/api/token/refresh/', { refresh: session.refresh }, { csrf: false })).statusCode).toBe(401);
    expectError(await revert(token), 400, INVALID);
  });
});
