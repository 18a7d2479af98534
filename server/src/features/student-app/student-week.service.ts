/**
 * GET /students/{id}/week/ (issue 13 item 5): the child's week for the parent area, told in pictures. The
 * week is the school's (organizations.timezone), Monday 00:00 to the next Monday, as the badge rules count
 * days (play.badges.ts). What each picture means (docs/child.md 'The week in pictures'):
 * - a badge: a badge of the catalogue the child earned, or earned again, this week;
 * - a star: one activity session of the subject the child finished this week (ended by the play engine,
 *   not left with the back button), whatever the score: the star rewards sitting through an activity;
 * - a traced picture: a letter, digit or shape of the tracing library the child traced this week, marked
 *   when at least one try passed the tracing scorer.
 */
import { REWARDS, type StudentWeek, type WeekTraced } from '@aralin/contract';
import { findTracingDefinition } from '@aralin/contract/tracing/index';
import { and, eq, gte, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { studentRewards } from '../../db/schema';
import { notFound } from '../../lib/app-error';
import type { StudentActor } from '../../plugins/auth';
import { listStudentSubjects } from './student-app.service';

/** Letters, digits and shapes listed at most: a week's page, not an archive. */
const TRACED_LIMIT = 40;

/** The school's week at `now`: when it began (an instant) and its Monday and Sunday as school dates. */
async function schoolWeekOf(ctx: AppContext, organizationId: number) {
  const at = ctx.clock.now().toISOString();
  const { rows } = await ctx.db.execute<{ timezone: string; week_start: Date | string; monday: string; sunday: string }>(sql`
    select timezone,
      date_trunc('week', ${at}::timestamptz at time zone timezone) at time zone timezone as week_start,
      to_char(date_trunc('week', ${at}::timestamptz at time zone timezone), 'YYYY-MM-DD') as monday,
      to_char(date_trunc('week', ${at}::timestamptz at time zone timezone) + interval '6 days', 'YYYY-MM-DD') as sunday
    from organizations where id = ${organizationId}`);
  const row = rows[0];
  if (!row) throw notFound('organizationNotFound');
  return { timezone: row.timezone, start: new Date(row.week_start), monday: row.monday, sunday: row.sunday };
}

export async function studentWeek(ctx: AppContext, student: StudentActor): Promise<StudentWeek> {
  const week = await schoolWeekOf(ctx, student.organizationId);
  const since = week.start.toISOString();
  const [earned, subjects, stars, traced] = await Promise.all([
    ctx.db
      .select({ rewardId: studentRewards.rewardId })
      .from(studentRewards)
      .where(and(eq(studentRewards.studentId, student.id), gte(studentRewards.lastEarnedAt, week.start))),
    listStudentSubjects(ctx, student),
    ctx.db.execute<{ subject_id: number; stars: number }>(sql`
      select g.subject_id, count(*)::int as stars
      from play_sessions s join assignments g on g.id = s.assignment_id
      where s.student_id = ${student.id} and s.ended_at >= ${since}::timestamptz and s.end_reason <> 'reset'
      group by g.subject_id`),
    ctx.db.execute<{ target: string; well: boolean }>(sql`
      select q.extra_data ->> 'target' as target, bool_or(t.is_correct) as well
      from attempts t join questions q on q.id = t.question_id join activities a on a.id = t.activity_id
      where t.student_id = ${student.id} and t.created_at >= ${since}::timestamptz and a.type = 'tracing'
        and q.extra_data ->> 'target' is not null
      group by 1 order by min(t.created_at), 1
      limit ${TRACED_LIMIT}`),
  ]);
  const have = new Set(earned.map((e) => e.rewardId));
  const starsOf = new Map(stars.rows.map((r) => [Number(r.subject_id), Number(r.stars)]));
  return {
    week_start: week.monday,
    week_end: week.sunday,
    timezone: week.timezone,
    badges: REWARDS.filter((r) => have.has(r.id)).map((r) => ({
      id: r.id,
      name: r.name,
      image: r.image,
      description: r.description,
      description_en: r.description_en,
    })),
    subjects: subjects.map((s) => ({ id: s.id, name: s.name, stars: starsOf.get(s.id) ?? 0 })),
    traced: [
      ...traced.rows
        .reduce((byId, r) => {
          // Two spellings of one target ('Ng' and 'NG') are one picture.
          const def = findTracingDefinition(r.target);
          if (!def) return byId;
          const seen = byId.get(def.id);
          byId.set(def.id, {
            target: def.id,
            kind: def.kind,
            label: def.label,
            traced_well: Boolean(r.well) || Boolean(seen?.traced_well),
          });
          return byId;
        }, new Map<string, WeekTraced>())
        .values(),
    ],
  };
}
