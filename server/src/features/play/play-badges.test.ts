import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SubmitAnswerResponse } from '@aralin/contract';
import { call, createTestApp, json, type TestApp } from '../../../test/harness';
import { studentToken } from '../../../test/learning-fixtures';
import { badgeTargets, type BadgeFacts } from './play.badges';
import { addActivity, createWorld, fixSeeds, Player, type World } from './play.test-world';

const none: BadgeFacts = {
  activitiesCompleted: 0,
  perfectSessions: 0,
  conceptsMastered: 0,
  practiceDays: 0,
  guidedCorrect: 0,
  firstTryStreakTens: 0,
  typesCompleted: 0,
};

describe('badge rules', () => {
  it('earns nothing from nothing', () => {
    expect(Object.values(badgeTargets(none)).every((v) => v === 0)).toBe(true);
  });

  it('counts each rule at its threshold', () => {
    expect(badgeTargets({ ...none, activitiesCompleted: 1 })).toMatchObject({ 10: 1, 16: 0 });
    expect(badgeTargets({ ...none, activitiesCompleted: 4 })).toMatchObject({ 10: 1, 16: 0 });
    expect(badgeTargets({ ...none, activitiesCompleted: 5 })).toMatchObject({ 10: 1, 16: 1 });
    expect(badgeTargets({ ...none, activitiesCompleted: 10 })).toMatchObject({ 10: 1, 16: 2 });
    expect(badgeTargets({ ...none, perfectSessions: 3 })[11]).toBe(3);
    expect(badgeTargets({ ...none, conceptsMastered: 2 })[12]).toBe(2);
    expect(badgeTargets({ ...none, practiceDays: 2 })[13]).toBe(0);
    expect(badgeTargets({ ...none, practiceDays: 3 })[13]).toBe(1);
    expect(badgeTargets({ ...none, practiceDays: 7 })[13]).toBe(2);
    expect(badgeTargets({ ...none, guidedCorrect: 9 })[14]).toBe(0);
    expect(badgeTargets({ ...none, guidedCorrect: 10 })[14]).toBe(1);
    expect(badgeTargets({ ...none, firstTryStreakTens: 1 })[15]).toBe(1);
    expect(badgeTargets({ ...none, typesCompleted: 2 })[17]).toBe(0);
    expect(badgeTargets({ ...none, typesCompleted: 3 })[17]).toBe(1);
  });
});

let t: TestApp;
let w: World;
const acts: Awaited<ReturnType<typeof addActivity>>[] = [];
const DAY = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  fixSeeds(31);
  t = await createTestApp();
  w = await createWorld(t, 1);
  for (let i = 0; i < 5; i++)
    // Medium (3-pair) questions: right by chance 1 time in 6, so five right first tries master a concept with
    // confidence (issue 14); on 2-pair questions (1 in 2 by chance) they would not.
    acts.push(await addActivity(t, w, { levels: ['medium', 'medium', 'medium', 'medium', 'medium', 'medium'], title: `Set ${i}` }));
});
afterAll(() => t.close());

/** Right first tries so far, across sessions (Buko Brainiac comes at every 10th in a row). */
let rightInARow = 0;

/**
 * Plays an activity to its end, every question right on the first try; returns the badge ids shown, with
 * Buko Brainiac (15) checked here: it comes exactly in the session that reaches the next 10 in a row (how
 * many questions a session takes is the learner model's call, issue 14).
 */
async function perfectSession(activityId: number): Promise<number[]> {
  const p = new Player(t, w.students[0], activityId);
  let r: SubmitAnswerResponse;
  let fresh = true;
  const before = rightInARow;
  do {
    r = await p.play(await p.question(fresh), 'first');
    rightInARow++;
    fresh = false;
  } while (!r.session_ended);
  expect(r.score).toBe(100);
  const ids = r.badges!.map((b) => b.id);
  expect(ids.includes(15)).toBe(Math.floor(rightInARow / 10) > Math.floor(before / 10));
  return ids.filter((id) => id !== 15);
}

describe('badges earned by playing', () => {
  it('earns them at the session end, once per rule step, and the rewards call counts them', async () => {
    // Day 1: first activity, a perfect session, the concept mastered (right first tries on 3-pair questions).
    expect(await perfectSession(acts[0].id)).toEqual([10, 11, 12]);
    // Another perfect session: Parol again, its concept mastered too (issue 14: each activity has its own).
    expect(await perfectSession(acts[1].id)).toEqual([11, 12]);
    t.clock.advance(DAY);
    expect(await perfectSession(acts[2].id)).toEqual([11, 12]);
    t.clock.advance(DAY);
    // The third different day: Champorado Chaser.
    expect(await perfectSession(acts[3].id)).toContain(13);
    expect(rightInARow).toBeGreaterThanOrEqual(10);
    // The fifth activity completed: Taho Topper.
    expect(await perfectSession(acts[4].id)).toContain(16);
    const s = w.students[0];
    const res = await call(t.app, { method: 'GET', url: `/students/${s.id}/rewards/`, token: await studentToken(t, s) });
    const rewards = json<{ id: number; count: number; is_unlocked: boolean }[]>(res);
    expect(Object.fromEntries(rewards.map((r) => [r.id, r.count]))).toMatchObject({ 10: 1, 11: 5, 13: 1, 14: 0, 16: 1, 17: 0 });
  });
});
