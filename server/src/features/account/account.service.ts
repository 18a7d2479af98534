/** Registration, verification, staff sign-in (teacher; admin with an emailed code) and password reset. */
import { limits, type Language, type LoginResponse, type MessageKey } from '@aralin/contract';
import type { AppContext } from '../../context';
import { badRequest, conflict, forbidden } from '../../lib/app-error';
import { randomToken, safeEqual, sha256, sixDigitCode } from '../../lib/crypto';
import { dummyVerify, hashPassword, verifyPassword } from '../../lib/passwords';
import { audit } from '../../lib/audit';
import { hit, LIMITS } from '../../plugins/rate-limit';
import { countSignIn, liftGuards } from '../../plugins/sign-in-guard';
import { sqlState } from '../../plugins/errors';
import * as q from './account.queries';
import { presentStaffUser } from './account.present';
import { endAllSessions, issueTokens } from './sessions.service';
import { otpMail, resetMail, teacherDoorMail, verificationMail } from './account.mail';
import type { Later } from '../../plugins/after-reply';
import * as users from '../../db/users.queries';

/** Who is asking: the language for answers and mail, and the client address for rate limits. */
export interface Caller {
  lang: Language;
  ip: string;
  /** The User-Agent, kept with a new session for Settings' session list. */
  device?: string;
}

const minutes = (n: number) => n * 60_000;

/** Drizzle wraps the driver's error (DrizzleQueryError.cause), so the code is looked up there too. */
function isUniqueViolation(err: unknown): boolean {
  return sqlState(err) === '23505';
}

async function sendVerification(ctx: AppContext, caller: Caller, user: users.UserRow) {
  const token = randomToken(32);
  const now = ctx.clock.now();
  await q.voidEmailTokens(ctx.db, user.id, 'verify', now);
  await q.insertEmailToken(ctx.db, {
    userId: user.id,
    purpose: 'verify',
    tokenHash: sha256(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + limits.verifyLinkHours * 3_600_000),
  });
  const url = `${ctx.config.publicUrl}/verify-email/?email=${encodeURIComponent(user.email)}&token=${token}`;
  await ctx.mailer.send(verificationMail(caller.lang, user.email, user.username, url));
}

/**
 * Registers a teacher or an admin (spec §5). An admin starts a new school. A teacher is not yet part of a
 * school (issue 20 item 3): their account gets a private placeholder organization that holds nothing of a
 * school, until an admin approves their join request (joining/join-requests.service.ts) or invites them.
 */
export async function register(
  ctx: AppContext,
  caller: Caller,
  body: { username: string; email: string; password: string; role: 'teacher' | 'admin' },
): Promise<MessageKey> {
  await hit(ctx, LIMITS.registerPerAddress(caller.ip));
  const duplicate = async () => {
    const taken = await users.findTakenFields(ctx.db, body.email, body.username);
    const fields: Record<string, MessageKey> = {};
    if (taken.email) fields.email = 'emailExists';
    if (taken.username) fields.username = 'usernameExists';
    return fields;
  };
  const before = await duplicate();
  if (Object.keys(before).length) throw conflict(before.email ?? before.username, before);
  const passwordHash = await hashPassword(ctx.config.passwordHash, body.password);
  let user: users.UserRow;
  try {
    user = await ctx.db.transaction(async (tx) => {
      const isTeacher = body.role === 'teacher';
      const org = await q.insertOrganization(tx, isTeacher ? body.username : `${body.username} School`);
      const created = await users.insertUser(tx, {
        organizationId: org.id,
        username: body.username,
        email: body.email,
        passwordHash,
        role: body.role,
        inSchool: !isTeacher,
      });
      await audit(tx, {
        organizationId: org.id,
        actorType: 'staff',
        actorId: created.id,
        action: 'register',
        entity: 'user',
        entityId: created.id,
        ip: caller.ip,
      });
      return created;
    });
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    const fields = await duplicate();
    throw conflict(fields.email ?? fields.username ?? 'emailExists', fields);
  }
  await sendVerification(ctx, caller, user);
  return 'registered';
}

/** Sends a new verification link if the account still needs one, after answering; the answer never tells. */
export async function resendVerification(ctx: AppContext, caller: Caller, email: string, later: Later): Promise<MessageKey> {
  await hit(ctx, LIMITS.resendPerAddress(caller.ip), LIMITS.resendPerAccount(email));
  later(async () => {
    const user = await users.findUserByEmail(ctx.db, email);
    if (user && !user.emailVerifiedAt) await sendVerification(ctx, caller, user);
  });
  return 'verificationResent';
}

/** Verifies an email with the token from its link (single use, 48 hours). */
export async function verifyEmail(ctx: AppContext, caller: Caller, email: string, token: string): Promise<MessageKey> {
  await hit(ctx, LIMITS.verifyPerAddress(caller.ip));
  const user = await users.findUserByEmail(ctx.db, email);
  if (!user) throw badRequest('verificationInvalid');
  const now = ctx.clock.now();
  const used = await q.consumeEmailToken(ctx.db, user.id, 'verify', sha256(token), now);
  if (!used) {
    if (user.emailVerifiedAt) return 'emailAlreadyVerified';
    throw badRequest('verificationInvalid');
  }
  if (!user.emailVerifiedAt) await users.updateUser(ctx.db, user.id, { emailVerifiedAt: now });
  return 'emailVerified';
}

/** The sign-in guard name of a staff account, whether or not it exists (plugins/sign-in-guard.ts). */
export const staffAccount = (email: string) => `staff:${email.trim().toLowerCase()}`;

/** Checks email and password of a staff account, counting tries per account and address (issue 17 item 4). */
async function checkCredentials(ctx: AppContext, caller: Caller, email: string, password: string): Promise<users.UserRow> {
  await hit(ctx, LIMITS.loginPerAddress(caller.ip));
  // Counted before the slow password check (atomic), so a concurrent burst checks at most the allowance.
  const tried = await countSignIn(ctx, staffAccount(email), caller.ip, 'tooManyAttempts');
  const user = await users.findUserByEmail(ctx.db, email);
  const ok = user ? await verifyPassword(user.passwordHash, password) : await dummyVerify(ctx.config.passwordHash, password);
  if (!user || !ok) {
    if (user) await auditFailedSignIn(ctx, caller, user, 'password');
    throw badRequest('invalidCredentials');
  }
  await tried.succeeded();
  return user;
}

/** A failed sign-in to a known account, for its school's audit log (unknown addresses belong to no school). */
async function auditFailedSignIn(ctx: AppContext, caller: Caller, user: users.UserRow, reason: 'password' | 'code') {
  await audit(ctx.db, {
    organizationId: user.organizationId,
    actorType: 'staff',
    actorId: user.id,
    action: 'login-failed',
    entity: 'user',
    entityId: user.id,
    details: { reason },
    ip: caller.ip,
  });
}

function assertCanSignIn(user: users.UserRow) {
  if (!user.isActive) throw forbidden('accountInactive');
  if (!user.emailVerifiedAt) throw forbidden('emailNotVerified');
}

async function signIn(ctx: AppContext, caller: Caller, user: users.UserRow): Promise<LoginResponse> {
  const now = ctx.clock.now();
  const token = await ctx.db.transaction(async (tx) => {
    await users.updateUser(tx, user.id, { lastLoginAt: now, lastActivityAt: now });
    await audit(tx, {
      organizationId: user.organizationId,
      actorType: 'staff',
      actorId: user.id,
      action: 'login',
      entity: 'user',
      entityId: user.id,
      ip: caller.ip,
    });
    return issueTokens(ctx, tx, { kind: 'staff', userId: user.id, organizationId: user.organizationId, role: user.role }, caller.device);
  });
  return { token, user: presentStaffUser(user), message: '' };
}

/** Teacher sign-in with email and password. Office staff must use the two-step admin sign-in. */
export async function teacherLogin(ctx: AppContext, caller: Caller, email: string, password: string): Promise<LoginResponse> {
  const user = await checkCredentials(ctx, caller, email, password);
  assertCanSignIn(user);
  if (user.role !== 'teacher') throw forbidden('notATeacher');
  return signIn(ctx, caller, user);
}

/**
 * Emails a 6-digit code to an active office staff account (10 minutes, single use); an active teacher gets
 * a mail saying where teachers sign in instead (issue 20). Same answer in the same time for any address:
 * the account is looked up and the code stored and mailed after answering.
 */
export async function requestOtp(ctx: AppContext, caller: Caller, email: string, later: Later): Promise<MessageKey> {
  await hit(ctx, LIMITS.otpPerAddress(caller.ip), LIMITS.otpPerAccount(email));
  later(() => sendOtp(ctx, caller, email));
  return 'otpSent';
}

async function sendOtp(ctx: AppContext, caller: Caller, email: string) {
  const user = await users.findUserByEmail(ctx.db, email);
  if (!user || !user.isActive) return;
  if (user.role === 'teacher') {
    return ctx.mailer.send(teacherDoorMail(caller.lang, user.email, user.username, `${ctx.config.publicUrl}/teacher-login`));
  }
  if (user.role !== 'admin') return;
  const code = sixDigitCode();
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    await q.voidOtps(tx, user.id, now);
    await q.insertOtp(tx, {
      userId: user.id,
      codeHash: sha256(`${user.id}:${code}`),
      createdAt: now,
      expiresAt: new Date(now.getTime() + minutes(limits.otpMinutes)),
    });
  });
  await ctx.mailer.send(otpMail(caller.lang, user.email, code));
}

/**
 * Office staff sign-in: the emailed code, then the password. Every wrong try counts against the code,
 * which is void after 5.
 */
export async function adminLogin(ctx: AppContext, caller: Caller, email: string, password: string, otp: string): Promise<LoginResponse> {
  await hit(ctx, LIMITS.loginPerAddress(caller.ip));
  const tried = await countSignIn(ctx, staffAccount(email), caller.ip, 'tooManyAttempts');
  const user = await users.findUserByEmail(ctx.db, email);
  const now = ctx.clock.now();
  const codeOk = user
    ? await ctx.db.transaction(async (tx) => {
        const live = await q.findLiveOtp(tx, user.id, now);
        if (!live || live.failedAttempts >= limits.otpMaxWrongTries) return false;
        if (safeEqual(live.codeHash, sha256(`${user.id}:${otp.trim()}`))) return live.id;
        const failed = live.failedAttempts + 1;
        await q.updateOtp(tx, live.id, { failedAttempts: failed, usedAt: failed >= limits.otpMaxWrongTries ? now : null });
        return false;
      })
    : false;
  if (!user || codeOk === false) {
    if (user) await auditFailedSignIn(ctx, caller, user, 'code');
    throw badRequest('otpInvalid', { otp: 'otpInvalid' });
  }
  if (!(await verifyPassword(user.passwordHash, password))) {
    await ctx.db.transaction(async (tx) => {
      const live = await q.findLiveOtp(tx, user.id, now);
      if (!live) return;
      const failed = live.failedAttempts + 1;
      await q.updateOtp(tx, live.id, { failedAttempts: failed, usedAt: failed >= limits.otpMaxWrongTries ? now : null });
    });
    await auditFailedSignIn(ctx, caller, user, 'password');
    throw badRequest('invalidCredentials');
  }
  await tried.succeeded();
  assertCanSignIn(user);
  if (user.role !== 'admin') throw forbidden('notAnAdmin');
  // Spent atomically: of two simultaneous sign-ins with one code, only one gets through (single use).
  if (!(await q.consumeOtp(ctx.db, codeOk, now))) throw badRequest('otpInvalid', { otp: 'otpInvalid' });
  return signIn(ctx, caller, user);
}

/** Sends a reset link when the address has an account, after answering: the same answer in the same time either way. */
export async function forgotPassword(ctx: AppContext, caller: Caller, email: string, later: Later): Promise<MessageKey> {
  await hit(ctx, LIMITS.forgotPerAddress(caller.ip), LIMITS.forgotPerAccount(email));
  later(() => sendResetLink(ctx, caller, email));
  return 'resetLinkSent';
}

async function sendResetLink(ctx: AppContext, caller: Caller, email: string) {
  const user = await users.findUserByEmail(ctx.db, email);
  if (!user || !user.isActive) return;
  const token = randomToken(32);
  const now = ctx.clock.now();
  await q.insertEmailToken(ctx.db, {
    userId: user.id,
    purpose: 'reset',
    tokenHash: sha256(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + minutes(limits.resetLinkMinutes)),
  });
  const url = `${ctx.config.publicUrl}/reset-password?token=${token}&email=${encodeURIComponent(user.email)}`;
  await ctx.mailer.send(resetMail(caller.lang, user.email, user.username, url));
}

/** Sets a new password with a reset link's token (single use, 1 hour); ends every session of the account. */
export async function resetPassword(ctx: AppContext, caller: Caller, email: string, token: string, password: string): Promise<MessageKey> {
  await hit(ctx, LIMITS.resetPerAddress(caller.ip), LIMITS.resetPerAccount(email));
  const user = await users.findUserByEmail(ctx.db, email);
  if (!user) throw badRequest('resetInvalid');
  const passwordHash = await hashPassword(ctx.config.passwordHash, password);
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    if (!(await q.consumeEmailToken(tx, user.id, 'reset', sha256(token), now))) throw badRequest('resetInvalid');
    await q.voidEmailTokens(tx, user.id, 'reset', now);
    await users.updateUser(tx, user.id, { passwordHash, updatedAt: now, emailVerifiedAt: user.emailVerifiedAt ?? now });
    await endAllSessions(tx, { kind: 'staff', userId: user.id }, now);
    await audit(tx, {
      organizationId: user.organizationId,
      actorType: 'staff',
      actorId: user.id,
      action: 'reset-password',
      entity: 'user',
      entityId: user.id,
      ip: caller.ip,
    });
  });
  // Guesses at the old password no longer matter: every address may sign in again.
  await liftGuards(ctx, staffAccount(user.email));
  return 'resetSuccess';
}
