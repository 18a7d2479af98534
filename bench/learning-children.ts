/**
 * The simulated children of the learning simulator (issue 14; docs/adaptive-play.md "The learning
 * simulator"), shared by the real bench (learning.bench.ts) and its pure replay (learning-replay.ts): the
 * curriculum's shape, the guess and slip of its items, the kinds of children, and one child's true state.
 */
import { mulberry32 } from '../server/src/features/play/play.random';

export type Level = 'easy' | 'medium' | 'hard';
export type Kind = 'multiple_choice' | 'matching';

/** The curriculum: four activities of one concept each, 12 questions authored easy to hard (as teachers do). */
export const LEVELS: Level[] = ['easy', 'easy', 'easy', 'easy', 'medium', 'medium', 'medium', 'medium', 'hard', 'hard', 'hard', 'hard'];
export const CURRICULUM: Kind[] = ['multiple_choice', 'matching', 'multiple_choice', 'matching'];
/** Chance of a right answer by guessing, by the fixture question's shape (fixtures.ts): 1/C(choices, correct), 1/pairs!. */
export const GUESS: Record<Kind, Record<Level, number>> = {
  multiple_choice: { easy: 1 / 3, medium: 1 / 10, hard: 1 / 20 },
  matching: { easy: 1 / 2, medium: 1 / 6, hard: 1 / 24 },
};
/** A child who knows the concept still slips, more on harder items. */
export const SLIP: Record<Level, number> = { easy: 0.05, medium: 0.1, hard: 0.2 };

export interface Profile {
  name: 'bkt' | 'struggler' | 'expert' | 'tapper';
  count: number;
  /** Per concept: P(known) before any practice, P(learn) per finished question. */
  prior: (rng: () => number) => number;
  learn: (rng: () => number) => number;
  /** Seconds a child looks at a question before answering. */
  lookSeconds: (rng: () => number) => number;
}

export const PROFILES: Profile[] = [
  { name: 'bkt', count: 60, prior: (r) => 0.1 + 0.4 * r(), learn: (r) => 0.15 + 0.2 * r(), lookSeconds: (r) => 4 + 8 * r() },
  { name: 'struggler', count: 20, prior: () => 0.05, learn: (r) => 0.04 + 0.04 * r(), lookSeconds: (r) => 8 + 12 * r() },
  { name: 'expert', count: 20, prior: () => 1, learn: () => 1, lookSeconds: (r) => 2 + 3 * r() },
  { name: 'tapper', count: 100, prior: () => 0, learn: () => 0, lookSeconds: (r) => 0.4 + 0.8 * r() },
];

/** One simulated child's true state: per concept (activity index) known or not, with its learning rate. */
export class Learner {
  known: boolean[];
  learn: number[];
  /** Per concept: the P(known) before practice this child was drawn with (`known` is a draw from it). */
  prior: number[];
  constructor(
    readonly profile: Profile,
    readonly seed: number,
  ) {
    const r = mulberry32(seed);
    this.learn = CURRICULUM.map(() => profile.learn(r));
    this.prior = [];
    this.known = CURRICULUM.map(() => {
      const draw = r(); // drawn before the prior, as `r() < profile.prior(r)` did: the same random stream
      const prior = profile.prior(r);
      this.prior.push(prior);
      return draw < prior;
    });
  }
  /** P(right) on an item of `kind` and `level` of concept `c`, at the given attempt ('guided': one option ruled out by the first try). */
  pRight(c: number, kind: Kind, level: Level, guided: boolean): number {
    const g = GUESS[kind][level];
    const guess = guided ? Math.min(1, 1 / (1 / g - 1)) : g;
    if (this.profile.name === 'tapper') return guess;
    return this.known[c] ? 1 - SLIP[level] : guess;
  }
  practised(c: number, r: () => number) {
    if (!this.known[c] && r() < this.learn[c]!) this.known[c] = true;
  }
  /** Post-test accuracy: a fresh medium item of every concept. */
  postTest(): number {
    return (
      CURRICULUM.reduce((s, kind, c) => s + (this.known[c] && this.profile.name !== 'tapper' ? 1 - SLIP.medium : GUESS[kind].medium), 0) /
      CURRICULUM.length
    );
  }
}

/**
 * The best a learner model could do on these children without seeing their true state (learning.bench.ts
 * `brier_bayes`): exact BKT filtering with the child's own drawn prior and P(learn) and the simulator's own
 * guess and slip, updated with every try the child makes and every finished question's chance to learn.
 */
export class IdealBelief {
  readonly known: number[];
  constructor(readonly child: Learner) {
    this.known = [...child.prior];
  }
  private chances(c: number, kind: Kind, level: Level, guided: boolean): { ifKnown: number; ifNot: number } {
    const g = GUESS[kind][level];
    const guess = guided ? Math.min(1, 1 / (1 / g - 1)) : g;
    if (this.child.profile.name === 'tapper') return { ifKnown: guess, ifNot: guess };
    return { ifKnown: 1 - SLIP[level], ifNot: guess };
  }
  /** The predicted P(right) of the next try. */
  predict(c: number, kind: Kind, level: Level, guided: boolean): number {
    const { ifKnown, ifNot } = this.chances(c, kind, level, guided);
    return this.known[c]! * ifKnown + (1 - this.known[c]!) * ifNot;
  }
  /** Bayes' rule on a try's outcome. */
  observe(c: number, kind: Kind, level: Level, guided: boolean, right: boolean) {
    const { ifKnown, ifNot } = this.chances(c, kind, level, guided);
    const k = this.known[c]! * (right ? ifKnown : 1 - ifKnown);
    const n = (1 - this.known[c]!) * (right ? ifNot : 1 - ifNot);
    if (k + n > 0) this.known[c] = k / (k + n);
  }
  /** The finished question's chance to learn (Learner.practised). */
  practised(c: number) {
    this.known[c] = this.known[c]! + (1 - this.known[c]!) * this.child.learn[c]!;
  }
}
