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

async function newRefresh(ctx: AppContext, tx: Tx, p: Principal, familyId: string): Promise<string> {
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
  });
  return token;
}

/** Starts a new session (a new refresh-token family) for a principal. */
export async function issueTokens(ctx: AppContext, tx: Tx, p: Principal): Promise<AuthToken> {
  const refresh = await newRefresh(ctx, tx, p, crypto.randomUUID());
  return { access: await signAccessToken(ctx.secret, p, ctx.clock.now()), refresh };
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
    const next = await newRefresh(ctx, tx, p, row.familyId);
    return { access: await signAccessToken(ctx.secret, p, now), refresh: next };
  });
  if (result) return result;
  // Not live: a used token presented again means it leaked; end the whole family.
  const known = await q.findRefreshToken(ctx.db, hash);
  if (known && known.usedAt) await q.revokeFamily(ctx.db, known.familyId, now);
  throw unauthorized('refreshInvalid');
}

async function staffPrincipal(tx: Tx, userId: number): Promise<Principal> {
  const user = await q.findUserById(tx, userId);
  if (!user || !user.isActive) throw unauthorized('refreshInvalid');
  return { kind: 'staff', userId: user.id, organizationId: user.organizationId, role: user.role };
}

/** Ends the session a refresh token belongs to. */
export async function endSession(ctx: AppContext, refresh: string): Promise<void> {
  const known = await q.findRefreshToken(ctx.db, sha256(refresh));
  if (known) await q.revokeFamily(ctx.db, known.familyId, ctx.clock.now());
}
