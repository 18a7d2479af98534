/** The signed-in user as the stored user of spec §3, staff or student. */
import type { FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import type { StoredUser } from '@aralin/contract';
import type { AppContext } from '../../context';
import { students } from '../../db/schema';
import { unauthorized } from '../../lib/app-error';
import { findUserById } from '../../db/users.queries';
import { presentStaffUser } from './account.present';
import { presentStudentUser } from '../students/student-sign-in.present';

export async function currentUser(ctx: AppContext, req: FastifyRequest): Promise<StoredUser> {
  const actor = req.actor;
  if (!actor) throw unauthorized();
  if (actor.kind === 'staff') {
    const row = await findUserById(ctx.db, actor.id);
    if (!row) throw unauthorized();
    return presentStaffUser(row);
  }
  const [row] = await ctx.db.select().from(students).where(eq(students.id, actor.id));
  if (!row) throw unauthorized();
  return presentStudentUser(row);
}
