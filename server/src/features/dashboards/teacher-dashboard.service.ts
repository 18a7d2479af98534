/**
 * The teacher dashboard of one section (spec §2 'Teacher Dashboard', §3, §7 GET /management/dashboard/
 * {sectionId}/). A teacher reaches only their own sections, an admin any of the school (404 otherwise).
 * Definitions (active today, score distribution, recent activities): docs/monitoring.md.
 */
import { completionPercent, scoreDistribution, type DashboardStudent, type TeacherDashboard } from '@aralin/contract';
import type { AppContext } from '../../context';
import type { StaffActor } from '../../plugins/auth';
import { sectionForActor } from '../sections/sections.service';
import { sectionMessages } from '../messages/messages.service';
import { schoolDayOf, isoOrNull } from './school-day';
import { sectionStudentStats } from '../../db/section-students.queries';
import * as q from './teacher-dashboard.queries';

/** Recent Activities Assigned shows the last 5 (spec §2). */
export const RECENT_SECTION_ACTIVITIES = 5;

/** The dashboard data of a section the actor may see. */
export async function teacherDashboard(ctx: AppContext, actor: StaffActor, sectionId: number): Promise<TeacherDashboard> {
  const section = await sectionForActor(ctx.db, actor, sectionId);
  const day = await schoolDayOf(ctx.db, actor.organizationId, ctx.clock.now());
  const [stats, times, today, recent, inbox] = await Promise.all([
    sectionStudentStats(ctx.db, section),
    q.activityTimes(ctx.db, section),
    q.todayActivities(ctx.db, section, day.dayStart),
    q.recentActivities(ctx.db, section, day.timezone, RECENT_SECTION_ACTIVITIES),
    sectionMessages(ctx.db, section),
  ]);
  const timeOf = new Map(times.map((t) => [t.id, t]));
  const todayOf = new Map<number, DashboardStudent['today_activities']>();
  for (const a of today) {
    const list = todayOf.get(a.student_id) ?? [];
    list.push({ id: a.id, activity_id: a.activity_id, activity__title: a.title, status: a.status });
    todayOf.set(a.student_id, list);
  }
  const students: DashboardStudent[] = stats.map((s) => {
    const lastActivity = timeOf.get(s.id)?.last_activity ?? null;
    return {
      id: s.id,
      name: s.name,
      is_active_today: lastActivity !== null && new Date(lastActivity) >= day.dayStart,
      last_activity_time: isoOrNull(lastActivity),
      last_login: isoOrNull(timeOf.get(s.id)?.last_login),
      today_activities: todayOf.get(s.id) ?? [],
      completed_activities: s.completed,
      in_progress_activities: s.in_progress,
      not_started_activities: s.not_started,
      total_activities: s.total,
      completion_percent: completionPercent(s.completed, s.total),
      average_score: s.average_score,
    };
  });
  return {
    section_id: section.id,
    section_name: section.name,
    timezone: day.timezone,
    today: day.today,
    total_students: students.length,
    active_students_today: students.filter((s) => s.is_active_today).length,
    total_activities_assigned: recent[0]?.total ?? 0,
    recent_activities: recent.map((a) => ({
      id: a.id,
      title: a.title,
      assigned_date: a.assigned_date,
      assigned_at: isoOrNull(a.assigned_at)!,
    })),
    students,
    score_distribution: scoreDistribution(stats.map((s) => s.average_score)),
    messages: inbox.messages,
    unread_messages: inbox.unread,
    timestamp: day.now.toISOString(),
  };
}
