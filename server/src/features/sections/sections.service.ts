/** Sections (classes): creation with a unique class code, confined to the caller's school. */
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { sections, users } from '../../db/schema';
import { audit } from '../../lib/audit';
import { badRequest, forbidden, notFound } from '../../lib/app-error';
import type { StaffActor } from '../../plugins/auth';
import { newClassCode } from './class-code';

export const SECTION_IMAGES = ['GUMAMELA', 'ORCHID', 'ROSAS', 'SAMPAGUITA'] as const;
export type SectionImage = (typeof SECTION_IMAGES)[number];

export type SectionRow = typeof sections.$inferSelect;

/** A teacher of the actor's school who may own a section: a teacher adds only for themself. */
export async function resolveSectionTeacher(tx: Tx, actor: StaffActor, teacherId: number | undefined): Promise<number> {
  if (!actor.isAdmin) {
    if (teacherId !== undefined && teacherId !== actor.id) throw forbidden();
    return actor.id;
  }
  if (teacherId === undefined) throw badRequest('selectTeacher', { teacher: 'selectTeacher' });
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, teacherId), eq(users.organizationId, actor.organizationId), eq(users.isActive, true)));
  if (!row) throw notFound();
  return row.id;
}

/** Creates a section with a fresh class code (retried on the rare collision). */
export async function createSection(
  ctx: AppContext,
  actor: StaffActor,
  input: { name: string; teacherId?: number; imagePath?: SectionImage; coverKey?: string | null },
): Promise<SectionRow> {
  const teacherId = await resolveSectionTeacher(ctx.db, actor, input.teacherId);
  for (let attempt = 0; ; attempt++) {
    try {
      return await ctx.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(sections)
          .values({
            organizationId: actor.organizationId,
            teacherId,
            name: input.name.trim(),
            imagePath: input.imagePath ?? 'GUMAMELA',
            coverKey: input.coverKey ?? null,
            classCode: newClassCode(),
          })
          .returning();
        await audit(tx, { organizationId: actor.organizationId, actorType: 'staff', actorId: actor.id, action: 'create', entity: 'section', entityId: row!.id });
        return row!;
      });
    } catch (err) {
      const unique = (err as { code?: string; constraint?: string }).constraint === 'sections_class_code_unique';
      if (!unique || attempt >= 5) throw err;
    }
  }
}
