/**
 * The learner model (issue 14; docs/adaptive-play.md 'The learner model'), as pure functions: Bayesian
 * knowledge tracing (BKT, Corbett & Anderson 1995) per child and concept, model version 3 (version 2 and a slow
 * learner: a second class of children who answer at the guess rate and learn slowly).
 *
 * A child either knows a concept or not; the model keeps P(known) and how much evidence it rests on. A child
 * who knows answers right unless they slip, one who does not only by guessing. The guess is taken from the
 * item's shape (1 in C(choices, correct) for multiple choice, 1 in pairs! for matching; a tracing child can
 * follow the dots: `traceGuess`), the slip from the item's learned difficulty (0.1 · 2^difficulty: easy 5%,
 * medium 10%, hard 20%). Each answer updates P(known) by Bayes' rule, the likelihood raised to the answer's
 * weight (hinted tries and answers much faster than the item's typical time weigh less), then the child may
 * learn from the practice (P(learn) × weight). Days away lower P(known) (forgetting, a half-life).
 *
 * Stored in `concept_mastery.skill_mean` (P(known), 0-1), `skill_sd` (the uncertainty: 1/√(1 + the weighted
 * answers), 1 before any) and `slow_learner` (P(slow learner)), `model_version` 3. The `Skill` fields keep their names so every reader
 * (mastery-read.ts, the performance and practice-pack services) reads the row the same way.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Difficulty } from '@aralin/contract';
import type { QuestionData } from '@aralin/contract';
import type { AppContext } from '../../context';
import { conceptMastery, concepts, itemStats } from '../../db/schema';

/** The version of the model a concept_mastery row was computed with (rows of older versions are recomputed at start). */
export const MODEL_VERSION = 3;

export const MODEL = {
  /**
   * Before any answer: P(known), the uncertainty (1: no evidence) and P(slow learner) (`slowLearner`, model
   * version 3): the chance that this child answers this concept at the item's guess rate and learns it from
   * practice only at `learnSlow` (docs/adaptive-play.md "Session 10 (h-engine5)").
   */
  prior: { mean: 0.3, sd: 1, slowLearner: 0.1 },
  /**
   * P(learn): the chance a child who does not know the concept (and is not a slow learner) learns it from one
   * answered try (× its weight). With the slow learner, `learnSlow` and the bar it is chosen so that at most 1%
   * of slow random guessers are called mastered (h-engine5: 5 of the test's 500, 31 of 5000 over ten seeds;
   * docs/adaptive-play.md "Session 10 (h-engine5)").
   */
  learn: 0.15,
  /**
   * P(learn) of a slow learner (the `slowLearner` share): a random guesser's misses move the belief there, where
   * practice feeds P(known) only at this rate; right answers beyond the guess rate win the child back.
   */
  learnSlow: 0.025,
  /**
   * Every answer's likelihood is raised to this power (a tempered likelihood; 1: plain Bayes). Until h-engine5
   * 0.8 slowed every child so that a slow random guesser never passed the bar; the slow learner does that now.
   */
  temper: 1,
  /** The share of the required score's shortfall from 100 that P(known) may miss: 80 → 1 − 20% × 0.01 = 0.998. */
  barShare: 0.01,
  /** The highest bar any required score asks for. */
  barMax: 0.999,
  /** The slip of a child who knows, on an item of difficulty 0; it doubles per point of difficulty. */
  slip: 0.1,
  slipRange: { min: 0.02, max: 0.4 },
  /** The chance of tracing a letter right without knowing it (following the dots): tracing has no guess from its shape. */
  traceGuess: 0.35,
  /** An item's difficulty before any answer, from the author's label. */
  levelDifficulty: { easy: -1, medium: 0, hard: 1 } as Record<Difficulty, number>,
  /**
   * Forgetting: P(known)'s log-odds fall by this much per day away from the concept (never under the prior's),
   * so a concept known on much evidence (log-odds far above the bar) stays mastered longer.
   */
  forgetPerDay: 0.05,
  /** The uncertainty's square grows by this per day away (old evidence counts for less), up to 1. */
  driftPerDay: 0.003,
  /** Evidence weights: a first try, a try after the hint, an answer much faster than the item's typical time. */
  weights: { first: 1, guided: 0.35, rapid: 0.15, tracing: 0.5 },
  /** An answer faster than this share of the item's typical look time (or than `rapidMs` before any) is rapid. */
  rapidShare: 0.3,
  rapidMs: 1500,
  /** The width of the shown range (z = 0.84: 80% one-sided). */
  z: 0.84,
  /**
   * Above this uncertainty the estimate rests on too few answers to be shown as a number ("not enough answers
   * yet") or called mastered: 0.5 is three answers of full weight (1/√(1 + 3)).
   */
  enoughSd: 0.5,
  /** Item difficulty learning: the step of the first answers, shrinking as the item gathers answers. */
  itemStep: 0.4,
  itemHalfAnswers: 20,
  /**
   * The productive band of predicted success for the next question; `floor`: when no question is in the
   * band, the most informative one predicted at least this likely right (else the nearest to `target`).
   */
  band: { low: 0.7, high: 0.85, target: 0.775, floor: 0.5 },
  /**
   * The confirmation phase (docs/adaptive-play.md "Choosing the next question", measured in "Session 11
   * (h-engine6)"): once P(known) reaches `from` (the child more likely knows than not), the next question is
   * the one whose answer is expected to move the belief most for a child who knows (`evidenceIfKnown`: the
   * least guessable, usually the hard ones) rather than one in the band, and a missed question's second
   * chance is not served while other questions remain (the miss of a child who likely knows is a slip, and
   * she has seen the answer).
   */
  confirm: { from: 0.5 },
} as const;

/** A child's belief on a concept: `mean` P(known) (0-1), `sd` the uncertainty 1/√(1 + weighted answers). */
export interface Skill {
  mean: number;
  sd: number;
  /**
   * P(slow learner) (model version 3): the part of 1 − P(known) that belongs to a child who answers at the guess
   * rate and learns from practice only at `learnSlow`; the rest, 1 − mean − slowLearner, at `learn`. Absent: the prior's.
   */
  slowLearner?: number;
}

export interface Item {
  difficulty: number;
  guess: number;
}

const clamp = (x: number, lo: number, hi: number) => Math.max(lo, Math.min(hi, x));
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

/** The slip of a child who knows, on an item of this learned difficulty. */
export const slipOf = (difficulty: number) => clamp(MODEL.slip * Math.pow(2, difficulty), MODEL.slipRange.min, MODEL.slipRange.max);

/** The guess the model uses: the item's, or following the dots for tracing (no guess from its shape). */
const guessOf = (item: Item) => (item.guess > 0 ? Math.min(0.95, item.guess) : MODEL.traceGuess);

const logistic = (x: number) => 1 / (1 + Math.exp(-x));
/** Log-odds of a probability kept off 0 and 1. */
const logOdds = (p: number) => logit(clamp(p, 1e-6, 1 - 1e-6));

/** The belief after `days` away: P(known)'s log-odds fall (forgetting, down to the prior), the uncertainty grows back toward 1. */
export function decayed(skill: Skill, days: number): Skill {
  if (!(days > 0)) return skill;
  const floor = Math.min(skill.mean, MODEL.prior.mean);
  return {
    ...skill,
    mean: Math.max(floor, logistic(logOdds(skill.mean) - MODEL.forgetPerDay * days)),
    sd: Math.max(skill.sd, Math.sqrt(Math.min(1, skill.sd ** 2 + MODEL.driftPerDay * days))),
  };
}

/** The predicted chance of a right first try: known and no slip, or not known and a guess. */
export function predict(skill: Skill, item: Item): number {
  return skill.mean * (1 - slipOf(item.difficulty)) + (1 - skill.mean) * guessOf(item);
}

/** Binary entropy, in nats. */
const entropy = (p: number) => (p <= 0 || p >= 1 ? 0 : -p * Math.log(p) - (1 - p) * Math.log(1 - p));

/**
 * What a first try on `item` is expected to tell about whether the child knows the concept: the mutual
 * information between the answer and the known state (nats). An item that a child who knows rarely slips
 * on and one who does not rarely guesses tells the most; at a low P(known) an easy item tells little.
 */
export function information(skill: Skill, item: Item): number {
  const slip = slipOf(item.difficulty);
  const guess = guessOf(item);
  return entropy(predict(skill, item)) - skill.mean * entropy(1 - slip) - (1 - skill.mean) * entropy(guess);
}

/**
 * What a first try on `item` is expected to add to the log-odds of "knows it" for a child who knows (nats): the
 * Kullback-Leibler divergence of her answers from those of a child who does not, (1 − slip) · ln((1 − slip) /
 * guess) + slip · ln(slip / (1 − guess)). A right answer to an item hard to guess moves P(known) most; its
 * slips are counted against it.
 */
export function evidenceIfKnown(item: Item): number {
  const slip = slipOf(item.difficulty);
  const guess = guessOf(item);
  return (1 - slip) * Math.log((1 - slip) / guess) + slip * Math.log(slip / (1 - guess));
}

/** Whether the belief is in the confirmation phase (`MODEL.confirm`): the child more likely knows the concept than not. */
export const confirming = (skill: Skill) => skill.mean >= MODEL.confirm.from;

/** P(slow learner) of a belief (the prior's when it has none), kept within what P(known) leaves. */
export const slowLearnerOf = (skill: Skill) => clamp(skill.slowLearner ?? MODEL.prior.slowLearner, 0, 1 - skill.mean);

/**
 * The belief after one answer of `weight` (0-1): Bayes' rule on the tempered likelihood over three states (knows
 * it; does not know it yet; a slow learner, who answers like a child who does not know), then the chance to learn:
 * `learn` for a child who does not know yet, `learnSlow` for a slow learner. A random guesser's misses move the
 * belief toward the slow learner (a child who does not know yet would have learned by now), whose share practice
 * feeds P(known) only slowly: only right answers beyond the guess rate win it back.
 */
export function update(before: Skill, item: Item, right: boolean, weight: number): Skill {
  if (weight <= 0) return before;
  const slip = slipOf(item.difficulty);
  const guess = guessOf(item);
  const power = weight * MODEL.temper;
  const slowLearner = slowLearnerOf(before);
  const ifNot = Math.pow(right ? guess : 1 - guess, power);
  const known = before.mean * Math.pow(right ? 1 - slip : slip, power);
  const unknown = Math.max(0, 1 - before.mean - slowLearner) * ifNot;
  const slow = slowLearner * ifNot;
  const total = known + unknown + slow;
  if (!(total > 0)) return { ...before, sd: 1 / Math.sqrt(1 / before.sd ** 2 + weight) };
  const learnt = (unknown / total) * MODEL.learn * weight;
  const slowLearnt = (slow / total) * MODEL.learnSlow * weight;
  return {
    mean: clamp(known / total + learnt + slowLearnt, 0, 1),
    sd: 1 / Math.sqrt(1 / before.sd ** 2 + weight),
    slowLearner: slow / total - slowLearnt,
  };
}

/**
 * An item's difficulty after an answer: Elo-style, toward what the answer showed, in steps that shrink with
 * the item's answers. The difficulty sets the slip of children who know, so the step is weighed by the
 * child's P(known): a child who does not know teaches little about the item (their answers are guesses).
 */
export function itemAfter(difficulty: number, answers: number, predicted: number, right: boolean, weight: number, skill: Skill): number {
  const step = (MODEL.itemStep * weight * skill.mean) / (1 + answers / MODEL.itemHalfAnswers);
  return clamp(difficulty + step * (predicted - (right ? 1 : 0)), -4, 4);
}

/** The P(known) a concept's required score asks for: 1 − `barShare` of its shortfall from 100 (80 → 0.994). */
export const masteryBar = (requiredScore: number) => clamp(1 - (1 - requiredScore / 100) * MODEL.barShare, 0.5, MODEL.barMax);

/** The estimate shown: P(known), 0-100. */
export const estimateOf = (skill: Skill) => Math.round(100 * skill.mean);

/**
 * The estimate's range (low, high), 0-100: P(known) ± z · √(P(1 − P)) · uncertainty, the spread of a Beta
 * belief of that mean resting on the weighted answers; it narrows with evidence.
 */
export const rangeOf = (skill: Skill): [number, number] => {
  const half = MODEL.z * Math.sqrt(skill.mean * (1 - skill.mean)) * skill.sd;
  return [Math.round(100 * clamp(skill.mean - half, 0, 1)), Math.round(100 * clamp(skill.mean + half, 0, 1))];
};

/** Whether the belief rests on enough answers to be shown as a number or called mastered. */
export const isConfident = (skill: Skill) => skill.sd <= MODEL.enoughSd + 1e-9;

/** Mastered: P(known) reaches the required score's bar (masteryBar: 0.994 for 80), on enough answers. */
export const isMastered = (skill: Skill, requiredScore: number) => isConfident(skill) && skill.mean >= masteryBar(requiredScore);

/**
 * Below: even the high end of the range misses the required score. A child who misses everything is below
 * before the evidence is `isConfident`, so "needs attention" must not wait for it.
 */
export const isBelow = (skill: Skill, requiredScore: number) => rangeOf(skill)[1] < requiredScore;

/**
 * When the concept is due for review: the day P(known), forgetting (`forgetPerDay`), would drop under the
 * mastery bar; now when it is not mastered; 1 to 60 days.
 */
export function reviewDue(skill: Skill, requiredScore: number, now: Date): Date {
  if (!isMastered(skill, requiredScore)) return now;
  const days = clamp((logOdds(skill.mean) - logOdds(masteryBar(requiredScore))) / MODEL.forgetPerDay, 1, 60);
  return new Date(now.getTime() + days * 86_400_000);
}

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
        sql`select coalesce(i.difficulty, ${LEVEL_SQL('q')}) as difficulty, q.guess
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
