/** A student's progress summary (spec §3 'Student progress'), for the staff profile and the parent area. */
import { z } from 'zod';

/**
 * What a shipped-library concept is about (issue 15 item 2), so long lists can be grouped: a letter, a
 * number, a shape… A school's own concept has none (null).
 */
export const ConceptKind = z.enum(['letter', 'sound', 'syllables', 'sight_word', 'first_words', 'number', 'fact', 'shape', 'color']);
export type ConceptKind = z.infer<typeof ConceptKind>;
/** The kinds in the order lists show them (reading, then mathematics). */
export const CONCEPT_KINDS: readonly ConceptKind[] = ConceptKind.options;

/** One concept's mastery against its required score. */
export const ConceptMasteryItem = z.object({
  /** The concept's name. */
  concept: z.string(),
  concept_id: z.number(),
  /** The library concept's kind; null for a school's own concept. */
  kind: ConceptKind.nullable().default(null),
  /** The child's mastery, 0-100. */
  mastery_score: z.number(),
  required_score: z.number(),
  /** '<mastery>/<required>', e.g. '72/80', for display. */
  score_required_ratio: z.string(),
  /** mastery / required as a percentage, 0-100 (capped): the bar's length. */
  ratio_percentage: z.number(),
});
export type ConceptMasteryItem = z.infer<typeof ConceptMasteryItem>;

/** Activity statuses a profile shows (spec §4: the profile also handles the legacy ones). */
export const ActivityStatus = z.enum(['not_started', 'in_progress', 'completed', 'pending', 'submitted', 'reviewed', 'passed', 'failed']);
export type ActivityStatus = z.infer<typeof ActivityStatus>;

/** One recent activity of a child. */
export const RecentActivity = z.object({
  /** The activity's id. */
  id: z.number(),
  activity_title: z.string(),
  status: ActivityStatus,
  /** 0-100, null until scored. */
  score: z.number().nullable(),
  completed_at: z.string().nullable(),
});
export type RecentActivity = z.infer<typeof RecentActivity>;

/** GET /management/students/{id}/progress/ answer. Empty lists when a child has no data yet. */
export const StudentProgress = z.object({
  concept_mastery: z.array(ConceptMasteryItem),
  /** Concept names below their required score, weakest first (at most 3). */
  focus: z.array(z.string()),
  /** Concept names at or above their required score, strongest first (at most 3). */
  great_in: z.array(z.string()),
  /** Newest first, at most 5, completed or in progress. */
  recent_activities_completed: z.array(RecentActivity),
  total_activities_completed: z.number(),
});
export type StudentProgress = z.infer<typeof StudentProgress>;
