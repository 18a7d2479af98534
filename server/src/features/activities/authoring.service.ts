/** Shared steps of authoring: concepts by id or name, questions checked by spec §5's rules, file checks. */
import {
  buildQuestions,
  questionFileKeys,
  type ActivityType,
  type BuiltQuestion,
  type ConceptRef,
  type ParsedQuestionBody,
} from '@aralin/contract';
import type { Tx } from '../../db/client';
import { AppError, badRequest } from '../../lib/app-error';
import { auditStaff } from '../../lib/audit';
import type { StaffActor } from '../../plugins/auth';
import * as q from './activities.queries';
import { resolveTracingTarget } from './tracing-targets';

/**
 * The concept an activity or question names: an existing one by id (the school's own gets the sent
 * required score; the library's is shared and keeps its own), or the school's by name, made when new.
 */
export async function resolveConcept(
  tx: Tx,
  actor: StaffActor,
  ref: ConceptRef | undefined,
  field: string,
): Promise<q.ConceptRow | undefined> {
  if (!ref) return undefined;
  if (ref.id !== undefined) {
    const found = await q.findConcept(tx, actor.organizationId, ref.id);
    if (!found) throw badRequest('conceptNotFound', { [field]: 'conceptNotFound' });
    // The library's concept is shared and keeps its own score and curriculum tag.
    if (found.organizationId === null) return found;
    return updateSchoolConcept(tx, actor, found, ref);
  }
  const name = ref.name!;
  const existing = await q.findSchoolConceptByName(tx, actor.organizationId, name);
  if (existing) return updateSchoolConcept(tx, actor, existing, ref);
  const row = await q.insertConcept(tx, {
    organizationId: actor.organizationId,
    name,
    requiredScore: ref.required_score,
    competency: ref.competency ?? null,
  });
  await auditStaff(tx, actor, 'create', 'concept', row.id, { name, competency: row.competency });
  return row;
}

/** A school's concept with the sent required score and (when sent) curriculum competency. */
async function updateSchoolConcept(tx: Tx, actor: StaffActor, found: q.ConceptRow, ref: ConceptRef): Promise<q.ConceptRow> {
  let row = found;
  if (found.requiredScore !== ref.required_score) {
    await q.setConceptScore(tx, found.id, ref.required_score);
    await auditStaff(tx, actor, 'update', 'concept', found.id, { required_score: ref.required_score });
    row = { ...row, requiredScore: ref.required_score };
  }
  if (ref.competency !== undefined && found.competency !== ref.competency) {
    await q.setConceptCompetency(tx, found.id, ref.competency);
    await auditStaff(tx, actor, 'update', 'concept', found.id, { competency: ref.competency });
    row = { ...row, competency: ref.competency };
  }
  return row;
}

/** A question payload as stored questions, or 400 with the rule's message on `prefix` + its field. */
export function buildOrThrow(type: ActivityType, body: ParsedQuestionBody, prefix = ''): BuiltQuestion[] {
  const result = buildQuestions(type, body, resolveTracingTarget);
  if (result.kind === 'invalid') throw badRequest(result.key, { [`${prefix}${result.field}`]: result.key });
  return result.questions;
}

/** 400 'File not found' unless every key names an image or recording of the school. */
export async function assertFilesExist(tx: Tx, actor: StaffActor, keys: (string | null | undefined)[], field: string) {
  const wanted = [...new Set(keys.filter((k): k is string => typeof k === 'string' && k !== ''))];
  const found = await q.existingMediaKeys(tx, actor.organizationId, wanted);
  if (wanted.some((k) => !found.has(k))) throw new AppError(400, 'fileNotFound', { [field]: 'fileNotFound' });
}

/** Stores built questions after the activity's last one (all in the caller's transaction). */
export async function saveQuestions(
  tx: Tx,
  actor: StaffActor,
  activity: q.ActivityRow,
  built: { question: BuiltQuestion; conceptId: number | null }[],
  field = 'extra_data',
) {
  await assertFilesExist(
    tx,
    actor,
    built.flatMap((b) => questionFileKeys(b.question.data)),
    field,
  );
  if ((await q.countQuestions(tx, activity.id)) + built.length > 200) throw badRequest('tooManyQuestions');
  return q.appendQuestions(
    tx,
    built.map(({ question, conceptId }) => ({
      organizationId: activity.organizationId,
      activityId: activity.id,
      questionText: question.questionText,
      difficultyLevel: question.difficulty,
      conceptId,
      extraData: question.data,
    })),
  );
}
