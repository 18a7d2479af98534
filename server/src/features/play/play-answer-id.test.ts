import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attempts } from '../../db/schema';
import { call, createTestApp, json, type TestApp } from '../../../test/harness';
import { addActivity, createWorld, fixSeeds, Player, rightAnswer, wrongAnswer, type World } from './play.test-world';

/** The answer outbox's idempotency key (issue 10): answer_id in the submit-answer body. */
let t: TestApp;
let w: World;
let activity: Awaited<ReturnType<typeof addActivity>>;

beforeAll(async () => {
  fixSeeds(77);
  t = await createTestApp();
  w = await createWorld(t, 5);
  activity = await addActivity(t, w, { levels: ['easy', 'easy', 'medium', 'hard'] });
}, 120_000);
afterAll(() => t.close());

const attemptsOf = (studentId: number) => t.ctx.db.select().from(attempts).where(eq(attempts.studentId, studentId));

describe('submit-answer with an answer_id', () => {
  it('stores the key with the attempt and answers a late repeat with the first result, even after the question moved on', async () => {
    const s = w.students[0];
    const p = new Player(t, s, activity.id);
    const q = await p.question(true);
    const answerId = randomUUID();
    const first = await p.submitRaw(q.id, wrongAnswer(q), 'first', { answer_id: answerId });
    expect(first.statusCode).toBe(200);
    expect((await attemptsOf(s.id))[0]?.answerId).toBe(answerId);
    // The child goes on (guided try), then the outbox's retry of the first answer arrives.
    await p.submit(q.id, rightAnswer(q), 'guided');
    const repeat = await p.submitRaw(q.id, wrongAnswer(q), 'first', { answer_id: answerId });
    expect(repeat.statusCode).toBe(200);
    expect(json(repeat)).toEqual(json(first));
    // Also once a new session has started (a reload while the answer waited in the outbox).
    await p.question(true);
    const late = await p.submitRaw(q.id, rightAnswer(q), 'first', { answer_id: answerId });
    expect(json(late)).toEqual(json(first));
    expect(await attemptsOf(s.id)).toHaveLength(2);
  });

  it('counts concurrent sends of one answer once', async () => {
    const s = w.students[1];
    const p = new Player(t, s, activity.id);
    const q = await p.question(true);
    const answerId = randomUUID();
    const results = await Promise.all(Array.from({ length: 8 }, () => p.submitRaw(q.id, rightAnswer(q), 'first', { answer_id: answerId })));
    expect(results.map((r) => r.statusCode)).toEqual(Array(8).fill(200));
    expect(new Set(results.map((r) => r.body)).size).toBe(1);
    expect(await attemptsOf(s.id)).toHaveLength(1);
  });

  it('refuses an answer_id already used for another question, in both languages, and records nothing', async () => {
    const s = w.students[2];
    const p = new Player(t, s, activity.id);
    const q1 = await p.question(true);
    const answerId = randomUUID();
    await p.submitRaw(q1.id, rightAnswer(q1), 'first', { answer_id: answerId });
    const q2 = await p.question();
    expect(q2.id).not.toBe(q1.id);
    const reused = await p.submitRaw(q2.id, rightAnswer(q2), 'first', { answer_id: answerId });
    expect(reused.statusCode).toBe(409);
    expect(json(reused).error).toBe('This answer was already sent for another question. Please answer again.');
    const reusedTl = await call(t.app, {
      method: 'POST',
      url: `/subjects/submit-answer/${s.id}/${activity.id}/${q2.id}/`,
      token: await p.token(),
      lang: 'tl',
      payload: { answer: rightAnswer(q2), language: 'tl', attempt_type: 'first', answer_id: answerId },
    });
    expect(json(reusedTl).error).toBe('Naipadala na ang sagot na ito para sa ibang tanong. Sumagot muli.');
    expect(await attemptsOf(s.id)).toHaveLength(1);
  });

  it('refuses an answer_id that is not a UUID with 400', async () => {
    const s = w.students[3];
    const p = new Player(t, s, activity.id);
    const q = await p.question(true);
    const res = await p.submitRaw(q.id, rightAnswer(q), 'first', { answer_id: 'not-a-uuid' });
    expect(res.statusCode).toBe(400);
    expect(await attemptsOf(s.id)).toHaveLength(0);
  });
});
