/**
 * The caller's school in Settings (issues 12 and 20): every staff member reads it, admins set its DepEd
 * School ID and its time zone (every staff screen shows times in it).
 */
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
  return {
    id: row.id,
    name: row.name,
    deped_school_id: row.depedSchoolId,
    timezone: row.timezone,
    retention_years: row.retentionYears,
  };
}

/** PATCH /management/school/: admins only; an undefined ID clears it, an undefined time zone keeps it. */
export async function updateSchool(
  ctx: AppContext,
  actor: StaffActor,
  input: { depedSchoolId: string | undefined; timezone: string | undefined; retentionYears?: number | null },
): Promise<School> {
  if (!actor.isAdmin) throw forbidden();
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(organizations)
      .set({
        depedSchoolId: input.depedSchoolId ?? null,
        ...(input.timezone ? { timezone: input.timezone } : {}),
        ...(input.retentionYears !== undefined ? { retentionYears: input.retentionYears } : {}),
      })
      .where(eq(organizations.id, actor.organizationId));
    await auditStaff(tx, actor, 'update', 'organization', actor.organizationId, {
      deped_school_id: input.depedSchoolId ?? null,
      ...(input.timezone ? { timezone: input.timezone } : {}),
      ...(input.retentionYears !== undefined ? { retention_years: input.retentionYears } : {}),
    });
  });
  return getSchool(ctx, actor);
}
