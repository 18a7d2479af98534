/**
 * Fixed-window counters in PostgreSQL, so that every server process agrees (ARCHITECTURE.md).
 * `hit` counts a request and refuses past the limit; `peek`/`record` count only failures.
 */
import { sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import { tooMany } from '../lib/app-error';

export interface Limit {
  /** Bucket name and subject, e.g. `login:ip:1.2.3.4`. */
  key: string;
  max: number;
  windowSeconds: number;
}

function windowStart(now: Date, windowSeconds: number): Date {
  const ms = windowSeconds * 1000;
  return new Date(Math.floor(now.getTime() / ms) * ms);
}

function retryAfter(now: Date, start: Date, windowSeconds: number): number {
  return (start.getTime() + windowSeconds * 1000 - now.getTime()) / 1000;
}

/** Counts one request against each limit; throws 429 (with Retry-After) when any is exceeded. */
export async function hit(ctx: AppContext, ...limits: Limit[]): Promise<void> {
  const now = ctx.clock.now();
  for (const limit of limits) {
    const start = windowStart(now, limit.windowSeconds);
    const { rows } = await ctx.db.execute<{ count: number }>(sql`
      insert into rate_limits (key, window_start, count) values (${limit.key}, ${start.toISOString()}, 1)
      on conflict (key, window_start) do update set count = rate_limits.count + 1
      returning count`);
    if (Number(rows[0]?.count ?? 0) > limit.max) throw tooMany(retryAfter(now, start, limit.windowSeconds));
  }
}

/**
 * Counts one attempt against each failure limit *before* the check it guards, in one statement that
 * increments and returns the count, and throws 429 past the limit: of N concurrent guesses at most `max`
 * are checked. Returns `succeeded`, which gives the attempt back when the check passed, so that only
 * failures stay counted.
 */
export async function attempt(ctx: AppContext, ...limits: Limit[]): Promise<{ succeeded: () => Promise<void> }> {
  const now = ctx.clock.now();
  const counted: { key: string; start: string }[] = [];
  for (const limit of limits) {
    const start = windowStart(now, limit.windowSeconds);
    const { rows } = await ctx.db.execute<{ count: number }>(sql`
      insert into rate_limits (key, window_start, count) values (${limit.key}, ${start.toISOString()}, 1)
      on conflict (key, window_start) do update set count = rate_limits.count + 1
      returning count`);
    counted.push({ key: limit.key, start: start.toISOString() });
    if (Number(rows[0]?.count ?? 0) > limit.max) throw tooMany(retryAfter(now, start, limit.windowSeconds));
  }
  return {
    async succeeded() {
      for (const c of counted)
        await ctx.db.execute(
          sql`update rate_limits set count = count - 1 where key = ${c.key} and window_start = ${c.start} and count > 0`,
        );
    },
  };
}

/** Throws 429 when a failure counter has already reached its limit (nothing is counted). */
export async function peek(ctx: AppContext, ...limits: Limit[]): Promise<void> {
  const now = ctx.clock.now();
  for (const limit of limits) {
    const start = windowStart(now, limit.windowSeconds);
    const { rows } = await ctx.db.execute<{ count: number }>(
      sql`select count from rate_limits where key = ${limit.key} and window_start = ${start.toISOString()}`,
    );
    if (Number(rows[0]?.count ?? 0) >= limit.max) throw tooMany(retryAfter(now, start, limit.windowSeconds));
  }
}

/** Counts one failure against each limit without refusing this request. */
export async function record(ctx: AppContext, ...limits: Limit[]): Promise<void> {
  const now = ctx.clock.now();
  for (const limit of limits) {
    const start = windowStart(now, limit.windowSeconds);
    await ctx.db.execute(sql`
      insert into rate_limits (key, window_start, count) values (${limit.key}, ${start.toISOString()}, 1)
      on conflict (key, window_start) do update set count = rate_limits.count + 1`);
  }
}

/** Deletes counters of windows that ended more than a day ago, and sign-in guards as old (sign-in-guard.ts). */
export async function sweepRateLimits(ctx: AppContext): Promise<void> {
  await ctx.db.execute(sql`delete from rate_limits where window_start < now() - interval '1 day'`);
  await ctx.db.execute(sql`delete from idempotency_keys where created_at < now() - interval '1 day'`);
  // An address an account signed in from is remembered for 30 days.
  await ctx.db.execute(sql`
    delete from sign_in_guards
    where last_at < now() - case when key like '%:known:%' then interval '30 days' else interval '1 day' end`);
}

const MIN = 60;
/**
 * The limits of issue 2 item 7. Per-address ceilings are high enough that a class of 40 signing in
 * together from one school address (several tries each) is never refused.
 */
export const LIMITS = {
  /** Files one staff member uploads (issue 18): a class's recordings in one sitting pass, a flood does not. */
  uploadsPerUser: (userId: number): Limit => ({ key: `upload:acct:${userId}`, max: 120, windowSeconds: 10 * MIN }),
  /** Wrong current passwords in Settings (issue 17): limited like sign-in. */
  currentPasswordFailures: (userId: number): Limit => ({ key: `current-password-fail:acct:${userId}`, max: 10, windowSeconds: 15 * MIN }),
  loginPerAddress: (ip: string): Limit => ({ key: `login:ip:${ip}`, max: 600, windowSeconds: 15 * MIN }),
  otpPerAccount: (email: string): Limit => ({ key: `otp:acct:${email}`, max: 5, windowSeconds: 15 * MIN }),
  otpPerAddress: (ip: string): Limit => ({ key: `otp:ip:${ip}`, max: 100, windowSeconds: 15 * MIN }),
  forgotPerAccount: (email: string): Limit => ({ key: `forgot:acct:${email}`, max: 5, windowSeconds: 60 * MIN }),
  forgotPerAddress: (ip: string): Limit => ({ key: `forgot:ip:${ip}`, max: 100, windowSeconds: 60 * MIN }),
  resetPerAccount: (email: string): Limit => ({ key: `reset:acct:${email}`, max: 10, windowSeconds: 60 * MIN }),
  resetPerAddress: (ip: string): Limit => ({ key: `reset:ip:${ip}`, max: 100, windowSeconds: 60 * MIN }),
  resendPerAccount: (email: string): Limit => ({ key: `resend:acct:${email}`, max: 5, windowSeconds: 60 * MIN }),
  resendPerAddress: (ip: string): Limit => ({ key: `resend:ip:${ip}`, max: 100, windowSeconds: 60 * MIN }),
  verifyPerAddress: (ip: string): Limit => ({ key: `verify:ip:${ip}`, max: 100, windowSeconds: 60 * MIN }),
  registerPerAddress: (ip: string): Limit => ({ key: `register:ip:${ip}`, max: 30, windowSeconds: 60 * MIN }),
  refreshPerAddress: (ip: string): Limit => ({ key: `refresh:ip:${ip}`, max: 2000, windowSeconds: 15 * MIN }),
  studentLoginPerAddress: (ip: string): Limit => ({ key: `student-login:ip:${ip}`, max: 1000, windowSeconds: 15 * MIN }),
  classCodePerAddress: (ip: string): Limit => ({ key: `class-code:ip:${ip}`, max: 600, windowSeconds: 15 * MIN }),
  /** A class of 40 on one address with ~80 typos is never refused; a guesser is refused after 150. */
  classCodeMissesPerAddress: (ip: string): Limit => ({ key: `class-code-miss:ip:${ip}`, max: 150, windowSeconds: 15 * MIN }),
  /** A ceiling on misses across every address, against guessing from many addresses. */
  classCodeMissesGlobal: (): Limit => ({ key: `class-code-miss:all`, max: 5000, windowSeconds: 15 * MIN }),
  /**
   * Wrong school join codes (issue 20 item 3), counted before the look-up: a teacher mistyping a few times
   * is never refused; a guesser gets 10 tries an hour per account, 30 per address, 1,000 across all, against
   * about 8.5 × 10^11 codes.
   */
  joinCodeMissesPerAccount: (userId: number): Limit => ({ key: `join-code-miss:acct:${userId}`, max: 10, windowSeconds: 60 * MIN }),
  joinCodeMissesPerAddress: (ip: string): Limit => ({ key: `join-code-miss:ip:${ip}`, max: 30, windowSeconds: 60 * MIN }),
  joinCodeMissesGlobal: (): Limit => ({ key: `join-code-miss:all`, max: 1000, windowSeconds: 60 * MIN }),
  /** Join requests a teacher sends (each one reaches a school's admins). */
  joinRequestsPerAccount: (userId: number): Limit => ({ key: `join-request:acct:${userId}`, max: 10, windowSeconds: 60 * MIN }),
  /** Invitations an admin mails. */
  invitesPerAdmin: (userId: number): Limit => ({ key: `invite:acct:${userId}`, max: 60, windowSeconds: 60 * MIN }),
  /** Invitation links opened or accepted from one address. */
  inviteLinksPerAddress: (ip: string): Limit => ({ key: `invite-link:ip:${ip}`, max: 100, windowSeconds: 15 * MIN }),
};
