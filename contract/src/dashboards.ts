/**
 * Teacher and admin dashboards (spec §2, §3 'Teacher dashboard', 'Admin dashboard', §7 'Management:
 * dashboards, teachers') and the parents' messages to teachers (issue 7). Definitions: docs/monitoring.md.
 */
import { z } from 'zod';
import { OrganizationQuery, QueryBoolean, formId, optionalFormId } from './forms';
import { ADMIN_REPORT_TYPES, ScoreDistribution } from './performance';
import { ContactReason } from './play';

/** Path parameters of GET /management/dashboard/{sectionId}/. */
export const DashboardParams = z.object({ sectionId: formId() });
export type DashboardParams = z.infer<typeof DashboardParams>;

/** A message a parent sent to the teacher through contact-teacher (parent area). */
export const TeacherMessage = z.object({
  id: z.number(),
  student_id: z.number(),
  student_name: z.string(),
  section_id: z.number().nullable(),
  section_name: z.string().nullable(),
  parent_guardian: z.string(),
  contact_number: z.string(),
  /** What the parent wrote ('' when they only tapped a reason). */
  message: z.string(),
  /** The one-tap reason's code (issue 13 item 5), shown in the reader's language; null when none. */
  reason: ContactReason.nullable(),
  created_at: z.string(),
  is_read: z.boolean(),
  read_at: z.string().nullable(),
});
export type TeacherMessage = z.infer<typeof TeacherMessage>;

/** One activity of the section's Recent Activities Assigned (spec §2: the last 5). */
export const DashboardRecentActivity = z.object({
  /** The activity's id. */
  id: z.number(),
  title: z.string(),
  /** The school's date (YYYY-MM-DD) the activity was first assigned to a child of the section. */
  assigned_date: z.string(),
  /** The same moment as an ISO time. */
  assigned_at: z.string(),
});
export type DashboardRecentActivity = z.infer<typeof DashboardRecentActivity>;

/** An activity a child worked on today (a session started or an assignment completed today). */
export const TodayActivity = z.object({
  /** The assignment's id. */
  id: z.number(),
  activity_id: z.number(),
  activity__title: z.string(),
  status: z.enum(['not_started', 'in_progress', 'completed']),
});
export type TodayActivity = z.infer<typeof TodayActivity>;

/** One child of the teacher dashboard (spec §3), by name. */
export const DashboardStudent = z.object({
  id: z.number(),
  name: z.string(),
  is_active_today: z.boolean(),
  /** Latest of sign-in, any request, session start and answer; ISO time or null. */
  last_activity_time: z.string().nullable(),
  last_login: z.string().nullable(),
  today_activities: z.array(TodayActivity),
  completed_activities: z.number(),
  in_progress_activities: z.number(),
  not_started_activities: z.number(),
  total_activities: z.number(),
  /** completed ÷ total × 100, rounded, 0 if none (spec §9). */
  completion_percent: z.number(),
  /** The child's score (mean best score over completed assignments, rounded) or null. */
  average_score: z.number().nullable(),
});
export type DashboardStudent = z.infer<typeof DashboardStudent>;

/** GET /management/dashboard/{sectionId}/ answer. */
export const TeacherDashboard = z.object({
  section_id: z.number(),
  section_name: z.string(),
  /** The school's time zone (IANA); "today" and dates are the school's. */
  timezone: z.string(),
  /** The school's date today, YYYY-MM-DD. */
  today: z.string(),
  total_students: z.number(),
  active_students_today: z.number(),
  total_activities_assigned: z.number(),
  recent_activities: z.array(DashboardRecentActivity),
  students: z.array(DashboardStudent),
  /** Children by their score's band; children with nothing completed are not counted. */
  score_distribution: ScoreDistribution,
  /** Parents' messages about this section to its teacher, newest first (at most 20). */
  messages: z.array(TeacherMessage),
  unread_messages: z.number(),
  timestamp: z.string(),
});
export type TeacherDashboard = z.infer<typeof TeacherDashboard>;

/** One row of the admin dashboard's Recent Activities (spec §3: title, teacher_name, created_at). */
export const AdminRecentActivity = z.object({
  activity_id: z.number(),
  title: z.string(),
  section_id: z.number(),
  section_name: z.string(),
  teacher_id: z.number(),
  teacher_name: z.string(),
  /** When the activity was first assigned in that section (ISO). */
  created_at: z.string(),
  /** The same, as the school's date YYYY-MM-DD. */
  assigned_date: z.string(),
});
export type AdminRecentActivity = z.infer<typeof AdminRecentActivity>;

/** One row of the Teacher Activity table (spec §2: Teacher, Sections, Students, Last Activity, Recent Activity). */
export const TeacherActivityRow = z.object({
  id: z.number(),
  /** First and last name, else the username. */
  name: z.string(),
  username: z.string(),
  email: z.string(),
  section_count: z.number(),
  student_count: z.number(),
  /** Later of the last sign-in and the last request, ISO, or null. */
  last_activity: z.string().nullable(),
  is_active_today: z.boolean(),
  /** The newest activity assigned in the teacher's sections, or null. */
  recent_activity: z.object({ title: z.string(), section_name: z.string(), assigned_at: z.string() }).nullable(),
});
export type TeacherActivityRow = z.infer<typeof TeacherActivityRow>;

/** GET /management/admin-dashboard/ query. */
export const AdminDashboardQuery = OrganizationQuery;
export type AdminDashboardQuery = z.input<typeof AdminDashboardQuery>;

/** GET /management/admin-dashboard/ answer. */
export const AdminDashboard = z.object({
  school_name: z.string(),
  timezone: z.string(),
  today: z.string(),
  total_teachers: z.number(),
  active_teachers_today: z.number(),
  total_students: z.number(),
  active_students_today: z.number(),
  /** The 10 newest activities assigned in the school's sections. */
  recent_activities: z.array(AdminRecentActivity),
  /** Active teachers, by name. */
  teachers: z.array(TeacherActivityRow),
  timestamp: z.string(),
});
export type AdminDashboard = z.infer<typeof AdminDashboard>;

/** GET /management/admin/download-report/ query (spec §7); `language` en or tl, else Accept-Language. */
export const AdminReportQuery = OrganizationQuery.extend({
  type: z.preprocess(
    (v) => (v === '' || v === undefined ? 'teacher-activity' : v),
    z.enum(ADMIN_REPORT_TYPES, { message: 'reportTypeInvalid' }),
  ),
  language: z.string().max(10).optional(),
});
export type AdminReportQuery = z.input<typeof AdminReportQuery>;

/** GET /management/messages/ query: one section's, or only unread ones. */
export const MessagesQuery = z.object({ section_id: optionalFormId(), unread: QueryBoolean });
export type MessagesQuery = z.input<typeof MessagesQuery>;

/** GET /management/messages/ answer: the caller's own messages, newest first (at most 100). */
export const MessagesResponse = z.object({ messages: z.array(TeacherMessage), unread_count: z.number() });
export type MessagesResponse = z.infer<typeof MessagesResponse>;
