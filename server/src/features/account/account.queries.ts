/** Every query of the account feature. */
import type { EmailTokenPurpose } from '../../db/schema';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { emailTokens, organizations, otps, refreshTokens } from '../../db/schema';

export async function insertOrganization(tx: Tx, name: string) {
  const [row] = await tx.insert(organizations).values({ name }).returning();
  return row;
}

export async function insertEmailToken(tx: Tx, values: typeof emailTokens.$inferInsert) {
  await tx.insert(emailTokens).values(values);
}

/** Marks a matching, unused, unexpired token used; returns whether one was. */
export async function consumeEmailToken(tx: Tx, userId: number, purpose: EmailTokenPurpose, tokenHash: string, now: Date) {
  const rows = await tx
    .update(emailTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(emailTokens.userId, userId),
        eq(emailTokens.purpose, purpose),
        eq(emailTokens.tokenHash, tokenHash),
        isNull(emailTokens.usedAt),
        gt(emailTokens.expiresAt, now),
      ),
    )
    .returning({ id: emailTokens.id });
  return rows.length === 1;
}

export async function voidEmailTokens(tx: Tx, userId: number, purpose: EmailTokenPurpose, now: Date) {
  await tx
    .update(emailTokens)
    .set({ usedAt: now })
    .where(and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, purpose), isNull(emailTokens.usedAt)));
}

export async function voidOtps(tx: Tx, userId: number, now: Date) {
  await tx
    .update(otps)
    .set({ usedAt: now })
    .where(and(eq(otps.userId, userId), isNull(otps.usedAt)));
}

export async function insertOtp(tx: Tx, values: typeof otps.$inferInsert) {
  await tx.insert(otps).values(values);
}

/** The newest usable code of a user, locked for update. */
export async function findLiveOtp(tx: Tx, userId: number, now: Date) {
  const [row] = await tx
    .select()
    .from(otps)
    .where(and(eq(otps.userId, userId), isNull(otps.usedAt), gt(otps.expiresAt, now)))
    .orderBy(desc(otps.createdAt))
    .limit(1)
    .for('update');
  return row;
}

/** Spends a code if it is still usable; false when another request spent or voided it first. */
export async function consumeOtp(tx: Tx, id: number, now: Date): Promise<boolean> {
  const rows = await tx
    .update(otps)
    .set({ usedAt: now })
    .where(and(eq(otps.id, id), isNull(otps.usedAt), gt(otps.expiresAt, now)))
    .returning({ id: otps.id });
  return rows.length === 1;
}

export async function updateOtp(tx: Tx, id: number, values: Partial<typeof otps.$inferInsert>) {
  await tx.update(otps).set(values).where(eq(otps.id, id));
}

export async function insertRefreshToken(tx: Tx, values: typeof refreshTokens.$inferInsert) {
  await tx.insert(refreshTokens).values(values);
}

/** Marks a live refresh token used (once: concurrent callers race on the row); returns it. */
export async function useRefreshToken(tx: Tx, tokenHash: string, now: Date) {
  const [row] = await tx
    .update(refreshTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(refreshTokens.tokenHash, tokenHash),
        isNull(refreshTokens.usedAt),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.expiresAt, now),
      ),
    )
    .returning();
  return row;
}

export async function findRefreshToken(tx: Tx, tokenHash: string) {
  const [row] = await tx.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash));
  return row;
}

export async function revokeFamily(tx: Tx, familyId: string, now: Date) {
  await tx
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/** Spends a matching, unused, unexpired link of a purpose found by its hash alone; returns its row. */
export async function consumeEmailTokenByHash(tx: Tx, purpose: EmailTokenPurpose, tokenHash: string, now: Date) {
  const [row] = await tx
    .update(emailTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(emailTokens.purpose, purpose),
        eq(emailTokens.tokenHash, tokenHash),
        isNull(emailTokens.usedAt),
        gt(emailTokens.expiresAt, now),
      ),
    )
    .returning({ userId: emailTokens.userId, newEmail: emailTokens.newEmail });
  return row;
}
