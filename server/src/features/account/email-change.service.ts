/**
 * Email changes done safely (issue 17 item 6). A new email takes effect only once confirmed from a link
 * mailed to it (24 hours). The old address is then told, with a "this wasn't me" link (7 days) that puts
 * it back and ends every session of the account.
 */
import type { Language, MessageKey } from '@aralin/contract';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { badRequest, conflict } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import { randomToken, sha256 } from '../../lib/crypto';
import { hit, LIMITS } from '../../plugins/rate-limit';
import * as q from './account.queries';
import { emailChangedNoticeMail, emailChangeMail } from './account.mail';
import { endAllSessions } from './sessions.service';
import type { Caller } from './account.service';
import * as users from '../../db/users.queries';

const HOUR = 3_600_000;
const CONFIRM_HOURS = 24;
const REVERT_DAYS = 7;

async function newLink(tx: Tx, ctx: AppContext, userId: number, purpose: 'email-change' | 'email-revert', newEmail: string, ms: number) {
  const token = randomToken(32);
  const now = ctx.clock.now();
  await q.voidEmailTokens(tx, userId, purpose, now);
  await q.insertEmailToken(tx, {
    userId,
    purpose,
    tokenHash: sha256(token),
    newEmail,
    createdAt: now,
    expiresAt: new Date(now.getTime() + ms),
  });
  return token;
}

/** Mails a confirmation link to the new address; nothing changes until it is followed. */
export async function requestEmailChange(ctx: AppContext, lang: Language, user: users.UserRow, newEmail: string): Promise<void> {
  const token = await ctx.db.transaction((tx) => newLink(tx, ctx, user.id, 'email-change', newEmail, CONFIRM_HOURS * HOUR));
  const url = `${ctx.config.publicUrl}/confirm-email?token=${token}`;
  await ctx.mailer.send(emailChangeMail(lang, newEmail, user.username, url));
}

/** POST /account/confirm-email-change/: the new email takes effect; the old one is told how to undo it. */
export async function confirmEmailChange(ctx: AppContext, caller: Caller, token: string): Promise<MessageKey> {
  await hit(ctx, LIMITS.verifyPerAddress(caller.ip));
  const now = ctx.clock.now();
  const done = await ctx.db.transaction(async (tx) => {
    const link = await q.consumeEmailTokenByHash(tx, 'email-change', sha256(token), now);
    if (!link?.newEmail) throw badRequest('emailChangeInvalid');
    const user = await users.findUserById(tx, link.userId);
    if (!user || !user.isActive) throw badRequest('emailChangeInvalid');
    const taken = await users.findUserByEmail(tx, link.newEmail);
    if (taken && taken.id !== user.id) throw conflict('emailExists', { email: 'emailExists' });
    await users.updateUser(tx, user.id, { email: link.newEmail, updatedAt: now });
    const revert = await newLink(tx, ctx, user.id, 'email-revert', user.email, REVERT_DAYS * 24 * HOUR);
    await audit(tx, {
      organizationId: user.organizationId,
      actorType: 'staff',
      actorId: user.id,
      action: 'email-change',
      entity: 'user',
      entityId: user.id,
      ip: caller.ip,
    });
    return { user, newEmail: link.newEmail, revert };
  });
  const url = `${ctx.config.publicUrl}/revert-email?token=${done.revert}`;
  await ctx.mailer.send(emailChangedNoticeMail(caller.lang, done.user.email, done.user.username, done.newEmail, url));
  return 'emailChangeConfirmed';
}

/** POST /account/revert-email-change/: "this wasn't me" puts the old email back and ends every session. */
export async function revertEmailChange(ctx: AppContext, caller: Caller, token: string): Promise<MessageKey> {
  await hit(ctx, LIMITS.verifyPerAddress(caller.ip));
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const link = await q.consumeEmailTokenByHash(tx, 'email-revert', sha256(token), now);
    if (!link?.newEmail) throw badRequest('emailChangeInvalid');
    const user = await users.findUserById(tx, link.userId);
    if (!user) throw badRequest('emailChangeInvalid');
    const taken = await users.findUserByEmail(tx, link.newEmail);
    if (taken && taken.id !== user.id) throw conflict('emailExists', { email: 'emailExists' });
    await users.updateUser(tx, user.id, { email: link.newEmail, updatedAt: now });
    // Whoever changed it may still be signed in, and may try again: their sessions and pending links end.
    await q.voidEmailTokens(tx, user.id, 'email-change', now);
    await q.voidEmailTokens(tx, user.id, 'reset', now);
    await endAllSessions(tx, { kind: 'staff', userId: user.id }, now);
    await audit(tx, {
      organizationId: user.organizationId,
      actorType: 'staff',
      actorId: user.id,
      action: 'email-revert',
      entity: 'user',
      entityId: user.id,
      ip: caller.ip,
    });
  });
  return 'emailChangeReverted';
}
