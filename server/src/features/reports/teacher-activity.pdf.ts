/**
 * The teacher-activity report of a school (spec §7 GET /management/admin/download-report/, issue 7): a
 * title page (school, all sections, date, school figures), the Teacher Activity table, the school's
 * score distribution chart and its recent activities, with page numbers.
 */
import type { AdminDashboard, ScoreDistribution } from '@aralin/contract';
import { drawTable, newPdf, stampPageNumbers } from '../../lib/pdf';
import { drawColumnChart } from '../../lib/pdf-charts';
import { drawTitlePage, heading, mutedLine, newContentPage, runningHeader } from './report-layout';
import { bandsLine, distributionBars } from './report-scales';
import type { Words } from './report-text';

export interface TeacherActivityInput {
  now: Date;
  dashboard: AdminDashboard;
  distribution: ScoreDistribution;
}

/** Renders the report to PDF bytes. */
export function renderTeacherActivity(input: TeacherActivityInput, w: Words): Promise<Buffer> {
  const d = input.dashboard;
  const { doc, done } = newPdf({ title: `${w.activityTitle} – ${d.school_name}`, bufferPages: true });

  drawTitlePage(doc, {
    title: w.activityTitle,
    facts: [
      [w.school, d.school_name],
      [w.section, w.allSections],
      [w.date, w.longDate(input.now)],
      [w.generated, w.dateTime(input.now)],
      [w.timezone, d.timezone],
    ],
    tiles: [
      [w.totalTeachers, String(d.total_teachers)],
      [w.teachersActiveToday, String(d.active_teachers_today)],
      [w.totalStudents, String(d.total_students)],
      [w.studentsActiveToday, String(d.active_students_today)],
    ],
    note: { title: w.howCounted, lines: [w.countedActive, w.countedScore, bandsLine(w)] },
  });

  const header = runningHeader(`${w.activityTitle} · ${d.school_name}`);
  let y = heading(doc, newContentPage(doc, header), w.teacherActivity, header);
  if (d.teachers.length === 0) y = mutedLine(doc, y, w.empty('noTeacherData'));
  else
    y = drawTable(doc, {
      y,
      onNewPage: header,
      columns: [
        { header: w.teacher, width: 3.4 },
        { header: w.sections, width: 1, align: 'right' },
        { header: w.students, width: 1.1, align: 'right' },
        { header: w.lastActivity, width: 2 },
        { header: w.recentActivity, width: 3.2 },
      ],
      rows: d.teachers.map((t) => [
        t.name,
        String(t.section_count),
        String(t.student_count),
        w.dateTime(t.last_activity),
        t.recent_activity
          ? `${t.recent_activity.title}\n${t.recent_activity.section_name} · ${w.dateTime(t.recent_activity.assigned_at)}`
          : w.never,
      ]),
    });

  y = heading(doc, y + 10, w.schoolScoreDistribution, header, 200);
  const scored = Object.values(input.distribution).reduce((s, n) => s + n, 0);
  y =
    scored === 0
      ? mutedLine(doc, y, w.empty('noPerformanceData'))
      : drawColumnChart(doc, { y, height: 170, bars: distributionBars(input.distribution, w), axisLabel: w.studentsAxis });

  y = heading(doc, y + 6, w.recentActivities, header);
  if (d.recent_activities.length === 0) mutedLine(doc, y, w.empty('noRecentSchoolActivities'));
  else
    drawTable(doc, {
      y,
      onNewPage: header,
      columns: [
        { header: w.activity, width: 3.4 },
        { header: w.teacher, width: 2.4 },
        { header: w.section, width: 2 },
        { header: w.assignedDate, width: 2 },
      ],
      rows: d.recent_activities.map((a) => [a.title, a.teacher_name, a.section_name, w.day(a.created_at)]),
    });

  stampPageNumbers(doc, `${d.school_name} · ${w.longDate(input.now)}`, w.page);
  doc.end();
  return done;
}
