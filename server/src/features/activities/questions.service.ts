/**
 * Editing an activity's questions (issue 12): list, edit, delete, reorder. History is never rewritten: a
 * question children have answered (or are answering now) is not changed under them. An edit makes a new
 * version (a new row in the same place, `origin_id` naming the first version) and hides the old row; a
 * delete hides the row. Hidden rows keep the children's attempts and leave every question pool
 * (docs/authoring.md).
 */
import { questionFileKeys, type ParsedQuestionBody } from '@aralin/contract';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { badRequest, notFound } from '../../lib/app-error';
import { auditStaff } from '../../lib/audit';
import type { StaffActor } from '../../plugins/auth';
import * as q from './activities.queries';
import { ownActivity, viewableActivity } from './activities.service';
import { assertFilesExist, buildOrThrow, resolveConcept } from './authoring.service';
import * as qq from './questions.queries';

/** The questions an activity serves now, with their answer counts (an own activity of the actor's sections, or the library's). */
export async function listActivityQuestions(ctx: AppContext, actor: StaffActor, activityId: number) {
  const activity = await viewableActivity(ctx.db, actor, activityId);
  return qq.listCountedQuestions(ctx.db, activity.id);
}

/** True when an open play session (of any activity: review questions too) has served this question. */
async function isInOpenSession(tx: Tx, organizationId: number, questionId: number): Promise<boolean> {
  const served = JSON.stringify([{ questionId }]);
  const rows = await tx.execute<{ found: boolean }>(
    sql`select exists (select 1 from play_sessions where organization_id = ${organizationId} and ended_at is null
      and state->'served' @> ${served}::jsonb) as found`,
  );
  return rows.rows[0]?.found === true;
}

/** A live question of an own activity the actor may change (the activity locked), or 404/403 as ownActivity says. */
async function editableQuestion(tx: Tx, actor: StaffActor, questionId: number) {
  const found = await qq.findLiveQuestion(tx, questionId);
  if (!found) throw notFound();
  const { activity } = await ownActivity(tx, actor, found.activityId);
  // Read again under the activity's lock (every change of its questions takes it): a concurrent edit may have replaced it.
  const question = await qq.findLiveQuestion(tx, questionId);
  if (!question) throw notFound();
  return { question, activity };
}

/** A tracing activity's targets follow its questions (their order too). */
async function syncTracingTargets(tx: Tx, activity: q.ActivityRow) {
  if (activity.type !== 'tracing') return;
  const targets = (await q.listQuestions(tx, activity.id))
    .map((row) => ('target' in row.extraData ? row.extraData.target : ''))
    .filter((t) => t !== '');
  await q.updateActivity(tx, activity.id, { extraData: { ...activity.extraData, targets } });
}

/**
 * Edits a question with the creation payload and rules (a tracing edit names one target). Unanswered
 * and not being played: changed in place. Otherwise a new version takes its place and the old row is hidden.
 */
export async function updateQuestion(ctx: AppContext, actor: StaffActor, questionId: number, body: ParsedQuestionBody) {
  return ctx.db.transaction(async (tx) => {
    const { question, activity } = await editableQuestion(tx, actor, questionId);
    const built = buildOrThrow(activity.type, body);
    if (built.length !== 1) throw badRequest('invalidInput', { 'extra_data.targets': 'invalidInput' });
    const [b] = built as [(typeof built)[number]];
    const concept = await resolveConcept(tx, actor, body.concept, 'concept');
    await assertFilesExist(tx, actor, questionFileKeys(b.data), 'extra_data');
    const values = {
      questionText: b.questionText,
      difficultyLevel: b.difficulty,
      conceptId: concept?.id ?? question.conceptId,
      extraData: b.data,
    };
    const answers = await qq.answerCount(tx, question.id);
    const versioned = answers > 0 || (await isInOpenSession(tx, actor.organizationId, question.id));
    let row: q.QuestionRow;
    if (!versioned) {
      row = await qq.updateQuestion(tx, question.id, values);
    } else {
      await qq.updateQuestion(tx, question.id, { hiddenAt: ctx.clock.now() });
      row = await qq.insertQuestion(tx, {
        ...values,
        organizationId: question.organizationId,
        activityId: question.activityId,
        position: question.position,
        originId: question.originId ?? question.id,
      });
    }
    await syncTracingTargets(tx, activity);
    await auditStaff(tx, actor, 'update', 'question', row.id, {
      activity_id: activity.id,
      versioned,
      ...(versioned ? { previous_id: question.id } : {}),
    });
    return { question: row, answerCount: 0, versioned };
  });
}

/** Takes a question out of its activity: hidden, never served again; the children's answers to it stay. */
export async function deleteQuestion(ctx: AppContext, actor: StaffActor, questionId: number) {
  await ctx.db.transaction(async (tx) => {
    const { question, activity } = await editableQuestion(tx, actor, questionId);
    await qq.updateQuestion(tx, question.id, { hiddenAt: ctx.clock.now() });
    await syncTracingTargets(tx, activity);
    await auditStaff(tx, actor, 'delete', 'question', question.id, { activity_id: activity.id });
  });
}

/** Puts an own activity's questions in the order given: every question it serves now, each once. */
export async function reorderQuestions(ctx: AppContext, actor: StaffActor, activityId: number, ids: number[]) {
  return ctx.db.transaction(async (tx) => {
    const { activity } = await ownActivity(tx, actor, activityId);
    const current = await q.listQuestions(tx, activity.id);
    const known = new Set(current.map((row) => row.id));
    const sameSet = ids.length === known.size && new Set(ids).size === ids.length && ids.every((id) => known.has(id));
    if (!sameSet) throw badRequest('questionOrderInvalid', { question_ids: 'questionOrderInvalid' });
    await qq.setPositions(tx, activity.id, ids);
    await syncTracingTargets(tx, activity);
    await auditStaff(tx, actor, 'update', 'activity', activity.id, { question_order: ids });
    return qq.listCountedQuestions(tx, activity.id);
  });
}
