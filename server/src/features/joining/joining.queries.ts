/** Every query of joining a school (issue 20 item 3): invitations, join codes, join requests. */
import { and, asc, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { sqlState } from '../../plugins/errors';
import { auditLog, joinRequests, organizations, refreshTokens, schoolInvites, storedFiles, users } from '../../db/schema';

export type InviteRow = typeof schoolInvites.$inferSelect;

export async function schoolName(tx: Tx, organizationId: number): Promise<string> {
  const [row] = await tx.select({ name: organizations.name }).from(organizations).where(eq(organizations.id, organizationId));
  return row?.name ?? '';
}

// ---- invitations ----

/** The school's invitations neither accepted nor revoked. */
const openOf = (organizationId: number) =>
  and(eq(schoolInvites.organizationId, organizationId), isNull(schoolInvites.acceptedAt), isNull(schoolInvites.revokedAt));

/** Revokes the school's earlier unaccepted invitations of an address (a new one replaces them). */
export async function revokeInvitesOf(tx: Tx, organizationId: number, email: string, now: Date) {
  await tx
    .update(schoolInvites)
    .set({ revokedAt: now })
    .where(and(openOf(organizationId), eq(schoolInvites.email, email)));
}

export async function insertInvite(tx: Tx, values: typeof schoolInvites.$inferInsert): Promise<InviteRow> {
  const [row] = await tx.insert(schoolInvites).values(values).returning();
  return row;
}

/** The school's invitations neither accepted nor revoked (live or expired), newest first, with the inviter. */
export function listOpenInvites(tx: Tx, organizationId: number, id?: number) {
  return tx
    .select({ invite: schoolInvites, invitedBy: users.username })
    .from(schoolInvites)
    .leftJoin(users, eq(users.id, schoolInvites.invitedBy))
    .where(and(openOf(organizationId), id === undefined ? undefined : eq(schoolInvites.id, id)))
    .orderBy(desc(schoolInvites.createdAt), desc(schoolInvites.id))
    .limit(200);
}

/** Revokes one open invitation of the school; false when there is none (absent, another school's, used). */
export async function revokeInvite(tx: Tx, organizationId: number, id: number, now: Date): Promise<boolean> {
  const rows = await tx
    .update(schoolInvites)
    .set({ revokedAt: now })
    .where(and(openOf(organizationId), eq(schoolInvites.id, id)))
    .returning({ id: schoolInvites.id });
  return rows.length === 1;
}

/** A usable invitation by its token's hash: not accepted, not revoked, not expired. */
export async function findLiveInvite(tx: Tx, tokenHash: string, now: Date) {
  const [row] = await tx
    .select({ invite: schoolInvites, schoolName: organizations.name })
    .from(schoolInvites)
    .innerJoin(organizations, eq(organizations.id, schoolInvites.organizationId))
    .where(
      and(
        eq(schoolInvites.tokenHash, tokenHash),
        isNull(schoolInvites.acceptedAt),
        isNull(schoolInvites.revokedAt),
        gt(schoolInvites.expiresAt, now),
      ),
    );
  return row;
}

/** Spends a usable invitation (once: of two concurrent accepts only one gets the row). */
export async function spendInvite(tx: Tx, tokenHash: string, now: Date): Promise<InviteRow | undefined> {
  const [row] = await tx
    .update(schoolInvites)
    .set({ acceptedAt: now })
    .where(
      and(
        eq(schoolInvites.tokenHash, tokenHash),
        isNull(schoolInvites.acceptedAt),
        isNull(schoolInvites.revokedAt),
        gt(schoolInvites.expiresAt, now),
      ),
    )
    .returning();
  return row;
}

export async function setInviteUser(tx: Tx, id: number, userId: number) {
  await tx.update(schoolInvites).set({ acceptedUserId: userId }).where(eq(schoolInvites.id, id));
}

// ---- join codes ----

export async function joinCodeOf(tx: Tx, organizationId: number): Promise<string | null> {
  const [row] = await tx.select({ code: organizations.joinCode }).from(organizations).where(eq(organizations.id, organizationId));
  return row?.code ?? null;
}

export async function setJoinCode(tx: Tx, organizationId: number, code: string) {
  await tx.update(organizations).set({ joinCode: code }).where(eq(organizations.id, organizationId));
}

/** The school a join code names. A placeholder organization never has one. */
export async function findSchoolByJoinCode(tx: Tx, code: string) {
  const [row] = await tx
    .select({ id: organizations.id, name: organizations.name })
    .from(organizations)
    .where(eq(organizations.joinCode, code));
  return row;
}

// ---- join requests ----

/** Withdraws a teacher's pending request, if any; returns whether there was one. */
export async function cancelPending(tx: Tx, userId: number, now: Date): Promise<boolean> {
  const rows = await tx
    .update(joinRequests)
    .set({ status: 'cancelled', decidedAt: now })
    .where(and(eq(joinRequests.userId, userId), eq(joinRequests.status, 'pending')))
    .returning({ id: joinRequests.id });
  return rows.length > 0;
}

export async function insertJoinRequest(tx: Tx, values: typeof joinRequests.$inferInsert) {
  const [row] = await tx.insert(joinRequests).values(values).returning();
  return row;
}

/** A teacher's latest request, with the school's name. */
export async function latestRequestOf(tx: Tx, userId: number) {
  const [row] = await tx
    .select({ request: joinRequests, schoolName: organizations.name })
    .from(joinRequests)
    .innerJoin(organizations, eq(organizations.id, joinRequests.organizationId))
    .where(eq(joinRequests.userId, userId))
    .orderBy(desc(joinRequests.createdAt), desc(joinRequests.id))
    .limit(1);
  return row;
}

/** The school's pending requests, oldest first, with who asks. */
export function listPending(tx: Tx, organizationId: number) {
  return tx
    .select({ request: joinRequests, user: users })
    .from(joinRequests)
    .innerJoin(users, eq(users.id, joinRequests.userId))
    .where(and(eq(joinRequests.organizationId, organizationId), eq(joinRequests.status, 'pending')))
    .orderBy(asc(joinRequests.createdAt), asc(joinRequests.id))
    .limit(200);
}

/** A request of the school, locked for the decision, with the asking teacher locked too. */
export async function lockRequest(tx: Tx, organizationId: number, id: number) {
  const [row] = await tx
    .select({ request: joinRequests, user: users })
    .from(joinRequests)
    .innerJoin(users, eq(users.id, joinRequests.userId))
    .where(and(eq(joinRequests.id, id), eq(joinRequests.organizationId, organizationId)))
    .for('update');
  return row;
}

export async function decide(tx: Tx, id: number, status: 'approved' | 'refused', by: number, now: Date) {
  await tx.update(joinRequests).set({ status, decidedAt: now, decidedBy: by }).where(eq(joinRequests.id, id));
}

/**
 * Moves a teacher and what their placeholder organization holds into a school: the account, its
 * sessions, its own files (an avatar) and its audit entries (registering, signing in, profile changes).
 */
export async function moveTeacher(tx: Tx, userId: number, from: number, to: number, now: Date) {
  await tx.update(users).set({ organizationId: to, inSchool: true, updatedAt: now }).where(eq(users.id, userId));
  await tx.update(refreshTokens).set({ organizationId: to }).where(eq(refreshTokens.userId, userId));
  await tx.update(storedFiles).set({ organizationId: to }).where(eq(storedFiles.organizationId, from));
  await tx.update(auditLog).set({ organizationId: to }).where(eq(auditLog.organizationId, from));
}

/** Deletes the emptied placeholder organization; false (kept) if anything still names it. */
export async function dropPlaceholder(tx: Tx, organizationId: number): Promise<boolean> {
  try {
    await tx.transaction(async (sp) => {
      await sp.execute(sql`delete from organizations where id = ${organizationId}`);
    });
    return true;
  } catch (err) {
    if (sqlState(err) === '23503') return false;
    throw err;
  }
}
