/**
 * Changing an activity after it was made (issue 12): edit its fields, and copy it (own or the library's)
 * into a subject of the school. Attempts, scores and assignments already recorded are never touched.
 */
import { hasText, toBilingual, type ParsedUpdateActivityBody } from '@aralin/contract';
import type { AppContext } from '../../context';
import { badRequest } from '../../lib/app-error';
import { auditStaff } from '../../lib/audit';
import type { StaffActor } from '../../plugins/auth';
import type { StoredQuestionData } from '../../db/schema';
import { subjectForActor } from '../subjects/subjects.service';
import * as q from './activities.queries';
import { activityDetail, ownActivity, viewableActivity } from './activities.service';
import { assertFilesExist, resolveConcept } from './authoring.service';

/** Library bookkeeping that a copy must not carry (it would make the copy look like the library's). */
const LIBRARY_ONLY_KEYS = ['content_hash', 'area', 'order'];

const without = (data: Record<string, unknown>, keys: string[]) =>
  Object.fromEntries(Object.entries(data).filter(([key]) => !keys.includes(key)));

/** A library question's data without the library's bookkeeping, for a school's copy. */
function withoutLibraryKeys(data: StoredQuestionData): StoredQuestionData {
  const { prebuilt_hash: _hash, retired: _retired, ...own } = data;
  return own;
}

/**
 * Edits an own activity's fields; a field not sent stays. The same rules and messages as creation. A new
 * title or lesson replaces the library's two-language text a copied activity carried.
 */
export async function updateActivity(ctx: AppContext, actor: StaffActor, activityId: number, body: ParsedUpdateActivityBody) {
  return ctx.db.transaction(async (tx) => {
    const { activity } = await ownActivity(tx, actor, activityId);
    if (body.type !== undefined && body.type !== activity.type)
      throw badRequest('activityTypeUnchangeable', { type: 'activityTypeUnchangeable' });
    const values: Partial<q.ActivityRow> = {};
    const extra: Record<string, unknown> = { ...activity.extraData };
    if (body.title !== undefined) {
      values.title = body.title;
      delete extra.title;
    }
    if (body.lesson_material !== undefined) {
      values.lessonMaterial = body.lesson_material;
      delete extra.lesson;
    }
    if (body.required_score !== undefined) values.requiredScore = body.required_score;
    if (body.icon !== undefined) values.icon = body.icon;
    const x = body.extra_data;
    const image = body.image !== undefined ? body.image : x?.image_url;
    if (image !== undefined) {
      await assertFilesExist(tx, actor, [image], 'image');
      values.imageKey = image;
      if (image) extra.image_url = image;
      else delete extra.image_url;
    }
    if (x?.difficulty_levels !== undefined) {
      if (x.difficulty_levels?.length) extra.difficulty_levels = [...new Set(x.difficulty_levels)];
      else delete extra.difficulty_levels;
    }
    if (x?.hint !== undefined && activity.type !== 'tracing') {
      // The activity's hint, for its questions without one of their own (issue 19); empty removes it.
      const hint = toBilingual(x.hint);
      if (hasText(hint)) extra.hint = hint;
      else delete extra.hint;
    }
    if (activity.type === 'tracing') {
      // The defaults for targets added later; each saved question keeps its own thresholds.
      if (x?.required_accuracy != null) extra.required_accuracy = x.required_accuracy;
      if (x?.required_correct_attempts != null) extra.required_correct_attempts = x.required_correct_attempts;
    }
    if (body.concept !== undefined) {
      const concept = body.concept === null ? undefined : await resolveConcept(tx, actor, body.concept, 'concept');
      values.conceptId = concept?.id ?? null;
    }
    values.extraData = extra;
    await q.updateActivity(tx, activity.id, values);
    const changed = Object.keys(body).filter((key) => body[key as keyof typeof body] !== undefined);
    await auditStaff(tx, actor, 'update', 'activity', activity.id, { fields: changed });
    return activityDetail(tx, activity.id);
  });
}

/**
 * Copies an activity (an own one the actor may open, or the library's: "make my own copy") with the
 * questions it serves now and the same pictures and recordings into a live subject of a section of the
 * school. Like every new activity the copy is a draft (issue 20): no child has it until the teacher
 * publishes it or assigns it. The printable PDF is not copied: a PDF belongs to one activity (replacing it deletes the file).
 */
export async function duplicateActivity(
  ctx: AppContext,
  actor: StaffActor,
  activityId: number,
  target: { sectionId: number; subjectId: number },
) {
  return ctx.db.transaction(async (tx) => {
    const source = await viewableActivity(tx, actor, activityId);
    const { subject, section } = await subjectForActor(tx, actor, target.subjectId, target.sectionId);
    const copy = await q.insertActivity(tx, {
      organizationId: actor.organizationId,
      subjectId: subject.id,
      createdBy: actor.id,
      title: source.title,
      type: source.type,
      lessonMaterial: source.lessonMaterial,
      imageKey: source.imageKey,
      requiredScore: source.requiredScore,
      conceptId: source.conceptId,
      extraData: without(source.extraData, LIBRARY_ONLY_KEYS),
      icon: source.icon,
    });
    const questions = await q.listQuestions(tx, source.id);
    await q.appendQuestions(
      tx,
      questions.map((row) => ({
        organizationId: actor.organizationId,
        activityId: copy.id,
        questionText: row.questionText,
        difficultyLevel: row.difficultyLevel,
        conceptId: row.conceptId,
        extraData: withoutLibraryKeys(row.extraData),
      })),
    );
    await auditStaff(tx, actor, 'create', 'activity', copy.id, {
      duplicated_from: source.id,
      subject_id: subject.id,
      questions: questions.length,
      draft: true,
    });
    return { ...(await activityDetail(tx, copy.id)), sectionId: section.id, subjectId: subject.id, assigned: 0 };
  });
}
