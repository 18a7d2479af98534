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
  type PerformanceResponse,
  type PerformanceStudent,
} from '@aralin/contract';
import type { AppContext } from '../../context';
import { libraryConceptKind } from '../../content/prebuilt';
import type { StaffActor } from '../../plugins/auth';
import { sectionForActor } from '../sections/sections.service';
import { schoolDayOf } from '../dashboards/school-day';
import { sectionStudentStats } from '../../db/section-students.queries';
import { sectionConcepts } from './performance.queries';

/** The performance data of a section the actor may see (404 otherwise). */
export async function sectionPerformance(ctx: AppContext, actor: StaffActor, sectionId: number): Promise<PerformanceResponse> {
  const section = await sectionForActor(ctx.db, actor, sectionId);
  const [day, stats, concepts] = await Promise.all([
    schoolDayOf(ctx.db, actor.organizationId, ctx.clock.now()),
    sectionStudentStats(ctx.db, section),
    sectionConcepts(ctx.db, section),
  ]);
  const students: PerformanceStudent[] = stats.map((s) => ({
    student_id: s.id,
    student_name: s.name,
    performance_level: performanceLevel(s.average_score),
    average_score: s.average_score,
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
    concepts: concepts
      .sort((a, b) => compareNames(a.concept_name, b.concept_name) || a.concept_id - b.concept_id)
      .map((c) => ({
        concept_id: c.concept_id,
        concept_name: c.concept_name,
        kind: libraryConceptKind(c.concept_name, c.organization_id),
        mastery_rate: c.total_students > 0 ? Math.round((c.students_mastered / c.total_students) * 100) : 0,
        students_mastered: c.students_mastered,
        total_students: c.total_students,
        required_score: c.required_score,
        average_mastery_score: c.average_mastery_score,
        students_needing_attention: (c.needing ?? []).sort(
          (a, b) => a.mastery_score - b.mastery_score || compareNames(a.student_name, b.student_name) || a.student_id - b.student_id,
        ),
      })),
    timestamp: day.now.toISOString(),
  };
}
