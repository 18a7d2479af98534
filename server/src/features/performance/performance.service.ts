/**
 * Performance monitoring of a section (spec §2 'Performance', §3, §7 GET /management/sections/{id}/
 * performance-monitoring/): every child's level, the top and least performers, and the Concepts
 * Overview. Levels, ordering and ties are contract/src/performance.ts; definitions: docs/monitoring.md.
 */
import {
  compareNames,
  completionPercent,
  performanceLevel,
  rankPerformers,
  type ConceptOverview,
  type PerformanceResponse,
  type PerformanceStudent,
} from '@aralin/contract';
import type { AppContext } from '../../context';
import { libraryConceptKind } from '../../content/prebuilt';
import type { StaffActor } from '../../plugins/auth';
import { sectionForActor } from '../sections/sections.service';
import { schoolDayOf } from '../dashboards/school-day';
import { sectionStudentStats } from '../../db/section-students.queries';
import { masteryRead } from '../students/mastery-read';
import { sectionConcepts, type ConceptStudentRow } from './performance.queries';

/** The performance data of a section the actor may see (404 otherwise). */
export async function sectionPerformance(ctx: AppContext, actor: StaffActor, sectionId: number): Promise<PerformanceResponse> {
  const section = await sectionForActor(ctx.db, actor, sectionId);
  const [day, stats, concepts] = await Promise.all([
    schoolDayOf(ctx.db, actor.organizationId, ctx.clock.now()),
    sectionStudentStats(ctx.db, section, true),
    sectionConcepts(ctx.db, section),
  ]);
  const students: PerformanceStudent[] = stats.map((s) => ({
    student_id: s.id,
    student_name: s.name,
    performance_level: performanceLevel(s.average_score),
    average_score: s.average_score,
    latest_score: s.latest_score ?? null,
    total_activities: s.total,
    status_breakdown: { completed: s.completed, in_progress: s.in_progress, not_started: s.not_started },
    completion_percent: completionPercent(s.completed, s.total),
  }));
  const { top, least } = rankPerformers(students);
  return {
    section_id: section.id,
    section_name: section.name,
    timezone: day.timezone,
    students,
    top_students: top,
    least_students: least,
    concepts: conceptsOverview(concepts, ctx.clock.now()),
    timestamp: day.now.toISOString(),
  };
}

/**
 * Concepts Overview from each assigned child's learner-model read (issue 14, mastery-read.ts): mastered by the
 * model's rule; needing attention = enough answers and the estimate below the required score; a child with
 * too few answers (or none) is in neither and counted in students_not_enough. The average is over every
 * assigned child's stored estimate, not yet practised counting 0 (spec).
 */
function conceptsOverview(rows: ConceptStudentRow[], now: Date): ConceptOverview[] {
  const byConcept = new Map<number, ConceptStudentRow[]>();
  for (const r of rows) byConcept.set(r.concept_id, [...(byConcept.get(r.concept_id) ?? []), r]);
  return [...byConcept.values()]
    .map((kids) => {
      const c = kids[0];
      const reads = kids.map((k) => ({
        k,
        read: masteryRead(
          k.skill_mean === null
            ? null
            : {
                skillMean: k.skill_mean,
                skillSd: k.skill_sd,
                lastPracticedAt: k.last_practiced_at ? new Date(k.last_practiced_at) : null,
                answers: k.answers,
              },
          c.required_score,
          now,
        ),
      }));
      const mastered = reads.filter((r) => r.read.mastered).length;
      return {
        concept_id: c.concept_id,
        concept_name: c.concept_name,
        kind: libraryConceptKind(c.concept_name, c.organization_id),
        mastery_rate: Math.round((mastered / kids.length) * 100),
        students_mastered: mastered,
        students_not_enough: reads.filter((r) => r.read.mastery_state === 'not_enough').length,
        total_students: kids.length,
        required_score: c.required_score,
        average_mastery_score: Math.round(
          reads.reduce((sum, r) => sum + (r.k.skill_mean === null ? 0 : r.read.mastery_score), 0) / kids.length,
        ),
        students_needing_attention: reads
          .filter((r) => r.read.mastery_state === 'needs_attention')
          .map((r) => ({
            student_id: r.k.student_id,
            student_name: r.k.student_name,
            mastery_score: r.read.mastery_score,
            mastery_low: r.read.mastery_low,
            mastery_high: r.read.mastery_high,
          }))
          .sort((a, b) => a.mastery_score - b.mastery_score || compareNames(a.student_name, b.student_name) || a.student_id - b.student_id),
      };
    })
    .sort((a, b) => compareNames(a.concept_name, b.concept_name) || a.concept_id - b.concept_id);
}
