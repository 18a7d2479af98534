/** Subject rows as the wire shape of contract/subjects.ts. */
import type { Subject, SubjectCover } from '@aralin/contract';
import type { SubjectRow } from './subjects.queries';

export function presentSubject(row: SubjectRow): Subject {
  const cover = row.coverImage as SubjectCover;
  return {
    id: row.id,
    name: row.name,
    cover_image: cover,
    thumbnail: cover,
    section: row.sectionId,
    teacher: row.teacherId,
    created_at: row.createdAt.toISOString(),
  };
}
