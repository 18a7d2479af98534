/**
 * Helpers for the account and sign-in API tests: calls as a browser makes them (CSRF cookie and header,
 * a client address, a language), the mails in the outbox, and the links and codes inside them.
 */
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { FastifyInstance, FastifyRequest, LightMyRequestResponse } from 'fastify';
import type { AuthToken, StoredUser } from '@aralin/contract';
import { buildApp } from '../src/app';
import { users } from '../src/db/schema';
import { setTeacherActive } from '../src/features/teachers/teachers.service';
import { requireAdmin, requireSelfStudent, requireStaff } from '../src/plugins/auth';
import type { Staff } from './fixtures';
import { call, csrf, json, mailsTo, waitForMails, type TestApp } from './harness';

export { mailsTo, waitForMails };

let addressSeq = 0;
/** A client address of its own, so that per-address limits of one test never touch another. */
export const freshIp = () => `10.${Math.floor(++addressSeq / 250) % 250}.${addressSeq % 250}.${(process.pid % 250) + 1}`;

let nameSeq = 0;
/** A unique name for usernames and emails. */
export const uniqueName = (prefix = 'user') => `${prefix}${Date.now().toString(36)}${(nameSeq++).toString(36)}`;

export interface SendOptions {
  ip?: string;
  lang?: 'en' | 'tl';
  token?: string;
  /** false: send no CSRF cookie or header. */
  csrf?: boolean;
  headers?: Record<string, string>;
}

/** POSTs JSON the way the web app does: with the CSRF cookie and X-CSRFToken header, from an address. */
export async function post(t: TestApp, url: string, payload: unknown, opts: SendOptions = {}) {
  const c = opts.csrf === false ? { headers: {} } : await csrf(t.app);
  return call(t.app, {
    method: 'POST',
    url,
    payload: payload as Record<string, unknown>,
    token: opts.token,
    lang: opts.lang,
    headers: { 'x-forwarded-for': opts.ip ?? freshIp(), ...c.headers, ...opts.headers },
  });
}

/** GETs with an optional bearer token. */
export function get(t: TestApp, url: string, opts: SendOptions = {}) {
  return call(t.app, {
    method: 'GET',
    url,
    token: opts.token,
    lang: opts.lang,
    headers: { 'x-forwarded-for': opts.ip ?? freshIp(), ...opts.headers },
  });
}

/** Asserts a JSON error answer: status, the exact error text, and optionally per-field texts. */
export function expectError(res: LightMyRequestResponse, status: number, error: string, fields?: Record<string, string>) {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  const body = json<{ error: string; errors?: Record<string, string> }>(res);
  expect(body.error).toBe(error);
  if (fields) expect(body.errors).toMatchObject(fields);
  return body;
}

/** Asserts a 429 with a Retry-After of 1..maxSeconds seconds; returns the seconds. */
export function expectTooMany(res: LightMyRequestResponse, maxSeconds: number) {
  expect(res.statusCode, res.body).toBe(429);
  const seconds = Number(res.headers['retry-after']);
  expect(seconds).toBeGreaterThan(0);
  expect(seconds).toBeLessThanOrEqual(maxSeconds);
  return seconds;
}

/** The mail(s) that arrived for `email` while `action` ran. */
export async function newMailsDuring(t: TestApp, email: string, action: () => Promise<unknown>, expected = 1): Promise<string[]> {
  const before = mailsTo(t, email);
  await action();
  const after = await waitForMails(t, email, before.length + expected);
  return after.filter((m) => !before.includes(m));
}

/** email and token of the verification link in a mail's text part. */
export function verifyLinkOf(mail: string) {
  const m = /\/verify-email\/\?email=([^&\s]+)&token=([A-Za-z0-9_-]+)/.exec(mail);
  if (!m) throw new Error('no verification link in mail');
  return { email: decodeURIComponent(m[1]), token: m[2] };
}

/** token and email of the reset link in a mail's text part. */
export function resetLinkOf(mail: string) {
  const m = /\/reset-password\?token=([A-Za-z0-9_-]+)&email=([^&\s]+)/.exec(mail);
  if (!m) throw new Error('no reset link in mail');
  return { token: m[1], email: decodeURIComponent(m[2]) };
}

/** The 6-digit sign-in code of an OTP mail. */
export function otpOf(mail: string): string {
  const m = /^(\d{6})$/m.exec(partsOf(mail).text ?? '');
  if (!m) throw new Error('no code in mail');
  return m[1];
}

/** The text/plain and text/html parts of a raw mail. */
export function partsOf(mail: string) {
  const [, text] = /Content-Type: text\/plain[^\n]*\n(?:[^\n]+\n)*\n([\s\S]*?)\n----/.exec(mail) ?? [];
  const [, html] = /Content-Type: text\/html[^\n]*\n(?:[^\n]+\n)*\n([\s\S]*?)\n----/.exec(mail) ?? [];
  return { text, html };
}

export interface Session {
  token: AuthToken;
  user: StoredUser;
  message: string;
}

/** Teacher sign-in; asserts 200. */
export async function teacherSignIn(t: TestApp, email: string, password: string, opts: SendOptions = {}): Promise<Session> {
  const res = await post(t, '/account/teacher/login/', { email, password }, opts);
  expect(res.statusCode, res.body).toBe(200);
  return json<Session>(res);
}

/** Asks for an admin code and returns it from the mail. */
export async function requestOtp(t: TestApp, email: string, opts: SendOptions = {}): Promise<string> {
  const [mail] = await newMailsDuring(t, email, async () => {
    const res = await post(t, '/account/admin/request-otp/', { email }, opts);
    expect(res.statusCode, res.body).toBe(200);
  });
  return otpOf(mail);
}

/** Deactivates a teacher the way an admin does (spec §4), through the teachers service. */
export async function deactivateTeacher(t: TestApp, admin: Staff, teacherId: number) {
  await setTeacherActive(t.ctx, admin.actor, teacherId, false);
}

/** Sets any staff account inactive directly (no service deactivates an admin). */
export async function deactivateUser(t: TestApp, userId: number) {
  await t.ctx.db.update(users).set({ isActive: false, deactivatedAt: t.clock.now() }).where(eq(users.id, userId));
}

/** A valid registration body with a unique username and email. */
export function registration(overrides: Record<string, unknown> = {}) {
  const name = uniqueName('reg');
  return { username: name, email: `${name}@school.test`, password: 'Secret#123', role: 'teacher', ...overrides };
}

/**
 * The app with three probe routes behind the real guards of plugins/auth.ts (staff, admin, one's own
 * student id), for checking what each kind of token reaches.
 */
export async function guardProbeApp(t: TestApp): Promise<FastifyInstance> {
  const app = await buildApp({ ctx: t.ctx });
  const answer = async (req: FastifyRequest) => ({ reached: true, kind: req.actor?.kind });
  app.get('/management/probe-staff/', { preHandler: requireStaff }, answer);
  app.get('/management/probe-admin/', { preHandler: requireAdmin }, answer);
  app.get('/students/:id/probe/', { preHandler: requireSelfStudent('id') }, answer);
  await app.ready();
  return app;
}

/**
 * Moves the test clock to just after the start of the next hour, so that a run of calls counted in
 * fixed 15- or 60-minute windows (plugins/rate-limit.ts) never straddles a window boundary.
 */
export function alignClockToWindowStart(t: TestApp) {
  const hour = 3_600_000;
  const now = t.clock.now().getTime();
  t.clock.advance(hour - (now % hour) + 1_000);
}
