/** Sections calls of spec §7 'Management: sections, students'. */
import { z } from 'zod';
import { OrganizationQuery, formId, optionalFormId, requiredText } from './forms';

/** The four flower thumbnails of a section card (spec §9). */
export const SECTION_IMAGES = ['GUMAMELA', 'ORCHID', 'ROSAS', 'SAMPAGUITA'] as const;
export const SectionImage = z.enum(SECTION_IMAGES, { message: 'sectionImageInvalid' });
export type SectionImage = z.infer<typeof SectionImage>;

/** A section (spec §3: id, name, image_path, teacher, class_code), with what its card and header show. */
export const Section = z.object({
  id: z.number(),
  name: z.string(),
  image_path: SectionImage,
  /** The teacher's user id. */
  teacher: z.number(),
  teacher_name: z.string(),
  /** 6 characters without 0/O, 1/I/L. */
  class_code: z.string(),
  /** '/files/<key>' of an uploaded cover photo, or null. */
  cover_photo: z.string().nullable(),
  student_count: z.number(),
  created_at: z.string(),
});
export type Section = z.infer<typeof Section>;

/** GET /management/sections/ query. A teacher_id of a teacher the caller may not see answers 404. */
export const SectionsQuery = OrganizationQuery.extend({ teacher_id: optionalFormId() });
export type SectionsQuery = z.input<typeof SectionsQuery>;

/** GET /management/sections/ answer (the spec allows a list). */
export const SectionsResponse = z.array(Section);
export type SectionsResponse = z.infer<typeof SectionsResponse>;

/**
 * POST /management/sections/add/ (multipart or JSON): name, teacher, image_path, optional cover_photo
 * (an image file, multipart only). An admin must choose the teacher; a teacher's sections are their own.
 */
export const AddSectionBody = z.object({
  name: requiredText('sectionNameRequired', 100),
  teacher: optionalFormId('selectTeacher'),
  image_path: z.preprocess(
    (v) => (v === '' || v === null ? undefined : typeof v === 'string' ? v.toUpperCase() : v),
    SectionImage.default('GUMAMELA'),
  ),
});
export type AddSectionBody = z.input<typeof AddSectionBody>;

/** Answer of POST /management/sections/add/. */
export const SectionResponse = z.object({ message: z.string(), section: Section });
export type SectionResponse = z.infer<typeof SectionResponse>;

/** One move of a student: to another section, or to unassigned (null). */
export const StudentMove = z.object({
  id: formId('studentNotFound'),
  new_section_id: z.preprocess((v) => (v === '' || v === undefined ? null : v), formId().nullable()),
});
export type StudentMove = z.input<typeof StudentMove>;

/** PATCH /management/students/reassign/ body. All moves happen in one transaction, or none. */
export const ReassignStudentsBody = z.object({ students: z.array(StudentMove).min(1, 'invalidInput').max(500, 'invalidInput') });
export type ReassignStudentsBody = z.input<typeof ReassignStudentsBody>;

/**
 * DELETE /management/sections/{id}/delete/ body (optional). `students` moves the section's students
 * (as PATCH /management/students/reassign/ does) and the section is deleted in the same transaction:
 * if any move fails or a student would be left behind, nothing changes (409 when students remain).
 */
export const DeleteSectionBody = z
  .object({ students: z.array(StudentMove).max(500, 'invalidInput').optional() })
  .nullish()
  .transform((b) => b?.students ?? []);
export type DeleteSectionBody = z.input<typeof DeleteSectionBody>;

/** Answer of a section delete. */
export const SectionDeletedResponse = z.object({ message: z.string(), id: z.number(), students_moved: z.number() });
export type SectionDeletedResponse = z.infer<typeof SectionDeletedResponse>;
