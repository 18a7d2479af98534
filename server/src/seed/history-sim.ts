/**
 * A pure simulation of a child's last two weeks of play: which days they came, which activities they
 * played and every answer, by the play engine's own rules (features/play/play.rules.ts: points 10/5/0,
 * starting level from mastery, a level up or down after each question, the session's end).
 * history.ts writes the result; nothing here touches the database.
 */
import {
  countTracingTry,
  levelForMastery,
  levelOrder,
  nextMastery,
  PLAY_RULES,
  pointsFor,
  sessionScore,
  stepLevel,
  endReason,
  fourOfFive,
  type Outcome,
  type TracingVerdict,
} from '../features/play/play.rules';
import type { Rng } from './prng';
import { answerFor, type Lang, type SimQuestion } from './history-answers';

export interface SimActivity {
  id: number;
  type: 'matching' | 'multiple_choice' | 'tracing';
  subjectId: number;
  conceptId: number;
  requiredScore: number;
  /** When it was assigned: nobody plays it before. */
  availableAt: Date;
  questions: SimQuestion[];
}

export interface SimAttempt {
  questionId: number;
  attemptType: 'first' | 'guided' | 'show_answer';
  isCorrect: boolean;
  scoreIncrement: number;
  accuracy: number | null;
  /** '' except for tracing, where each try of a question is its own attempt. */
  tryKey: string;
  answer: unknown;
  createdAt: Date;
}

export interface SimSession {
  activity: SimActivity;
  language: Lang;
  daysAgo: number;
  startedAt: Date;
  endedAt: Date;
  endReason: 'pool_exhausted' | 'doing_well' | 'max_questions' | 'reset';
  pointsEarned: number;
  pointsPossible: number;
  score: number;
  attempts: SimAttempt[];
  /** How each finished question went, for concept mastery. */
  outcomes: { outcome: Outcome; at: Date }[];
}

export interface SimChild {
  /** 0-1: how likely a first try is right on an easy question. */
  ability: number;
  /** 0-1: how likely the child plays on a school day. */
  engagement: number;
  language: Lang;
}

const PENALTY = { easy: 0, medium: 0.12, hard: 0.22 } as const;
const clamp = (x: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, x));

/** One question of matching or multiple choice: first → guided (after the hint) → show_answer. */
function answerQuestion(
  rng: Rng,
  q: SimQuestion,
  lang: Lang,
  pFirst: number,
  at: () => Date,
): { attempts: SimAttempt[]; outcome: Outcome } {
  const row = (type: SimAttempt['attemptType'], correct: boolean): SimAttempt => ({
    questionId: q.id,
    attemptType: type,
    isCorrect: correct,
    scoreIncrement: pointsFor(type, correct),
    accuracy: null,
    tryKey: '',
    answer: answerFor(q, lang, { type, correct }, rng),
    createdAt: at(),
  });
  if (rng.chance(pFirst)) return { attempts: [row('first', true)], outcome: 'first' };
  if (rng.chance(0.6)) return { attempts: [row('first', false), row('guided', true)], outcome: 'guided' };
  return { attempts: [row('first', false), row('guided', false), row('show_answer', false)], outcome: 'missed' };
}

/**
 * One tracing question: tries until `required_correct_attempts` (or two clean ones) reach the accuracy,
 * or the engine's miss limit (play.rules.ts countTracingTry). A miss turns the next tries guided (spec §4
 * 'Tracing flow'); the points come with the try that finishes the question.
 */
function traceQuestion(rng: Rng, q: SimQuestion, pTry: number, at: () => Date): { attempts: SimAttempt[]; outcome: Outcome } {
  const need = q.data.type === 'tracing' ? q.data.required_correct_attempts : 3;
  const attempts: SimAttempt[] = [];
  const tries = { tries: 0, correctTries: 0, misses: 0, cleanTries: 0 };
  let verdict: TracingVerdict = 'going_on';
  while (verdict === 'going_on') {
    const correct = rng.chance(pTry);
    const accuracy = correct ? rng.int(80, 98) : rng.int(42, 79);
    attempts.push({
      questionId: q.id,
      attemptType: tries.misses > 0 ? 'guided' : 'first',
      isCorrect: correct,
      scoreIncrement: 0,
      accuracy,
      tryKey: `seed-${attempts.length + 1}`,
      answer: { accuracy },
      createdAt: at(),
    });
    verdict = countTracingTry(tries, correct, accuracy, need);
  }
  const outcome: Outcome = verdict !== 'mastered' ? 'missed' : tries.misses === 0 ? 'first' : 'guided';
  attempts[attempts.length - 1].scoreIncrement = outcome === 'missed' ? 0 : pointsFor(outcome, true);
  return { attempts, outcome };
}

/**
 * Plays one session from `start`. `running` holds each concept's mastery so far (it picks the starting
 * level and is updated); `practice` counts earlier sessions of this activity; `leaves` makes the child
 * leave after a few questions (a reset), which also happens by chance.
 */
export function playSession(
  rng: Rng,
  child: SimChild,
  activity: SimActivity,
  running: Map<number, number>,
  start: Date,
  practice: number,
  leaves = false,
): Omit<SimSession, 'daysAgo'> {
  const resets = leaves || rng.chance(0.1);
  const limit = resets ? rng.int(1, 3) : Infinity;
  const tracing = activity.type === 'tracing';
  let level = levelForMastery(running.get(activity.conceptId));
  let clock = start.getTime() + rng.int(5, 20) * 1000;
  const at = () => new Date((clock += rng.int(tracing ? 15 : 12, tracing ? 35 : 40) * 1000));
  const unseen = [...activity.questions];
  const attempts: SimAttempt[] = [];
  const outcomes: SimSession['outcomes'] = [];
  let reason: SimSession['endReason'] = 'reset';
  while (outcomes.length < limit) {
    const lvl = levelOrder(level).find((l) => unseen.some((q) => q.level === l))!;
    const q = unseen.splice(
      unseen.findIndex((x) => x.level === lvl),
      1,
    )[0];
    const p = clamp(child.ability - PENALTY[q.level] + 0.05 * Math.min(practice, 3), 0.1, 0.97);
    const played = tracing ? traceQuestion(rng, q, clamp(p + 0.1, 0.2, 0.95), at) : answerQuestion(rng, q, child.language, p, at);
    attempts.push(...played.attempts);
    outcomes.push({ outcome: played.outcome, at: new Date(clock) });
    running.set(activity.conceptId, nextMastery(running.get(activity.conceptId) ?? 0, played.outcome));
    level = stepLevel(level, played.outcome);
    const firsts = outcomes.map((o) => o.outcome === 'first');
    const ended = endReason(firsts, unseen.length, fourOfFive(firsts));
    if (ended) {
      reason = ended;
      break;
    }
  }
  const earned = attempts.reduce((sum, a) => sum + a.scoreIncrement, 0);
  const possible = outcomes.length * PLAY_RULES.pointsPerQuestion;
  return {
    activity,
    language: child.language,
    startedAt: start,
    endedAt: new Date(clock + rng.int(2, 6) * 1000),
    endReason: reason,
    pointsEarned: earned,
    pointsPossible: possible,
    score: sessionScore(earned, possible),
    attempts,
    outcomes,
  };
}
