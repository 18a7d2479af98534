/**
 * The badge rules (rewards 10-17 of contract/rewards.ts; docs/adaptive-play.md 'Badges'). Each rule says
 * how many times a child should have earned its badge by now, from their recorded history; when that is
 * more than student_rewards.count, the count is raised and the badge is shown at the session's end.
 * Checking from history makes the rules idempotent and lets seeded histories earn the same badges.
 */
import { sql } from 'drizzle-orm';
import { REWARDS, type Language, type SessionBadge } from '@aralin/contract';
import type { Tx } from '../../db/client';
import { int, statement, type Call } from './play.tx';

/** Sessions that ran to their end (reset and restarted ones don't count). */
const COMPLETED = `('max_questions', 'pool_exhausted', 'doing_well')`;

/** Facts of a child's history the rules read. */
export interface BadgeFacts {
  activitiesCompleted: number;
  perfectSessions: number;
  conceptsMastered: number;
  practiceDays: number;
  guidedCorrect: number;
  firstTryStreakTens: number;
  typesCompleted: number;
}

/** How many times each reward should have been earned, by reward id. */
export function badgeTargets(f: BadgeFacts): Record<number, number> {
  return {
    10: f.activitiesCompleted >= 1 ? 1 : 0, // Halo-Halo Hero: the first activity completed
    11: f.perfectSessions, // Parol Performer: every session scored 100
    12: f.conceptsMastered, // Leche Flan Learner: every concept whose mastery reached its required score
    13: Math.floor(f.practiceDays / 3), // Champorado Chaser: every 3 different days with answers (school's dates)
    14: Math.floor(f.guidedCorrect / 10), // Turon Tryer: every 10 answers right after a hint
    15: f.firstTryStreakTens, // Buko Brainiac: every 10 first-try right answers in a row
    16: Math.floor(f.activitiesCompleted / 5), // Taho Topper: every 5 different activities completed
    17: f.typesCompleted >= 3 ? 1 : 0, // Jeepney Journeyman: matching, multiple choice and tracing each completed
  };
}

/**
 * The child's badge progress brought up to date, with the reward counts so far, in one statement ($1: the
 * student, $2: the session ending now, $3: count the whole history even when a row is stored). From the
 * stored row (badge_progress) it counts only what came after it: attempts with a greater id (a child's
 * play calls take turns under their lock, so later attempts have greater ids) and the session ending now.
 * Without a row it counts the whole history. A question's first try and its first right guided try are
 * the earliest of their session and question, as a tracing question has several tries. Days are the
 * school's (Asia/Manila by default).
 */
const PROGRESS_SQL = `
  with p as (
    select last_attempt_id, last_attempt_at, practice_days, last_practice_day, guided_correct, first_run, first_tens, activities, types,
      perfect_sessions, true as stored
    from badge_progress where student_id = $1 and not $3
    union all
    select 0, null::timestamptz, 0, null::date, 0, 0, 0, '{}'::int[], '{}'::text[], 0, false
    where $3 or not exists (select 1 from badge_progress where student_id = $1)
  ),
  fresh as (
    select t.id, t.created_at, t.session_id, t.question_id, t.attempt_type, t.is_correct,
      (t.created_at at time zone o.timezone)::date as day
    from attempts t join organizations o on o.id = t.organization_id
    where t.student_id = $1 and t.id > (select last_attempt_id from p)
      and t.created_at >= coalesce((select last_attempt_at from p) - interval '1 hour', '-infinity')
  ),
  earliest as (
    select f.* from fresh f
    where (f.attempt_type = 'first' or (f.attempt_type = 'guided' and f.is_correct))
      and not exists (select 1 from attempts e where e.session_id = f.session_id and e.question_id = f.question_id
        and e.attempt_type = f.attempt_type and (e.is_correct or f.attempt_type = 'first') and e.id < f.id)
  ),
  ended as (
    select s.activity_id, a.type::text as type, s.score from play_sessions s join activities a on a.id = s.activity_id
    where s.id = $2 and s.student_id = $1 and s.end_reason in ${COMPLETED} and (select stored from p)
    union all
    select s.activity_id, a.type::text as type, s.score from play_sessions s join activities a on a.id = s.activity_id
    where s.student_id = $1 and s.end_reason in ${COMPLETED} and not (select stored from p)
  )
  select
    coalesce((select max(id) from fresh), p.last_attempt_id) as "lastAttemptId",
    coalesce((select created_at from fresh order by id desc limit 1), p.last_attempt_at) as "lastAttemptAt",
    p.practice_days + (select count(distinct day) from fresh where p.last_practice_day is null or day > p.last_practice_day) as "practiceDays",
    greatest(p.last_practice_day, (select max(day) from fresh))::text as "lastPracticeDay",
    p.guided_correct + (select count(*) from earliest where attempt_type = 'guided') as "guidedCorrect",
    p.first_run as "firstRun",
    p.first_tens as "firstTens",
    (select coalesce(json_agg(is_correct order by id), '[]') from earliest where attempt_type = 'first') as "firstTries",
    array(select distinct x from (select unnest(p.activities) x union select activity_id from ended) u order by x) as activities,
    array(select distinct x from (select unnest(p.types) x union select type from ended) u order by x) as types,
    p.perfect_sessions + (select count(*) from ended where score = 100) as "perfectSessions",
    (select count(*) from concept_mastery where student_id = $1 and mastered_at is not null) as "conceptsMastered",
    (select json_object_agg(reward_id, count) from student_rewards where student_id = $1) as have
  from p`;

/** The progress read as a prepared statement of a play call's message (play.tx.ts). */
export const progressRead = (studentId: number, endingSessionId: number) => progressStatement(studentId, endingSessionId, false);
const progressStatement = statement('play_r_badge_progress', ['int', 'int', 'bool'], PROGRESS_SQL);

type ProgressRow = {
  lastAttemptId: number;
  lastAttemptAt: Date | null;
  practiceDays: string | number;
  lastPracticeDay: string | null;
  guidedCorrect: string | number;
  firstRun: number;
  firstTens: number;
  firstTries: boolean[];
  activities: number[];
  types: string[];
  perfectSessions: string | number;
  conceptsMastered: string | number;
  have: Record<string, number> | null;
};

/** The badge progress as stored (badge_progress), and the facts the rules read from it. */
export interface Progress {
  lastAttemptId: number;
  lastAttemptAt: Date | null;
  practiceDays: number;
  lastPracticeDay: string | null;
  guidedCorrect: number;
  firstRun: number;
  firstTens: number;
  activities: number[];
  types: string[];
  perfectSessions: number;
}

/** The progress of the statement's row (first tries counted into the run), its facts and reward counts. */
export function progressOf(r: ProgressRow): { progress: Progress; facts: BadgeFacts; have: Map<number, number> } {
  let run = r.firstRun;
  let tens = r.firstTens;
  for (const right of r.firstTries) {
    run = right ? run + 1 : 0;
    if (right && run % 10 === 0) tens += 1;
  }
  const progress: Progress = {
    lastAttemptId: r.lastAttemptId,
    lastAttemptAt: r.lastAttemptAt,
    practiceDays: Number(r.practiceDays),
    lastPracticeDay: r.lastPracticeDay,
    guidedCorrect: Number(r.guidedCorrect),
    firstRun: run,
    firstTens: tens,
    activities: r.activities,
    types: r.types,
    perfectSessions: Number(r.perfectSessions),
  };
  const facts: BadgeFacts = {
    activitiesCompleted: progress.activities.length,
    perfectSessions: progress.perfectSessions,
    conceptsMastered: Number(r.conceptsMastered),
    practiceDays: progress.practiceDays,
    guidedCorrect: progress.guidedCorrect,
    firstTryStreakTens: tens,
    typesCompleted: progress.types.length,
  };
  return { progress, facts, have: new Map(Object.entries(r.have ?? {}).map(([id, count]) => [Number(id), Number(count)])) };
}

const progressWriteStatement = statement(
  'play_w_badge_progress',
  ['int', 'int', 'int', 'int', 'text', 'int', 'int', 'int', 'int[]', 'text[]', 'int', 'timestamptz'],
  `insert into badge_progress (student_id, organization_id, last_attempt_id, practice_days, last_practice_day, guided_correct,
     first_run, first_tens, activities, types, perfect_sessions, last_attempt_at)
   values ($1, $2, $3, $4, $5::date, $6, $7, $8, $9, $10, $11, $12)
   on conflict (student_id) do update set last_attempt_id = excluded.last_attempt_id, last_attempt_at = excluded.last_attempt_at,
     practice_days = excluded.practice_days,
     last_practice_day = excluded.last_practice_day, guided_correct = excluded.guided_correct, first_run = excluded.first_run,
     first_tens = excluded.first_tens, activities = excluded.activities, types = excluded.types,
     perfect_sessions = excluded.perfect_sessions`,
);

/** The progress kept for the next session end. */
export function progressWrite(student: { id: number; organizationId: number }, p: Progress): Call {
  return progressWriteStatement(
    student.id,
    student.organizationId,
    p.lastAttemptId,
    p.practiceDays,
    p.lastPracticeDay,
    p.guidedCorrect,
    p.firstRun,
    p.firstTens,
    p.activities,
    p.types,
    p.perfectSessions,
    p.lastAttemptAt,
  );
}

/** A reward as shown on the session-end screen, in a language. */
export function presentBadge(id: number, lang: Language, times?: number): SessionBadge {
  const r = REWARDS.find((x) => x.id === id)!;
  return {
    id: r.id,
    name: r.name,
    image: `/rewards/${r.image}`,
    description: lang === 'tl' ? r.description : r.description_en,
    ...(times ? { times } : {}),
  };
}

/** A reward's count raised to its rule's target. */
export const rewardWrite = statement(
  'play_w_reward',
  ['int', 'int', 'int', 'int', 'timestamptz'],
  `insert into student_rewards (organization_id, student_id, reward_id, count, first_earned_at, last_earned_at)
   values ($1, $2, $3, $4, $5, $5)
   on conflict (student_id, reward_id) do update set count = excluded.count, last_earned_at = excluded.last_earned_at`,
);

/** The rewards whose rule's target is above the child's count, in catalogue order, with their new counts. */
export function rewardsRaised(facts: BadgeFacts & { have: Map<number, number> }): { rewardId: number; count: number }[] {
  const targets = badgeTargets(facts);
  return REWARDS.map((r) => ({ rewardId: r.id, count: targets[r.id] ?? 0 })).filter((r) => r.count > (facts.have.get(r.rewardId) ?? 0));
}

/** The badges earned now and the writes that raise their counts, for a play call's commit. */
export function badgesEarned(
  facts: BadgeFacts & { have: Map<number, number> },
  student: { id: number; organizationId: number },
  now: Date,
  lang: Language,
): { badges: SessionBadge[]; writes: Call[] } {
  const raised = rewardsRaised(facts);
  return {
    badges: raised.map((r) => presentBadge(r.rewardId, lang, r.count)),
    writes: raised.map((r) => rewardWrite(student.organizationId, student.id, r.rewardId, r.count, now)),
  };
}

/**
 * The child's badge progress counted through Drizzle from the whole history (`stored`: from the stored
 * row on, as a session end does, with no session ending). Nothing is written.
 */
export async function countProgress(tx: Tx, studentId: number, stored = false) {
  const query = PROGRESS_SQL.replaceAll('$1', int(studentId))
    .replaceAll('$2', 'null')
    .replaceAll('$3', stored ? 'false' : 'true');
  const { rows } = await tx.execute<ProgressRow>(sql.raw(query));
  return progressOf(rows[0]);
}

/**
 * Raises each reward's count to its rule's target through Drizzle, from the whole history (the seeded
 * histories); returns the badges.
 */
export async function awardBadges(
  tx: Tx,
  student: { id: number; organizationId: number },
  now: Date,
  lang: Language,
): Promise<SessionBadge[]> {
  const { facts, have } = await countProgress(tx, student.id);
  const raised = rewardsRaised({ ...facts, have });
  for (const { rewardId, count } of raised)
    await tx.execute(sql`
      insert into student_rewards (organization_id, student_id, reward_id, count, first_earned_at, last_earned_at)
      values (${student.organizationId}, ${student.id}, ${rewardId}, ${count}, ${now.toISOString()}, ${now.toISOString()})
      on conflict (student_id, reward_id) do update set count = excluded.count, last_earned_at = excluded.last_earned_at`);
  return raised.map((r) => presentBadge(r.rewardId, lang, r.count));
}
