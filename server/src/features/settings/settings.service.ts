/**
 * A staff member's own profile (spec §2 'Settings'): username, email, avatar and password. Changing the
 * password or the email needs the current password; blank password fields mean no change (spec §5).
 */
import { endAllSessions, endOtherSessions } from '../account/sessions.service';
import { listSessions } from '../account/sessions.service';
import { requestEmailChange } from '../account/email-change.service';
import type { Language, SignInSessionsResponse, StoredUser, UserSettings } from '@aralin/contract';
import type { AppContext } from '../../context';
import { auditStaff } from '../../lib/audit';
import { badRequest, conflict, unauthorized } from '../../lib/app-error';
import { fileStore } from '../../lib/file-store';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { storeImageUpload } from '../../lib/uploads';
import type { UploadedFile } from '../../plugins/multipart';
import type { StaffActor } from '../../plugins/auth';
import { attempt, LIMITS } from '../../plugins/rate-limit';
import { filePath, presentStaffUser } from '../account/account.present';
import { findTakenFieldsExcept, findUserById, updateUser } from '../../db/users.queries';

export async function getSettings(ctx: AppContext, actor: StaffActor): Promise<UserSettings> {
  const user = await findUserById(ctx.db, actor.id);
  if (!user) throw unauthorized();
  return { username: user.username, email: user.email, avatar: filePath(user.avatarKey) };
}

export interface ProfileChanges {
  username: string;
  email: string;
  currentPassword?: string;
  password?: string;
  avatar?: UploadedFile;
}

/**
 * PATCH /management/edit-profile/: returns the updated stored user (the header shows the new avatar), and
 * whether a new email waits for its confirmation link (issue 17 item 6).
 */
export async function editProfile(
  ctx: AppContext,
  actor: StaffActor,
  input: ProfileChanges,
  lang: Language = 'en',
): Promise<{ user: StoredUser; emailPending: boolean }> {
  const user = await findUserById(ctx.db, actor.id);
  if (!user) throw unauthorized();
  const emailChanged = input.email.toLowerCase() !== user.email.toLowerCase();
  if (emailChanged || input.password !== undefined) {
    if (!input.currentPassword) throw badRequest('currentPasswordRequired', { current_password: 'currentPasswordRequired' });
    // Counted before the check, like sign-in: at most 10 guesses per 15 minutes, concurrent ones included.
    const tried = await attempt(ctx, LIMITS.currentPasswordFailures(user.id));
    if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
      throw badRequest('currentPasswordWrong', { current_password: 'currentPasswordWrong' });
    }
    await tried.succeeded();
  }
  const taken = await findTakenFieldsExcept(ctx.db, input.email, input.username, user.id);
  if (taken.email) throw conflict('emailExists', { email: 'emailExists' });
  if (taken.username) throw conflict('usernameExists', { username: 'usernameExists' });
  const passwordHash = input.password === undefined ? undefined : await hashPassword(ctx.config.passwordHash, input.password);
  const avatarKey = input.avatar
    ? await storeImageUpload(ctx, input.avatar, { kind: 'avatar', organizationId: actor.organizationId, ownerUserId: actor.id })
    : undefined;
  const now = ctx.clock.now();
  try {
    await ctx.db.transaction(async (tx) => {
      // A new email waits for its confirmation link (issue 17 item 6); the rest changes now.
      await updateUser(tx, user.id, {
        username: input.username.trim(),
        ...(passwordHash ? { passwordHash } : {}),
        ...(avatarKey ? { avatarKey } : {}),
        updatedAt: now,
      });
      // A new password ends every other session of the account; the one that changed it stays (issue 17 item 5).
      if (passwordHash) await endOtherSessions(tx, { kind: 'staff', userId: user.id }, now, actor.sessionId);
      const changed = { email: emailChanged, password: passwordHash !== undefined, avatar: avatarKey !== undefined };
      await auditStaff(tx, actor, 'update', 'user', user.id, changed);
    });
  } catch (err) {
    if (avatarKey) await fileStore(ctx).remove(avatarKey);
    throw err;
  }
  if (avatarKey && user.avatarKey) await fileStore(ctx).remove(user.avatarKey);
  if (emailChanged) await requestEmailChange(ctx, lang, user, input.email.toLowerCase());
  return { user: presentStaffUser((await findUserById(ctx.db, user.id))!), emailPending: emailChanged };
}

/** The staff member's live sign-in sessions, the most recently seen first (issue 17 item 5). */
export async function listSignInSessions(ctx: AppContext, actor: StaffActor): Promise<SignInSessionsResponse> {
  const rows = await listSessions(ctx.db, { kind: 'staff', userId: actor.id }, ctx.clock.now());
  return rows.map((row) => ({
    id: row.familyId,
    device: row.device,
    started_at: row.startedAt.toISOString(),
    last_seen_at: row.lastSeenAt.toISOString(),
    current: row.familyId === actor.sessionId,
  }));
}

/** Ends every session of the staff member, the one asking included: every token fails from its next request. */
export async function signOutEverywhere(ctx: AppContext, actor: StaffActor): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await endAllSessions(tx, { kind: 'staff', userId: actor.id }, ctx.clock.now());
    await auditStaff(tx, actor, 'update', 'user', actor.id, { signed_out_everywhere: true });
  });
}
