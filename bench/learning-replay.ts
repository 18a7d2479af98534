/**
 * A fast pure replay of the learning simulator (issue 14), for trying learner models in seconds before the
 * real bench (`npm run bench:learning`, minutes):
 *
 *   node --import tsx bench/learning-replay.ts
 *   REPLAY='[{"learn":0.2,"temper":1},{"barShare":0.25}]' node --import tsx bench/learning-replay.ts
 *
 * The children are learning.bench.ts's (same profiles, parameters and random streams), and the model is
 * play.model.ts's own functions (REPLAY overrides its constants, one line per set). The session is
 * simplified: the activity's 12 questions, the choice by the model (`pickByModel`'s band, the most
 * informative question below it, from P(known) 0.5 the confirmation phase, the easy reserve and the step
 * down after two misses), at most 10 questions, the early end when the model calls the concept mastered
 * (play.rules.ts endReason), the second chances (a missed question comes back once, two questions later,
 * weighing as a hinted try; not while the child likely knows and unseen questions remain) and the
 * end on two misses with nothing easier left; no review questions (a few in a hundred on the bench). The
 * fixed order is compared at equal post-test as in the bench (the laxest of 1-4 sessions in a row at the
 * required score within a point of the engine's post-test). It also prints the Brier of an oracle
 * (`brier_floor`) and of exact BKT filtering (`brier_bayes`) as the bench does; REPLAY_PROFILES=1 adds
 * them and the questions per kind of child. With REPLAY_DRAWS, `brier_over_floor` is the served Brier minus the
 * oracle's on the same first tries: calibration without what the choice of items costs.
 *
 * The bench's 80 learners are one draw, and the figure moves by several points from one draw to another:
 * REPLAY_SEED=1000 (2000, …) replays another draw of children of the same profiles. Rank a change by its
 * mean over several draws (session 9 used 8), not by one. Before session 9 the replay had no second chances
 * and read some sets 4 points better than the bench then measured.
 */
import * as model from '../server/src/features/play/play.model';
import { mulberry32 } from '../server/src/features/play/play.random';
import { endReason, fourOfFive, PLAY_RULES, sessionScore } from '../server/src/features/play/play.rules';
import { CURRICULUM, GUESS, IdealBelief, LEVELS, Learner, PROFILES, type Kind, type Level } from './learning-children';

/** Questions between a missed question and its second chance (play.pick.ts SECOND_CHANCE_GAP). */
const SECOND_CHANCE_GAP = 2;

/** The fixed order's release rules (learning.bench.ts RELEASE_STREAKS): the required score in 1-4 sessions in a row. */
const STREAKS = [1, 2, 3, 4];

/**
 * A prior fitted per concept from the class's first tries (issue 14, session 10; measured, not built in the
 * engine: docs/adaptive-play.md "Session 10"). A set's `classPrior` turns it on: each child's very first try
 * on a concept, weighted as evidence (a tapper's rapid tap 0.15), is summed per concept, and a child who has
 * not answered on the concept yet starts at P(known) = (right − guess) / (n − slip − guess) (moments: a first
 * try is right with P(known)(1 − slip) + (1 − P(known)) guess), shrunk toward the default prior by `shrink`
 * answers' worth and kept within `min`-`max` (the slow guessers are also counted at `max`: at_max_prior).
 *
 *   REPLAY='[{},{"classPrior":{"shrink":10,"min":0.1,"max":0.45}}]' node --import tsx bench/learning-replay.ts
 */
interface ClassPriorFit {
  shrink: number;
  min: number;
  max: number;
}
interface ClassTries {
  n: number;
  right: number;
  guess: number;
  slip: number;
}
let classFit: ClassPriorFit | null = null;
/** A set's `oraclePrior: true` starts each child at its own drawn prior (within 1-99%): the ceiling of any fitted prior. */
let oraclePrior = false;
function classPrior(tries: ClassTries): number {
  const fallback = model.MODEL.prior.mean;
  if (!classFit || !(tries.n > 0)) return fallback;
  const span = tries.n - tries.slip - tries.guess;
  const raw = span > 0 ? Math.max(0, Math.min(1, (tries.right - tries.guess) / span)) : fallback;
  return Math.max(classFit.min, Math.min(classFit.max, (tries.n * raw + classFit.shrink * fallback) / (tries.n + classFit.shrink)));
}

/**
 * Session 11 (h-engine6): the confirmation phase is the engine's (`MODEL.confirm`, play.pick.ts): from P(known)
 * `confirm.from` the question with the most `evidenceIfKnown`, and no second chance while other questions
 * remain. `{"confirm":{"from":1.01}}` turns it off (main before session 11). A set's `variant` tries what was
 * measured beside it: `by` 'info' (the mutual information) or 'lr' (ln((1 − slip)/guess)) instead; `minP`, only
 * among questions predicted at least this likely right; `pick: false`, the band as before (only the second
 * chances change); `second: false`, second chances as before; `secondFrom`, the P(known) from which second
 * chances are skipped, when it differs.
 */
interface Variant {
  by?: 'kl' | 'info' | 'lr';
  minP?: number;
  pick?: boolean;
  second?: boolean;
  secondFrom?: number;
}
let variant: Variant = {};

const itemOf = (kind: Kind, level: Level): model.Item => ({ difficulty: model.MODEL.levelDifficulty[level], guess: GUESS[kind][level] });

/** The index of the question the engine would choose (simplified pickByModel). */
function choose(skill: model.Skill, kind: Kind, unseen: Level[], stepDown: boolean, r: () => number): number {
  const p = unseen.map((l) => model.predict(skill, itemOf(kind, l)));
  const easiest = Math.max(...p);
  if (stepDown) return p.indexOf(easiest);
  const reserve = p.indexOf(easiest);
  const kept = unseen.map((_, i) => i).filter((i) => unseen.length <= 2 || i !== reserve);
  const band = kept.filter((i) => p[i]! >= model.MODEL.band.low && p[i]! <= model.MODEL.band.high);
  const among = (list: number[]) => list[Math.floor(r() * list.length)]!;
  if (variant.pick !== false && model.confirming(skill)) {
    const pool = kept.filter((i) => p[i]! >= (variant.minP ?? 0));
    const value = (i: number) => {
      const item = itemOf(kind, unseen[i]!);
      if (variant.by === 'info') return model.information(skill, item);
      if (variant.by === 'lr') return Math.log((1 - model.slipOf(item.difficulty)) / item.guess);
      return model.evidenceIfKnown(item);
    };
    const best = Math.max(...pool.map(value));
    if (pool.length > 0) return among(pool.filter((i) => value(i) === best));
  }
  if (band.length > 0) {
    const least = Math.min(...band.map((i) => GUESS[kind][unseen[i]!]));
    return among(band.filter((i) => GUESS[kind][unseen[i]!] === least));
  }
  const likely = kept.filter((i) => p[i]! >= model.MODEL.band.floor);
  if (likely.length > 0) {
    const info = (i: number) => model.information(skill, itemOf(kind, unseen[i]!));
    const most = Math.max(...likely.map(info));
    return among(likely.filter((i) => info(i) === most));
  }
  const distance = (i: number) => Math.abs(p[i]! - model.MODEL.band.target);
  const nearest = Math.min(...kept.map(distance));
  return among(kept.filter((i) => distance(i) === nearest));
}

/** One replay's figures (run), for the mean over draws (REPLAY_DRAWS). */
interface Figures {
  fewer: number;
  gap: number;
  brier: number;
  /** The oracle's Brier on the same served first tries (brier_floor): what the choice of items alone costs. */
  floor: number;
  expert: number;
  questions: number;
  /** Questions per child on each fixed-order release (1-4 sessions in a row), and the one matched. */
  fixed: number[];
  matched: number;
  line: string;
}

/**
 * The slow random guessers of play-model.test.ts (60 answers of full weight on 2-, 3- and 4-pair matching) at
 * `prior`, on the generator seeded `seed` (the test's: 7): how many of `count` the model calls mastered.
 */
function slowGuessers(seed: number, count: number, prior: model.Skill): number {
  let g = seed;
  const rnd = () => (g = (g * 16807) % 2147483647) / 2147483647;
  const items = [itemOf('matching', 'easy'), itemOf('matching', 'medium'), itemOf('matching', 'hard')];
  let called = 0;
  for (let child = 0; child < count; child++) {
    let skill: model.Skill = { ...prior };
    let mastered = false;
    for (let n = 0; n < 60; n++) {
      const item = items[n % 3]!;
      skill = model.update(skill, item, rnd() < item.guess, 1);
      mastered ||= model.isMastered(skill, 80);
    }
    if (mastered) called++;
  }
  return called;
}

function run(draw = Number(process.env.REPLAY_SEED ?? 0)): Figures {
  const t = {
    engine: 0,
    fixed: STREAKS.map(() => 0),
    n: 0,
    post: 0,
    fixedPost: STREAKS.map(() => 0),
    tappers: 0,
    tappersN: 0,
    expert: 0,
    expertN: 0,
    brier: 0,
    brierN: 0,
    oracle: 0,
    bayes: 0,
    byProfile: {} as Record<string, { brier: number; oracle: number; bayes: number; n: number }>,
    questionsByProfile: {} as Record<string, { questions: number; n: number }>,
  };
  let seed = 1 + draw;
  const children: { profile: (typeof PROFILES)[number]; s: number }[] = [];
  for (const profile of PROFILES) for (let k = 0; k < profile.count; k++) children.push({ profile, s: seed++ });
  // In the bench's order (learning.bench.ts: interleaved, so a class's first tries come from every kind of child).
  const ordered = children
    .map((c, i) => ({ c, k: mulberry32(i + 99)() }))
    .sort((a, b) => a.k - b.k)
    .map((x) => x.c);
  /** The class's first tries per concept (classPrior), gathered as the children play. */
  const classTries: ClassTries[] = CURRICULUM.map(() => ({ n: 0, right: 0, guess: 0, slip: 0 }));
  for (const { profile, s } of ordered) {
    const tapper = profile.name === 'tapper';
    const weight = tapper ? model.MODEL.weights.rapid : 1;
    const play = (fixed: boolean, streak = 1) => {
      const r = mulberry32(s * 7 + 1);
      const child = new Learner(profile, s);
      const ideal = new IdealBelief(child);
      let questions = 0;
      let first = 0;
      let tapperMastered = false;
      for (const [c, kind] of CURRICULUM.entries()) {
        if (tapper && c > 0) break;
        let skill: model.Skill = {
          mean: oraclePrior ? Math.max(0.01, Math.min(0.99, child.prior[c]!)) : classPrior(classTries[c]!),
          sd: model.MODEL.prior.sd,
        };
        let untried = true;
        let mastered = false;
        let reached = 0;
        for (let session = 0; session < (tapper ? 5 : 6) && !mastered; session++) {
          skill = model.decayed(skill, 1);
          const unseen = [...LEVELS];
          const firsts: boolean[] = [];
          const missed: boolean[] = [];
          /** Second chances (play.pick.ts secondChanceNow): missed questions, with the position they were served at. */
          const pending: { level: Level; at: number }[] = [];
          const due = () => pending.filter((p) => firsts.length - p.at > SECOND_CHANCE_GAP);
          let earned = 0;
          while (firsts.length < 10 && (unseen.length > 0 || (!fixed && due().length > 0))) {
            const stepDown = missed.length >= 2 && missed.slice(-2).every(Boolean);
            const softer = stepDown ? unseen.filter((l) => l !== 'hard') : [];
            const lastMissed = missed.length > 0 && missed[missed.length - 1]!;
            const again =
              fixed ||
              (stepDown && softer.length > 0) ||
              (variant.second !== false && !stepDown && skill.mean >= (variant.secondFrom ?? model.MODEL.confirm.from) && unseen.length > 0)
                ? undefined
                : !lastMissed || unseen.length === 0 || stepDown
                  ? (due().find((p) => !stepDown || p.level !== 'hard') ?? (unseen.length === 0 ? due()[0] : undefined))
                  : undefined;
            let level: Level;
            if (again) {
              pending.splice(pending.indexOf(again), 1);
              level = again.level;
            } else {
              const index = fixed ? 0 : choose(skill, kind, unseen, stepDown, r);
              level = unseen.splice(index, 1)[0]!;
            }
            const served = firsts.length;
            // A second chance weighs as a hinted try (the child saw the answer).
            const evidence = again ? model.MODEL.weights.guided : 1;
            const item = itemOf(kind, level);
            const right = r() < child.pRight(c, kind, level, false);
            if (!fixed) {
              t.brier += (model.predict(skill, item) - (right ? 1 : 0)) ** 2;
              t.brierN++;
              // The oracle: the child's true chance (known or not, the simulator's own guess and slip).
              t.oracle += (child.pRight(c, kind, level, false) - (right ? 1 : 0)) ** 2;
              t.bayes += (ideal.predict(c, kind, level, false) - (right ? 1 : 0)) ** 2;
              const per = (t.byProfile[profile.name] ??= { brier: 0, oracle: 0, bayes: 0, n: 0 });
              per.brier += (model.predict(skill, item) - (right ? 1 : 0)) ** 2;
              per.oracle += (child.pRight(c, kind, level, false) - (right ? 1 : 0)) ** 2;
              per.bayes += (ideal.predict(c, kind, level, false) - (right ? 1 : 0)) ** 2;
              per.n++;
              ideal.observe(c, kind, level, false, right);
              if (untried) {
                const w = weight * evidence;
                const sum = classTries[c]!;
                sum.n += w;
                sum.right += right ? w : 0;
                sum.guess += w * item.guess;
                sum.slip += w * model.slipOf(item.difficulty);
                untried = false;
              }
              skill = model.update(skill, item, right, weight * evidence);
            }
            let points = right ? PLAY_RULES.points.first : 0;
            if (!right) {
              const right2 = r() < child.pRight(c, kind, level, true);
              ideal.observe(c, kind, level, true, right2);
              if (right2) points = PLAY_RULES.points.guided;
              if (!fixed)
                skill = model.update(skill, { ...item, guess: model.guidedGuess(item.guess) }, right2, weight * model.MODEL.weights.guided);
            }
            earned += points;
            firsts.push(right);
            missed.push(points === 0);
            if (points === 0 && !again && !fixed) pending.push({ level, at: served });
            child.practised(c, r);
            ideal.practised(c);
            questions++;
            if (c === 0) first++;
            // The session's early end as play.rules.ts has it (the pool's end and 10 questions are the loop's).
            if (fixed) {
              if (fourOfFive(firsts)) break;
            } else {
              const masteredNow: boolean = !mastered && model.isMastered(skill, 80);
              mastered ||= masteredNow;
              const reason = endReason(firsts, unseen.length + due().length, model.isMastered(skill, 80), masteredNow);
              if (reason) break;
              // Two misses in a row and nothing easier left: the session ends on the miss (play.decide.ts settle).
              const twice = missed.length >= 2 && missed.slice(-2).every(Boolean);
              if (twice && !unseen.some((l) => l !== 'hard') && !due().some((p) => p.level !== 'hard')) break;
            }
          }
          if (fixed) {
            reached = sessionScore(earned, firsts.length * PLAY_RULES.pointsPerQuestion) >= 80 ? reached + 1 : 0;
            if (reached >= streak) break;
          }
        }
        if (tapper && mastered) tapperMastered = true;
      }
      return { questions, first, post: child.postTest(), tapperMastered };
    };
    const engine = play(false);
    if (tapper) {
      t.tappersN++;
      if (engine.tapperMastered) t.tappers++;
      continue;
    }
    if (profile.name === 'expert') {
      t.expert += engine.first;
      t.expertN++;
      continue;
    }
    t.engine += engine.questions;
    (t.questionsByProfile[profile.name] ??= { questions: 0, n: 0 }).questions += engine.questions;
    t.questionsByProfile[profile.name]!.n++;
    t.post += engine.post;
    t.n++;
    STREAKS.forEach((streak, k) => {
      const fixed = play(true, streak);
      t.fixed[k] += fixed.questions;
      t.fixedPost[k] += fixed.post;
    });
  }
  // The slow random guessers of play-model.test.ts: the test's 500 at the default prior, 500 more at the highest
  // prior a class can fit (classPrior), and 5000 over ten seeds (7, 1007, …, 9007) at the default prior.
  const slow = slowGuessers(7, 500, { ...model.MODEL.prior });
  const slowHigh = slowGuessers(7, 500, { ...model.MODEL.prior, mean: classFit?.max ?? model.MODEL.prior.mean });
  let slowMany = 0;
  for (let k = 0; k < 10; k++) slowMany += slowGuessers(7 + 1000 * k, 500, { ...model.MODEL.prior });
  // The fixed order at equal post-test, as the bench: the laxest release within a point of the engine's post-test.
  const found = STREAKS.findIndex((_, i) => (100 * t.fixedPost[i]!) / t.n >= (100 * t.post) / t.n - 1);
  const matched = found === -1 ? STREAKS.length - 1 : found;
  const fewer = 100 * (1 - t.engine / t.fixed[matched]!);
  const gap = (100 * (t.post - t.fixedPost[matched]!)) / t.n;
  const line =
    `replay: fewer_questions=${fewer.toFixed(1)} post_test_gap=${((100 * (t.post - t.fixedPost[matched]!)) / t.n).toFixed(1)}` +
    ` brier=${(t.brier / t.brierN).toFixed(3)} brier_floor=${(t.oracle / t.brierN).toFixed(3)} brier_bayes=${(t.bayes / t.brierN).toFixed(3)} guesser_mastered=${((100 * t.tappers) / t.tappersN).toFixed(1)}` +
    ` expert_questions=${(t.expert / t.expertN).toFixed(1)} slow_guessers_mastered=${slow}/500 at_max_prior=${slowHigh}/500 of_5000=${slowMany}` +
    ` class_prior=${classTries.map((c) => classPrior(c).toFixed(2)).join('/')}` +
    (process.env.REPLAY_PROFILES
      ? ` [${Object.entries(t.byProfile)
          .map(([name, b]) => `${name} n=${b.n} ${(b.brier / b.n).toFixed(3)}/${(b.oracle / b.n).toFixed(3)}/${(b.bayes / b.n).toFixed(3)}`)
          .join(', ')}; questions per child ${Object.entries(t.questionsByProfile)
          .map(([name, q]) => `${name} ${(q.questions / q.n).toFixed(1)}`)
          .join(', ')}]`
      : '') +
    ` (matched: ${STREAKS[matched]} in a row; engine ${(t.engine / t.n).toFixed(1)} questions, fixed ${t.fixed.map((f) => (f / t.n).toFixed(1)).join('/')})`;
  return {
    fewer,
    gap,
    brier: t.brier / t.brierN,
    floor: t.oracle / t.brierN,
    expert: t.expert / t.expertN,
    questions: t.engine / t.n,
    fixed: t.fixed.map((f) => f / t.n),
    matched,
    line,
  };
}

const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
/** The standard error of the mean. */
const se = (xs: number[]) => Math.sqrt(xs.reduce((a, x) => a + (x - mean(xs)) ** 2, 0) / (xs.length - 1) / xs.length);

const sets = JSON.parse(process.env.REPLAY ?? '[{}]') as Record<string, unknown>[];
const constants = model.MODEL as unknown as Record<string, unknown>;
const original = { ...constants };
/**
 * REPLAY_DRAWS=16: each set over draws 0, 1000, … (REPLAY_SEED's), printed as its mean and, from the second set
 * on, its change against the first set on the same draws ± the standard error of that change (session 10's way).
 */
const draws = Number(process.env.REPLAY_DRAWS ?? 0);
let reference: Figures[] | null = null;
for (const set of sets) {
  const {
    classPrior: fit,
    oraclePrior: oracle,
    variant: variantOfSet,
    ...constantsOfSet
  } = set as { classPrior?: ClassPriorFit; oraclePrior?: boolean; variant?: Variant };
  classFit = fit ?? null;
  variant = variantOfSet ?? {};
  oraclePrior = oracle === true;
  Object.assign(constants, original, constantsOfSet);
  // REPLAY_GUARD=1: skip a set whose slow guessers pass 1% (5 of the test's 500, 50 of the 5000).
  if (process.env.REPLAY_GUARD) {
    let many = 0;
    for (let k = 0; k < 10; k++) many += slowGuessers(7 + 1000 * k, 500, { ...model.MODEL.prior });
    const test = slowGuessers(7, 500, { ...model.MODEL.prior });
    if (test > 5 || many > 50) {
      console.log(JSON.stringify(set), `guard: ${test}/500 ${many}/5000, skipped`);
      continue;
    }
  }
  if (!(draws > 1)) {
    console.log(JSON.stringify(set), run().line);
    continue;
  }
  const figures = Array.from({ length: draws }, (_, d) => run(1000 * d));
  const pick = (f: (x: Figures) => number) => figures.map(f);
  const change = (f: (x: Figures, draw: number) => number, digits = 2) => {
    if (!reference) return '';
    const diffs = figures.map((x, i) => f(x, i) - f(reference![i]!, i));
    const m = mean(diffs);
    return ` (${m >= 0 ? '+' : ''}${m.toFixed(digits)} ± ${se(diffs).toFixed(digits)})`;
  };
  console.log(
    JSON.stringify(set),
    `draws=${draws} fewer_questions=${mean(pick((x) => x.fewer)).toFixed(1)}${change((x) => x.fewer)}` +
      ` questions=${mean(pick((x) => x.questions)).toFixed(2)}${change((x) => x.questions)}` +
      // fewer_questions against the fixed order the first set matched on the same draw (the match moves with the
      // post-test, and a one-point move of it can change the figure by 20 points on one draw)
      (reference
        ? ` fewer_at_first_match=${mean(figures.map((x, i) => 100 * (1 - x.questions / x.fixed[reference![i]!.matched]!))).toFixed(1)}${change((x, i) => 100 * (1 - x.questions / x.fixed[reference![i]!.matched]!))}`
        : '') +
      ` post_test_gap=${mean(pick((x) => x.gap)).toFixed(1)} brier=${mean(pick((x) => x.brier)).toFixed(4)}${change((x) => x.brier, 4)}` +
      ` brier_over_floor=${mean(pick((x) => x.brier - x.floor)).toFixed(4)}${change((x) => x.brier - x.floor, 4)}` +
      ` expert=${mean(pick((x) => x.expert)).toFixed(1)} | draw 0: ${figures[0]!.line}`,
  );
  reference ??= figures;
}
