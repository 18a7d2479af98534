/** POST /account/verify-email/ and /account/resend-verification/: spec §2, §8 'Verification', issue 2 item 4. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../../test/harness';
import { expectError, mailsTo, newMailsDuring, post, registration, teacherSignIn, verifyLinkOf } from '../../../test/account-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const HOUR = 3_600_000;
const INVALID = 'This verification link is invalid or has expired.';

/** Registers a teacher and returns the body and the mailed link. */
async function registered() {
  const body = registration();
  const [mail] = await newMailsDuring(t, body.email, async () => expect((await post(t, '/account/register/', body)).statusCode).toBe(201));
  return { body, link: verifyLinkOf(mail) };
}

const verify = (payload: Record<string, unknown>, lang?: 'en' | 'tl') => post(t, '/account/verify-email/', payload, { lang });
const resend = (email: string, lang?: 'en' | 'tl') => post(t, '/account/resend-verification/', { email }, { lang });
const signInStatus = async (email: string, password: string) => (await post(t, '/account/teacher/login/', { email, password })).statusCode;

describe('verify-email', () => {
  it("returns 200 'Email verified successfully.' for the mailed link, and sign-in then works", async () => {
    const { body, link } = await registered();
    const res = await verify(link);
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({ message: 'Email verified successfully.' });
    expect(json<{ message: string }>(res).message).toContain('successfully'); // spec §8: the web treats this as success
    await teacherSignIn(t, body.email, body.password);
  });

  it('accepts the email in any letter case', async () => {
    const { link } = await registered();
    expect((await verify({ ...link, email: link.email.toUpperCase() })).statusCode).toBe(200);
  });

  it('answers in Filipino with accept-language tl', async () => {
    const { link } = await registered();
    expect(json(await verify(link, 'tl'))).toEqual({ message: 'Matagumpay na na-verify ang email.' });
  });

  it('returns 400 for a wrong token and leaves the account unverified', async () => {
    const { body, link } = await registered();
    expectError(await verify({ ...link, token: `${link.token.slice(0, -2)}xx` }), 400, INVALID);
    expect(await signInStatus(body.email, body.password)).toBe(403);
  });

  it("returns 400 for another account's token", async () => {
    const a = await registered();
    const b = await registered();
    expectError(await verify({ email: a.link.email, token: b.link.token }), 400, INVALID);
  });

  it('returns 400 for an unknown email', async () => {
    const { link } = await registered();
    expectError(await verify({ ...link, email: 'nobody@school.test' }), 400, INVALID);
  });

  it('returns 400 with a field error for a missing token', async () => {
    const { link } = await registered();
    expectError(await verify({ email: link.email }), 400, INVALID, { token: INVALID });
  });

  it("returns 200 'Email already verified.' when the link is opened again", async () => {
    const { link } = await registered();
    expect((await verify(link)).statusCode).toBe(200);
    const again = await verify(link);
    expect(again.statusCode).toBe(200);
    expect(json(again)).toEqual({ message: 'Email already verified.' });
  });

  it('still accepts the link 47 hours after it was sent', async () => {
    const { link } = await registered();
    t.clock.advance(47 * HOUR);
    expect((await verify(link)).statusCode).toBe(200);
  });

  it('returns 400 for a link older than 48 hours, and the account stays unverified', async () => {
    const { body, link } = await registered();
    t.clock.advance(49 * HOUR);
    expectError(await verify(link), 400, INVALID);
    expect(await signInStatus(body.email, body.password)).toBe(403);
  });
});

describe('resend-verification', () => {
  it('mails a new link that verifies the account', async () => {
    const { body } = await registered();
    const [mail] = await newMailsDuring(t, body.email, async () => {
      const res = await resend(body.email);
      expect(res.statusCode).toBe(200);
      expect(json(res)).toEqual({ message: 'If this account needs verification, a new email was sent.' });
    });
    expect((await verify(verifyLinkOf(mail))).statusCode).toBe(200);
    await teacherSignIn(t, body.email, body.password);
  });

  it('makes the earlier link stop working', async () => {
    const { body, link: first } = await registered();
    const [mail] = await newMailsDuring(t, body.email, () => resend(body.email));
    const second = verifyLinkOf(mail);
    expect(second.token).not.toBe(first.token);
    expectError(await verify(first), 400, INVALID);
    expect((await verify(second)).statusCode).toBe(200);
  });

  it('gives a fresh 48 hours: a link resent after the first expired works', async () => {
    const { body } = await registered();
    t.clock.advance(49 * HOUR);
    const [mail] = await newMailsDuring(t, body.email, () => resend(body.email));
    expect((await verify(verifyLinkOf(mail))).statusCode).toBe(200);
  });

  it('answers an unknown email exactly as a known one and mails nothing', async () => {
    const { body } = await registered();
    const known = await resend(body.email);
    const unknown = await resend('nobody-resend@school.test');
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    expect(mailsTo(t, 'nobody-resend@school.test')).toHaveLength(0);
  });

  it('answers the same for a verified account and mails it nothing', async () => {
    const { body, link } = await registered();
    expect((await verify(link)).statusCode).toBe(200);
    const before = mailsTo(t, body.email).length;
    const res = await resend(body.email);
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({ message: 'If this account needs verification, a new email was sent.' });
    expect(mailsTo(t, body.email)).toHaveLength(before);
  });

  it('answers and mails in Filipino with accept-language tl', async () => {
    const { body } = await registered();
    const [mail] = await newMailsDuring(t, body.email, async () => {
      const res = await resend(body.email, 'tl');
      expect(json(res)).toEqual({ message: 'Kung kailangan pang i-verify ang account na ito, nagpadala kami ng bagong email.' });
    });
    expect(mail).toMatch(/^Subject: I-verify ang iyong email sa Aralin$/m);
  });

  it("returns 400 'Email is required' without an email", async () => {
    expectError(await post(t, '/account/resend-verification/', {}), 400, 'Email is required', { email: 'Email is required' });
  });
});
