/** Assignment and prebuilt-library calls of spec §7, and uploads (spec §7 'upload', 'upload-pdf'). */
import { z } from 'zod';
import { ActivityCard, AssignmentStatus } from './activities';
import { formId, optionalFormId } from './forms';

/** One assignment of an activity to a child of the section (spec §3 'Assignment: student_id'). */
export const Assignment = z.object({
  id: z.number(),
  student_id: z.number(),
  student_name: z.string(),
  /** The subject the activity was assigned from (a prebuilt activity shows under it to the child). */
  subject_id: z.number(),
  status: AssignmentStatus,
  score: z.number().nullable(),
  assigned_at: z.string(),
  completed_at: z.string().nullable(),
});
export type Assignment = z.infer<typeof Assignment>;

/** GET /management/sections/{s}/activities/{id}/assignments/ answer: current assignments in the section. */
export const AssignmentsResponse = z.array(Assignment);
export type AssignmentsResponse = z.infer<typeof AssignmentsResponse>;

const studentIds = (key: 'selectStudentsToAssign' | 'selectStudentsToUnassign') =>
  z.preprocess(
    (v) => (v === undefined || v === null ? [] : Array.isArray(v) ? v : [v]),
    z.array(formId('studentNotFound'), { message: key }).min(1, key).max(500, 'invalidInput'),
  );

/**
 * POST .../assign/ body. `subject_id`: the subject of this section the activity is assigned from;
 * needed for a prebuilt activity (a section's own activity is always assigned from its own subject).
 * It may also come as the query parameter subject_id.
 */
export const AssignBody = z.preprocess(
  (v) => v ?? {},
  z.object({ student_ids: studentIds('selectStudentsToAssign'), subject_id: optionalFormId() }),
);
export type AssignBody = z.input<typeof AssignBody>;

/** POST .../unassign/ body. The child's attempts are kept. */
export const UnassignBody = z.preprocess((v) => v ?? {}, z.object({ student_ids: studentIds('selectStudentsToUnassign') }));
export type UnassignBody = z.input<typeof UnassignBody>;

/** Query of assign: subject_id, as an alternative to the body field. */
export const AssignQuery = z.object({ subject_id: optionalFormId() });

/** Answer of assign and unassign: the message, how many changed, and the section's assignments now. */
export const AssignResponse = z.object({ message: z.string(), changed: z.number(), assignments: AssignmentsResponse });
export type AssignResponse = z.infer<typeof AssignResponse>;

/** A prebuilt library card, with how many of this section's children have it. */
export const PrebuiltActivityCard = ActivityCard.extend({
  assigned_count: z.number(),
  total_students: z.number(),
  assigned_student_ids: z.array(z.number()),
  difficulty_levels: z.array(z.string()),
});
export type PrebuiltActivityCard = z.infer<typeof PrebuiltActivityCard>;

/** GET .../activities/prebuilt/ answer. */
export const PrebuiltActivitiesResponse = z.array(PrebuiltActivityCard);
export type PrebuiltActivitiesResponse = z.infer<typeof PrebuiltActivitiesResponse>;

/** GET .../activities/prebuilt/ query: the spec sends user_id and user_role; the server uses the token. */
export const PrebuiltQuery = z.object({ user_id: z.string().max(20).optional(), user_role: z.string().max(20).optional() });

/** Answer of POST /management/upload/: the key (the web adds '/' to make the address), and the address. */
export const UploadResponse = z.object({
  file_key: z.string(),
  url: z.string(),
  kind: z.enum(['image', 'audio']),
  content_type: z.string(),
  size: z.number(),
});
export type UploadResponse = z.infer<typeof UploadResponse>;

/** Answer of upload-pdf and remove-pdf. */
export const PdfResponse = z.object({
  message: z.string(),
  printable_pdf: z.object({ name: z.string(), url: z.string(), size: z.number() }).nullable(),
});
export type PdfResponse = z.infer<typeof PdfResponse>;
