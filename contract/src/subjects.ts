/** Subjects calls of spec §7 'Management: subjects, activities'. Issue messages are message keys. */
import { z } from 'zod';
import { formId, optionalFormId, requiredText } from './forms';

/** The four cover colours of a subject card (spec §9); BLUE by default. */
export const SUBJECT_COVERS = ['BLUE', 'GREEN', 'RED', 'YELLOW'] as const;
export const SubjectCover = z.enum(SUBJECT_COVERS, { message: 'subjectCoverInvalid' });
export type SubjectCover = z.infer<typeof SubjectCover>;

/** A subject (spec §3: id, name, cover_image, thumbnail), with its section and teacher. */
export const Subject = z.object({
  id: z.number(),
  name: z.string(),
  cover_image: SubjectCover,
  /** The artwork's name: the same value as cover_image; the web maps it to its picture. */
  thumbnail: SubjectCover,
  section: z.number(),
  teacher: z.number(),
  created_at: z.string(),
});
export type Subject = z.infer<typeof Subject>;

/** GET /management/sections/{id}/subjects/ answer: the section's subjects that are not deleted, oldest first. */
export const SubjectsResponse = z.array(Subject);
export type SubjectsResponse = z.infer<typeof SubjectsResponse>;

/**
 * POST /management/subjects/add/ body. The subject's teacher is always its section's teacher, so
 * teacher_id is accepted for the spec's payload but not needed (docs/authoring.md).
 */
export const AddSubjectBody = z.object({
  name: requiredText('subjectNameRequired', 100),
  cover_image: z.preprocess(
    (v) => (v === '' || v === null ? undefined : typeof v === 'string' ? v.trim().toUpperCase() : v),
    SubjectCover.default('BLUE'),
  ),
  teacher_id: optionalFormId(),
  section: z.preprocess((v) => (v === '' || v === null ? undefined : v), formId('sectionRequired')),
});
export type AddSubjectBody = z.input<typeof AddSubjectBody>;

/** Answer of POST /management/subjects/add/. */
export const SubjectResponse = z.object({ message: z.string(), subject: Subject });
export type SubjectResponse = z.infer<typeof SubjectResponse>;

/** PATCH /management/subjects/{id}/delete/ body: the spec sends teacher_id; the server uses the token. */
export const DeleteSubjectBody = z.object({ teacher_id: optionalFormId() }).nullish();
export type DeleteSubjectBody = z.input<typeof DeleteSubjectBody>;

/** Answer of a subject delete. */
export const SubjectDeletedResponse = z.object({ message: z.string(), id: z.number() });
export type SubjectDeletedResponse = z.infer<typeof SubjectDeletedResponse>;
