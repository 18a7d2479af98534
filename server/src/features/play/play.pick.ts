/**
 * Choosing the next question: one of the activity's unseen questions at the current level (nearest level
 * when none is left there), or, at a review position, a question of a finished activity of the same type,
 * weakest concept first, then longest since practice.
 */
import { Bilingual, QuestionData, type Difficulty } from '@aralin/contract';
import type { Tx } from '../../db/client';
import * as q from './play.queries';
import { all, reviewCandidatesRead, type ReviewCandidate } from './play.reads';
import type { PlayTx } from './play.tx';
import { pick, rngFor } from './play.random';
import { levelForMastery, levelOrder } from './play.rules';
import { confirming, evidenceIfKnown, information, MODEL, predict, type Item, type Skill } from './play.model';
import { newEntry, originOf, pendingSecondChances, type GuidanceKind, type PlayState, type ServedEntry } from './play.state';

const SALT_OWN = 10;
const SALT_REVIEW = 11;

/** One of `items` at the level nearest to `level`, at random. */
export function pickAtLevel<T extends { difficulty: Difficulty }>(
  seed: number,
  step: number,
  salt: number,
  items: T[],
  level: Difficulty,
): T | undefined {
  const rng = rngFor(seed, step, salt);
  for (const l of levelOrder(level)) {
    const found = pick(
      rng,
      items.filter((i) => i.difficulty === l),
    );
    if (found) return found;
  }
  return undefined;
}

/** The guidance for the next question of the activity: after a level change, say so. */
function guidanceFor(state: PlayState, difficulty: Difficulty): GuidanceKind | null {
  const last = [...state.served].reverse().find((e) => e.done && !e.review);
  if (!last) return null;
  const order = ['easy', 'medium', 'hard'];
  if (last.outcome === 'first' && order.indexOf(difficulty) > order.indexOf(last.difficulty)) return 'harder';
  if (last.outcome === 'missed' && order.indexOf(difficulty) < order.indexOf(last.difficulty)) return 'easier';
  return null;
}

/**
 * A question an earlier session left to practice later (issue 15), oldest first, still in the pool and
 * not served in this session; from the session's second question on, so a session opens with a new one.
 */
function practiceLaterNow(state: PlayState, unseen: q.PoolItem[]): q.PoolItem | undefined {
  if (state.served.length === 0) return undefined;
  for (const id of state.practiceLater) {
    const found = unseen.find((p) => p.id === id);
    if (found) return found;
  }
  return undefined;
}

/** Two questions of the activity missed in a row, the last ones finished (issue 14: step down). */
export function missedTwice(state: PlayState): boolean {
  const own = state.served.filter((e) => e.done && !e.review);
  return own.length >= 2 && own.slice(-2).every((e) => e.outcome === 'missed');
}

/**
 * A question chosen by the learner model (issue 14): the predicted chance of a right first try (the child's
 * skill on the activity's concept, the item's learned difficulty and its guess chance) kept in the productive
 * band (70-85%): at random among the questions in the band; when none is in it, the one that tells most
 * about whether the child knows (`information`) among those predicted at least 50% right, else the nearest
 * to the band's middle. Once the child more likely knows the concept than not (`confirming`), the question
 * whose answer confirms it fastest (`evidenceIfKnown`) instead, among those with a guess from their shape
 * (not tracing). The easiest question is kept in reserve while others remain; after two misses in a row the
 * easiest is served.
 */
export function pickByModel<T extends q.PoolItem>(seed: number, step: number, salt: number, items: T[], skill: Skill, stepDown: boolean) {
  if (items.length === 0) return undefined;
  const rng = rngFor(seed, step, salt);
  const scored = items.map((item) => {
    const modelled: Item = { difficulty: item.itemDifficulty ?? MODEL.levelDifficulty[item.difficulty], guess: item.guess ?? 0 };
    return { item, modelled, p: predict(skill, modelled) };
  });
  const easiest = Math.max(...scored.map((s) => s.p));
  if (stepDown)
    return pick(
      rng,
      scored.filter((s) => s.p === easiest),
    )!.item;
  const reserve = scored.findIndex((s) => s.p === easiest);
  const kept = scored.length > 2 ? scored.filter((_, i) => i !== reserve) : scored;
  // The confirmation phase: the child more likely knows than not; the answer that moves the belief most. Only
  // among questions with a guess from their shape (multiple choice, matching): tracing's is one assumed constant,
  // so the ranking would only prefer its lowest slip, the easy letters; tracing keeps the band.
  const shaped = confirming(skill) ? kept.filter((s) => (s.item.guess ?? 0) > 0) : [];
  if (shaped.length > 0) {
    const evidence = shaped.map((s) => evidenceIfKnown(s.modelled));
    const best = Math.max(...evidence);
    return pick(
      rng,
      shaped.filter((_, i) => evidence[i] === best),
    )!.item;
  }
  const inBand = kept.filter((s) => s.p >= MODEL.band.low && s.p <= MODEL.band.high);
  // In the band, the questions least answerable by chance tell the most.
  const leastGuess = Math.min(...inBand.map((s) => s.item.guess ?? 0));
  if (inBand.length > 0)
    return pick(
      rng,
      inBand.filter((s) => (s.item.guess ?? 0) === leastGuess),
    )!.item;
  // Below the band (a belief too low for any question to be likely right): the question that best tells
  // whether the child has learned, as long as it is more likely right than not.
  const likely = kept.filter((s) => s.p >= MODEL.band.floor).map((s) => ({ ...s, info: information(skill, s.modelled) }));
  if (likely.length > 0) {
    const most = Math.max(...likely.map((s) => s.info));
    return pick(
      rng,
      likely.filter((s) => s.info === most),
    )!.item;
  }
  const distance = (s: { p: number }) => Math.abs(s.p - MODEL.band.target);
  const nearest = Math.min(...kept.map(distance));
  return pick(
    rng,
    kept.filter((s) => distance(s) === nearest),
  )!.item;
}

/** Questions between a missed question and its second chance (issue 14 item 5). */
export const SECOND_CHANCE_GAP = 2;

/**
 * The missed question to serve again now as its second chance (issue 14 item 5), or undefined: the oldest
 * one missed at least SECOND_CHANCE_GAP questions ago, when the last question went well (not a miss: a
 * second chance comes when the child is ready for it), or whenever the activity has no unseen question
 * left (it is what remains). `stepDown`: after two misses, only an easy or medium one.
 */
export function secondChanceNow(state: PlayState, activityId: number, unseen: number, stepDown: boolean): ServedEntry | undefined {
  const own = state.served.filter((e) => e.done && !e.review);
  const last = own[own.length - 1];
  if (!last || (last.outcome === 'missed' && unseen > 0 && !stepDown)) return undefined;
  return dueSecondChances(state, activityId).find((e) => !stepDown || e.difficulty !== 'hard');
}

/** Missed questions whose second chance may come now: at least SECOND_CHANCE_GAP questions since they were served. */
export function dueSecondChances(state: PlayState, activityId: number): ServedEntry[] {
  const position = state.served.length;
  return pendingSecondChances(state, activityId).filter((e) => position - state.served.indexOf(e) > SECOND_CHANCE_GAP);
}

/** Whether a pool item or served entry is labelled hard: never the question served right after stepping down. */
const easierThanHard = (i: { difficulty: Difficulty }) => i.difficulty !== 'hard';

/**
 * Whether two misses in a row can step down (issue 14 item 5): an easy or medium question of the activity
 * is left, unseen or as a second chance. When none is, the session ends on the miss instead of serving a
 * hard question right after stepping down.
 */
export function canStepDown(state: PlayState, activityId: number, unseen: { difficulty: Difficulty }[]): boolean {
  return unseen.some(easierThanHard) || secondChanceNow(state, activityId, unseen.length, true) !== undefined;
}

/**
 * The next question of the activity's own pool, or undefined when it is used up: a question left to
 * practice later first, then a missed question's second chance when one is due (not while the child more
 * likely knows the concept than not and other questions remain: her miss was a slip and she has
 * seen the answer), else one chosen by the learner model (`skill`: the child's on the activity's concept),
 * or at the current level when the activity has no concept. After two misses in a row the question is an
 * easier one, never a hard one.
 */
export function pickOwn(
  state: PlayState,
  activity: { id: number; title: string; conceptId: number | null },
  unseen: q.PoolItem[],
  skill: Skill | null = null,
): ServedEntry | undefined {
  const step = state.served.length + 1;
  const later = practiceLaterNow(state, unseen);
  // The session's first question is a new one when there is one: the left one comes second.
  const fresh = state.served.length === 0 ? unseen.filter((p) => !state.practiceLater.includes(p.id)) : [];
  const stepDown = missedTwice(state);
  const softer = stepDown ? unseen.filter(easierThanHard) : [];
  const items = stepDown && softer.length > 0 ? softer : fresh.length > 0 ? fresh : unseen;
  const slipped = skill !== null && confirming(skill) && !stepDown && unseen.length > 0;
  const again =
    later || slipped
      ? undefined
      : (secondChanceNow(state, activity.id, stepDown ? softer.length : unseen.length, stepDown) ??
        // Nothing unseen is left: what remains is a second chance, even right after stepping down.
        (unseen.length === 0 ? dueSecondChances(state, activity.id)[0] : undefined));
  if (again && !(stepDown && softer.length > 0)) {
    const entry = newEntry({
      questionId: again.questionId,
      origin: again.origin,
      activityId: activity.id,
      activityTitle: activity.title,
      conceptId: again.conceptId,
      review: false,
      difficulty: again.difficulty,
      guidance: 'again',
    });
    entry.second = true;
    entry.stepDown = stepDown;
    return entry;
  }
  const chosen =
    later ??
    (skill
      ? pickByModel(state.seed, step, SALT_OWN, items, skill, stepDown)
      : pickAtLevel(state.seed, step, SALT_OWN, items, stepDown ? 'easy' : state.level));
  if (!chosen) return undefined;
  const entry = newEntry({
    questionId: chosen.id,
    origin: chosen.origin,
    activityId: activity.id,
    activityTitle: activity.title,
    conceptId: chosen.conceptId ?? activity.conceptId,
    review: false,
    difficulty: chosen.difficulty,
    guidance: later ? 'later' : guidanceFor(state, chosen.difficulty),
  });
  entry.stepDown = stepDown && !later;
  return entry;
}

/** A review question, or undefined when no finished activity has one left unseen in this session. */
export async function pickReview(
  t: PlayTx,
  studentId: number,
  state: PlayState,
  activity: { id: number },
  now: Date,
): Promise<ServedEntry | undefined> {
  const [rows] = await t.run([reviewCandidatesRead(studentId, activity.id, now)]);
  const served = new Set(state.served.map(originOf));
  for (const c of all<ReviewCandidate>(rows)) {
    const unseen = (c.pool ?? []).filter((p) => !served.has(p.origin ?? p.id));
    const chosen = pickAtLevel(state.seed, state.served.length + 1, SALT_REVIEW, unseen, levelForMastery(c.mastery));
    if (!chosen) continue;
    return newEntry({
      questionId: chosen.id,
      origin: chosen.origin,
      activityId: c.activityId,
      activityTitle: c.title,
      conceptId: chosen.conceptId ?? c.conceptId,
      review: true,
      difficulty: chosen.difficulty,
      guidance: 'review',
    });
  }
  return undefined;
}

/** A stored question's data; rows written without the `type` tag get their activity's type. */
export async function loadQuestionData(tx: Tx, row: q.QuestionRow, activityType?: string): Promise<QuestionData> {
  const direct = QuestionData.safeParse(row.extraData);
  if (direct.success) return direct.data;
  const type = activityType ?? (await q.activityById(tx, row.activityId))?.type;
  return QuestionData.parse({ type, ...row.extraData });
}

/**
 * A question's data with its activity's hint (activities.extra_data.hint) as the hint when it has none
 * of its own in either language (issue 19: hints are per question; the activity's stays the default).
 */
export function withActivityHint(data: QuestionData, activityHint: unknown): QuestionData {
  const said = (b: Bilingual) => b.en.trim() !== '' || b.tl.trim() !== '';
  if (data.type === 'tracing' || said(data.hint)) return data;
  const hint = Bilingual.safeParse(activityHint);
  return hint.success && said(hint.data) ? { ...data, hint: hint.data } : data;
}
