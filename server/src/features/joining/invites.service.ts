/**
 * Invitations (issue 20 item 3): an admin emails a link that makes a teacher account in the school. The
 * link's token is stored hashed, works once, for limits.inviteDays, and an admin may revoke it.
 */
import { limits, type InviteDetails, type Language, type LoginResponse, type SchoolInvite } from '@aralin/contract';
import type { AppContext } from '../../context';
import { audit, auditStaff } from '../../lib/audit';
import { badRequest, conflict, notFound } from '../../lib/app-error';
import { randomToken, sha256 } from '../../lib/crypto';
import { hashPassword } from '../../lib/passwords';
import type { StaffActor } from '../../plugins/auth';
import { sqlState } from '../../plugins/errors';
import { hit, LIMITS } from '../../plugins/rate-limit';
import { presentStaffUser } from '../account/account.present';
import type { Caller } from '../account/account.service';
import { issueTokens } from '../account/sessions.service';
import { inviteMail } from './joining.mail';
import * as q from './joining.queries';
import * as users from '../../db/users.queries';

const DAY = 86_400_000;

function presentInvite(row: { invite: q.InviteRow; invitedBy: string | null }, now: Date): SchoolInvite {
  const { invite } = row;
  const status = invite.acceptedAt ? 'accepted' : invite.revokedAt ? 'revoked' : invite.expiresAt <= now ? 'expired' : 'pending';
  return {
    id: invite.id,
    email: invite.email,
    status,
    invited_by: row.invitedBy,
    created_at: invite.createdAt.toISOString(),
    expires_at: invite.expiresAt.toISOString(),
  };
}

/** Emails an invitation to an address with no account yet; an earlier open one to the same address is revoked. */
export async function inviteTeacher(ctx: AppContext, admin: StaffActor, email: string, lang: Language): Promise<SchoolInvite> {
  await hit(ctx, LIMITS.invitesPerAdmin(admin.id));
  if (await users.findUserByEmail(ctx.db, email)) throw conflict('inviteEmailHasAccount', { email: 'inviteEmailHasAccount' });
  const token = randomToken(32);
  const now = ctx.clock.now();
  const invite = await ctx.db.transaction(async (tx) => {
    await q.revokeInvitesOf(tx, admin.organizationId, email, now);
    const row = await q.insertInvite(tx, {
      organizationId: admin.organizationId,
      email,
      tokenHash: sha256(token),
      invitedBy: admin.id,
      createdAt: now,
      expiresAt: new Date(now.getTime() + limits.inviteDays * DAY),
    });
    await auditStaff(tx, admin, 'create', 'invite', row.id, { email });
    return row;
  });
  const school = await q.schoolName(ctx.db, admin.organizationId);
  const url = `${ctx.config.publicUrl}/accept-invite?token=${token}`;
  await ctx.mailer.send(inviteMail(lang, email, school, admin.username, url));
  return presentInvite({ invite, invitedBy: admin.username }, now);
}

/** The school's open invitations (pending or expired), newest first. */
export async function listInvites(ctx: AppContext, admin: StaffActor): Promise<SchoolInvite[]> {
  const now = ctx.clock.now();
  return (await q.listOpenInvites(ctx.db, admin.organizationId)).map((row) => presentInvite(row, now));
}

/** Revokes an open invitation of the school: its link stops working. Another school's is 404. */
export async function revokeInvite(ctx: AppContext, admin: StaffActor, id: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    if (!(await q.revokeInvite(tx, admin.organizationId, id, ctx.clock.now()))) throw notFound();
    await auditStaff(tx, admin, 'delete', 'invite', id);
  });
}

/** What the invitation page shows: the school and the invited address. A used, revoked or old link is 400. */
export async function inviteDetails(ctx: AppContext, caller: Caller, token: string): Promise<InviteDetails> {
  await hit(ctx, LIMITS.inviteLinksPerAddress(caller.ip));
  const row = await q.findLiveInvite(ctx.db, sha256(token), ctx.clock.now());
  if (!row) throw badRequest('inviteInvalid');
  return { school_name: row.schoolName, email: row.invite.email, expires_at: row.invite.expiresAt.toISOString() };
}

/**
 * Makes the invited teacher's account in the school and signs them in. The address is taken as verified:
 * the link reached it. The invitation is spent in the same transaction, so a link works exactly once.
 */
export async function acceptInvite(
  ctx: AppContext,
  caller: Caller,
  body: { token: string; username: string; firstName: string; lastName: string; password: string },
): Promise<Omit<LoginResponse, 'message'>> {
  await hit(ctx, LIMITS.inviteLinksPerAddress(caller.ip));
  const tokenHash = sha256(body.token);
  const now = ctx.clock.now();
  const live = await q.findLiveInvite(ctx.db, tokenHash, now);
  if (!live) throw badRequest('inviteInvalid');
  const taken = await users.findTakenFields(ctx.db, live.invite.email, body.username);
  if (taken.email) throw conflict('inviteEmailHasAccount');
  if (taken.username) throw conflict('usernameExists', { username: 'usernameExists' });
  const passwordHash = await hashPassword(ctx.config.passwordHash, body.password);
  try {
    return await ctx.db.transaction(async (tx) => {
      const invite = await q.spendInvite(tx, tokenHash, now);
      if (!invite) throw badRequest('inviteInvalid');
      const user = await users.insertUser(tx, {
        organizationId: invite.organizationId,
        username: body.username,
        email: invite.email,
        passwordHash,
        role: 'teacher',
        firstName: body.firstName,
        lastName: body.lastName,
        emailVerifiedAt: now,
        lastLoginAt: now,
        lastActivityAt: now,
      });
      await q.setInviteUser(tx, invite.id, user.id);
      await audit(tx, {
        organizationId: invite.organizationId,
        actorType: 'staff',
        actorId: user.id,
        action: 'accept-invite',
        entity: 'user',
        entityId: user.id,
        details: { invite_id: invite.id },
        ip: caller.ip,
      });
      const token = await issueTokens(
        ctx,
        tx,
        { kind: 'staff', userId: user.id, organizationId: user.organizationId, role: user.role },
        caller.device,
      );
      return { token, user: presentStaffUser(user) };
    });
  } catch (err) {
    // Someone took the username (or the address) between the check and the insert.
    if (sqlState(err) === '23505') throw conflict('usernameExists', { username: 'usernameExists' });
    throw err;
  }
}
