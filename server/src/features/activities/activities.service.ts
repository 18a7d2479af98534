/**
 * Activities of a section's subjects (spec §2 'Activities list', 'Activity detail', 'Create Matching /
 * Create Multiple Choice'; issue 4), confined to the caller's school and, for teachers, their sections.
 */
import type { z } from 'zod';
import { eq, inArray } from 'drizzle-orm';
import {
  QuestionBody,
  hasText,
  toBilingual,
  type ActivityExtraInput,
  type ActivityType,
  type BuiltQuestion,
  type CreateActivityBody,
  type ParsedQuestionBody,
} from '@aralin/contract';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { activities } from '../../db/schema';
import { AppError, badRequest, forbidden, notFound } from '../../lib/app-error';
import { auditStaff } from '../../lib/audit';
import type { StaffActor } from '../../plugins/auth';
import { sectionForActor } from '../sections/sections.service';
import { subjectForActor } from '../subjects/subjects.service';
import { assignToWholeSection } from '../assignments/assignments.service';
import * as q from './activities.queries';
import { assertFilesExist, buildOrThrow, resolveConcept, saveQuestions } from './authoring.service';
import { tracingIcon } from './tracing-targets';
import { isDraft } from './activities.present';

export type CreateActivityInput = z.output<typeof CreateActivityBody>;

/**
 * An activity as seen from a section: the library's, or the section's own (of `subjectId` when given).
 * 404 for anything else, including another school's or another teacher's.
 */
export async function sectionActivity(tx: Tx, actor: StaffActor, sectionId: number, activityId: number, subjectId?: number) {
  const section = await sectionForActor(tx, actor, sectionId);
  const activity = await q.findVisibleActivity(tx, actor.organizationId, activityId);
  if (!activity) throw notFound();
  if (activity.isPrebuilt) {
    if (subjectId !== undefined) await subjectForActor(tx, actor, subjectId, section.id);
    return { section, activity };
  }
  const subject = await q.findActivitySubject(tx, activity);
  if (!subject || subject.sectionId !== section.id || (subjectId !== undefined && subject.id !== subjectId)) throw notFound();
  return { section, activity, subject };
}

/** An own activity the actor may change (locked); the library's are read-only (403). */
export async function ownActivity(tx: Tx, actor: StaffActor, activityId: number, missing: 'notFound' | 'createActivityFirst' = 'notFound') {
  const activity = await q.findVisibleActivity(tx, actor.organizationId, activityId, true);
  if (!activity) throw notFound(missing);
  if (activity.isPrebuilt || activity.organizationId === null) throw forbidden('prebuiltReadOnly');
  const subject = await q.findActivitySubject(tx, activity);
  if (!subject) throw notFound(missing);
  try {
    await sectionForActor(tx, actor, subject.sectionId);
  } catch (err) {
    // Another teacher's class reads as absent; a database failure stays what it is.
    if (err instanceof AppError) throw notFound(missing);
    throw err;
  }
  return { activity, subject };
}

/**
 * An activity the actor may look at outside a section's pages (issue 12: its questions, a preview, a
 * copy): the library's, or an own one of a section the actor may open. 404 for anything else.
 */
export async function viewableActivity(tx: Tx, actor: StaffActor, activityId: number) {
  const activity = await q.findVisibleActivity(tx, actor.organizationId, activityId);
  if (!activity) throw notFound();
  if (activity.isPrebuilt && activity.organizationId === null) return activity;
  const subject = await q.findActivitySubject(tx, activity);
  if (!subject) throw notFound();
  await sectionForActor(tx, actor, subject.sectionId);
  return activity;
}

/** One activity card with its questions. */
export async function activityDetail(tx: Tx, activityId: number) {
  const [card] = await q.selectCards(tx, eq(activities.id, activityId));
  return { card: card, questions: await q.listQuestions(tx, activityId) };
}

/** The subject's activities (spec §2 'Activities list'). */
export async function listActivities(ctx: AppContext, actor: StaffActor, sectionId: number, subjectId: number) {
  const { subject } = await subjectForActor(ctx.db, actor, subjectId, sectionId);
  return q.selectCards(ctx.db, q.subjectActivitiesWhere(actor.organizationId, subject.id));
}

/** One activity as its page shows it (the section's own, or a library one opened from this subject). */
export async function getActivity(ctx: AppContext, actor: StaffActor, sectionId: number, subjectId: number, activityId: number) {
  const { activity } = await sectionActivity(ctx.db, actor, sectionId, activityId, subjectId);
  return activityDetail(ctx.db, activity.id);
}

/** The school's and the library's concepts. */
export const listConcepts = (ctx: AppContext, actor: StaffActor) => q.listConcepts(ctx.db, actor.organizationId);

function activityExtra(type: ActivityType, x: ActivityExtraInput, targets: string[]): Record<string, unknown> {
  const extra: Record<string, unknown> = {};
  if (x.image_url) extra.image_url = x.image_url;
  if (x.difficulty_levels?.length) extra.difficulty_levels = [...new Set(x.difficulty_levels)];
  const hint = toBilingual(x.hint);
  if (type !== 'tracing' && hasText(hint)) extra.hint = hint;
  if (type === 'tracing') {
    extra.targets = targets;
    extra.required_accuracy = x.required_accuracy ?? 80;
    extra.required_correct_attempts = x.required_correct_attempts ?? 3;
  }
  return extra;
}

/**
 * Creates an activity with its questions (tracing: one per target) in one transaction. It is a draft
 * (issue 20) unless `publish` asks to give it at once to every child now in the section, which needs a
 * question. Any invalid question means nothing is stored.
 */
export async function createActivity(ctx: AppContext, actor: StaffActor, sectionId: number, subjectId: number, body: CreateActivityInput) {
  if (body.subject !== undefined && body.subject !== subjectId) throw badRequest('invalidInput', { subject: 'invalidInput' });
  const x = body.extra_data;
  const tracing: BuiltQuestion[] = [];
  if (body.type === 'tracing' && (x.targets?.length ?? 0) > 0) {
    const targets = QuestionBody.parse({
      extra_data: { targets: x.targets, required_accuracy: x.required_accuracy, required_correct_attempts: x.required_correct_attempts },
    });
    tracing.push(...buildOrThrow('tracing', targets));
  }
  const given = (body.questions ?? []).map((question, i) => ({
    body: question,
    built: buildOrThrow(body.type, question, `questions.${i}.`),
  }));
  if (body.type === 'tracing' && tracing.length + given.length === 0)
    throw badRequest('tracingTargetsRequired', { 'extra_data.targets': 'tracingTargetsRequired' });
  // Every tracing target of the activity, from extra_data.targets and from per-target questions alike.
  const targets = [...tracing, ...given.flatMap((g) => g.built)].flatMap((t) => (t.data.type === 'tracing' ? [t.data.target] : []));
  if (body.publish && tracing.length + given.length === 0) throw badRequest('activityNeedsQuestion', { publish: 'activityNeedsQuestion' });

  return ctx.db.transaction(async (tx) => {
    const { subject, section } = await subjectForActor(tx, actor, subjectId, sectionId);
    const concept = await resolveConcept(tx, actor, body.concept, 'concept');
    const image = body.image ?? x.image_url ?? null;
    await assertFilesExist(tx, actor, [image, x.image_url], 'image');
    const activity = await q.insertActivity(tx, {
      organizationId: actor.organizationId,
      subjectId: subject.id,
      createdBy: actor.id,
      title: body.title,
      type: body.type,
      lessonMaterial: body.lesson_material,
      imageKey: image,
      requiredScore: body.required_score,
      conceptId: concept?.id ?? null,
      extraData: activityExtra(body.type, x, targets),
      icon: body.icon ?? (body.type === 'tracing' ? tracingIcon(targets[0]) : 'Default'),
      publishedAt: body.publish ? ctx.clock.now() : null,
    });
    const built = tracing.map((question) => ({ question, conceptId: concept?.id ?? null }));
    for (const [i, g] of given.entries()) {
      const own = await resolveConcept(tx, actor, g.body.concept, `questions.${i}.concept`);
      built.push(...g.built.map((question) => ({ question, conceptId: own?.id ?? concept?.id ?? null })));
    }
    await saveQuestions(tx, actor, activity, built, 'questions');
    const assigned = body.publish ? await assignWholeSection(ctx, tx, actor, activity.id, subject.id, section.id) : 0;
    await auditStaff(tx, actor, 'create', 'activity', activity.id, {
      subject_id: subject.id,
      type: body.type,
      questions: built.length,
      draft: !body.publish,
      assigned,
    });
    return { ...(await activityDetail(tx, activity.id)), assigned };
  });
}

function assignWholeSection(ctx: AppContext, tx: Tx, actor: StaffActor, activityId: number, subjectId: number, sectionId: number) {
  return assignToWholeSection(
    tx,
    { organizationId: actor.organizationId, activityId, subjectId, assignedBy: actor.id, at: ctx.clock.now() },
    sectionId,
  );
}

/**
 * Marks an own draft published (issue 20), which needs at least one question. Called by publish and by
 * the spec's assign call, whichever comes first. Returns whether it was a draft.
 */
export async function publishDraft(ctx: AppContext, tx: Tx, activity: { id: number; isPrebuilt: boolean; publishedAt: Date | null }) {
  if (!isDraft(activity)) return false;
  if ((await q.countQuestions(tx, activity.id)) === 0) throw badRequest('activityNeedsQuestion');
  await q.updateActivity(tx, activity.id, { publishedAt: ctx.clock.now() });
  return true;
}

/**
 * Publishes a draft to every child of the section (issue 20). An activity already published changes
 * nothing: children the teacher unassigned stay unassigned.
 */
export async function publishActivity(ctx: AppContext, actor: StaffActor, sectionId: number, activityId: number) {
  return ctx.db.transaction(async (tx) => {
    const { activity: found } = await ownActivity(tx, actor, activityId);
    const { activity, subject, section } = await sectionActivity(tx, actor, sectionId, found.id);
    if (!subject) throw forbidden('prebuiltReadOnly');
    let assigned = 0;
    if (await publishDraft(ctx, tx, activity)) {
      assigned = await assignWholeSection(ctx, tx, actor, activity.id, subject.id, section.id);
      await auditStaff(tx, actor, 'update', 'activity', activity.id, { published: true, assigned });
    }
    const [card] = await q.selectCards(tx, eq(activities.id, activity.id));
    return { card: card, assigned };
  });
}

/** Adds a question to an own activity (tracing: one per target), all or none (spec §4 'Matching creation'). */
export async function addQuestion(ctx: AppContext, actor: StaffActor, activityId: number, body: ParsedQuestionBody) {
  return ctx.db.transaction(async (tx) => {
    const { activity } = await ownActivity(tx, actor, activityId, 'createActivityFirst');
    const built = buildOrThrow(activity.type, body);
    const concept = await resolveConcept(tx, actor, body.concept, 'concept');
    const rows = await saveQuestions(
      tx,
      actor,
      activity,
      built.map((question) => ({ question, conceptId: concept?.id ?? activity.conceptId })),
    );
    if (activity.type === 'tracing') {
      const added = built.map((b) => (b.data.type === 'tracing' ? b.data.target : ''));
      const before = Array.isArray(activity.extraData.targets) ? (activity.extraData.targets as string[]) : [];
      await q.updateActivity(tx, activity.id, { extraData: { ...activity.extraData, targets: [...before, ...added] } });
    }
    await auditStaff(tx, actor, 'create', 'question', rows[0]?.id ?? null, { activity_id: activity.id, count: rows.length });
    return rows;
  });
}

/** Soft-deletes an own activity: hidden everywhere, its assignments and the children's attempts kept. */
export async function deleteActivity(ctx: AppContext, actor: StaffActor, activityId: number) {
  await ctx.db.transaction(async (tx) => {
    const { activity } = await ownActivity(tx, actor, activityId);
    await q.updateActivity(tx, activity.id, { deletedAt: ctx.clock.now() });
    await auditStaff(tx, actor, 'delete', 'activity', activity.id, { title: activity.title });
  });
}

export type { ActivityCardRow } from './activities.queries';

/** The shipped library's activity cards (the library screen). */
export function prebuiltCards(tx: Tx): Promise<q.ActivityCardRow[]> {
  return q.selectCards(tx, q.prebuiltWhere());
}

/** Activity cards (the authoring feature's shape) of some activities (the student app). */
export function activityCards(tx: Tx, ids: number[]): Promise<q.ActivityCardRow[]> {
  return ids.length === 0 ? Promise.resolve([]) : q.selectCards(tx, inArray(activities.id, ids));
}

/**
 * Points an activity's printable PDF at the stored file of `key` (null: none) and returns the stored file
 * it replaces, if any (the uploads feature keeps the bytes).
 */
export async function replacePrintablePdf(tx: Tx, activity: q.ActivityRow, key: string | null) {
  const row = key === null ? undefined : await q.findStoredFile(tx, { key });
  const old = activity.printablePdfId === null ? undefined : await q.findStoredFile(tx, { id: activity.printablePdfId });
  await q.updateActivity(tx, activity.id, { printablePdfId: row?.id ?? null });
  return old;
}
