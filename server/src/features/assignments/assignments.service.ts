/**
 * Who has which activity (spec §2 'Prebuilt Activities', 'Activity detail'; issue 4 'Assignment'): the
 * library and a section's own activities are assigned to the section's children from a subject.
 */
import { and, inArray, isNull } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { questions } from '../../db/schema';
import { badRequest } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import type { StaffActor } from '../../plugins/auth';
import { prebuiltCards, publishDraft, sectionActivity } from '../activities/activities.service';
import { subjectForActor } from '../subjects/subjects.service';
import * as q from './assignments.queries';

/** The section's children who have the activity now (the Student Progress rows and the modal's badges). */
export async function listAssignments(ctx: AppContext, actor: StaffActor, sectionId: number, activityId: number, subjectId?: number) {
  const { section, activity } = await sectionActivity(ctx.db, actor, sectionId, activityId, subjectId);
  return q.listSectionAssignments(ctx.db, activity.id, section.id);
}

/** The shipped library, each card with how many of the section's children have it. */
export async function listPrebuilt(ctx: AppContext, actor: StaffActor, sectionId: number, subjectId: number) {
  const { section } = await subjectForActor(ctx.db, actor, subjectId, sectionId);
  const cards = await prebuiltCards(ctx.db);
  const ids = cards.map((c) => c.activity.id);
  const assigned = await q.assignedStudentsByActivity(ctx.db, section.id, ids);
  const total = await q.countSectionStudents(ctx.db, section.id);
  const levels = new Map<number, string[]>();
  if (ids.length > 0) {
    const rows = await ctx.db
      .selectDistinct({ activityId: questions.activityId, level: questions.difficultyLevel })
      .from(questions)
      .where(and(inArray(questions.activityId, ids), isNull(questions.hiddenAt)));
    const order = ['easy', 'medium', 'hard'];
    rows.sort((a, b) => order.indexOf(a.level) - order.indexOf(b.level));
    for (const r of rows) levels.set(r.activityId, [...(levels.get(r.activityId) ?? []), r.level]);
  }
  // Library order: by title within subject area keys (prebuilt_key), stable for the teacher.
  cards.sort((a, b) => (a.activity.prebuiltKey ?? '').localeCompare(b.activity.prebuiltKey ?? '') || a.activity.id - b.activity.id);
  return cards.map((card) => ({ card, assigned: assigned.get(card.activity.id) ?? [], total, levels: levels.get(card.activity.id) ?? [] }));
}

/**
 * Assigns an activity to children of the section. A section's own activity is assigned from its own
 * subject; a library activity from `subjectId` (a live subject of this section), under which the child
 * then finds it. Every child must be in the section, or nothing changes. A draft is published by it.
 */
export async function assign(
  ctx: AppContext,
  actor: StaffActor,
  sectionId: number,
  activityId: number,
  studentIds: number[],
  subjectId?: number,
) {
  return ctx.db.transaction(async (tx) => {
    const found = await sectionActivity(tx, actor, sectionId, activityId);
    let fromSubject = found.subject?.id;
    if (found.activity.isPrebuilt) {
      if (subjectId === undefined) throw badRequest('assignSubjectRequired', { subject_id: 'assignSubjectRequired' });
      fromSubject = (await subjectForActor(tx, actor, subjectId, found.section.id)).subject.id;
    }
    const ids = [...new Set(studentIds)];
    const inSection = await q.studentsInSection(tx, found.section.id, ids);
    if (ids.some((id) => !inSection.has(id))) throw badRequest('studentsNotInSection', { student_ids: 'studentsNotInSection' });
    const values = {
      organizationId: actor.organizationId,
      activityId: found.activity.id,
      subjectId: fromSubject!,
      assignedBy: actor.id,
      at: ctx.clock.now(),
    };
    // The spec's assign call also publishes a draft (issue 20), which needs a question.
    if (ids.length > 0) await publishDraft(ctx, tx, found.activity);
    const changed = await q.assignStudents(tx, values, ids);
    await audit(tx, {
      organizationId: actor.organizationId,
      actorType: 'staff',
      actorId: actor.id,
      action: 'assign',
      entity: 'activity',
      entityId: found.activity.id,
      details: { student_ids: ids, subject_id: fromSubject, changed },
    });
    return { changed, rows: await q.listSectionAssignments(tx, found.activity.id, found.section.id) };
  });
}

/** Unassigns an activity from children of the section; their attempts and scores are kept. */
export async function unassign(ctx: AppContext, actor: StaffActor, sectionId: number, activityId: number, studentIds: number[]) {
  return ctx.db.transaction(async (tx) => {
    const found = await sectionActivity(tx, actor, sectionId, activityId);
    const ids = [...new Set(studentIds)];
    const inSection = await q.studentsInSection(tx, found.section.id, ids);
    if (ids.some((id) => !inSection.has(id))) throw badRequest('studentsNotInSection', { student_ids: 'studentsNotInSection' });
    const changed = await q.unassignStudents(tx, found.activity.id, ids, ctx.clock.now());
    await audit(tx, {
      organizationId: actor.organizationId,
      actorType: 'staff',
      actorId: actor.id,
      action: 'unassign',
      entity: 'activity',
      entityId: found.activity.id,
      details: { student_ids: ids, changed },
    });
    return { changed, rows: await q.listSectionAssignments(tx, found.activity.id, found.section.id) };
  });
}

/** Gives a child every published own activity of their section (a child added, imported or moved in). */
export function assignSectionActivities(
  tx: Tx,
  v: { organizationId: number; studentId: number; sectionId: number; assignedBy: number | null },
) {
  return q.assignSectionActivities(tx, v);
}

/** Gives an activity to every child of a section now; returns how many got it. */
export async function assignToWholeSection(tx: Tx, v: q.AssignValues, sectionId: number): Promise<number> {
  return q.assignStudents(tx, v, await q.sectionStudentIds(tx, sectionId));
}
