/** The caller's school in Settings (issue 12): every staff member reads it, admins set its DepEd School ID. */
import { eq } from 'drizzle-orm';
import type { School } from '@aralin/contract';
import type { AppContext } from '../../context';
import { organizations } from '../../db/schema';
import { auditStaff } from '../../lib/audit';
import { forbidden } from '../../lib/app-error';
import type { StaffActor } from '../../plugins/auth';

/** GET /management/school/. */
export async function getSchool(ctx: AppContext, actor: StaffActor): Promise<School> {
  const [row] = await ctx.db.select().from(organizations).where(eq(organizations.id, actor.organizationId));
  return { id: row!.id, name: row!.name, deped_school_id: row!.depedSchoolId };
}

/** PATCH /management/school/: admins only; undefined clears the ID. */
export async function updateSchool(ctx: AppContext, actor: StaffActor, depedSchoolId: string | undefined): Promise<School> {
  if (!actor.isAdmin) throw forbidden();
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(organizations)
      .set({ depedSchoolId: depedSchoolId ?? null })
      .where(eq(organizations.id, actor.organizationId));
    await auditStaff(tx, actor, 'update', 'organization', actor.organizationId, { deped_school_id: depedSchoolId ?? null });
  });
  return getSchool(ctx, actor);
}
