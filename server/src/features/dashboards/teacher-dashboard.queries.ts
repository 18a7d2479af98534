/** Queries of the teacher dashboard (spec §2 'Teacher Dashboard'): activity times, today's work, recent activities. */
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { liveAssignmentsOf, type SectionRef } from '../../db/section-students.queries';

/** Each child's last sign-in and last activity: the latest of sign-in, any request, session start and answer. */
export async function activityTimes(tx: Tx, section: SectionRef) {
  const { rows } = await tx.execute<{ id: number; last_login: Date | null; last_activity: Date | null }>(sql`
    select st.id, st.last_login_at as last_login,
      greatest(st.last_activity_at, st.last_login_at, la.at, ls.at) as last_activity
    from students st
    left join lateral (select max(t.created_at) as at from attempts t where t.student_id = st.id) la on true
    left join lateral (select max(ps.started_at) as at from play_sessions ps where ps.student_id = st.id) ls on true
    where st.organization_id = ${section.organizationId} and st.section_id = ${section.id}`);
  return rows;
}

/** Live assignments a child worked on today: a session started or ended today, or completed today. Latest first. */
export async function todayActivities(tx: Tx, section: SectionRef, dayStart: Date) {
  const ds = dayStart.toISOString();
  const { rows } = await tx.execute<{
    id: number;
    student_id: number;
    activity_id: number;
    title: string;
    status: 'not_started' | 'in_progress' | 'completed';
  }>(sql`
    select a.id, a.student_id, a.activity_id, ac.title, a.status
    from ${liveAssignmentsOf(section)}
    join students st on st.id = a.student_id and st.organization_id = ${section.organizationId} and st.section_id = ${section.id}
    left join lateral (
      select max(greatest(ps.started_at, ps.ended_at)) as at from play_sessions ps
      where ps.student_id = a.student_id and ps.activity_id = a.activity_id and (ps.started_at >= ${ds} or ps.ended_at >= ${ds})
    ) today on true
    where a.unassigned_at is null and (a.completed_at >= ${ds} or today.at is not null)
    order by a.student_id, greatest(a.completed_at, today.at) desc, a.id`);
  return rows;
}

/**
 * The section's activities with when each was first assigned to a child now in it, newest first, and
 * (a window count over the groups) how many distinct activities there are in all.
 */
export async function recentActivities(tx: Tx, section: SectionRef, timezone: string, limit: number) {
  const { rows } = await tx.execute<{ id: number; title: string; assigned_at: Date; assigned_date: string; total: number }>(sql`
    select ac.id, ac.title, min(a.assigned_at) as assigned_at,
      to_char(min(a.assigned_at) at time zone ${timezone}, 'YYYY-MM-DD') as assigned_date,
      (count(*) over ())::int as total
    from ${liveAssignmentsOf(section)}
    join students st on st.id = a.student_id and st.organization_id = ${section.organizationId} and st.section_id = ${section.id}
    where a.unassigned_at is null
    group by ac.id
    order by min(a.assigned_at) desc, ac.id desc
    limit ${limit}`);
  return rows;
}
