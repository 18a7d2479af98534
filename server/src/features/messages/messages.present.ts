/** Parents' messages to the wire (TeacherMessage). */
import type { TeacherMessage } from '@aralin/contract';
import type { MessageRow } from './messages.queries';

export function presentMessage(m: MessageRow): TeacherMessage {
  return {
    id: m.id,
    student_id: m.studentId,
    student_name: m.studentName,
    section_id: m.sectionId,
    section_name: m.sectionName,
    parent_guardian: m.parentGuardian,
    contact_number: m.contactNumber,
    message: m.body,
    reason: m.reason ?? null,
    created_at: m.createdAt.toISOString(),
    is_read: m.readAt !== null,
    read_at: m.readAt ? m.readAt.toISOString() : null,
  };
}
