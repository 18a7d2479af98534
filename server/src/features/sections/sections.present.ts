/** Sections to the wire (spec §3 'Section'). */
import type { Section, SectionImage } from '@aralin/contract';
import { filePath } from '../account/account.present';
import type { SectionListRow } from './sections.queries';

export function presentSection({ section, teacherName, studentCount }: SectionListRow): Section {
  return {
    id: section.id,
    name: section.name,
    image_path: section.imagePath as SectionImage,
    teacher: section.teacherId,
    teacher_name: teacherName,
    class_code: section.classCode,
    cover_photo: filePath(section.coverKey),
    student_count: Number(studentCount),
    created_at: section.createdAt.toISOString(),
  };
}
