/** Practice packs on paper (issue 13 item 2): a section's (or one child's) printable practice PDF. */
import { z } from 'zod';
import { optionalFormId } from './forms';

/**
 * GET /management/sections/{id}/practice-pack/ query: `student_id` for one child of the section (else
 * every child, a page each); `language` en or tl (else Accept-Language) for the staff-facing words. The
 * parent note and the worksheets are in each family's language (docs/practice-packs.md).
 */
export const PracticePackQuery = z.object({
  student_id: optionalFormId(),
  language: z.string().max(10).optional(),
});
export type PracticePackQuery = z.input<typeof PracticePackQuery>;

/** The file a practice pack is saved as: 'practice-pack-section-<id>[-student-<id>]-<date>.pdf'. */
export function practicePackFileName(sectionId: number, date: string, studentId?: number): string {
  return `practice-pack-section-${sectionId}${studentId ? `-student-${studentId}` : ''}-${date}.pdf`;
}
