/** Adding a student to a section (spec §5 'Add student'), confined to the caller's school and sections. */
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { sections, students } from '../../db/schema';
import { audit } from '../../lib/audit';
import { forbidden, notFound } from '../../lib/app-error';
import { hashPassword } from '../../lib/passwords';
import type { StaffActor } from '../../plugins/auth';

export type StudentRow = typeof students.$inferSelect;

/** A section the actor may manage: in their school, and their own unless they are an admin. 404 otherwise. */
export async function sectionForActor(tx: Tx, actor: StaffActor, sectionId: number) {
  const [row] = await tx
    .select()
    .from(sections)
    .where(and(eq(sections.id, sectionId), eq(sections.organizationId, actor.organizationId)));
  if (!row || (!actor.isAdmin && row.teacherId !== actor.id)) throw notFound();
  return row;
}

export interface NewStudent {
  name: string;
  password: string;
  parentGuardian: string;
  contactNumber: string;
  gender: 'male' | 'female';
  consent: boolean;
}

/** Adds a new student to a section. */
export async function addStudent(ctx: AppContext, actor: StaffActor, sectionId: number, input: NewStudent): Promise<StudentRow> {
  if (!input.consent) throw forbidden('consentRequired');
  const section = await sectionForActor(ctx.db, actor, sectionId);
  const passwordHash = await hashPassword(input.password);
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(students)
      .values({
        organizationId: actor.organizationId,
        sectionId: section.id,
        name: input.name.trim(),
        gender: input.gender,
        parentGuardian: input.parentGuardian.trim(),
        contactNumber: input.contactNumber.trim(),
        passwordHash,
        consentAt: now,
      })
      .returning();
    await audit(tx, { organizationId: actor.organizationId, actorType: 'staff', actorId: actor.id, action: 'create', entity: 'student', entityId: row!.id });
    return row!;
  });
}
