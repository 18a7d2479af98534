/**
 * The student-performance report of a section (spec §7 GET /management/download-performance-report/,
 * issue 7): a title page (school, section, teacher, date, class figures, how they are counted), the score
 * distribution chart, top and least performers, every child, the concept mastery chart and the Concepts
 * Overview, with page numbers. Figures come from the same services as the screens.
 */
import type { PerformanceResponse, PerformanceStudent, TeacherDashboard } from '@aralin/contract';
import { drawTable, newPdf, stampPageNumbers, type Pdf } from '../../lib/pdf';
import { drawColumnChart, drawLegend, drawPercentBars } from '../../lib/pdf-charts';
import { drawTitlePage, heading, mutedLine, newContentPage, runningHeader } from './report-layout';
import { bandsLine, distributionBars, levelsLine, masteryColor } from './report-scales';
import type { Words } from './report-text';

/** The average-mastery bar under each concept's mastery-rate bar. */
const AVERAGE_COLOR = '#94a3b8';

export interface StudentPerformanceInput {
  schoolName: string;
  teacherName: string;
  now: Date;
  timezone: string;
  dashboard: TeacherDashboard;
  performance: PerformanceResponse;
  /** The section's cover photo (PNG or JPEG), when it has one. */
  coverPicture?: Buffer;
}

/** Renders the report to PDF bytes. */
export function renderStudentPerformance(input: StudentPerformanceInput, w: Words): Promise<Buffer> {
  const { dashboard: d, performance: p } = input;
  const { doc, done } = newPdf({ title: `${w.performanceTitle} – ${p.section_name}`, bufferPages: true });
  const scored = p.students.filter((s) => s.average_score !== null);
  const classAverage = scored.length ? Math.round(scored.reduce((sum, s) => sum + s.average_score!, 0) / scored.length) : null;

  drawTitlePage(doc, {
    title: w.performanceTitle,
    facts: [
      [w.school, input.schoolName],
      [w.section, p.section_name],
      [w.teacher, input.teacherName],
      [w.date, w.longDate(input.now)],
      [w.generated, w.dateTime(input.now)],
      [w.timezone, input.timezone],
    ],
    tiles: [
      [w.totalStudents, String(d.total_students)],
      [w.activeToday, String(d.active_students_today)],
      [w.activitiesAssigned, String(d.total_activities_assigned)],
      [w.classAverage, classAverage === null ? '–' : String(classAverage)],
    ],
    note: { title: w.howCounted, lines: [w.countedScore, w.countedLatest, bandsLine(w), levelsLine(w), w.countedMastery, w.countedActive] },
    picture: input.coverPicture,
  });

  const header = runningHeader(`${w.performanceTitle} · ${w.section} ${p.section_name}`);
  let y = newContentPage(doc, header);
  y = heading(doc, y, w.scoreDistribution, header, 200);
  y =
    scored.length === 0
      ? mutedLine(doc, y, w.empty('noPerformanceData'))
      : drawColumnChart(doc, { y, height: 170, bars: distributionBars(d.score_distribution, w), axisLabel: w.studentsAxis });

  y = performersTable(doc, y + 6, w.topStudents, p.top_students, w, header);
  y = performersTable(doc, y + 6, w.leastStudents, p.least_students, w, header);

  y = heading(doc, y + 6, w.allStudents, header);
  if (p.students.length === 0) y = mutedLine(doc, y, w.empty('noPerformanceData'));
  else
    y = drawTable(doc, {
      y,
      onNewPage: header,
      columns: [
        { header: w.student, width: 3.2 },
        { header: w.level, width: 2.6 },
        { header: w.score, width: 1, align: 'right' },
        { header: w.latestScore, width: 1.1, align: 'right' },
        { header: w.completed, width: 1.3, align: 'right' },
        { header: w.inProgress, width: 1.3, align: 'right' },
        { header: w.notStarted, width: 1.5, align: 'right' },
        { header: w.completion, width: 1.5, align: 'right' },
      ],
      rows: p.students.map((s) => [
        s.student_name,
        w.levels[s.performance_level],
        s.average_score === null ? '–' : String(s.average_score),
        s.latest_score === null ? '–' : String(s.latest_score),
        String(s.status_breakdown.completed),
        String(s.status_breakdown.in_progress),
        String(s.status_breakdown.not_started),
        `${s.completion_percent}%`,
      ]),
    });

  conceptsSection(doc, y + 16, p, w, header);
  stampPageNumbers(doc, `${input.schoolName} · ${w.section} ${p.section_name} · ${w.longDate(input.now)}`, w.page);
  doc.end();
  return done;
}

function performersTable(doc: Pdf, y: number, title: string, list: PerformanceStudent[], w: Words, header: (doc: Pdf) => number): number {
  const at = heading(doc, y, title, header);
  if (list.length === 0) return mutedLine(doc, at, w.empty('noPerformanceData'));
  return drawTable(doc, {
    y: at,
    onNewPage: header,
    columns: [
      { header: '#', width: 0.5, align: 'right' },
      { header: w.student, width: 2.7 },
      { header: w.level, width: 3 },
      { header: w.score, width: 1, align: 'right' },
      { header: w.latestScore, width: 1.1, align: 'right' },
      { header: w.activities, width: 1.6, align: 'right' },
      { header: w.completion, width: 1.5, align: 'right' },
    ],
    rows: list.map((s, i) => [
      String(i + 1),
      s.student_name,
      w.levels[s.performance_level],
      String(s.average_score),
      s.latest_score === null ? '–' : String(s.latest_score),
      `${s.status_breakdown.completed}/${s.total_activities}`,
      `${s.completion_percent}%`,
    ]),
  });
}

function conceptsSection(doc: Pdf, y: number, p: PerformanceResponse, w: Words, header: (doc: Pdf) => number): number {
  y = heading(doc, y, w.conceptMastery, header, 150);
  if (p.concepts.length === 0) return mutedLine(doc, y, w.empty('noConceptsData'));
  y = drawLegend(doc, y, [
    { label: `${w.masteryRate} ≥ 75%`, color: masteryColor(100) },
    { label: '50–74%', color: masteryColor(60) },
    { label: '< 50%', color: masteryColor(0) },
    { label: w.averageMastery, color: AVERAGE_COLOR },
    { label: w.requiredScore, color: '#1f2937', line: true },
  ]);
  y = drawPercentBars(doc, {
    y: y + 4,
    rowHeight: 32,
    onNewPage: header,
    rows: p.concepts.map((c) => ({
      label: c.concept_name,
      percent: c.mastery_rate,
      caption: `${c.mastery_rate}% (${c.students_mastered}/${c.total_students})`,
      color: masteryColor(c.mastery_rate),
      secondary: { percent: c.average_mastery_score, color: AVERAGE_COLOR, marker: c.required_score },
    })),
  });
  y = heading(doc, y + 14, w.conceptsOverview, header);
  return drawTable(doc, {
    y,
    onNewPage: header,
    columns: [
      { header: w.concept, width: 2.2 },
      { header: w.masteryRate, width: 1.2, align: 'right' },
      { header: w.mastered, width: 1.2, align: 'right' },
      { header: w.notEnoughHeader, width: 1.6, align: 'right' },
      { header: w.requiredScore, width: 1.2, align: 'right' },
      { header: w.averageMastery, width: 1.2, align: 'right' },
      { header: w.needingAttention, width: 3.6 },
    ],
    rows: p.concepts.map((c) => [
      c.concept_name,
      `${c.mastery_rate}%`,
      `${c.students_mastered}/${c.total_students}`,
      `${c.students_not_enough}/${c.total_students}`,
      String(c.required_score),
      String(c.average_mastery_score),
      c.students_needing_attention.length
        ? c.students_needing_attention.map((s) => `${s.student_name} ${s.mastery_score} (${s.mastery_low}–${s.mastery_high})`).join(', ')
        : w.none,
    ]),
  });
}
