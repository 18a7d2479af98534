/**
 * The admin dashboard (spec §2 'Admin Dashboard', §3, §7 GET /management/admin-dashboard/): the whole
 * school, admins only. Definitions: docs/monitoring.md.
 */
import type { AdminDashboard } from '@aralin/contract';
import type { AppContext } from '../../context';
import { assertOwnOrganization } from '../../lib/org-scope';
import type { StaffActor } from '../../plugins/auth';
import type { Tx } from '../../db/client';
import * as q from './admin-dashboard.queries';
import { displayName, isoOrNull, schoolDayOf } from './school-day';

/** How many of the school's recent activities the dashboard shows. */
export const RECENT_SCHOOL_ACTIVITIES = 10;

/** The admin dashboard of the actor's school (organizational_id naming another school: 404). */
export async function adminDashboard(ctx: AppContext, actor: StaffActor, organizationalId?: string): Promise<AdminDashboard> {
  assertOwnOrganization(actor, organizationalId);
  const day = await schoolDayOf(ctx.db, actor.organizationId, ctx.clock.now());
  const [counts, teachers, recent] = await Promise.all([
    q.schoolCounts(ctx.db, actor.organizationId, day.dayStart),
    q.teacherActivity(ctx.db, actor.organizationId),
    q.schoolRecentActivities(ctx.db, actor.organizationId, day.timezone, RECENT_SCHOOL_ACTIVITIES),
  ]);
  return {
    school_name: day.schoolName,
    timezone: day.timezone,
    today: day.today,
    ...counts,
    recent_activities: recent.map((r) => ({
      activity_id: r.activity_id,
      title: r.title,
      section_id: r.section_id,
      section_name: r.section_name,
      teacher_id: r.teacher_id,
      teacher_name: displayName(r),
      created_at: isoOrNull(r.created_at)!,
      assigned_date: r.assigned_date,
    })),
    teachers: teachers.map((t) => ({
      id: t.id,
      name: displayName(t),
      username: t.username,
      email: t.email,
      section_count: t.section_count,
      student_count: t.student_count,
      last_activity: isoOrNull(t.last_activity),
      is_active_today: t.last_activity !== null && new Date(t.last_activity) >= day.dayStart,
      recent_activity: t.recent_title
        ? { title: t.recent_title, section_name: t.recent_section!, assigned_at: isoOrNull(t.recent_at)! }
        : null,
    })),
    timestamp: day.now.toISOString(),
  };
}

/** Every child's score in the school (the student-performance report's spread). */
export function schoolStudentScores(tx: Tx, organizationId: number): Promise<number[]> {
  return q.schoolStudentScores(tx, organizationId);
}
