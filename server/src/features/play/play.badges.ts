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
 * The facts, and the child's reward counts so far, in one statement ($1: the student). Days are counted in
 * the school's time zone (Asia/Manila by default).
 */
const FACTS_SQL = `
    with done as (
      select s.activity_id, s.score, a.type from play_sessions s join activities a on a.id = s.activity_id
      where s.student_id = $1 and s.end_reason in ${COMPLETED}
    ),
    firsts as (
      select distinct on (session_id, question_id) id, is_correct from attempts
      where student_id = $1 and attempt_type = 'first' order by session_id, question_id, id
    ),
    runs as (
      select is_correct, row_number() over (order by id) - row_number() over (partition by is_correct order by id) as grp from firsts
    )
    select
      (select count(distinct activity_id) from done) as "activitiesCompleted",
      (select count(*) from done where score = 100) as "perfectSessions",
      (select count(distinct type) from done) as "typesCompleted",
      (select count(*) from concept_mastery where student_id = $1 and mastered_at is not null) as "conceptsMastered",
      (select count(distinct (t.created_at at time zone o.timezone)::date) from attempts t
         join organizations o on o.id = t.organization_id where t.student_id = $1) as "practiceDays",
      (select count(distinct (session_id, question_id)) from attempts
         where student_id = $1 and attempt_type = 'guided' and is_correct) as "guidedCorrect",
      (select coalesce(sum(n / 10), 0) from (select count(*) as n from runs where is_correct group by grp) r) as "firstTryStreakTens",
      (select json_object_agg(reward_id, count) from student_rewards where student_id = $1) as "have"`;

/** The facts read as a prepared statement of a play call's message (play.tx.ts). */
export const badgeFactsRead = statement('play_r_badge_facts', ['int'], FACTS_SQL);

type FactsRow = Record<keyof BadgeFacts, string | number | null> & { have: Record<string, number> | null };

/** The facts of the statement's row. */
export function factsOf(r: FactsRow): BadgeFacts & { have: Map<number, number> } {
  const n = (v: string | number | null) => Number(v ?? 0);
  return {
    activitiesCompleted: n(r.activitiesCompleted),
    perfectSessions: n(r.perfectSessions),
    conceptsMastered: n(r.conceptsMastered),
    practiceDays: n(r.practiceDays),
    guidedCorrect: n(r.guidedCorrect),
    firstTryStreakTens: n(r.firstTryStreakTens),
    typesCompleted: n(r.typesCompleted),
    have: new Map(Object.entries(r.have ?? {}).map(([id, count]) => [Number(id), Number(count)])),
  };
}

/** Reads the facts through Drizzle (the seeded histories). */
export async function readBadgeFacts(tx: Tx, studentId: number): Promise<BadgeFacts & { have: Map<number, number> }> {
  const { rows } = await tx.execute<FactsRow>(sql.raw(FACTS_SQL.replaceAll('$1', int(studentId))));
  return factsOf(rows[0]!);
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

/** Raises each reward's count to its rule's target through Drizzle (the seeded histories); returns the badges. */
export async function awardBadges(
  tx: Tx,
  student: { id: number; organizationId: number },
  now: Date,
  lang: Language,
): Promise<SessionBadge[]> {
  const raised = rewardsRaised(await readBadgeFacts(tx, student.id));
  for (const { rewardId, count } of raised)
    await tx.execute(sql`
      insert into student_rewards (organization_id, student_id, reward_id, count, first_earned_at, last_earned_at)
      values (${student.organizationId}, ${student.id}, ${rewardId}, ${count}, ${now.toISOString()}, ${now.toISOString()})
      on conflict (student_id, reward_id) do update set count = excluded.count, last_earned_at = excluded.last_earned_at`);
  return raised.map((r) => presentBadge(r.rewardId, lang, r.count));
}
