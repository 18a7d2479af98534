/**
 * The learner model (issue 14; docs/adaptive-play.md 'The learner model'), as pure functions.
 *
 * A child's skill on a concept is a normal belief on the logit scale (mean, sd), an item's difficulty a
 * number on the same scale learned from answers (starting from the author's label). The chance of a right
 * first try is guess + (1 − guess) · logistic(skill − difficulty), the guess taken from the item's shape
 * (1 in C(choices, correct) for multiple choice, 1 in pairs! for matching, none for tracing). Each answer
 * updates the belief by Bayes' rule on a grid (the likelihood raised to the answer's weight: hinted tries,
 * and answers much faster than the item's typical time, weigh less), then the belief is matched back to a
 * normal. The sd grows back slowly with time away (forgetting), so old evidence counts for less.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Difficulty } from '@aralin/contract';
import type { QuestionData } from '@aralin/contract';
import type { AppContext } from '../../context';
import { conceptMastery, concepts, itemStats } from '../../db/schema';

export const MODEL = {
  /** A child's skill before any answer: mean and sd (logit scale). */
  prior: { mean: 0, sd: 1.2 },
  /**
   * How sharply an item separates children who know the concept from those who don't (IRT's
   * discrimination): young children's items of one concept are close to know-it-or-not.
   */
  slope: 2.5,
  /** A child who knows the concept still slips now and then (the chance of a right answer tops out at 1 − slip). */
  slip: 0.12,
  /** An item's difficulty before any answer, from the author's label. */
  levelDifficulty: { easy: -1, medium: 0, hard: 1 } as Record<Difficulty, number>,
  /** The sd never falls below this, so a child can always move. */
  sdFloor: 0.35,
  /** Variance added before each answer (the child learns while practising), so recent answers count more. */
  learnDrift: 0.2,
  /** Variance added per day away from the concept (forgetting), up to the prior's. */
  driftPerDay: 0.01,
  /** Evidence weights: a first try, a try after the hint, an answer much faster than the item's typical time. */
  weights: { first: 1, guided: 0.35, rapid: 0.15, tracing: 0.5 },
  /** An answer faster than this share of the item's typical look time (or than `rapidMs` before any) is rapid. */
  rapidShare: 0.3,
  rapidMs: 1500,
  /** Confidence for mastery: the skill's mean minus z sds must pass the required score (z = 0.84: 80%). */
  z: 0.84,
  /** Above this sd the estimate rests on too few answers to be shown as a number ("not enough answers yet"). */
  enoughSd: 0.9,
  /** Item difficulty learning: the step of the first answers, shrinking as the item gathers answers. */
  itemStep: 0.4,
  itemHalfAnswers: 20,
  /** The productive band of predicted success for the next question. */
  band: { low: 0.7, high: 0.85, target: 0.775 },
} as const;

export interface Skill {
  mean: number;
  sd: number;
}

export interface Item {
  difficulty: number;
  guess: number;
}

const logistic = (x: number) => 1 / (1 + Math.exp(-x));
export const logit = (p: number) => Math.log(p / (1 - p));

/** n choose k. */
function choose(n: number, k: number): number {
  let c = 1;
  for (let i = 1; i <= k; i++) c = (c * (n - k + i)) / i;
  return c;
}
function factorial(n: number): number {
  let f = 1;
  for (let i = 2; i <= n; i++) f *= i;
  return f;
}

/** The chance of a right answer by guessing, from the item's shape. */
export function guessChance(data: QuestionData): number {
  if (data.type === 'matching') return 1 / factorial(Math.max(1, data.pairs.length));
  if (data.type === 'multiple_choice') {
    const right = data.choices.filter((c) => c.isCorrect).length;
    return 1 / choose(data.choices.length, Math.max(1, right));
  }
  return 0;
}

/** The chance of a right try after the hint (one wrong arrangement ruled out by the first try). */
export const guidedGuess = (guess: number) => (guess <= 0 ? 0 : Math.min(1, 1 / Math.max(1, 1 / guess - 1)));

/** The skill belief after `days` away: its sd grows back toward the prior's (forgetting). */
export function decayed(skill: Skill, days: number): Skill {
  if (!(days > 0)) return skill;
  const variance = Math.min(MODEL.prior.sd ** 2, skill.sd ** 2 + MODEL.driftPerDay * days);
  return { mean: skill.mean, sd: Math.max(skill.sd, Math.sqrt(variance)) };
}

const GRID = 81;
/** Grid points and normal weights of a belief. */
function grid(skill: Skill): { theta: number[]; w: number[] } {
  const theta: number[] = [];
  const w: number[] = [];
  for (let i = 0; i < GRID; i++) {
    const z = -5 + (10 * i) / (GRID - 1);
    theta.push(skill.mean + z * skill.sd);
    w.push(Math.exp(-0.5 * z * z));
  }
  return { theta, w };
}

/** P(right) of a child with skill exactly `theta` on an item. */
const pAt = (theta: number, item: Item) =>
  item.guess + (1 - item.guess - MODEL.slip * (1 - item.guess)) * logistic(MODEL.slope * (theta - item.difficulty));

/** The predicted chance of a right first try, over the belief. */
export function predict(skill: Skill, item: Item): number {
  const { theta, w } = grid(skill);
  let num = 0;
  let den = 0;
  for (let i = 0; i < GRID; i++) {
    num += w[i] * pAt(theta[i], item);
    den += w[i];
  }
  return num / den;
}

/** The belief after one answer of `weight` (0-1). */
export function update(before: Skill, item: Item, right: boolean, weight: number): Skill {
  if (weight <= 0) return before;
  const skill = { mean: before.mean, sd: Math.min(MODEL.prior.sd, Math.sqrt(before.sd ** 2 + MODEL.learnDrift * weight)) };
  const { theta, w } = grid(skill);
  let sum = 0;
  let m1 = 0;
  let m2 = 0;
  for (let i = 0; i < GRID; i++) {
    const p = pAt(theta[i], item);
    const post = w[i] * Math.pow(right ? p : 1 - p, weight);
    sum += post;
    m1 += post * theta[i];
    m2 += post * theta[i] ** 2;
  }
  if (!(sum > 0)) return before;
  const mean = m1 / sum;
  const sd = Math.max(MODEL.sdFloor, Math.sqrt(Math.max(0, m2 / sum - mean * mean)));
  return { mean, sd };
}

/**
 * An item's difficulty after an answer: Elo-style, toward what the answer showed, in steps that shrink with
 * the item's answers and with the child's uncertainty (a child the model barely knows teaches little about
 * the item: Pelánek's uncertainty function).
 */
export function itemAfter(difficulty: number, answers: number, predicted: number, right: boolean, weight: number, skillSd: number): number {
  const known = Math.max(0, 1 - skillSd / MODEL.prior.sd);
  const step = (MODEL.itemStep * weight * known) / (1 + answers / MODEL.itemHalfAnswers);
  return Math.max(-4, Math.min(4, difficulty + step * (predicted - (right ? 1 : 0))));
}

/** The estimate shown: the chance of a right answer to a medium item without guessing, 0-100. */
export const estimateOf = (skill: Skill) => Math.round(100 * logistic(MODEL.slope * (skill.mean - MODEL.levelDifficulty.medium)));

/** The estimate's range at the confidence used for mastery (low, high), 0-100. */
export const rangeOf = (skill: Skill): [number, number] => [
  Math.round(100 * logistic(MODEL.slope * (skill.mean - MODEL.z * skill.sd - MODEL.levelDifficulty.medium))),
  Math.round(100 * logistic(MODEL.slope * (skill.mean + MODEL.z * skill.sd - MODEL.levelDifficulty.medium))),
];

/** Mastered: even the low end of the estimate's range passes the required score. */
export const isMastered = (skill: Skill, requiredScore: number) => rangeOf(skill)[0] >= requiredScore;

/**
 * Below, as surely as mastered is above: even the high end of the range misses the required score. A child
 * who misses everything is below long before the sd falls under `enoughSd` (misses near a guess's chance say
 * little about how far below), so "needs attention" must not wait for `isConfident`.
 */
export const isBelow = (skill: Skill, requiredScore: number) => rangeOf(skill)[1] < requiredScore;

/**
 * When the concept is due for review: the day the low end of the estimate, with the sd growing back by
 * `driftPerDay` (forgetting), would fall under the required score; now when it is not mastered; 1 to 60 days.
 */
export function reviewDue(skill: Skill, requiredScore: number, now: Date): Date {
  const threshold = logit(Math.min(0.99, Math.max(0.01, requiredScore / 100))) / MODEL.slope + MODEL.levelDifficulty.medium;
  if (skill.mean - MODEL.z * skill.sd < threshold) return now;
  const margin = (skill.mean - threshold) / MODEL.z;
  const days = Math.max(1, Math.min(60, (margin * margin - skill.sd * skill.sd) / MODEL.driftPerDay));
  return new Date(now.getTime() + days * 86_400_000);
}

/** Whether the belief rests on enough answers to be shown as a number. */
export const isConfident = (skill: Skill) => skill.sd <= MODEL.enoughSd;

/** An answer's evidence weight: its attempt, shrunk when it came much faster than the item's typical look time. */
export function weightOf(kind: 'first' | 'guided' | 'tracing', lookMs: number | undefined, typicalMs: number | null): number {
  const base = MODEL.weights[kind];
  if (lookMs === undefined || kind === 'tracing') return base;
  const limit = typicalMs ? Math.max(400, MODEL.rapidShare * typicalMs) : MODEL.rapidMs;
  return lookMs < limit ? base * MODEL.weights.rapid : base;
}

/** Days between two moments (0 when either is unknown). */
export const daysBetween = (from: Date | null | undefined, to: Date) =>
  from ? Math.max(0, (to.getTime() - from.getTime()) / 86_400_000) : 0;

export interface LearnerView {
  /** The engine's predicted chance that the child answers the question right on the first try. */
  pRight: number;
  /** Whether the product calls the concept mastered. */
  mastered: boolean;
}

/** The engine's view of child `studentId` on `conceptId` (and of question `questionId` when given), as stored. */
export async function learnerView(ctx: AppContext, studentId: number, conceptId: number, questionId: number | null): Promise<LearnerView> {
  const [row] = await ctx.db
    .select({
      mean: conceptMastery.skillMean,
      sd: conceptMastery.skillSd,
      lastPracticedAt: conceptMastery.lastPracticedAt,
      masteredAt: conceptMastery.masteredAt,
      required: concepts.requiredScore,
    })
    .from(concepts)
    .leftJoin(conceptMastery, and(eq(conceptMastery.conceptId, concepts.id), eq(conceptMastery.studentId, studentId)))
    .where(eq(concepts.id, conceptId));
  const skill = decayed(
    { mean: row?.mean ?? MODEL.prior.mean, sd: row?.sd ?? MODEL.prior.sd },
    daysBetween(row?.lastPracticedAt, ctx.clock.now()),
  );
  let pRight = 0;
  if (questionId !== null) {
    const [item] = await ctx.db
      .execute<{ difficulty: number; guess: number }>(
        sql`select coalesce(i.difficulty, ${LEVEL_SQL('q')}) as difficulty, ${GUESS_SQL('q')} as guess
          from questions q left join ${itemStats} i on i.question_id = q.id where q.id = ${questionId}`,
      )
      .then((r) => r.rows);
    if (item) pRight = predict(skill, { difficulty: Number(item.difficulty), guess: Number(item.guess) });
  }
  return { pRight, mastered: !!row?.masteredAt };
}

/** SQL: the author's label of question alias `q` as a difficulty. */
export const LEVEL_SQL = (q: string) =>
  sql.raw(
    `(case ${q}.difficulty_level when 'easy' then ${MODEL.levelDifficulty.easy} when 'hard' then ${MODEL.levelDifficulty.hard} else ${MODEL.levelDifficulty.medium} end)::float8`,
  );

/** SQL text: the guess chance of question alias `q` from its shape (as guessChance). */
export const GUESS_TEXT = (q: string) => `(case
  when jsonb_typeof(${q}.extra_data->'pairs') = 'array' then 1.0 / factorial(greatest(1, jsonb_array_length(${q}.extra_data->'pairs')))
  when jsonb_typeof(${q}.extra_data->'choices') = 'array' then (select factorial(k) * factorial(n - k) / factorial(n)
    from (select jsonb_array_length(${q}.extra_data->'choices') as n,
      greatest(1, (select count(*) from jsonb_array_elements(${q}.extra_data->'choices') c where c->>'isCorrect' = 'true'))::int as k) x)
  else 0 end)::float8`;
export const GUESS_SQL = (q: string) => sql.raw(GUESS_TEXT(q));
