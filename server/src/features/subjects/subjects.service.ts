/** Subjects of a section (spec §2 'Subjects and Activities'), confined to the caller's school and sections. */
import type { SubjectCover } from '@aralin/contract';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { auditStaff } from '../../lib/audit';
import { conflict, notFound } from '../../lib/app-error';
import type { StaffActor } from '../../plugins/auth';
import { sectionForActor } from '../sections/sections.service';
import * as q from './subjects.queries';

/** A live subject the actor may manage (and, when given, of that section); 404 otherwise. */
export async function subjectForActor(tx: Tx, actor: StaffActor, subjectId: number, sectionId?: number) {
  const subject = await q.findSubject(tx, actor.organizationId, subjectId);
  if (!subject || (sectionId !== undefined && subject.sectionId !== sectionId)) throw notFound();
  const section = await sectionForActor(tx, actor, subject.sectionId);
  return { subject, section };
}

/** The section's subjects. */
export async function listSubjects(ctx: AppContext, actor: StaffActor, sectionId: number) {
  const section = await sectionForActor(ctx.db, actor, sectionId);
  return q.listSectionSubjects(ctx.db, actor.organizationId, section.id);
}

/** Adds a subject to a section; its teacher is the section's teacher. Names are unique per section. */
export async function addSubject(ctx: AppContext, actor: StaffActor, input: { name: string; coverImage: SubjectCover; sectionId: number }) {
  return ctx.db.transaction(async (tx) => {
    const section = await sectionForActor(tx, actor, input.sectionId);
    if (await q.findSubjectByName(tx, section.id, input.name)) throw conflict('subjectExists', { name: 'subjectExists' });
    const row = await q.insertSubject(tx, {
      organizationId: actor.organizationId,
      sectionId: section.id,
      teacherId: section.teacherId,
      name: input.name,
      coverImage: input.coverImage,
    });
    await auditStaff(tx, actor, 'create', 'subject', row.id, { section_id: section.id, name: row.name });
    return row;
  });
}

/** Soft-deletes a subject: it disappears from lists; activities, assignments and attempts stay. */
export async function deleteSubject(ctx: AppContext, actor: StaffActor, subjectId: number) {
  await ctx.db.transaction(async (tx) => {
    const { subject } = await subjectForActor(tx, actor, subjectId);
    await q.softDeleteSubject(tx, subject.id, ctx.clock.now());
    await auditStaff(tx, actor, 'delete', 'subject', subject.id, { section_id: subject.sectionId });
  });
}
