/**
 * Lock-outs that stop guessers, not the people they target (issue 17 item 4).
 *
 * - Per account *and* address: 5 failures free, then each further try waits a delay that doubles from
 *   30 s up to 15 minutes. An outsider slows down only their own address.
 * - Per account from addresses it has never signed in from: 10 failures free, then delays from 60 s up to
 *   15 minutes, against guessing spread over many addresses. An address the account signed in from
 *   before (the school's, the child's tablet) is not held by it, so no outsider can lock a child out there.
 *
 * A try is counted *before* the password check, in one statement that also sets the next delay, so N
 * concurrent guesses check at most the free allowance (issue 17 item 2). Keys name what was *claimed*
 * (an id or an email), whether or not it exists, so a guard never tells a real account from an unknown
 * one (item 3).
 */
import { sql } from 'drizzle-orm';
import type { MessageKey } from '@aralin/contract';
import type { AppContext } from '../context';
import { tooMany } from '../lib/app-error';

/** How a key lets failures through: `free` failures, then delays from `firstDelaySeconds`, doubling, up to `maxDelaySeconds`. */
export interface GuardPolicy {
  free: number;
  firstDelaySeconds: number;
  maxDelaySeconds: number;
  /** Failures are forgotten after this long without one. */
  forgetSeconds: number;
}

const MIN = 60;
/** One account from one address: a child or a teacher mistyping is never refused before the 5th failure. */
export const PER_ACCOUNT_AND_ADDRESS: GuardPolicy = { free: 5, firstDelaySeconds: 30, maxDelaySeconds: 15 * MIN, forgetSeconds: 60 * MIN };
/** One account from every address it has never signed in from. */
export const PER_ACCOUNT_NEW_ADDRESSES: GuardPolicy = {
  free: 10,
  firstDelaySeconds: 60,
  maxDelaySeconds: 15 * MIN,
  forgetSeconds: 60 * MIN,
};

/** The delay after the n-th counted try under a policy, in seconds (0 within the free allowance). */
export function delayAfter(policy: GuardPolicy, tries: number): number {
  if (tries < policy.free) return 0;
  return Math.min(policy.maxDelaySeconds, policy.firstDelaySeconds * 2 ** Math.min(20, tries - policy.free));
}

/** Counts one try on a key; undefined when the key is waiting out a delay (nothing counted), else the delay it now sets. */
async function countOne(ctx: AppContext, key: string, policy: GuardPolicy, now: string) {
  const next = (tries: ReturnType<typeof sql>) => sql`case when ${tries} >= ${policy.free}
      then ${now}::timestamptz + make_interval(secs => least(${policy.maxDelaySeconds},
        ${policy.firstDelaySeconds} * power(2, least(20, ${tries} - ${policy.free}))))
      else null end`;
  const tries = sql`case when sign_in_guards.last_at < ${now}::timestamptz - make_interval(secs => ${policy.forgetSeconds})
      then 1 else sign_in_guards.failures + 1 end`;
  const { rows } = await ctx.db.execute<{ blocked_until: string | null }>(sql`
    insert into sign_in_guards (key, failures, last_at, blocked_until)
    values (${key}, 1, ${now}::timestamptz, ${next(sql`1`)})
    on conflict (key) do update set failures = ${tries}, last_at = ${now}::timestamptz, blocked_until = ${next(tries)}
    where sign_in_guards.blocked_until is null or sign_in_guards.blocked_until <= ${now}::timestamptz
    returning blocked_until`);
  if (!rows[0]) return undefined;
  return { blockedUntil: rows[0].blocked_until ? new Date(rows[0].blocked_until) : null };
}

async function refuse(ctx: AppContext, key: string, now: string, message: MessageKey): Promise<never> {
  const { rows } = await ctx.db.execute<{ blocked_until: string | null }>(sql`select blocked_until from sign_in_guards where key = ${key}`);
  const until = rows[0]?.blocked_until ? new Date(rows[0].blocked_until).getTime() : Date.parse(now) + 1000;
  throw tooMany((until - Date.parse(now)) / 1000, message);
}

export interface CountedTry {
  /** The check passed: this address starts afresh and is remembered as one the account signs in from. */
  succeeded(): Promise<void>;
  /** Set when this try made every new address wait: the account shows as locked to a teacher until then. */
  accountBlockedUntil: Date | null;
}

/**
 * Counts one sign-in try of `account` (e.g. `student:12`, `staff:ana@school.ph`) from `ip`, and throws 429
 * `message` (with Retry-After) while a delay holds it.
 */
export async function countSignIn(ctx: AppContext, account: string, ip: string, message: MessageKey): Promise<CountedTry> {
  const now = ctx.clock.now().toISOString();
  const here = `${account}:ip:${ip}`;
  const knownKey = `${account}:known:${ip}`;
  if (!(await countOne(ctx, here, PER_ACCOUNT_AND_ADDRESS, now))) await refuse(ctx, here, now, message);
  const { rows: known } = await ctx.db.execute(sql`select 1 from sign_in_guards where key = ${knownKey}`);
  let accountBlockedUntil: Date | null = null;
  if (known.length === 0) {
    const counted = await countOne(ctx, account, PER_ACCOUNT_NEW_ADDRESSES, now);
    if (!counted) await refuse(ctx, account, now, message);
    accountBlockedUntil = counted!.blockedUntil;
  }
  return {
    accountBlockedUntil,
    async succeeded() {
      await ctx.db.execute(sql`delete from sign_in_guards where key = ${here}`);
      // A right password is no failure: given back on the account's count too.
      if (known.length === 0)
        await ctx.db.execute(sql`update sign_in_guards set failures = failures - 1 where key = ${account} and failures > 0`);
      await ctx.db.execute(sql`
        insert into sign_in_guards (key, failures, last_at) values (${knownKey}, 0, ${now}::timestamptz)
        on conflict (key) do update set last_at = excluded.last_at`);
    },
  };
}

/** Lifts every delay of an account, from every address (a teacher unlocking a child, a new password). */
export async function liftGuards(ctx: AppContext, account: string): Promise<void> {
  const prefix = `${account}:ip:`.replace(/[\\%_]/g, (c) => `\\${c}`);
  await ctx.db.execute(sql`delete from sign_in_guards where key = ${account} or key like ${`${prefix}%`}`);
}
