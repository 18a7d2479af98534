/**
 * Performance monitoring (spec §2 'Performance', §3 'Performance response', §9 bands and levels): the
 * score bands and performance levels are defined here once, for the dashboard, the Performance screen
 * and the PDF reports alike (docs/monitoring.md).
 */
import { z } from 'zod';
import { OrganizationQuery, formId } from './forms';
import { compareNames, scoreBand, type StudentScore } from './scores';
import { ConceptKind } from './progress';

// The plain rules (no zod) live in scores.ts, so a screen that needs only them loads no schema code.
export { SCORE_BANDS, completionPercent, compareNames, scoreBand, type ScoreBand, type StudentScore } from './scores';

/** Counts per band, every band present (the web hides the zero ones). */
export const ScoreDistribution = z.object({ Excellent: z.number(), Good: z.number(), Average: z.number(), Poor: z.number() });
export type ScoreDistribution = z.infer<typeof ScoreDistribution>;

/** The distribution of some children's scores; children without a score (nothing completed) are not counted. */
export function scoreDistribution(scores: StudentScore[]): ScoreDistribution {
  const counts: ScoreDistribution = { Excellent: 0, Good: 0, Average: 0, Poor: 0 };
  for (const s of scores) if (s !== null) counts[scoreBand(s)]++;
  return counts;
}

/**
 * Performance levels (spec §4, §9), best first, with the lowest score of each. They refine the bands:
 * Outstanding = Excellent; Excellent and Satisfactory split Good at 80; Needs Improvement and Needs
 * Attention split Average at 70; Did Not Meet Expectations = Poor. 'N/A': nothing completed yet.
 */
export const PERFORMANCE_LEVELS = [
  { level: 'Outstanding', min: 90 },
  { level: 'Excellent', min: 80 },
  { level: 'Satisfactory', min: 75 },
  { level: 'Needs Improvement', min: 70 },
  { level: 'Needs Attention', min: 60 },
  { level: 'Did Not Meet Expectations', min: 0 },
] as const;
export const PerformanceLevel = z.enum([
  'Outstanding',
  'Excellent',
  'Satisfactory',
  'Needs Improvement',
  'Needs Attention',
  'Did Not Meet Expectations',
  'N/A',
]);
export type PerformanceLevel = z.infer<typeof PerformanceLevel>;

/** Levels of the Top Performing list (spec §9), best first. */
export const TOP_LEVELS: readonly PerformanceLevel[] = ['Outstanding', 'Excellent', 'Satisfactory'];
/** Levels of the Least Performing list (spec §9), worst first. */
export const LEAST_LEVELS: readonly PerformanceLevel[] = ['Did Not Meet Expectations', 'Needs Attention', 'Needs Improvement'];
/** How many children each list shows (spec §9). */
export const PERFORMERS_LIST_SIZE = 5;

/** The performance level of a score. */
export function performanceLevel(score: StudentScore): PerformanceLevel {
  if (score === null) return 'N/A';
  return PERFORMANCE_LEVELS.find((l) => score >= l.min)!.level;
}

/**
 * Top and least performers (spec §9), deterministic: top by score high to low, least by score low to
 * high; equal scores by name (A to Z, ignoring case and accents), then by id. Children without a score
 * are in neither list.
 */
export function rankPerformers<
  T extends { student_id: number; student_name: string; average_score: StudentScore; performance_level: PerformanceLevel },
>(students: T[]): { top: T[]; least: T[] } {
  const tie = (a: T, b: T) => compareNames(a.student_name, b.student_name) || a.student_id - b.student_id;
  const top = students
    .filter((s) => TOP_LEVELS.includes(s.performance_level))
    .sort((a, b) => b.average_score! - a.average_score! || tie(a, b));
  const least = students
    .filter((s) => LEAST_LEVELS.includes(s.performance_level))
    .sort((a, b) => a.average_score! - b.average_score! || tie(a, b));
  return { top: top.slice(0, PERFORMERS_LIST_SIZE), least: least.slice(0, PERFORMERS_LIST_SIZE) };
}

/** A child's assignments by status (spec §3 status_breakdown). */
export const StatusBreakdown = z.object({ completed: z.number(), in_progress: z.number(), not_started: z.number() });
export type StatusBreakdown = z.infer<typeof StatusBreakdown>;

/** One child of the Performance screen (spec §3), with the score their level comes from. */
export const PerformanceStudent = z.object({
  student_id: z.number(),
  student_name: z.string(),
  performance_level: PerformanceLevel,
  /** The child's score (see StudentScore), null when nothing is completed. */
  average_score: z.number().nullable(),
  /**
   * The same mean over the latest finished play of each completed activity instead of the best (issue 14
   * item 6: replays keep the best, which can hide where the child is now); null when nothing is completed.
   */
  latest_score: z.number().nullable(),
  /** Live assignments from the section's subjects. */
  total_activities: z.number(),
  status_breakdown: StatusBreakdown,
  completion_percent: z.number(),
});
export type PerformanceStudent = z.infer<typeof PerformanceStudent>;

/** A child needing attention on a concept: enough answers, and the estimate below the required score (issue 14). */
export const StudentNeedingAttention = z.object({
  student_id: z.number(),
  student_name: z.string(),
  mastery_score: z.number(),
  /** The estimate's range (see MasteryRange). */
  mastery_low: z.number(),
  mastery_high: z.number(),
});
export type StudentNeedingAttention = z.infer<typeof StudentNeedingAttention>;

/** One card of Concepts Overview (spec §3). Counted over the children assigned an activity teaching it. */
export const ConceptOverview = z.object({
  concept_id: z.number(),
  concept_name: z.string(),
  /** The library concept's kind (a letter, a number…); null for a school's own concept. */
  kind: ConceptKind.nullable().default(null),
  /** students_mastered ÷ total_students × 100, rounded. */
  mastery_rate: z.number(),
  /** Children the learner model calls mastered (P(known) at the required score's bar, on enough answers: play.model.ts isMastered). */
  students_mastered: z.number(),
  /** Children whose estimate rests on too few answers (none yet included): neither mastered nor needing attention. */
  students_not_enough: z.number(),
  total_students: z.number(),
  required_score: z.number(),
  /** Mean mastery (0-100, not yet practised counts 0), rounded. */
  average_mastery_score: z.number(),
  /** Enough answers and the estimate below the required score, weakest first (ties by name, then id). */
  students_needing_attention: z.array(StudentNeedingAttention),
});
export type ConceptOverview = z.infer<typeof ConceptOverview>;

/** GET /management/sections/{id}/performance-monitoring/ answer. */
export const PerformanceResponse = z.object({
  section_id: z.number(),
  section_name: z.string(),
  /** The school's time zone (IANA), for showing the timestamp. */
  timezone: z.string(),
  /** Every child of the section, by name. */
  students: z.array(PerformanceStudent),
  /** At most 5, levels Outstanding, Excellent, Satisfactory, best first. */
  top_students: z.array(PerformanceStudent),
  /** At most 5, levels Needs Improvement, Needs Attention, Did Not Meet Expectations, worst first. */
  least_students: z.array(PerformanceStudent),
  /** By concept name. */
  concepts: z.array(ConceptOverview),
  timestamp: z.string(),
});
export type PerformanceResponse = z.infer<typeof PerformanceResponse>;

/** Report types of spec §7. */
export const PERFORMANCE_REPORT_TYPES = ['student-performance'] as const;
export const ADMIN_REPORT_TYPES = ['teacher-activity'] as const;

/** GET /management/download-performance-report/ query (spec §7); `language` en or tl, else Accept-Language. */
export const PerformanceReportQuery = OrganizationQuery.extend({
  type: z.preprocess(
    (v) => (v === '' || v === undefined ? 'student-performance' : v),
    z.enum(PERFORMANCE_REPORT_TYPES, { message: 'reportTypeInvalid' }),
  ),
  section_id: formId('sectionRequired'),
  language: z.string().max(10).optional(),
});
export type PerformanceReportQuery = z.input<typeof PerformanceReportQuery>;
