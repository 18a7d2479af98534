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

/**
 * How the learner model reads a child on a concept (issue 14; docs/adaptive-play.md 'The learner model'):
 * - mastered: the model's P(known) reaches the required score's bar (0.998 for 80) on enough answers (its rule);
 * - not_enough: not mastered and the estimate rests on too few answers to be read as a number
 *   ("not enough answers yet"; a child who never practised the concept too);
 * - needs_attention: enough answers, and the estimate is below the required score;
 * - on_track: enough answers, the estimate reaches the required score but not yet the mastery bar.
 */
export const MasteryState = z.enum(['mastered', 'on_track', 'needs_attention', 'not_enough']);
export type MasteryState = z.infer<typeof MasteryState>;

/** The estimate's range and state (issue 14), beside a 0-100 estimate `mastery_score`. */
export const MasteryRange = z.object({
  /** The low and high ends of the estimate's range (80% one-sided each, as the model's mastery rule), 0-100. */
  mastery_low: z.number(),
  mastery_high: z.number(),
  /** False while the estimate rests on too few answers to be shown as a number. */
  confident: z.boolean(),
  mastered: z.boolean(),
  mastery_state: MasteryState,
});
export type MasteryRange = z.infer<typeof MasteryRange>;

/** One concept's mastery against its required score. */
export const ConceptMasteryItem = MasteryRange.extend({
  /** The concept's name. */
  concept: z.string(),
  concept_id: z.number(),
  /** The library concept's kind; null for a school's own concept. */
  kind: ConceptKind.nullable().default(null),
  /** The learner model's estimate, 0-100 (shown only when `confident`, with its range). */
  mastery_score: z.number(),
  required_score: z.number(),
  /** Answers that fed the estimate (finished questions). */
  answers: z.number(),
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
  /** The best score of all plays, 0-100 (the assignment keeps the best); null until scored. */
  score: z.number().nullable(),
  /** The score of the child's latest finished play of the activity, 0-100; null until one ends (issue 14 item 6). */
  latest_score: z.number().nullable(),
  completed_at: z.string().nullable(),
});
export type RecentActivity = z.infer<typeof RecentActivity>;

/** GET /management/students/{id}/progress/ answer. Empty lists when a child has no data yet. */
export const StudentProgress = z.object({
  concept_mastery: z.array(ConceptMasteryItem),
  /** Concept names needing attention (enough answers, estimate below the required score), weakest first (at most 3). */
  focus: z.array(z.string()),
  /** Concept names mastered (the model's rule), strongest first (at most 3). */
  great_in: z.array(z.string()),
  /** Newest first, at most 5, completed or in progress. */
  recent_activities_completed: z.array(RecentActivity),
  total_activities_completed: z.number(),
});
export type StudentProgress = z.infer<typeof StudentProgress>;
