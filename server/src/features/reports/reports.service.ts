/**
 * The PDF reports of spec §7: the school's teacher-activity report (admins) and a section's
 * student-performance report (its teacher, or an admin). Their figures come from the dashboard and
 * performance services, so a report always says what the screens say. Each download is audited.
 */
import { scoreDistribution, type Language } from '@aralin/contract';
import type { AppContext } from '../../context';
import { auditStaff } from '../../lib/audit';
import { readFileBytes } from '../../lib/file-store';
import { assertOwnOrganization } from '../../lib/org-scope';
import type { StaffActor } from '../../plugins/auth';
import { adminDashboard } from '../dashboards/admin-dashboard.service';
import { schoolStudentScores } from '../dashboards/admin-dashboard.service';
import { teacherDashboard } from '../dashboards/teacher-dashboard.service';
import { sectionPerformance } from '../performance/performance.service';
import { getSection } from '../sections/sections.service';
import { schoolDayOf } from '../dashboards/school-day';
import { reportText } from './report-text';
import { renderStudentPerformance } from './student-performance.pdf';
import { renderTeacherActivity } from './teacher-activity.pdf';

export interface PdfFile {
  pdf: Buffer;
  fileName: string;
}

/** GET /management/admin/download-report/?type=teacher-activity: '<type>-report-<date>.pdf' (the school's date). */
export async function teacherActivityReport(
  ctx: AppContext,
  actor: StaffActor,
  query: { type: string; organizational_id?: string },
  lang: Language,
): Promise<PdfFile> {
  const dashboard = await adminDashboard(ctx, actor, query.organizational_id);
  const distribution = scoreDistribution(await schoolStudentScores(ctx.db, actor.organizationId));
  const pdf = await renderTeacherActivity(
    { now: new Date(dashboard.timestamp), dashboard, distribution },
    reportText(lang, dashboard.timezone),
  );
  await auditStaff(ctx.db, actor, 'download', 'report', null, { type: query.type });
  return { pdf, fileName: `${query.type}-report-${dashboard.today}.pdf` };
}

/** GET /management/download-performance-report/: '<type>-section-<id>-<date>.pdf' (the school's date). */
export async function studentPerformanceReport(
  ctx: AppContext,
  actor: StaffActor,
  query: { type: string; section_id: number; organizational_id?: string },
  lang: Language,
): Promise<PdfFile> {
  assertOwnOrganization(actor, query.organizational_id);
  const dashboard = await teacherDashboard(ctx, actor, query.section_id);
  const [performance, detail, school] = await Promise.all([
    sectionPerformance(ctx, actor, query.section_id),
    getSection(ctx, actor, query.section_id),
    schoolDayOf(ctx.db, actor.organizationId, ctx.clock.now()),
  ]);
  const cover = detail.section.coverKey ? await readFileBytes(ctx, detail.section.coverKey) : undefined;
  const pdf = await renderStudentPerformance(
    {
      schoolName: school.schoolName,
      teacherName: detail.teacherName,
      now: new Date(dashboard.timestamp),
      timezone: dashboard.timezone,
      dashboard,
      performance,
      // pdfkit draws PNG and JPEG; a GIF or WebP cover is left out of the PDF.
      coverPicture: cover && /^image\/(png|jpeg)$/.test(cover.meta.contentType) ? cover.data : undefined,
    },
    reportText(lang, dashboard.timezone),
  );
  await auditStaff(ctx.db, actor, 'download', 'report', query.section_id, { type: query.type });
  return { pdf, fileName: `${query.type}-section-${query.section_id}-${dashboard.today}.pdf` };
}
