import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { findTracingDefinition, pointsAlongGuide } from '@aralin/contract/tracing/index';
import type { ServedQuestion } from '@aralin/contract';
import { attempts } from '../../db/schema';
import { createTestApp, json, type TestApp } from '../../../test/harness';
import { createTracingActivity } from '../../../test/fixtures';
import { addActivity, createWorld, fixSeeds, Player, type World } from './play.test-world';

let t: TestApp;
let w: World;
let activityId: number;
let others: number[];

beforeAll(async () => {
  fixSeeds(5);
  t = await createTestApp();
  w = await createWorld(t, 3);
  const { card } = await createTracingActivity(t, w.teacher, w.section.id, w.subject.id, {
    targets: ['A', 'circle', 'B'],
    requiredCorrectAttempts: 2,
  });
  activityId = card.activity.id;
  others = [
    (await addActivity(t, w, { levels: ['easy'] })).id,
    (await addActivity(t, w, { type: 'multiple_choice', levels: ['easy'] })).id,
  ];
});
afterAll(() => t.close());

/** A tracing of the question's target along its guide, nudged by `dx` so each try is a new drawing. */
const drawing = (q: ServedQuestion, dx = 0) =>
  JSON.stringify({
    accuracy: 100,
    attempts: 1,
    completed: false,
    attempt_type: 'first',
    accuracy_score: 100,
    letter: q.extra_data.target,
    points: pointsAlongGuide(findTracingDefinition(q.extra_data.target!)!).map((p) => ({ x: p.x + dx, y: p.y })),
  });
/** The same tracing 60 px away from the guide: a miss, whatever accuracy the client claims. */
const miss = (q: ServedQuestion, dy = 60) => {
  const d = JSON.parse(drawing(q));
  return JSON.stringify({ ...d, points: d.points.map((p: { x: number; y: number }) => ({ x: p.x, y: p.y + dy })) });
};

describe('tracing', () => {
  it('serves the target with its required accuracy and attempts', async () => {
    const q = await new Player(t, w.students[0]!, activityId).question(true);
    expect(q.type).toBe('tracing');
    expect(q.extra_data).toMatchObject({ required_accuracy: 80, required_correct_attempts: 2 });
    expect(['A', 'B', 'circle']).toContain(q.extra_data.target);
    expect(q.extra_data.letter ?? q.extra_data.shape).toBe(q.extra_data.target);
  });

  it('scores drawings on the server, counts a repeated try once, and masters after the required correct tries', async () => {
    const s = w.students[1]!;
    const p = new Player(t, s, activityId);
    const q = await p.question(true);
    const first = await p.submit(q.id, drawing(q));
    expect(first).toMatchObject({
      correct: true,
      correct_attempts: 1,
      is_mastered: false,
      question_finished: false,
      score_increment: 0,
      next_attempt_type: 'first',
    });
    expect(first.accuracy).toBeGreaterThanOrEqual(95);
    expect(await p.submit(q.id, drawing(q))).toEqual(first);
    const second = await p.submit(q.id, drawing(q, 1));
    expect(second).toMatchObject({ correct: true, correct_attempts: 2, is_mastered: true, question_finished: true, score_increment: 10 });
    expect(await t.ctx.db.select().from(attempts).where(eq(attempts.studentId, s.id))).toHaveLength(2);
  });

  it('turns a miss into guided tries worth 5, and trusts no accuracy from the client', async () => {
    const p = new Player(t, w.students[2]!, activityId);
    const q = await p.question(true);
    const missed = await p.submit(q.id, miss(q));
    expect(missed).toMatchObject({ correct: false, correct_attempts: 0, next_attempt_type: 'guided' });
    expect(missed.accuracy).toBeLessThan(80);
    await p.submit(q.id, drawing(q, 1), 'guided');
    expect(await p.submit(q.id, drawing(q, 2), 'guided')).toMatchObject({ is_mastered: true, score_increment: 5, attempt_type: 'guided' });
    const next = await p.question();
    for (let k = 1; k <= 7; k++) expect((await p.submit(next.id, miss(next, 60 + k))).question_finished).toBe(false);
    expect(await p.submit(next.id, miss(next, 70))).toMatchObject({
      question_finished: true,
      is_mastered: false,
      score_increment: 0,
      next_attempt_type: null,
    });
  });

  it('answers 400 to a drawing of 10 points or fewer', async () => {
    const p = new Player(t, w.students[0]!, activityId);
    const q = await p.question();
    const res = await p.submitRaw(q.id, JSON.stringify({ points: Array.from({ length: 10 }, (_, i) => ({ x: i, y: i })) }));
    expect(res.statusCode).toBe(400);
    expect(json(res).error).toBe('This answer could not be read. Please try again.');
  });

  it('earns Jeepney Journeyman once matching, multiple choice and tracing are each completed', async () => {
    const s = w.students[0]!;
    const badges: number[][] = [];
    for (const id of [...others, activityId]) {
      const p = new Player(t, s, id);
      let q = await p.question(true);
      for (;;) {
        if (q.type === 'tracing') await p.submit(q.id, drawing(q));
        const r = q.type === 'tracing' ? await p.submit(q.id, drawing(q, 1)) : await p.play(q, 'first');
        if (r.session_ended) {
          badges.push(r.badges!.map((b) => b.id));
          break;
        }
        q = await p.question();
      }
    }
    expect(badges[0]).not.toContain(17);
    expect(badges[1]).not.toContain(17);
    expect(badges[2]).toContain(17);
  });
});
