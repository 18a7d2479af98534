import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/harness';
import { itemStats as itemStatsTable, questions } from '../../db/schema';
import { flushItemStats, itemStats } from './play.item-stats';
import { addActivity, createWorld, fixSeeds, type World } from './play.test-world';

let t: TestApp;
let w: World;

beforeAll(async () => {
  fixSeeds(5);
  t = await createTestApp();
  w = await createWorld(t, 1);
});
afterAll(() => t.close());

const rowOf = async (id: number) => (await t.ctx.db.select().from(itemStatsTable).where(eq(itemStatsTable.questionId, id)))[0];

describe("the questions' statistics gathered in the process (issue 11)", () => {
  it('writes what answers taught as each answer would have, in one flush', async () => {
    const a = await addActivity(t, w, { type: 'multiple_choice', levels: ['easy', 'medium', 'hard'] });
    const [q1, q2, q3] = a.questionIds;
    const stats = itemStats(t.ctx.db);
    // A question without a row starts where its first answer was judged, then moves by each step.
    stats.add({ questionId: q1, from: -1, step: 0.25, learned: true, lookLog: 7 });
    stats.add({ questionId: q1, from: -0.75, step: -0.5, learned: true, lookLog: 9 });
    stats.add({ questionId: q1, from: -1.25, step: 0.1, learned: false, lookLog: null });
    // Steps past the bound are clamped.
    stats.add({ questionId: q2, from: 3.9, step: 0.4, learned: true, lookLog: null });
    await flushItemStats(t.ctx.db);
    const one = await rowOf(q1);
    expect(one).toMatchObject({ answers: 2, looks: 2 });
    expect(one.difficulty).toBeCloseTo(-1.15, 10);
    expect(one.lookLogMean).toBeCloseTo(8, 10);
    expect(await rowOf(q2)).toMatchObject({ difficulty: 4, answers: 1, looks: 0, lookLogMean: null });
    expect(await rowOf(q3)).toBeUndefined();

    // A later flush adds to the rows (the running mean of the looking time included).
    stats.add({ questionId: q1, from: -1.15, step: 0.15, learned: true, lookLog: 11 });
    await flushItemStats(t.ctx.db);
    const again = await rowOf(q1);
    expect(again).toMatchObject({ answers: 3, looks: 3 });
    expect(again.difficulty).toBeCloseTo(-1, 10);
    expect(again.lookLogMean).toBeCloseTo(9, 10);
    // Nothing left to write: a flush changes nothing.
    await flushItemStats(t.ctx.db);
    expect(await rowOf(q1)).toEqual(again);
  });

  it('writes by itself a moment after the answers, and skips a question deleted meanwhile', async () => {
    const a = await addActivity(t, w, { type: 'multiple_choice', levels: ['easy', 'easy'] });
    const [kept, gone] = a.questionIds;
    const stats = itemStats(t.ctx.db);
    stats.add({ questionId: kept, from: 0, step: 0.2, learned: true, lookLog: null });
    stats.add({ questionId: gone, from: 0, step: 0.2, learned: true, lookLog: null });
    await t.ctx.db.delete(questions).where(eq(questions.id, gone));
    await expect.poll(() => rowOf(kept), { timeout: 10_000 }).toMatchObject({ answers: 1 });
    const rows = await t.ctx.db
      .select()
      .from(itemStatsTable)
      .where(inArray(itemStatsTable.questionId, [gone]));
    expect(rows).toEqual([]);
  });
});
