/** Every query of the activities feature: activities, their questions, concepts and file checks. */
import { and, asc, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { activities, concepts, questions, storedFiles, subjects } from '../../db/schema';

export type ActivityRow = typeof activities.$inferSelect;
export type QuestionRow = typeof questions.$inferSelect;
export type ConceptRow = typeof concepts.$inferSelect;

/** An activity with what its card shows. */
export interface ActivityCardRow {
  activity: ActivityRow;
  concept: { id: number; name: string; requiredScore: number } | null;
  pdf: { key: string; originalName: string; sizeBytes: number } | null;
  questionCount: number;
}

const questionCount = sql<number>`(select count(*)::int from ${questions} where ${questions.activityId} = ${activities.id} and ${questions.hiddenAt} is null)`;

/** Activity cards matching `where`, newest first. */
export function selectCards(tx: Tx, where: SQL | undefined): Promise<ActivityCardRow[]> {
  return tx
    .select({
      activity: activities,
      concept: { id: concepts.id, name: concepts.name, requiredScore: concepts.requiredScore },
      pdf: { key: storedFiles.key, originalName: storedFiles.originalName, sizeBytes: storedFiles.sizeBytes },
      questionCount,
    })
    .from(activities)
    .leftJoin(concepts, eq(concepts.id, activities.conceptId))
    .leftJoin(storedFiles, eq(storedFiles.id, activities.printablePdfId))
    .where(where)
    .orderBy(desc(activities.createdAt), desc(activities.id));
}

/** The live own activities of a subject. */
export const subjectActivitiesWhere = (organizationId: number, subjectId: number) =>
  and(eq(activities.organizationId, organizationId), eq(activities.subjectId, subjectId), isNull(activities.deletedAt));

/** The shipped library (organization_id null, is_prebuilt). */
export const prebuiltWhere = () => and(isNull(activities.organizationId), eq(activities.isPrebuilt, true), isNull(activities.deletedAt));

/** One live activity the school may see: its own, or the library's. */
export async function findVisibleActivity(tx: Tx, organizationId: number, id: number, lock = false): Promise<ActivityRow | undefined> {
  const query = tx
    .select()
    .from(activities)
    .where(
      and(
        eq(activities.id, id),
        isNull(activities.deletedAt),
        or(eq(activities.organizationId, organizationId), and(isNull(activities.organizationId), eq(activities.isPrebuilt, true))),
      ),
    );
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** The live subject an own activity belongs to. */
export async function findActivitySubject(tx: Tx, activity: ActivityRow) {
  if (activity.subjectId === null) return undefined;
  const [row] = await tx
    .select()
    .from(subjects)
    .where(and(eq(subjects.id, activity.subjectId), isNull(subjects.deletedAt)));
  return row;
}

export async function insertActivity(tx: Tx, values: typeof activities.$inferInsert): Promise<ActivityRow> {
  const [row] = await tx.insert(activities).values(values).returning();
  return row;
}

export async function updateActivity(tx: Tx, id: number, values: Partial<typeof activities.$inferInsert>) {
  await tx.update(activities).set(values).where(eq(activities.id, id));
}

/** The questions an activity serves now (not hidden, issue 12), in order. */
export function listQuestions(tx: Tx, activityId: number): Promise<QuestionRow[]> {
  return tx
    .select()
    .from(questions)
    .where(and(eq(questions.activityId, activityId), isNull(questions.hiddenAt)))
    .orderBy(asc(questions.position), asc(questions.id));
}

/** Appends questions after the activity's last one. */
export async function appendQuestions(tx: Tx, rows: Omit<typeof questions.$inferInsert, 'position'>[]): Promise<QuestionRow[]> {
  if (rows.length === 0) return [];
  const activityId = rows[0].activityId;
  const [last] = await tx
    .select({ position: sql<number>`coalesce(max(${questions.position}), -1)::int` })
    .from(questions)
    .where(eq(questions.activityId, activityId));
  const start = (last?.position ?? -1) + 1;
  return tx
    .insert(questions)
    .values(rows.map((r, i) => ({ ...r, position: start + i })))
    .returning();
}

export const countQuestions = async (tx: Tx, activityId: number) =>
  (
    await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(questions)
      .where(and(eq(questions.activityId, activityId), isNull(questions.hiddenAt)))
  )[0].n;

/** The school's concepts and the library's, by name. */
export function listConcepts(tx: Tx, organizationId: number): Promise<ConceptRow[]> {
  return tx
    .select()
    .from(concepts)
    .where(or(eq(concepts.organizationId, organizationId), isNull(concepts.organizationId)))
    .orderBy(asc(sql`lower(${concepts.name})`), asc(concepts.id));
}

/** A concept the school may use: its own or the library's. */
export async function findConcept(tx: Tx, organizationId: number, id: number): Promise<ConceptRow | undefined> {
  const [row] = await tx
    .select()
    .from(concepts)
    .where(and(eq(concepts.id, id), or(eq(concepts.organizationId, organizationId), isNull(concepts.organizationId))));
  return row;
}

/** The school's own concept of this name (case-insensitive). */
export async function findSchoolConceptByName(tx: Tx, organizationId: number, name: string): Promise<ConceptRow | undefined> {
  const [row] = await tx
    .select()
    .from(concepts)
    .where(and(eq(concepts.organizationId, organizationId), sql`lower(${concepts.name}) = lower(${name})`));
  return row;
}

export async function insertConcept(tx: Tx, values: typeof concepts.$inferInsert): Promise<ConceptRow> {
  const [row] = await tx.insert(concepts).values(values).onConflictDoNothing().returning();
  return row ?? (await findSchoolConceptByName(tx, values.organizationId!, values.name))!;
}

export async function setConceptScore(tx: Tx, id: number, requiredScore: number) {
  await tx.update(concepts).set({ requiredScore }).where(eq(concepts.id, id));
}

/** Tags a school's concept with a curriculum competency (issue 13 item 7), or clears it (null). */
export async function setConceptCompetency(tx: Tx, id: number, competency: string | null) {
  await tx.update(concepts).set({ competency }).where(eq(concepts.id, id));
}

/** Which of these keys name image or audio files of the school (or the library's). */
export async function existingMediaKeys(tx: Tx, organizationId: number, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await tx
    .select({ key: storedFiles.key })
    .from(storedFiles)
    .where(
      and(
        inArray(storedFiles.key, keys),
        inArray(storedFiles.kind, ['image', 'audio']),
        or(eq(storedFiles.organizationId, organizationId), isNull(storedFiles.organizationId)),
      ),
    );
  return new Set(rows.map((r) => r.key));
}

/** A stored file's row by id or key. */
export async function findStoredFile(tx: Tx, by: { id: number } | { key: string }) {
  const [row] = await tx
    .select()
    .from(storedFiles)
    .where('id' in by ? eq(storedFiles.id, by.id) : eq(storedFiles.key, by.key));
  return row;
}
