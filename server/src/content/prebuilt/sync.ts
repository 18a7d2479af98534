/**
 * Loads the prebuilt library into the database at server start: concepts (organization_id null),
 * activities (is_prebuilt, no organization, no subject) and their questions, upserted by prebuilt_key.
 *
 * - Fast when nothing changed: one query reads every library activity's content hash
 *   (activities.extra_data.content_hash) and compares it with the shipped content.
 * - A changed activity is rewritten in one transaction with its concept and questions. Questions are
 *   matched by their own hash (questions.extra_data.prebuilt_hash): an unchanged question keeps its row
 *   and id; a new one is inserted; a question gone from the content is deleted, unless an attempt refers
 *   to it: then it stays, marked `extra_data.retired = true` and hidden (`hidden_at`: never served again,
 *   history intact; issue 12).
 * - An activity gone from the content is soft-deleted (deleted_at), so assignments and attempts stay.
 */
import { createHash } from 'node:crypto';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { activities, attempts, concepts, questions } from '../../db/schema';
import { activityConcept, libraryConcepts, PREBUILT_LIBRARY, questionConcept, titleColumn } from './index';
import type { PrebuiltActivity, PrebuiltQuestion } from './types';
import { art } from './build';

/** Bump when the way content is stored changes, so every activity is rewritten once. */
const STORAGE_FORMAT = 1;
const SYNC_LOCK_KEY = 7_263_543;

export interface SyncReport {
  /** True when every hash matched and nothing was written. */
  unchanged: boolean;
  activitiesInserted: number;
  activitiesUpdated: number;
  activitiesRemoved: number;
  questionsInserted: number;
  questionsDeleted: number;
  questionsRetired: number;
}

/** JSON with object keys sorted, so a hash depends on content only. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
    return `{${entries
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
}

const sha = (value: unknown) => createHash('sha256').update(stableJson(value)).digest('hex');

/** The content hash of a library activity (its position in the library is stored apart: extra_data.order). */
export function activityHash(activity: PrebuiltActivity): string {
  return sha({ format: STORAGE_FORMAT, activity });
}

/** The hash that identifies one question's content. */
export function questionHash(question: PrebuiltQuestion): string {
  return sha({ difficulty: question.difficulty, data: question.data }).slice(0, 32);
}

/** True for a library question kept only for its history (see the file comment). */
export function isRetiredQuestion(extraData: { retired?: boolean }): boolean {
  return extraData.retired === true;
}

interface StoredActivity {
  id: number;
  key: string;
  hash: string | null;
  order: number | null;
  deleted: boolean;
}

interface Wanted {
  hash: string;
  order: number;
}

async function readStored(db: Tx): Promise<StoredActivity[]> {
  const rows = await db
    .select({
      id: activities.id,
      key: activities.prebuiltKey,
      hash: sql<string | null>`${activities.extraData}->>'content_hash'`,
      order: sql<number | null>`(${activities.extraData}->>'order')::int`,
      deletedAt: activities.deletedAt,
    })
    .from(activities)
    .where(eq(activities.isPrebuilt, true));
  return rows.map((r) => ({ id: r.id, key: r.key ?? '', hash: r.hash, order: r.order, deleted: r.deletedAt !== null }));
}

function isUpToDate(stored: StoredActivity[], wanted: Map<string, Wanted>): boolean {
  const live = stored.filter((s) => !s.deleted);
  if (live.length !== wanted.size) return false;
  return live.every((s) => wanted.get(s.key)?.hash === s.hash && wanted.get(s.key)?.order === s.order);
}

/**
 * Library concepts by lower-case name, created or updated to the content's required scores and curriculum
 * competencies (issue 13 item 7). Concepts the
 * content no longer names stay (attempts, mastery or a teacher's activity may point at them).
 */
async function syncConcepts(tx: Tx, library: readonly PrebuiltActivity[]): Promise<Map<string, number>> {
  const wanted = libraryConcepts(library);
  const existing = await tx
    .select({ id: concepts.id, name: concepts.name, requiredScore: concepts.requiredScore, competency: concepts.competency })
    .from(concepts)
    .where(isNull(concepts.organizationId));
  const ids = new Map<string, number>();
  for (const row of existing) {
    const want = wanted.get(row.name.toLowerCase());
    if (!want) continue;
    ids.set(row.name.toLowerCase(), row.id);
    const competency = want.competency ?? null;
    if (row.name !== want.name || row.requiredScore !== want.required_score || row.competency !== competency) {
      await tx.update(concepts).set({ name: want.name, requiredScore: want.required_score, competency }).where(eq(concepts.id, row.id));
    }
  }
  const missing = [...wanted.entries()].filter(([lower]) => !ids.has(lower));
  if (missing.length > 0) {
    const inserted = await tx
      .insert(concepts)
      .values(
        missing.map(([, c]) => ({ organizationId: null, name: c.name, requiredScore: c.required_score, competency: c.competency ?? null })),
      )
      .returning({ id: concepts.id, name: concepts.name });
    for (const row of inserted) ids.set(row.name.toLowerCase(), row.id);
  }
  return ids;
}

function activityValues(activity: PrebuiltActivity, order: number, hash: string, conceptId: number | null) {
  const image = activity.image ? art(activity.image) : null;
  return {
    organizationId: null,
    subjectId: null,
    title: titleColumn(activity),
    type: activity.type,
    lessonMaterial: '',
    imageKey: image,
    requiredScore: activity.required_score,
    conceptId,
    isPrebuilt: true,
    prebuiltKey: activity.key,
    icon: activity.icon,
    deletedAt: null,
    extraData: {
      content_hash: hash,
      area: activity.area,
      order,
      title: activity.title,
      lesson: activity.lesson,
      image_url: image,
      difficulty_levels: ['easy', 'medium', 'hard'],
    },
  };
}

/** The concept ids of an activity: its own (or null, see activityConcept) and each question's. */
function conceptIdsOf(activity: PrebuiltActivity, ids: Map<string, number>) {
  const own = activityConcept(activity);
  return {
    activity: own ? ids.get(own.name.toLowerCase())! : null,
    question: (question: PrebuiltQuestion) => ids.get(questionConcept(question).name.toLowerCase())!,
  };
}

function questionValues(activityId: number, conceptId: number, question: PrebuiltQuestion, position: number) {
  return {
    organizationId: null,
    activityId,
    questionText: question.data.prompt_text.en,
    difficultyLevel: question.difficulty,
    conceptId,
    position,
    extraData: { ...question.data, prebuilt_hash: questionHash(question) },
  };
}

/** Brings an existing activity's questions to the content; returns counts. */
async function syncQuestions(tx: Tx, activityId: number, conceptOf: (q: PrebuiltQuestion) => number, content: readonly PrebuiltQuestion[]) {
  const counts = { inserted: 0, deleted: 0, retired: 0 };
  const existing = await tx
    .select({ id: questions.id, extraData: questions.extraData })
    .from(questions)
    .where(eq(questions.activityId, activityId));
  const byHash = new Map<string, number[]>();
  for (const row of existing) {
    const hash = row.extraData.prebuilt_hash;
    const h = typeof hash === 'string' ? hash : '';
    byHash.set(h, [...(byHash.get(h) ?? []), row.id]);
  }
  const kept = new Set<number>();
  const toInsert: (typeof questions.$inferInsert)[] = [];
  for (const [position, question] of content.entries()) {
    const conceptId = conceptOf(question);
    const values = questionValues(activityId, conceptId, question, position);
    const reuse = byHash.get(String(values.extraData.prebuilt_hash))?.shift();
    if (reuse === undefined) {
      toInsert.push(values);
      continue;
    }
    kept.add(reuse);
    await tx.update(questions).set({ position, conceptId, extraData: values.extraData, hiddenAt: null }).where(eq(questions.id, reuse));
  }
  if (toInsert.length > 0) {
    await tx.insert(questions).values(toInsert);
    counts.inserted = toInsert.length;
  }
  const gone = existing.filter((row) => !kept.has(row.id));
  if (gone.length > 0) {
    const goneIds = gone.map((row) => row.id);
    const used = await tx.selectDistinct({ id: attempts.questionId }).from(attempts).where(inArray(attempts.questionId, goneIds));
    const usedIds = new Set(used.map((u) => u.id));
    const unused = goneIds.filter((id) => !usedIds.has(id));
    if (unused.length > 0) await tx.delete(questions).where(inArray(questions.id, unused));
    const toRetire = gone.filter((row) => usedIds.has(row.id) && !isRetiredQuestion(row.extraData));
    for (const row of toRetire) {
      await tx
        .update(questions)
        .set({ extraData: { ...row.extraData, retired: true }, position: 10_000 + row.id, hiddenAt: new Date() })
        .where(eq(questions.id, row.id));
    }
    counts.deleted = unused.length;
    counts.retired = toRetire.length;
  }
  return counts;
}

/**
 * Makes the database hold the shipped library (idempotent; safe to call at every start and from several
 * processes at once). `library` is for tests; the server passes nothing.
 */
export async function syncPrebuiltLibrary(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  library: readonly PrebuiltActivity[] = PREBUILT_LIBRARY,
): Promise<SyncReport> {
  const report: SyncReport = {
    unchanged: true,
    activitiesInserted: 0,
    activitiesUpdated: 0,
    activitiesRemoved: 0,
    questionsInserted: 0,
    questionsDeleted: 0,
    questionsRetired: 0,
  };
  const wanted = new Map(library.map((a, order) => [a.key, { hash: activityHash(a), order }]));
  if (wanted.size !== library.length) throw new Error('prebuilt library: duplicate activity keys');
  if (isUpToDate(await readStored(ctx.db), wanted)) return report;

  await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SYNC_LOCK_KEY})`);
    const stored = await readStored(tx);
    if (isUpToDate(stored, wanted)) return;
    report.unchanged = false;
    const byKey = new Map(stored.map((s) => [s.key, s]));
    const conceptIds = await syncConcepts(tx, library);

    const fresh: { activity: PrebuiltActivity; values: ReturnType<typeof activityValues> }[] = [];
    for (const [order, activity] of library.entries()) {
      const { hash } = wanted.get(activity.key)!;
      const row = byKey.get(activity.key);
      const conceptId = conceptIdsOf(activity, conceptIds);
      if (!row) {
        fresh.push({ activity, values: activityValues(activity, order, hash, conceptId.activity) });
        continue;
      }
      if (row.hash === hash && !row.deleted) {
        if (row.order !== order) {
          await tx
            .update(activities)
            .set({ extraData: sql`jsonb_set(${activities.extraData}, '{order}', ${JSON.stringify(order)}::jsonb)` })
            .where(eq(activities.id, row.id));
        }
        continue;
      }
      await tx
        .update(activities)
        .set(activityValues(activity, order, hash, conceptId.activity))
        .where(eq(activities.id, row.id));
      report.activitiesUpdated++;
      const counts = await syncQuestions(tx, row.id, conceptId.question, activity.questions);
      report.questionsInserted += counts.inserted;
      report.questionsDeleted += counts.deleted;
      report.questionsRetired += counts.retired;
    }
    // New activities (the whole library on a fresh database): two statements in all.
    if (fresh.length > 0) {
      const inserted = await tx
        .insert(activities)
        .values(fresh.map((f) => f.values))
        .returning({ id: activities.id, key: activities.prebuiltKey });
      const idOf = new Map(inserted.map((r) => [r.key, r.id]));
      const rows = fresh.flatMap(({ activity }) => {
        const id = idOf.get(activity.key)!;
        const { question: conceptOf } = conceptIdsOf(activity, conceptIds);
        return activity.questions.map((question, position) => questionValues(id, conceptOf(question), question, position));
      });
      await tx.insert(questions).values(rows);
      report.activitiesInserted = fresh.length;
      report.questionsInserted += rows.length;
    }

    const removed = stored.filter((s) => !s.deleted && !wanted.has(s.key)).map((s) => s.id);
    if (removed.length > 0) {
      await tx
        .update(activities)
        .set({ deletedAt: ctx.clock.now() })
        .where(and(inArray(activities.id, removed), eq(activities.isPrebuilt, true)));
      report.activitiesRemoved = removed.length;
    }
  });
  return report;
}
