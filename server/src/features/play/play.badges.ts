/**
 * The badge rules (rewards 10-17 of contract/rewards.ts; docs/adaptive-play.md 'Badges'). Each rule says
 * how many times a child should have earned its badge by now, from their recorded history; when that is
 * more than student_rewards.count, the count is raised and the badge is shown at the session's end.
 * Checking from history makes the rules idempotent and lets seeded histories earn the same badges.
 */
import { sql } from 'drizzle-orm';
import { REWARDS, type Language, type SessionBadge } from '@aralin/contract';
import type { Tx } from '../../db/client';

/** Sessions that ran to their end (reset and restarted ones don't count). */
const COMPLETED = sql.raw(`('max_questions', 'pool_exhausted', 'doing_well')`);

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
 * Reads the facts, and the child's reward counts so far, in one round trip. Days are counted in the
 * school's time zone (Asia/Manila by default).
 */
export async function readBadgeFacts(tx: Tx, studentId: number): Promise<BadgeFacts & { have: Map<number, number> }> {
  const { rows } = await tx.execute<Record<keyof BadgeFacts, string | number | null> & { have: Record<string, number> | null }>(sql`
    with done as (
      select s.activity_id, s.score, a.type from play_sessions s join activities a on a.id = s.activity_id
      where s.student_id = ${studentId} and s.end_reason in ${COMPLETED}
    ),
    firsts as (
      select distinct on (session_id, question_id) id, is_correct from attempts
      where student_id = ${studentId} and attempt_type = 'first' order by session_id, question_id, id
    ),
    runs as (
      select is_correct, row_number() over (order by id) - row_number() over (partition by is_correct order by id) as grp from firsts
    )
    select
      (select count(distinct activity_id) from done) as "activitiesCompleted",
      (select count(*) from done where score = 100) as "perfectSessions",
      (select count(distinct type) from done) as "typesCompleted",
      (select count(*) from concept_mastery where student_id = ${studentId} and mastered_at is not null) as "conceptsMastered",
      (select count(distinct (t.created_at at time zone o.timezone)::date) from attempts t
         join organizations o on o.id = t.organization_id where t.student_id = ${studentId}) as "practiceDays",
      (select count(distinct (session_id, question_id)) from attempts
         where student_id = ${studentId} and attempt_type = 'guided' and is_correct) as "guidedCorrect",
      (select coalesce(sum(n / 10), 0) from (select count(*) as n from runs where is_correct group by grp) r) as "firstTryStreakTens",
      (select json_object_agg(reward_id, count) from student_rewards where student_id = ${studentId}) as "have"
  `);
  const r = rows[0]!;
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

/** Raises each reward's count to its rule's target; returns the badges earned now, in catalogue order. */
export async function awardBadges(
  tx: Tx,
  student: { id: number; organizationId: number },
  now: Date,
  lang: Language,
): Promise<SessionBadge[]> {
  const facts = await readBadgeFacts(tx, student.id);
  const targets = badgeTargets(facts);
  const { have } = facts;
  const earned: SessionBadge[] = [];
  for (const reward of REWARDS) {
    const target = targets[reward.id] ?? 0;
    if (target <= (have.get(reward.id) ?? 0)) continue;
    await tx.execute(sql`
      insert into student_rewards (organization_id, student_id, reward_id, count, first_earned_at, last_earned_at)
      values (${student.organizationId}, ${student.id}, ${reward.id}, ${target}, ${now.toISOString()}, ${now.toISOString()})
      on conflict (student_id, reward_id) do update set count = excluded.count, last_earned_at = excluded.last_earned_at`);
    earned.push(presentBadge(reward.id, lang, target));
  }
  return earned;
}
