/** Teachers added by an admin: they belong to the admin's school and are told by email how to sign in. */
import type { Language } from '@aralin/contract';
import type { AppContext } from '../../context';
import { audit } from '../../lib/audit';
import { conflict } from '../../lib/app-error';
import { hashPassword } from '../../lib/passwords';
import type { StaffActor } from '../../plugins/auth';
import * as accountQ from '../account/account.queries';
import { teacherAddedMail } from './teachers.mail';

/** Adds a teacher to the admin's school, verified (the admin vouches), and emails them. */
export async function addTeacher(
  ctx: AppContext,
  admin: StaffActor,
  input: { username: string; email: string; password: string; firstName?: string; lastName?: string },
  lang: Language = 'en',
) {
  const taken = await accountQ.findTakenFields(ctx.db, input.email, input.username);
  if (taken.email || taken.username) {
    const fields = { ...(taken.email ? { email: 'emailExists' as const } : {}), ...(taken.username ? { username: 'usernameExists' as const } : {}) };
    throw conflict(fields.email ?? fields.username!, fields);
  }
  const passwordHash = await hashPassword(input.password);
  const now = ctx.clock.now();
  const user = await ctx.db.transaction(async (tx) => {
    const row = await accountQ.insertUser(tx, {
      organizationId: admin.organizationId,
      username: input.username.trim(),
      email: input.email.toLowerCase(),
      passwordHash,
      role: 'teacher',
      firstName: input.firstName ?? '',
      lastName: input.lastName ?? '',
      emailVerifiedAt: now,
    });
    await audit(tx, { organizationId: admin.organizationId, actorType: 'staff', actorId: admin.id, action: 'create', entity: 'teacher', entityId: row.id });
    return row;
  });
  await ctx.mailer.send(teacherAddedMail(lang, user.email, user.username, `${ctx.config.publicUrl}/teacher-login`));
  return user;
}
