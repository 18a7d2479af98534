/** Queries of sign-in sessions: refresh-token families and the token version of an account (issue 17 item 5). */
import { and, desc, eq, gt, isNull, max, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { refreshTokens, students, users } from '../../db/schema';

/** Whose sessions: a staff user or a student. */
export type Owner = { kind: 'staff'; userId: number } | { kind: 'student'; studentId: number };

const ownedBy = (owner: Owner) =>
  owner.kind === 'staff' ? eq(refreshTokens.userId, owner.userId) : eq(refreshTokens.studentId, owner.studentId);

/** The account's token version (0 for an account that no longer exists). */
export async function tokenVersionOf(tx: Tx, owner: Owner): Promise<number> {
  const [row] =
    owner.kind === 'staff'
      ? await tx.select({ v: users.tokenVersion }).from(users).where(eq(users.id, owner.userId))
      : await tx.select({ v: students.tokenVersion }).from(students).where(eq(students.id, owner.studentId));
  return row?.v ?? 0;
}

/** Raises the token version: every access token issued before fails at its next request. */
export async function bumpTokenVersion(tx: Tx, owner: Owner) {
  if (owner.kind === 'staff')
    await tx
      .update(users)
      .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(eq(users.id, owner.userId));
  else
    await tx
      .update(students)
      .set({ tokenVersion: sql`${students.tokenVersion} + 1` })
      .where(eq(students.id, owner.studentId));
}

/** Revokes every refresh-token family of the account, but `keep`. */
export async function revokeFamilies(tx: Tx, owner: Owner, now: Date, keep?: string) {
  await tx
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(ownedBy(owner), isNull(refreshTokens.revokedAt), keep ? ne(refreshTokens.familyId, keep) : undefined));
}

/** The live sessions of an account: one per family, with its device and the time of its last refresh. */
export async function listSessions(tx: Tx, owner: Owner, now: Date) {
  return tx
    .select({
      familyId: refreshTokens.familyId,
      device: max(refreshTokens.device),
      startedAt: sql<Date>`min(${refreshTokens.createdAt})`.mapWith((v: string) => new Date(v)),
      lastSeenAt: sql<Date>`max(${refreshTokens.createdAt})`.mapWith((v: string) => new Date(v)),
    })
    .from(refreshTokens)
    .where(and(ownedBy(owner), isNull(refreshTokens.revokedAt), gt(refreshTokens.expiresAt, now)))
    .groupBy(refreshTokens.familyId)
    .orderBy(desc(sql`max(${refreshTokens.createdAt})`));
}
