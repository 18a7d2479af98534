import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { assignments, attempts, itemStats, playSessions, studentRewards } from '../../db/schema';
import { createTestApp, json, type TestApp } from '../../../test/harness';
import { addActivity, createWorld, fixSeeds, Player, rightAnswer, wrongAnswer, type World } from './play.test-world';

let t: TestApp;
let w: World;
let activity: Awaited<ReturnType<typeof addActivity>>;
const CLASS = 40;

beforeAll(async () => {
  fixSeeds(2024);
  t = await createTestApp();
  w = await createWorld(t, CLASS + 3);
  activity = await addActivity(t, w, { levels: ['easy', 'easy', 'medium', 'hard'] });
}, 120_000);
afterAll(() => t.close());

const attemptsOf = (studentId: number) => t.ctx.db.select().from(attempts).where(eq(attempts.studentId, studentId));

describe('a repeated submit counts once', () => {
  it('answers a repeat (even with another answer) with the first result, and records one attempt', async () => {
    const s = w.students[CLASS];
    const p = new Player(t, s, activity.id);
    const q = await p.question(true);
    const first = await p.submit(q.id, rightAnswer(q));
    const again = await p.submit(q.id, rightAnswer(q));
    const other = await p.submit(q.id, wrongAnswer(q));
    expect(again).toEqual(first);
    expect(other).toEqual(first);
    expect(await attemptsOf(s.id)).toHaveLength(1);
    const [session] = await t.ctx.db.select().from(playSessions).where(eq(playSessions.studentId, s.id));
    expect(session).toMatchObject({ pointsEarned: 10, pointsPossible: 10 });
  });

  it('answers concurrent double taps alike and counts them once', async () => {
    const s = w.students[CLASS + 1];
    const p = new Player(t, s, activity.id);
    const q = await p.question(true);
    const results = await Promise.all(Array.from({ length: 6 }, () => p.submitRaw(q.id, wrongAnswer(q))));
    expect(results.map((r) => r.statusCode)).toEqual(Array(6).fill(200));
    const bodies = results.map((r) => json(r));
    expect(bodies.every((b) => JSON.stringify(b) === JSON.stringify(bodies[0]))).toBe(true);
    expect(bodies[0]).toMatchObject({ correct: false, next_attempt_type: 'guided' });
    expect(await attemptsOf(s.id)).toHaveLength(1);
  });

  it('ends a session once when its last answer is tapped several times at once', async () => {
    const s = w.students[CLASS + 2];
    const p = new Player(t, s, activity.id);
    let q = await p.question(true);
    for (let k = 0; k < 3; k++) {
      await p.play(q, 'first');
      q = await p.question();
    }
    const results = (await Promise.all(Array.from({ length: 4 }, () => p.submitRaw(q.id, rightAnswer(q))))).map((r) => json(r));
    expect(results.every((r) => r.session_ended === true && JSON.stringify(r) === JSON.stringify(results[0]))).toBe(true);
    const rewards = await t.ctx.db.select().from(studentRewards).where(eq(studentRewards.studentId, s.id));
    expect(rewards.find((r) => r.rewardId === 10)?.count).toBe(1);
    expect(await attemptsOf(s.id)).toHaveLength(4);
  });
});

describe('a class playing at once', () => {
  it(`counts every answer of ${CLASS} children answering at once exactly once, double taps included`, async () => {
    const kids = w.students.slice(0, CLASS);
    const ends = await Promise.all(
      kids.map(async (s) => {
        const p = new Player(t, s, activity.id);
        let q = await p.question(true);
        for (;;) {
          const [a, b] = await Promise.all([p.submitRaw(q.id, rightAnswer(q)), p.submitRaw(q.id, rightAnswer(q))]);
          expect(a.body).toBe(b.body);
          const r = json<{ session_ended: boolean; score?: number }>(a);
          if (r.session_ended) return r;
          q = await p.question();
        }
      }),
    );
    expect(ends.every((e) => e.score === 100)).toBe(true);
    const ids = kids.map((s) => s.id);
    const rows = await t.ctx.db.select().from(attempts).where(inArray(attempts.studentId, ids));
    expect(rows).toHaveLength(CLASS * 4);
    const perChild = new Map<number, number>();
    for (const r of rows) perChild.set(r.studentId, (perChild.get(r.studentId) ?? 0) + r.scoreIncrement);
    expect([...perChild.values()]).toEqual(Array(CLASS).fill(40));
    const sessions = await t.ctx.db.select().from(playSessions).where(inArray(playSessions.studentId, ids));
    expect(sessions.every((x) => x.pointsEarned === 40 && x.pointsPossible === 40 && x.endReason === 'pool_exhausted')).toBe(true);
    const done = await t.ctx.db.select().from(assignments).where(inArray(assignments.studentId, ids));
    expect(done.filter((a) => a.activityId === activity.id).every((a) => a.status === 'completed' && a.score === 100)).toBe(true);
    // The questions' stats, shared by the whole class and gathered after each answer's commit (written
    // together a moment later: play.item-stats.ts), count every first try once (this file's earlier children
    // included): no double tap counted twice, none lost to another child's write.
    const firsts = await t.ctx.db.select().from(attempts).where(inArray(attempts.questionId, activity.questionIds));
    const expected = activity.questionIds.map((id) => firsts.filter((a) => a.questionId === id && a.attemptType === 'first').length);
    const counted = async () => {
      const items = await t.ctx.db.select().from(itemStats).where(inArray(itemStats.questionId, activity.questionIds));
      return activity.questionIds.map((id) => items.find((i) => i.questionId === id)?.answers);
    };
    await expect.poll(counted, { timeout: 10_000 }).toEqual(expected);
    // and stays so (nothing is added twice by a later flush).
    await new Promise((r) => setTimeout(r, 700));
    expect(await counted()).toEqual(expected);
    expect(expected.every((n) => n >= CLASS)).toBe(true);
  }, 120_000);
});
