/**
 * The learner model (issue 14): the pure functions of play.model.ts, and the start-up recomputation of
 * mastery rows written before it (play.backfill.ts) on the real PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import type { QuestionData } from '@aralin/contract';
import { conceptMastery, questions } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/harness';
import { playChoiceQuestion, playMatchingQuestion } from '../../../test/fixtures';
import * as model from './play.model';
import { pickByModel } from './play.pick';
import { masteryAfter, TYPICAL_FROM_KNOWN } from './play.end';
import type { PoolItem } from './play.queries';
import { recomputeLearnerModel } from './play.backfill';
import { addActivity, createWorld, fixSeeds, Player, type World } from './play.test-world';

const { MODEL } = model;

describe('learner model', () => {
  it('takes the chance of guessing from the item shape: 1 in C(choices, right), 1 in pairs!', () => {
    // Only the shape is read: the fixtures' extra_data with its type.
    const choice = (level: 'easy' | 'medium' | 'hard') =>
      ({ type: 'multiple_choice', ...playChoiceQuestion(level, 1).extra_data }) as unknown as QuestionData;
    const matching = (level: 'easy' | 'medium' | 'hard') =>
      ({ type: 'matching', ...playMatchingQuestion(level, 1).extra_data }) as unknown as QuestionData;
    expect([choice('easy'), choice('medium'), choice('hard')].map(model.guessChance)).toEqual([1 / 3, 1 / 10, 1 / 20]);
    expect([matching('easy'), matching('medium'), matching('hard')].map(model.guessChance)).toEqual([1 / 2, 1 / 6, 1 / 24]);
    expect(model.guidedGuess(1 / 3)).toBe(1 / 2);
    expect(model.guidedGuess(1 / 2)).toBe(1);
  });

  it('calls at most 1% of 500 slow random guessers mastered in 60 answers, and a child who is right on hard items soon', () => {
    let seed = 7;
    const rnd = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    const items = [
      { difficulty: -1, guess: 1 / 2 },
      { difficulty: 0, guess: 1 / 6 },
      { difficulty: 1, guess: 1 / 24 },
    ];
    let called = 0;
    for (let child = 0; child < 500; child++) {
      let skill: model.Skill = { ...MODEL.prior };
      let mastered = false;
      for (let n = 0; n < 60; n++) {
        const item = items[n % 3];
        // Full weight: these guessers take their time, so nothing marks their answers as rapid.
        skill = model.update(skill, item, rnd() < item.guess, 1);
        mastered ||= model.isMastered(skill, 80);
      }
      if (mastered) called++;
    }
    expect(called).toBeLessThanOrEqual(5);
    let expert: model.Skill = { ...MODEL.prior };
    for (let n = 0; n < 2; n++) expert = model.update(expert, items[2], true, 1);
    expect(model.isMastered(expert, 80)).toBe(false);
    expert = model.update(expert, items[2], true, 1);
    expect(model.isMastered(expert, 80)).toBe(true);
  });

  it('reads P(known) as BKT does: a miss of a child who knows is a slip, and a child may learn from practice', () => {
    const item = { difficulty: 0, guess: 1 / 10 };
    expect(model.predict({ mean: 1, sd: 0.3 }, item)).toBeCloseTo(1 - model.slipOf(0), 10);
    expect(model.predict({ mean: 0, sd: 0.3 }, item)).toBeCloseTo(1 / 10, 10);
    expect([model.slipOf(-1), model.slipOf(0), model.slipOf(1)]).toEqual([0.05, 0.1, 0.2]);
    const missed = model.update({ mean: 0.5, sd: 1 }, item, false, 1);
    expect(missed.mean).toBeLessThan(0.5);
    // The miss is evidence, then the chance to learn: never below P(learn).
    expect(missed.mean).toBeGreaterThanOrEqual(MODEL.learn);
    expect(missed.sd).toBeCloseTo(1 / Math.sqrt(2), 10);
  });

  it('moves a child who keeps missing toward the slow learner, and wins a child back with right answers beyond the guess rate', () => {
    const item = { difficulty: 0, guess: 1 / 6 };
    let guesser: model.Skill = { ...MODEL.prior };
    const after = (n: number) => {
      for (let k = 0; k < n; k++) guesser = model.update(guesser, item, false, 1);
      return guesser;
    };
    const ten = { ...after(10) };
    const twenty = after(10);
    // The more misses, the likelier a slow learner (a child who could learn at `learn` would likely have by now),
    // and the less practice feeds P(known): it sinks under `learn` instead of staying at it.
    expect(model.slowLearnerOf(ten)).toBeGreaterThan(3 * MODEL.prior.slowLearner);
    expect(model.slowLearnerOf(twenty)).toBeGreaterThan(0.5);
    expect(twenty.mean).toBeLessThan(ten.mean);
    expect(twenty.mean).toBeLessThan(MODEL.learn / 2);
    // Right answers beyond the guess rate win the child back.
    let learner = twenty;
    for (let n = 0; n < 4; n++) learner = model.update(learner, item, true, 1);
    expect(learner.mean).toBeGreaterThan(0.98);
    expect(model.slowLearnerOf(learner)).toBeLessThan(0.01);
    // The shares stay a distribution.
    expect(learner.mean + model.slowLearnerOf(learner)).toBeLessThanOrEqual(1);
    // A stored row without the share (an older version) reads the prior's.
    expect(model.slowLearnerOf({ mean: 0.3, sd: 1 })).toBe(MODEL.prior.slowLearner);
  });

  it('weighs an answer much faster than the typical time, and a hinted one, less', () => {
    expect(model.weightOf('first', 5000, 6000)).toBe(1);
    expect(model.weightOf('first', 600, 6000)).toBeCloseTo(MODEL.weights.rapid);
    expect(model.weightOf('first', 900, null)).toBeCloseTo(MODEL.weights.rapid);
    expect(model.weightOf('guided', 5000, null)).toBe(MODEL.weights.guided);
    const item = { difficulty: 0, guess: 1 / 6 };
    const full = model.update(MODEL.prior, item, true, 1);
    const light = model.update(MODEL.prior, item, true, 0.15);
    expect(light.mean).toBeLessThan(full.mean);
    expect(light.mean).toBeGreaterThan(MODEL.prior.mean);
  });

  it('predicts more success on easier items and after right answers; forgetting widens the belief', () => {
    const s = { mean: 0.6, sd: 0.6 };
    expect(model.predict(s, { difficulty: -1, guess: 0 })).toBeGreaterThan(model.predict(s, { difficulty: 1, guess: 0 }));
    expect(model.predict(s, { difficulty: 1, guess: 0.5 })).toBeGreaterThan(model.predict(s, { difficulty: 1, guess: 0 }));
    expect(model.decayed(s, 30).sd).toBeGreaterThan(s.sd);
    expect(model.decayed(s, 30).mean).toBeLessThan(s.mean);
    expect(model.decayed(s, 3650).mean).toBeCloseTo(MODEL.prior.mean, 10);
    expect(model.decayed(s, 0)).toEqual(s);
  });

  it('chooses in the 70-85% band; below it, the question that tells most; once the child likely knows, the one that confirms fastest', () => {
    const item = (id: number, difficulty: 'easy' | 'medium' | 'hard', guess: number): PoolItem => ({
      id,
      difficulty,
      conceptId: 1,
      origin: id,
      itemDifficulty: MODEL.levelDifficulty[difficulty],
      guess,
    });
    // Multiple choice 3/1 (easy), 5/2 (medium), 6/3 (hard) (the easiest is kept in reserve).
    const pool = [
      item(1, 'easy', 1 / 3),
      item(2, 'easy', 1 / 3),
      item(3, 'medium', 1 / 10),
      item(4, 'medium', 1 / 10),
      item(5, 'hard', 1 / 20),
    ];
    const chosen = (mean: number, items = pool) => pickByModel(5, 1, 10, items, { mean, sd: 0.6 }, false)!.difficulty;
    // P(known) 0.45: none in the band (easy 61%, medium 46%, hard 38%): the only one more likely right than not.
    expect(chosen(0.45)).toBe('easy');
    // With two 2-pair matching questions (the first kept in reserve), the other is predicted 70% right: in the band.
    const matching = [item(6, 'easy', 1 / 2), item(7, 'easy', 1 / 2), item(3, 'medium', 1 / 10), item(5, 'hard', 1 / 20)];
    expect(model.predict({ mean: 0.45, sd: 0.6 }, { difficulty: -1, guess: 1 / 2 })).toBeGreaterThanOrEqual(MODEL.band.low);
    expect(pickByModel(5, 1, 10, matching, { mean: 0.45, sd: 0.6 }, false)!.id).toBe(7);
    // P(known) 0.2: nothing is predicted 50% right: the nearest to the band, the easy one.
    expect(chosen(0.2)).toBe('easy');
    // From P(known) 0.5 (the confirmation phase): the question a child who knows confirms fastest, the hard one
    // (6/3 multiple choice: a right answer is 16 times likelier from a child who knows), even at 40% predicted.
    expect(model.confirming({ mean: 0.49, sd: 0.6 })).toBe(false);
    expect(model.confirming({ mean: 0.5, sd: 0.6 })).toBe(true);
    const evidence = (difficulty: number, guess: number) => model.evidenceIfKnown({ difficulty, guess });
    expect(evidence(1, 1 / 20)).toBeGreaterThan(evidence(0, 1 / 10));
    expect(evidence(0, 1 / 10)).toBeGreaterThan(evidence(-1, 1 / 3));
    // 2-pair matching: a right answer is only 1.9 times likelier from a child who knows; slips count against it.
    expect(evidence(-1, 1 / 2)).toBeCloseTo(0.95 * Math.log(0.95 / 0.5) + 0.05 * Math.log(0.05 / 0.5), 10);
    expect(chosen(0.5)).toBe('hard');
    expect(chosen(0.65)).toBe('hard');
    expect(chosen(0.99)).toBe('hard');
    // Tracing has no guess from its shape (one assumed 0.35): the ranking would only prefer the easy letters' lower
    // slip, so tracing keeps the band (a hard letter predicted 79% right at P(known) 0.99).
    const tracing = [item(8, 'easy', 0), item(9, 'easy', 0), item(10, 'medium', 0), item(11, 'hard', 0)];
    expect(model.evidenceIfKnown({ difficulty: -1, guess: 0 })).toBeGreaterThan(model.evidenceIfKnown({ difficulty: 1, guess: 0 }));
    expect(chosen(0.99, tracing)).toBe('hard');
    // Two misses in a row: the easiest, whatever the belief.
    expect(pickByModel(5, 1, 10, pool, { mean: 0.5, sd: 0.6 }, true)!.difficulty).toBe('easy');
    expect(pickByModel(5, 1, 10, pool, { mean: 0.9, sd: 0.6 }, true)!.difficulty).toBe('easy');
    // What an answer tells: nothing when the state is certain, most from an item without guess or slip.
    expect(model.information({ mean: 1, sd: 0.3 }, { difficulty: 0, guess: 0.1 })).toBeCloseTo(0, 10);
    expect(model.information({ mean: 0.5, sd: 0.6 }, { difficulty: -1, guess: 0.05 })).toBeGreaterThan(
      model.information({ mean: 0.5, sd: 0.6 }, { difficulty: 1, guess: 0.5 }),
    );
  });

  it("learns an item's typical look time from right answers of children who likely know, not from fast taps", () => {
    const row = {
      conceptId: 1,
      requiredScore: 80,
      mastery: null,
      answers: 4,
      correct: 3,
      masteredAt: null,
      skillMean: 0.8,
      skillSd: 0.45,
      slowLearner: null,
      lastPracticedAt: null,
      itemDifficulty: 0,
      itemAnswers: 10,
      lookLogMean: Math.log(5000),
      looks: 10,
      guess: 1 / 3,
    };
    const now = new Date('2026-06-01T00:00:00Z');
    const answer = (right: boolean, skillMean: number) =>
      masteryAfter(
        { id: 1, organizationId: 1 },
        1,
        { ...row, skillMean },
        { questionId: 9, kind: 'first', right, outcome: right ? 'first' : null, lookMs: 4000 },
        now,
      ).item.lookLog;
    expect(answer(true, 0.8)).toBeCloseTo(Math.log(4000), 10);
    expect(answer(false, 0.8)).toBeNull();
    expect(answer(true, TYPICAL_FROM_KNOWN - 0.1)).toBeNull();
  });

  it('dates a review: now while not mastered, later the surer the mastery', () => {
    const now = new Date('2026-06-01T00:00:00Z');
    expect(model.reviewDue({ mean: 0.5, sd: 1 }, 80, now)).toEqual(now);
    const sure = model.reviewDue({ mean: 0.9999, sd: 0.4 }, 80, now).getTime();
    const barely = model.reviewDue({ mean: 0.9985, sd: 0.4 }, 80, now).getTime();
    expect(sure).toBeGreaterThan(barely);
    expect(barely).toBeGreaterThan(now.getTime());
  });
});

let t: TestApp;
let w: World;
beforeAll(async () => {
  fixSeeds(77);
  t = await createTestApp();
  w = await createWorld(t, 1);
});
afterAll(() => t.close());

describe('existing mastery rows (issue 14)', () => {
  it('recomputes rows written before the model from their attempts, once; the SQL guess agrees with guessChance', async () => {
    const a = await addActivity(t, w, { levels: ['hard', 'hard', 'hard', 'hard', 'hard'] });
    const s = w.students[0];
    const p = new Player(t, s, a.id);
    let q = await p.question(true);
    for (;;) {
      const r = await p.play(q, 'first');
      if (r.session_ended) break;
      q = await p.question();
    }
    const where = and(eq(conceptMastery.studentId, s.id), eq(conceptMastery.conceptId, a.conceptId));
    const [live] = await t.ctx.db.select().from(conceptMastery).where(where);
    // As an older row: the model's fields at their defaults, version 0.
    expect(live.modelVersion).toBe(model.MODEL_VERSION);
    // As an older row (0: the EWMA's, 1: the first model's logit belief): recomputed with the current model.
    await t.ctx.db.update(conceptMastery).set({ skillMean: 0, skillSd: 1.2, slowLearner: null, mastery: 7, modelVersion: 1 }).where(where);
    expect(await recomputeLearnerModel(t.ctx)).toBe(1);
    const [again] = await t.ctx.db.select().from(conceptMastery).where(where);
    expect(again.modelVersion).toBe(model.MODEL_VERSION);
    expect(again.skillMean).toBeCloseTo(live.skillMean, 5);
    expect(again.skillSd).toBeCloseTo(live.skillSd, 5);
    // Model version 3's slow-learner share, written with the answer and recomputed alike.
    expect(live.slowLearner).not.toBeNull();
    expect(again.slowLearner!).toBeCloseTo(live.slowLearner!, 5);
    expect(again.mastery).toBe(live.mastery);
    expect(again.masteredAt).toEqual(live.masteredAt);
    expect(await recomputeLearnerModel(t.ctx)).toBe(0);
    const [row] = (await t.ctx.db.execute<{ guess: number }>(sql`select q.guess from ${questions} q where q.id = ${a.questionIds[0]}`))
      .rows;
    expect(Number(row.guess)).toBeCloseTo(1 / 24, 10);
  });

  it("keeps every question's guess with its shape (issue 11: stored), as guessChance, and again after an edit", async () => {
    await addActivity(t, w, { levels: ['easy', 'medium', 'hard'] });
    const read = async () =>
      (
        await t.ctx.db.execute<{ id: number; guess: number; type: string; extra_data: object }>(
          sql`select q.id, q.guess, a.type, q.extra_data from ${questions} q join activities a on a.id = q.activity_id`,
        )
      ).rows;
    const rows = await read();
    // The library's questions (matching, choices, tracing) and the ones added here.
    expect(new Set(rows.map((r) => r.type))).toEqual(new Set(['matching', 'multiple_choice', 'tracing']));
    for (const r of rows)
      expect(Number(r.guess), JSON.stringify(r)).toBeCloseTo(model.guessChance({ type: r.type, ...r.extra_data } as QuestionData), 12);
    // Two right of four choices: 1 in C(4, 2); the column follows the row's extra_data.
    const choice = rows.find((r) => r.type === 'multiple_choice')!;
    const four = [true, true, false, false].map((isCorrect, i) => ({ text: { en: `c${i}`, tl: `c${i}` }, isCorrect }));
    await t.ctx.db.execute(
      sql`update ${questions} set extra_data = jsonb_set(extra_data, '{choices}', ${JSON.stringify(four)}::jsonb) where id = ${choice.id}`,
    );
    expect(Number((await read()).find((r) => r.id === choice.id)!.guess)).toBeCloseTo(1 / 6, 12);
  });
});
