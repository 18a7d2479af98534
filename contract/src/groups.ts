/**
 * Groups by need (issue 13 item 1): GET /management/sections/{id}/groups/ splits a section into small
 * groups by their weakest concepts (or competencies), children the learner model knows too little about in
 * their own group, each with its focus and suggested activities. The method: docs/staff-workspace.md
 * "Groups by need". Assigning a group's activity is the assign call (routes.management.assign).
 */
import { z } from 'zod';
import { CompetencyTag } from './curriculum';

export const GroupBy = z.enum(['concept', 'competency']);
export type GroupBy = z.infer<typeof GroupBy>;

export const GroupsQuery = z.object({ by: GroupBy.default('concept') });

/** What a group works on: a concept (id = its id) or a competency (id = its key). */
export const GroupFocus = z.object({
  id: z.string(),
  name: z.string(),
  /** The group's average estimate of it (0-100) over its children the model is confident about. */
  estimate: z.number().nullable(),
  competency: CompetencyTag.nullable(),
});
export type GroupFocus = z.infer<typeof GroupFocus>;

export const GroupStudent = z.object({
  student_id: z.number(),
  student_name: z.string(),
  /** The child's estimate of the group's first focus (null: not confident yet). */
  estimate: z.number().nullable(),
});
export type GroupStudent = z.infer<typeof GroupStudent>;

/** An activity suggested for a group: how many of its focus concepts it practises. */
export const GroupSuggestion = z.object({
  activity_id: z.number(),
  title: z.string(),
  is_prebuilt: z.boolean(),
  /** The subject to assign it from: its own for a section's activity, a best-matching one for the library's. */
  subject_id: z.number().nullable(),
  covers: z.number(),
});
export type GroupSuggestion = z.infer<typeof GroupSuggestion>;

export const NeedGroup = z.object({
  key: z.string(),
  /**
   * 'need': children sharing a weakest concept; 'ready': at the required score on everything the model can
   * tell; 'evidence': too few answers for the model to say.
   */
  kind: z.enum(['need', 'ready', 'evidence']),
  focus: z.array(GroupFocus),
  students: z.array(GroupStudent),
  suggestions: z.array(GroupSuggestion),
});
export type NeedGroup = z.infer<typeof NeedGroup>;

export const GroupsResponse = z.object({
  section_id: z.number(),
  section_name: z.string(),
  by: GroupBy,
  /** The section's subjects, to assign a library activity from. */
  subjects: z.array(z.object({ id: z.number(), name: z.string() })),
  groups: z.array(NeedGroup),
});
export type GroupsResponse = z.infer<typeof GroupsResponse>;
