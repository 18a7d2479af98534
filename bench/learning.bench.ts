/**
 * Learning simulator (issue 14): does the engine teach faster than a fixed order, and are its claims true?
 *
 *   npm run bench:learning        (from the repository root; 800 children, a few minutes)
 *   LEARNING_SCALE=1 npm run bench:learning    (the quick draw, 80 learners; LEARNING_SCALE=8 doubles the default)
 *   LEARNING_SEED=1000 npm run bench:learning  (another draw of children of the same profiles)
 *
 * It drives the real engine, the service layer that serves children (nextQuestion / submitAnswer of
 * server/src/features/play), on the embedded PostgreSQL of a temporary DATA_DIR, with simulated children
 * whose true knowledge is known (docs/adaptive-play.md 'The learning simulator' gives the parameters and
 * why). The fixed-order baseline plays the same children (same random streams) through the activity's
 * questions in authoring order under the same session rules (play.rules.ts: 10 questions, the early end,
 * the score), and releases a child when a session's score reaches the activity's required score.
 *
 * Closing line:
 *   learning: fewer_questions=<percent> post_test_gap=<points> brier=<x> guesser_mastered=<percent> expert_questions=<n>
 *
 * `brier` is the issue's "calibration of the engine's predicted P(correct) on held-out answers": after each
 * session, the stored model's prediction for a fixed item it did not choose, against an answer it never
 * sees (`probe`). The Brier over the engine's own served first tries is printed above it (`brier_served`):
 * the engine keeps those in the 70-85% band the issue asks for, where even an oracle scores about 0.15.
 *
 * The default population is four times the profiles' counts (800 children, 320 of them BKT learners and
 * strugglers): fewer_questions on one draw of 80 learners moved by several points from one draw to another
 * (docs/adaptive-play.md, the learning simulator).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { NextQuestionResponse, ServedQuestion, SubmitAnswerResponse } from '@aralin/contract';
import { loadConfig } from '../server/src/config';
import { openRuntime } from '../server/src/server';
import * as account from '../server/src/features/account/account.service';
import { findUserByEmail } from '../server/src/db/users.queries';
import { nextQuestion } from '../server/src/features/play/play.session';
import { submitAnswer } from '../server/src/features/play/play.submit';
import { flushItemStats } from '../server/src/features/play/play.item-stats';
import { mulberry32, setSessionSeedSource } from '../server/src/features/play/play.random';
import { endReason, fourOfFive, PLAY_RULES, sessionScore } from '../server/src/features/play/play.rules';
import { learnerView } from '../server/src/features/play/play.model';
import type { StudentActor } from '../server/src/plugins/auth';
import { CURRICULUM, IdealBelief, LEVELS, Learner, PROFILES, type Level } from './learning-children';
import {
  actorOf,
  createActivityWith,
  createSection,
  createStudent,
  createSubject,
  createTeacher,
  type Staff,
} from '../server/test/fixtures';
import { issueTokens } from '../server/src/features/account/sessions.service';

const SCALE = Number(process.env.LEARNING_SCALE ?? 4);
/** The draw: the first child's seed is LEARNING_SEED + 1 (0 by default, the draw of every earlier figure). */
const FIRST_SEED = Number(process.env.LEARNING_SEED ?? 0) + 1;
const CONCURRENCY = Number(process.env.LEARNING_CONCURRENCY ?? 4);
/** Sessions a child plays on one activity at most before moving on anyway. */
const MAX_SESSIONS = 6;
/** Full sessions a random tapper plays on one activity. */
const TAPPER_SESSIONS = 5;

function rightAnswer(q: ServedQuestion): string {
  if (q.type === 'matching') {
    return JSON.stringify(q.extra_data.pairs!.map((p) => ({ prompt: p.value, answer: p.value.replace(/^P/, 'A').replace(/^T/, 'S') })));
  }
  return q.extra_data
    .choices!.filter((c) => /^(Right|Tama)/.test(c.value))
    .map((c) => c.value)
    .join(',');
}
function wrongAnswer(q: ServedQuestion): string {
  if (q.type === 'matching') {
    const prompts = q.extra_data.pairs!.map((p) => p.value);
    const answers = prompts.map((p) => p.replace(/^P/, 'A').replace(/^T/, 'S'));
    return JSON.stringify(prompts.map((prompt, i) => ({ prompt, answer: answers[(i + 1) % answers.length]! })));
  }
  return q.extra_data.choices!.find((c) => /^(Wrong|Mali)/.test(c.value))!.value;
}

interface World {
  ctx: Awaited<ReturnType<typeof openRuntime>>['ctx'];
  activities: { id: number; conceptId: number; questions: { id: number; level: Level }[] }[];
  clock: { t: number };
}

/** Questions per child by profile, engine and fixed order. */
const byProfile: Record<string, { engine: number; baseline: number[]; n: number }> = {};
/**
 * The fixed order's release rules, from the laxest: the required score reached in 1, 2, 3 or 4 sessions in a
 * row. The issue compares questions "at equal post-test accuracy": the closing line's baseline is the laxest
 * (cheapest) of these whose post-test comes within POST_TOLERANCE points of the engine's; every rule's
 * figures are printed above the line. (The post-test is capped near 90% by slips, so the stricter rules all
 * land within noise of each other: picking the strictest would flatter the engine.)
 */
const RELEASE_STREAKS = [1, 2, 3, 4];
const POST_TOLERANCE = 1;

/** Totals of one run. */
const stats = {
  /** The engine's predicted P(right) on its own served first tries (`brier_served`). */
  brier: { sum: 0, n: 0 },
  /**
   * Beside `brier_served`, on the same first tries (issue 14 item 2: is 0.15 reachable on these
   * children?): `oracle` predicts each child's true chance (known or not, the simulator's own guess and
   * slip), the floor no model can pass; `bayes` is exact BKT filtering with the child's own drawn prior and
   * P(learn), the best a model that must infer the state could do.
   */
  oracle: { sum: 0, n: 0 },
  bayes: { sum: 0, n: 0 },
  /** Where the engine's questions go, per kind of child: known already when asked, reviews, second chances. */
  questionsByProfile: {} as Record<
    string,
    { all: number; known: number; reviews: number; again: number; mastered: number; activities: number }
  >,
  /** The three per kind of child (engine, oracle, bayes). */
  brierByProfile: {} as Record<string, { engine: number; oracle: number; bayes: number; n: number; predicted: number; right: number }>,
  /** Held-out probes: after each session, a fixed medium item of the concept, not chosen by the engine and not answered into it. */
  probe: { sum: 0, n: 0, oracle: 0 },
  engine: { questions: 0, post: 0, n: 0 },
  baseline: RELEASE_STREAKS.map(() => ({ questions: 0, post: 0, n: 0 })),
  tappers: { mastered: 0, n: 0 },
  experts: { questions: 0, n: 0 },
};

/**
 * One child through the curriculum on the engine: each activity, session after session, until the product
 * calls its concept mastered (or MAX_SESSIONS). Returns the questions answered; records every first try's
 * predicted P(right) (the engine's view before the answer) against what happened.
 */
async function playEngine(w: World, student: StudentActor, learner: Learner, sessionsPerActivity: number, stopWhenMastered: boolean) {
  const r = mulberry32(learner.seed * 7 + 1);
  const probeRng = mulberry32(learner.seed * 13 + 5);
  const ideal = new IdealBelief(learner);
  let questions = 0;
  let firstActivityQuestions = 0;
  const activityIndex = new Map(w.activities.map((a, i) => [a.id, i]));
  const conceptOfActivity = (id: number) => activityIndex.get(id)!;
  for (const [index, activity] of w.activities.entries()) {
    if (learner.profile.name === 'tapper' && index > 0) break;
    for (let s = 0; s < sessionsPerActivity; s++) {
      w.clock.t += 24 * 3600 * 1000; // a day between sessions
      let fresh = true;
      for (;;) {
        const next: NextQuestionResponse = await nextQuestion(w.ctx, student, activity.id, { language: 'en', fresh_start: fresh });
        fresh = false;
        if (next.session_ended) break;
        const c = conceptOfActivity(next.is_review_question ? next.original_activity_id! : activity.id);
        const kind = CURRICULUM[c]!;
        const level = next.difficulty_level;
        const look = learner.profile.lookSeconds(r);
        w.clock.t += look * 1000;
        const predicted = await learnerView(w.ctx, student.id, w.activities[c]!.conceptId, next.id);
        const right = r() < learner.pRight(c, kind, level, false);
        stats.brier.sum += (predicted.pRight - (right ? 1 : 0)) ** 2;
        stats.brier.n++;
        const y = right ? 1 : 0;
        const oracle = (learner.pRight(c, kind, level, false) - y) ** 2;
        const bayes = (ideal.predict(c, kind, level, false) - y) ** 2;
        stats.oracle.sum += oracle;
        stats.bayes.sum += bayes;
        const kindOfChild = (stats.brierByProfile[learner.profile.name] ??= {
          engine: 0,
          oracle: 0,
          bayes: 0,
          n: 0,
          predicted: 0,
          right: 0,
        });
        kindOfChild.engine += (predicted.pRight - y) ** 2;
        kindOfChild.oracle += oracle;
        kindOfChild.bayes += bayes;
        kindOfChild.n++;
        kindOfChild.predicted += predicted.pRight;
        kindOfChild.right += y;
        ideal.observe(c, kind, level, false, right);
        let res: SubmitAnswerResponse = await submitAnswer(w.ctx, student, activity.id, next.id, {
          answer: right ? rightAnswer(next) : wrongAnswer(next),
          language: 'en',
          attempt_type: 'first',
          look_ms: Math.round(look * 1000),
        });
        // The simulated children answer a question far more often than a class does (the product gathers
        // each answer's step and writes them every 0.5 s, play.item-stats.ts, when a class's answers to one
        // question come seconds apart): each step is written before the next answer, as in a classroom.
        await flushItemStats(w.ctx.db);
        if (!res.question_finished) {
          const look2 = learner.profile.lookSeconds(r);
          w.clock.t += look2 * 1000;
          const right2 = r() < learner.pRight(c, kind, level, true);
          ideal.observe(c, kind, level, true, right2);
          res = await submitAnswer(w.ctx, student, activity.id, next.id, {
            answer: right2 ? rightAnswer(next) : wrongAnswer(next),
            language: 'en',
            attempt_type: 'guided',
            look_ms: Math.round(look2 * 1000),
          });
          await flushItemStats(w.ctx.db);
        }
        if (process.env.LEARNING_TRACE && learner.profile.name !== 'tapper') {
          const m = await w.ctx.db.execute(
            sql`select skill_mean, skill_sd, mastery from concept_mastery where student_id = ${student.id} and concept_id = ${w.activities[c]!.conceptId}`,
          );
          const it = await w.ctx.db.execute(sql`select difficulty, answers from item_stats where question_id = ${next.id}`);
          console.log(
            learner.profile.name,
            s,
            c,
            level,
            learner.known[c],
            right,
            res.correct,
            predicted.pRight.toFixed(2),
            JSON.stringify(m.rows[0]),
            JSON.stringify(it.rows[0]),
          );
        }
        const where = (stats.questionsByProfile[learner.profile.name] ??= {
          all: 0,
          known: 0,
          reviews: 0,
          again: 0,
          mastered: 0,
          activities: 0,
        });
        where.all++;
        if (learner.known[c]) where.known++;
        if (next.is_review_question) where.reviews++;
        if ((next.guidance ?? '').startsWith("Let's try this one again")) where.again++;
        learner.practised(c, r);
        ideal.practised(c);
        questions++;
        if (index === 0) firstActivityQuestions++;
        if (res.session_ended) break;
      }
      await probe(w, student, learner, index, probeRng);
      if (stopWhenMastered && (await learnerView(w.ctx, student.id, activity.conceptId, null)).mastered) {
        stats.questionsByProfile[learner.profile.name]!.mastered++;
        break;
      }
    }
    if (stats.questionsByProfile[learner.profile.name]) stats.questionsByProfile[learner.profile.name]!.activities++;
  }
  return { questions, firstActivityQuestions };
}

/**
 * A held-out probe (issue 14, the closing line's brier): the engine's predicted P(right first try)
 * on the activity's first medium question, read from the stored model, against a simulated answer drawn from
 * the child's true state with its own random stream. Nothing is submitted, so neither the child nor the model
 * changes, and the item is fixed, not the engine's choice (`brier_served` is over the engine's own
 * choices, which it keeps in the 70-85% band: a calibrated 0.775 still scores 0.174 there).
 */
async function probe(w: World, student: StudentActor, learner: Learner, c: number, rng: () => number) {
  const question = w.activities[c]!.questions.find((q) => q.level === 'medium')!;
  const predicted = await learnerView(w.ctx, student.id, w.activities[c]!.conceptId, question.id);
  const truth = learner.pRight(c, CURRICULUM[c]!, 'medium', false);
  const right = rng() < truth;
  stats.probe.sum += (predicted.pRight - (right ? 1 : 0)) ** 2;
  stats.probe.oracle += (truth - (right ? 1 : 0)) ** 2;
  stats.probe.n++;
}

/**
 * The same child on the fixed-order baseline: authoring order, the same session rules, released once
 * `streak` sessions in a row reached the required score.
 */
function playBaseline(w: World, learner: Learner, streak: number) {
  const r = mulberry32(learner.seed * 7 + 1);
  let questions = 0;
  for (const [c, activity] of w.activities.entries()) {
    const kind = CURRICULUM[c]!;
    let reached = 0;
    for (let s = 0; s < MAX_SESSIONS; s++) {
      const firsts: boolean[] = [];
      let earned = 0;
      for (const q of activity.questions) {
        learner.profile.lookSeconds(r);
        const right = r() < learner.pRight(c, kind, q.level, false);
        let points = right ? PLAY_RULES.points.first : 0;
        if (!right) {
          learner.profile.lookSeconds(r);
          if (r() < learner.pRight(c, kind, q.level, true)) points = PLAY_RULES.points.guided;
        }
        earned += points;
        firsts.push(right);
        learner.practised(c, r);
        questions++;
        if (endReason(firsts, activity.questions.length - firsts.length, fourOfFive(firsts))) break;
      }
      reached = sessionScore(earned, firsts.length * PLAY_RULES.pointsPerQuestion) >= 80 ? reached + 1 : 0;
      if (reached >= streak) break;
    }
  }
  return questions;
}

async function seedWorld(ctx: World['ctx'], students: number): Promise<{ activities: World['activities']; students: StudentActor[] }> {
  const email = 'sim.admin@school.test';
  await account.register(ctx, { lang: 'en', ip: '127.0.0.1' }, { username: 'sim.admin', email, password: 'Guro#2024', role: 'admin' });
  const adminUser = (await findUserByEmail(ctx.db, email))!;
  const host = { ctx, outboxDir: path.join(ctx.config.dataDir, 'outbox') };
  const admin: Staff = {
    user: adminUser,
    actor: actorOf(adminUser),
    password: 'Guro#2024',
    token: await issueTokens(ctx, ctx.db, { kind: 'staff', userId: adminUser.id, organizationId: adminUser.organizationId, role: 'admin' }),
  };
  const teacher = await createTeacher(host, admin, 'sim.teacher');
  const section = await createSection(host, teacher);
  const subject = await createSubject(host, teacher, section.id, 'Simulated subject');
  const made: StudentActor[] = [];
  for (let i = 0; i < students; i++) {
    const s = await createStudent(host, teacher, section.id, { name: `Sim ${i}` });
    made.push({ kind: 'student', id: s.id, organizationId: s.organizationId, sectionId: section.id, name: s.name });
  }
  const activities: World['activities'] = [];
  for (const [i, type] of CURRICULUM.entries()) {
    const { card, questions } = await createActivityWith(host, teacher, section.id, subject.id, {
      type,
      levels: LEVELS,
      title: `Simulated ${i + 1}`,
      concept: `Simulated concept ${i + 1}`,
    });
    activities.push({
      id: card.activity.id,
      conceptId: card.activity.conceptId!,
      questions: questions.map((q) => ({ id: q.id, level: q.difficultyLevel as Level })),
    });
  }
  return { activities, students: made };
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aralin-learning-bench-'));
  fs.chmodSync(dataDir, 0o755);
  const config = loadConfig({ DATA_DIR: dataDir, HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'warn', SEED_DEMO: '0' });
  const runtime = await openRuntime(config);
  const clock = { t: Date.parse('2026-06-01T00:00:00Z') };
  runtime.ctx.clock = { now: () => new Date(clock.t) };
  let seeds = 1;
  setSessionSeedSource(() => seeds++);
  const started = performance.now();
  try {
    const learners: Learner[] = [];
    let seed = FIRST_SEED;
    for (const p of PROFILES) for (let i = 0; i < Math.round(p.count * SCALE); i++) learners.push(new Learner(p, seed++));
    // Interleaved, so item difficulties learn from every kind of child as in a real class.
    const order = learners
      .map((l, i) => ({ l, k: mulberry32(i + 99)() }))
      .sort((a, b) => a.k - b.k)
      .map((x) => x.l);
    const world = await seedWorld(runtime.ctx, order.length);
    const w: World = { ctx: runtime.ctx, activities: world.activities, clock };
    console.log(
      `seeded ${order.length} children and ${w.activities.length} activities in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    let nextIndex = 0;
    let played = 0;
    const worker = async () => {
      for (;;) {
        const i = nextIndex++;
        if (i >= order.length) return;
        await playOne(i, order[i]!);
        if (++played % 25 === 0) console.log(`${played}/${order.length} children played`);
      }
    };
    const playOne = async (i: number, learner: Learner) => {
      const student = world.students[i]!;
      const name = learner.profile.name;
      if (name === 'tapper') {
        await playEngine(w, student, learner, TAPPER_SESSIONS, false);
        stats.tappers.n++;
        if ((await learnerView(w.ctx, student.id, w.activities[0]!.conceptId, null)).mastered) stats.tappers.mastered++;
        return;
      }
      const { questions, firstActivityQuestions } = await playEngine(w, student, learner, MAX_SESSIONS, true);
      if (name === 'expert') {
        stats.experts.questions += firstActivityQuestions;
        stats.experts.n++;
        return;
      }
      const per = (byProfile[name] ??= { engine: 0, baseline: RELEASE_STREAKS.map(() => 0), n: 0 });
      per.engine += questions;
      per.n++;
      stats.engine.questions += questions;
      stats.engine.post += learner.postTest();
      stats.engine.n++;
      RELEASE_STREAKS.forEach((streak, k) => {
        // The same child afresh (same seed: same true state and random streams) for each release rule.
        const child = new Learner(learner.profile, learner.seed);
        const baselineQuestions = playBaseline(w, child, streak);
        per.baseline[k]! += baselineQuestions;
        stats.baseline[k]!.questions += baselineQuestions;
        stats.baseline[k]!.post += child.postTest();
        stats.baseline[k]!.n++;
      });
    };
    // A few children at once (a class plays together); each child's calls stay in order.
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    const attempts = await runtime.ctx.db.execute(sql`select count(*)::int as n from attempts`);
    const eq = stats.engine.questions / stats.engine.n;
    const ep = (100 * stats.engine.post) / stats.engine.n;
    const rules = RELEASE_STREAKS.map((streak, k) => ({
      streak,
      k,
      questions: stats.baseline[k]!.questions / stats.baseline[k]!.n,
      post: (100 * stats.baseline[k]!.post) / stats.baseline[k]!.n,
    }));
    // The baseline at equal post-test: the laxest release whose post-test comes within POST_TOLERANCE of the
    // engine's (the strictest when none does).
    const matched = rules.find((b) => b.post >= ep - POST_TOLERANCE) ?? rules[rules.length - 1]!;
    const bq = matched.questions;
    const bp = matched.post;
    for (const [name, p] of Object.entries(byProfile))
      console.log(
        `${name}: ${(p.engine / p.n).toFixed(1)} questions per child on the engine, ${p.baseline
          .map((b, k) => `${(b / p.n).toFixed(1)} (${RELEASE_STREAKS[k]} in a row)`)
          .join(', ')} on the fixed order`,
      );
    console.log(`engine: ${eq.toFixed(1)} questions per child, post-test ${ep.toFixed(1)}%`);
    for (const b of rules)
      console.log(
        `fixed order, released after ${b.streak} session(s) in a row at the required score: ${b.questions.toFixed(1)} questions per child, post-test ${b.post.toFixed(1)}% (fewer_questions=${(100 * (1 - eq / b.questions)).toFixed(1)} post_test_gap=${(ep - b.post).toFixed(1)})${b === matched ? ' <- at equal post-test' : ''}`,
      );
    console.log(
      `held-out brier (the closing line's: a fixed medium item after each session, ${stats.probe.n} answers): ${(stats.probe.sum / stats.probe.n).toFixed(3)} (an oracle that knows each child's true state: ${(stats.probe.oracle / stats.probe.n).toFixed(3)})`,
    );
    for (const [name, q] of Object.entries(stats.questionsByProfile))
      console.log(
        `${name}: of ${q.all} questions ${q.known} asked when the concept was known already, ${q.reviews} reviews, ${q.again} second chances; ${q.mastered} of ${q.activities} activities released as mastered`,
      );
    for (const [name, b] of Object.entries(stats.brierByProfile))
      console.log(
        `${name}: ${b.n} first tries, brier ${(b.engine / b.n).toFixed(3)} (oracle ${(b.oracle / b.n).toFixed(3)}, exact BKT ${(b.bayes / b.n).toFixed(3)}); predicted ${(b.predicted / b.n).toFixed(2)} right, ${(b.right / b.n).toFixed(2)} were`,
      );
    console.log(
      `brier_served=${(stats.brier.sum / stats.brier.n).toFixed(3)} brier_floor=${(stats.oracle.sum / stats.brier.n).toFixed(3)} brier_bayes=${(stats.bayes.sum / stats.brier.n).toFixed(3)} (the engine's own served first tries, ${stats.brier.n}; on the same answers an oracle that knows each child's true state, and exact BKT filtering with each child's own parameters)`,
    );
    console.log(`${(attempts.rows[0] as { n: number }).n} attempts recorded in ${((performance.now() - started) / 1000).toFixed(0)} s`);
    console.log(
      `learning: fewer_questions=${(100 * (1 - eq / bq)).toFixed(1)} post_test_gap=${(ep - bp).toFixed(1)} brier=${(
        stats.probe.sum / stats.probe.n
      ).toFixed(3)} guesser_mastered=${((100 * stats.tappers.mastered) / stats.tappers.n).toFixed(1)} expert_questions=${(
        stats.experts.questions / stats.experts.n
      ).toFixed(1)}`,
    );
  } finally {
    await runtime.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

void main();
