/**
 * Sign-in sessions: a short-lived access JWT and an opaque refresh token stored hashed, rotated on every
 * use; presenting a used one revokes its whole family (ARCHITECTURE.md 'tokens').
 */
import crypto from 'node:crypto';
import { limits, type AuthToken } from '@aralin/contract';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { unauthorized } from '../../lib/app-error';
import { randomToken, sha256 } from '../../lib/crypto';
import { signAccessToken, type Principal } from '../../lib/tokens';
import * as q from './account.queries';
import * as sq from './sessions.queries';
import type { Owner } from './sessions.queries';
import * as users from '../../db/users.queries';

async function newRefresh(ctx: AppContext, tx: Tx, p: Principal, familyId: string, device: string | null): Promise<string> {
  const token = randomToken(32);
  const now = ctx.clock.now();
  await q.insertRefreshToken(tx, {
    familyId,
    tokenHash: sha256(token),
    userId: p.kind === 'staff' ? p.userId : null,
    studentId: p.kind === 'student' ? p.studentId : null,
    organizationId: p.organizationId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + limits.refreshTokenDays * 86_400_000),
    device,
  });
  return token;
}

const ownerOf = (p: Principal): Owner =>
  p.kind === 'staff' ? { kind: 'staff', userId: p.userId } : { kind: 'student', studentId: p.studentId };

/** The principal of a session's access token: its family and the account's current token version. */
async function withSession(tx: Tx, p: Principal, familyId: string): Promise<Principal> {
  return { ...p, sessionId: familyId, version: await sq.tokenVersionOf(tx, ownerOf(p)) };
}

/** Starts a new session (a new refresh-token family) for a principal, from a device (its User-Agent). */
export async function issueTokens(ctx: AppContext, tx: Tx, p: Principal, device?: string): Promise<AuthToken> {
  const familyId = crypto.randomUUID();
  const refresh = await newRefresh(ctx, tx, p, familyId, device ? device.slice(0, 200) : null);
  return { access: await signAccessToken(ctx.secret, await withSession(tx, p, familyId), ctx.clock.now()), refresh };
}

/** Rotates a refresh token: the old one is spent, a new one of the same family is returned. */
export async function rotateRefreshToken(ctx: AppContext, refresh: string): Promise<AuthToken> {
  const now = ctx.clock.now();
  const hash = sha256(refresh);
  const result = await ctx.db.transaction(async (tx) => {
    const row = await q.useRefreshToken(tx, hash, now);
    if (!row) return undefined;
    const p: Principal = row.userId
      ? await staffPrincipal(tx, row.userId)
      : { kind: 'student', studentId: row.studentId!, organizationId: row.organizationId };
    const next = await newRefresh(ctx, tx, p, row.familyId, row.device);
    return { access: await signAccessToken(ctx.secret, await withSession(tx, p, row.familyId), now), refresh: next };
  });
  if (result) return result;
  // Not live: a used token presented again means it leaked; end the whole family.
  const known = await q.findRefreshToken(ctx.db, hash);
  if (known && known.usedAt) await q.revokeFamily(ctx.db, known.familyId, now);
  throw unauthorized('refreshInvalid');
}

async function staffPrincipal(tx: Tx, userId: number): Promise<Principal> {
  const user = await users.findUserById(tx, userId);
  if (!user || !user.isActive) throw unauthorized('refreshInvalid');
  return { kind: 'staff', userId: user.id, organizationId: user.organizationId, role: user.role };
}

/** Ends the session a refresh token belongs to; its access tokens fail from the next request. */
export async function endSession(ctx: AppContext, refresh: string): Promise<void> {
  const known = await q.findRefreshToken(ctx.db, sha256(refresh));
  if (known) await q.revokeFamily(ctx.db, known.familyId, ctx.clock.now());
}

/**
 * Ends every session of an account (issue 17 item 5): every refresh family is revoked and the token
 * version raised, so every access token fails from its next request. Used for a new password (reset, set
 * by an admin or, for a child, by a teacher), deactivation and "sign out everywhere".
 */
export async function endAllSessions(tx: Tx, owner: Owner, now: Date): Promise<void> {
  await sq.revokeFamilies(tx, owner, now);
  await sq.bumpTokenVersion(tx, owner);
}

/** Ends every session of an account but `keep` (one's own password change keeps the session that made it). */
export async function endOtherSessions(tx: Tx, owner: Owner, now: Date, keep: string | undefined): Promise<void> {
  if (!keep) return endAllSessions(tx, owner, now);
  await sq.revokeFamilies(tx, owner, now, keep);
}

/** The signed-in devices of an account (the settings screen's list). */
export function listSessions(tx: Tx, owner: Owner, now: Date) {
  return sq.listSessions(tx, owner, now);
}
