/** Queries of the admin dashboard (spec §2 'Admin Dashboard'): school figures, teachers, recent activities. */
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';

/** The school's figures. A child is active today with a sign-in, request, session or answer since the day began. */
export async function schoolCounts(tx: Tx, organizationId: number, dayStart: Date) {
  const ds = dayStart.toISOString();
  const { rows } = await tx.execute<{
    total_teachers: number;
    active_teachers_today: number;
    total_students: number;
    active_students_today: number;
  }>(sql`
    select
      (select count(*) from users u where u.organization_id = ${organizationId} and u.role = 'teacher' and u.is_active)::int as total_teachers,
      (select count(*) from users u where u.organization_id = ${organizationId} and u.role = 'teacher' and u.is_active
        and greatest(u.last_login_at, u.last_activity_at) >= ${ds})::int as active_teachers_today,
      (select count(*) from students st where st.organization_id = ${organizationId})::int as total_students,
      (select count(*) from students st where st.organization_id = ${organizationId} and (
        greatest(st.last_activity_at, st.last_login_at) >= ${ds}
        -- Probes per child (LIMIT 1 keeps them from becoming one hash of the whole day's answers), made only
        -- for children not already known active by their last request.
        or coalesce((select true from attempts t where t.student_id = st.id and t.created_at >= ${ds} limit 1), false)
        or coalesce((select true from play_sessions ps where ps.student_id = st.id and ps.started_at >= ${ds} limit 1), false)
      ))::int as active_students_today`);
  return rows[0];
}

export type TeacherActivityDbRow = {
  id: number;
  username: string;
  email: string;
  first_name: string;
  last_name: string;
  last_activity: Date | null;
  section_count: number;
  student_count: number;
  recent_title: string | null;
  recent_section: string | null;
  recent_at: Date | null;
};

/** Active teachers with their live sections, their children, and the newest activity assigned in their sections. */
export async function teacherActivity(tx: Tx, organizationId: number): Promise<TeacherActivityDbRow[]> {
  const { rows } = await tx.execute<TeacherActivityDbRow>(sql`
    select u.id, u.username, u.email, u.first_name, u.last_name,
      greatest(u.last_login_at, u.last_activity_at) as last_activity,
      (select count(*) from sections s where s.organization_id = u.organization_id and s.teacher_id = u.id and s.deleted_at is null)::int as section_count,
      (select count(*) from students st join sections s on s.id = st.section_id
        where s.organization_id = u.organization_id and s.teacher_id = u.id and s.deleted_at is null)::int as student_count,
      ra.title as recent_title, ra.section_name as recent_section, ra.assigned_at as recent_at
    from users u
    left join lateral (
      -- the newest live assignment of each of the teacher's subjects (an index walk each), then the newest of those
      select last.title, s.name as section_name, last.assigned_at
      from sections s
      join subjects sb on sb.organization_id = s.organization_id and sb.section_id = s.id and sb.deleted_at is null
      cross join lateral (
        select ac.title, a.assigned_at, a.id from assignments a
        join activities ac on ac.id = a.activity_id and ac.deleted_at is null
        where a.subject_id = sb.id and a.unassigned_at is null
        order by a.assigned_at desc, a.id desc limit 1
      ) last
      where s.organization_id = u.organization_id and s.teacher_id = u.id and s.deleted_at is null
      order by last.assigned_at desc, last.id desc
      limit 1
    ) ra on true
    where u.organization_id = ${organizationId} and u.role = 'teacher' and u.is_active
    order by lower(coalesce(nullif(trim(u.first_name || ' ' || u.last_name), ''), u.username)), u.id`);
  return rows;
}

/**
 * The newest activities assigned in the school: per activity and live section, when first assigned there.
 * Assignments are grouped first (one pass, no joins), then only the groups are checked for deleted
 * activities, subjects and sections: those are the same for every row of a group.
 */
export async function schoolRecentActivities(tx: Tx, organizationId: number, timezone: string, limit: number) {
  const { rows } = await tx.execute<{
    activity_id: number;
    title: string;
    section_id: number;
    section_name: string;
    teacher_id: number;
    first_name: string;
    last_name: string;
    username: string;
    created_at: Date;
    assigned_date: string;
  }>(sql`
    with firsts as (
      select a.activity_id, a.subject_id, min(a.assigned_at) as first_at
      from assignments a
      where a.organization_id = ${organizationId} and a.unassigned_at is null
      group by a.activity_id, a.subject_id
    )
    select ac.id as activity_id, ac.title, s.id as section_id, s.name as section_name,
      u.id as teacher_id, u.first_name, u.last_name, u.username,
      min(f.first_at) as created_at,
      to_char(min(f.first_at) at time zone ${timezone}, 'YYYY-MM-DD') as assigned_date
    from firsts f
    join activities ac on ac.id = f.activity_id and ac.deleted_at is null
    join subjects sb on sb.id = f.subject_id and sb.deleted_at is null
    join sections s on s.id = sb.section_id and s.deleted_at is null
    join users u on u.id = s.teacher_id
    group by ac.id, s.id, u.id
    order by min(f.first_at) desc, ac.id desc, s.id desc
    limit ${limit}`);
  return rows;
}

/** Every child's score in the school (mean best score over completed live assignments of their section), for the report's chart. */
export async function schoolStudentScores(tx: Tx, organizationId: number): Promise<number[]> {
  const { rows } = await tx.execute<{ score: number }>(sql`
    select round(avg(a.score))::int as score
    from assignments a
    join students st on st.id = a.student_id
    join activities ac on ac.id = a.activity_id and ac.deleted_at is null
    join subjects sb on sb.id = a.subject_id and sb.deleted_at is null and sb.section_id = st.section_id
    join sections s on s.id = st.section_id and s.deleted_at is null
    where a.organization_id = ${organizationId} and a.unassigned_at is null and a.status = 'completed' and a.score is not null
    group by a.student_id`);
  return rows.map((r) => r.score);
}
