import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import { activities, attempts, concepts, playSessions, questions } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/harness';
import { createAdmin, createSection, createStudent, createTeacher } from '../../../test/fixtures';
import { bi, q, tracing } from './build';
import { libraryConcepts, PREBUILT_LIBRARY, questionConcept, titleColumn } from './index';
import { syncPrebuiltLibrary } from './sync';
import type { PrebuiltActivity } from './types';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // Test databases come with the library loaded (as after a first start): begin this file without it.
  await t.ctx.db.execute(sql`delete from questions where activity_id in (select id from activities where is_prebuilt)`);
  await t.ctx.db.execute(sql`delete from activities where is_prebuilt`);
  await t.ctx.db.execute(sql`delete from concepts where organization_id is null`);
});
afterAll(() => t.close());

const totalQuestions = PREBUILT_LIBRARY.reduce((n, a) => n + a.questions.length, 0);
const conceptNames = new Set(libraryConcepts(PREBUILT_LIBRARY).keys());

async function counts() {
  const db = t.ctx.db;
  const [a] = await db
    .select({ n: count() })
    .from(activities)
    .where(and(eq(activities.isPrebuilt, true), isNull(activities.deletedAt)));
  const [qs] = await db
    .select({ n: count() })
    .from(questions)
    .innerJoin(activities, eq(questions.activityId, activities.id))
    .where(
      and(
        eq(activities.isPrebuilt, true),
        isNull(activities.deletedAt),
        sql`not coalesce((${questions.extraData}->>'retired')::boolean, false)`,
      ),
    );
  const [c] = await db.select({ n: count() }).from(concepts).where(isNull(concepts.organizationId));
  return { activities: a.n, questions: qs.n, concepts: c.n };
}

const activityByKey = async (key: string) => (await t.ctx.db.select().from(activities).where(eq(activities.prebuiltKey, key)))[0];
const questionsOf = (activityId: number) =>
  t.ctx.db.select().from(questions).where(eq(questions.activityId, activityId)).orderBy(questions.position);

describe('syncPrebuiltLibrary', () => {
  it('loads the whole library as prebuilt rows without a school or subject', async () => {
    const report = await syncPrebuiltLibrary(t.ctx);
    expect(report.unchanged).toBe(false);
    expect(report.activitiesInserted).toBe(PREBUILT_LIBRARY.length);
    expect(report.questionsInserted).toBe(totalQuestions);
    expect(await counts()).toEqual({ activities: PREBUILT_LIBRARY.length, questions: totalQuestions, concepts: conceptNames.size });

    const first = PREBUILT_LIBRARY[0];
    const row = await activityByKey(first.key);
    expect(row).toMatchObject({
      organizationId: null,
      subjectId: null,
      isPrebuilt: true,
      title: titleColumn(first),
      type: first.type,
      icon: first.icon,
    });
    expect(row.extraData).toMatchObject({ title: first.title, lesson: first.lesson, difficulty_levels: ['easy', 'medium', 'hard'] });
    const qs = await questionsOf(row.id);
    expect(qs.map((x) => x.difficultyLevel)).toEqual(first.questions.map((x) => x.difficulty));
    // Each question counts for its own concept (issue 15): the Abakada's letters, one each; the activity has none of its own.
    expect(row.conceptId).toBeNull();
    const names = new Map((await t.ctx.db.select().from(concepts).where(isNull(concepts.organizationId))).map((c) => [c.id, c.name]));
    expect(qs.map((x) => names.get(x.conceptId!))).toEqual(first.questions.map((x) => questionConcept(x).name));
    expect(new Set(qs.map((x) => names.get(x.conceptId!)))).toEqual(
      new Set(['Letter Aa / Titik Aa', 'Letter Bb / Titik Bb', 'Letter Kk / Titik Kk', 'Letter Dd / Titik Dd']),
    );
    expect(qs.every((x) => x.organizationId === null)).toBe(true);
    expect(qs[0].extraData).toMatchObject(first.questions[0].data);
  });

  it('changes nothing when synced again', async () => {
    const before = await t.ctx.db.select({ id: questions.id }).from(questions).orderBy(questions.id);
    const report = await syncPrebuiltLibrary(t.ctx);
    expect(report.unchanged).toBe(true);
    expect(await counts()).toEqual({ activities: PREBUILT_LIBRARY.length, questions: totalQuestions, concepts: conceptNames.size });
    expect(await t.ctx.db.select({ id: questions.id }).from(questions).orderBy(questions.id)).toEqual(before);
  });

  it('runs safely from two processes at once', async () => {
    const [a, b] = await Promise.all([syncPrebuiltLibrary(t.ctx), syncPrebuiltLibrary(t.ctx)]);
    expect(a.unchanged && b.unchanged).toBe(true);
    expect(await counts()).toEqual({ activities: PREBUILT_LIBRARY.length, questions: totalQuestions, concepts: conceptNames.size });
  });

  it('updates changed content, keeps unchanged questions and retires answered ones that disappear', async () => {
    const target = PREBUILT_LIBRARY.find((a) => a.key === 'trace-shapes')!;
    const row = await activityByKey(target.key);
    const original = await questionsOf(row.id);
    const [oldFirst, oldSecond] = original;

    // A child answered the first question: it must survive its removal from the content.
    const teacher = await createTeacher(t, await createAdmin(t));
    const section = await createSection(t, teacher);
    const student = await createStudent(t, teacher, section.id);
    const [session] = await t.ctx.db
      .insert(playSessions)
      .values({ organizationId: student.organizationId, studentId: student.id, activityId: row.id })
      .returning();
    await t.ctx.db.insert(attempts).values({
      organizationId: student.organizationId,
      sessionId: session.id,
      studentId: student.id,
      activityId: row.id,
      questionId: oldFirst.id,
      attemptType: 'first',
      isCorrect: true,
    });

    const changed: PrebuiltActivity = {
      ...target,
      title: bi('Trace shapes!', 'Bakatin ang mga hugis!'),
      questions: [
        ...target.questions.slice(2),
        q('hard', tracing('diamond', bi('Trace the diamond again.', 'Bakatin muli ang diyamante.')), questionConcept(target.questions[5])),
      ].map((x) => ({ ...x, concept: { ...questionConcept(x), required_score: 70 } })),
    };
    const library = PREBUILT_LIBRARY.map((a) => (a.key === target.key ? changed : a)).filter((a) => a.key !== 'math-number-order');
    const report = await syncPrebuiltLibrary(t.ctx, library);
    expect(report).toMatchObject({
      unchanged: false,
      activitiesInserted: 0,
      activitiesUpdated: 1,
      activitiesRemoved: 1,
      questionsInserted: 1,
      questionsDeleted: 1,
      questionsRetired: 1,
    });

    const updated = await activityByKey(target.key);
    expect(updated.title).toBe('Trace shapes! / Bakatin ang mga hugis!');
    const qs = await questionsOf(row.id);
    const [concept] = await t.ctx.db.select().from(concepts).where(eq(concepts.id, qs[0].conceptId!));
    expect(concept.requiredScore).toBe(70);

    const live = qs.filter((x) => x.extraData.retired !== true);
    expect(live.map((x) => (x.extraData as { target: string }).target)).toEqual(
      changed.questions.map((x) => (x.data as { target: string }).target),
    );
    expect(qs.find((x) => x.id === oldFirst.id)?.extraData.retired).toBe(true);
    expect(qs.find((x) => x.id === oldSecond.id)).toBeUndefined();
    // Unchanged questions keep their rows (and ids); only the new one is a new row.
    const originalIds = new Set(original.map((x) => x.id));
    expect(live.filter((x) => originalIds.has(x.id)).length).toBe(changed.questions.length - 1);

    expect((await activityByKey('math-number-order')).deletedAt).not.toBeNull();
    expect(await syncPrebuiltLibrary(t.ctx, library)).toMatchObject({ unchanged: true });
  });

  it('restores the shipped content', async () => {
    const report = await syncPrebuiltLibrary(t.ctx);
    expect(report).toMatchObject({ unchanged: false, activitiesUpdated: 2, activitiesInserted: 0 });
    expect(await counts()).toEqual({ activities: PREBUILT_LIBRARY.length, questions: totalQuestions, concepts: conceptNames.size });
    expect((await activityByKey('math-number-order')).deletedAt).toBeNull();
    // The answered question came back with the content: the same row, no longer retired.
    const row = await activityByKey('trace-shapes');
    const qs = await questionsOf(row.id);
    expect(qs.filter((x) => x.extraData.retired === true)).toEqual([]);
    expect(qs.length).toBe(PREBUILT_LIBRARY.find((a) => a.key === 'trace-shapes')!.questions.length);
  });
});
