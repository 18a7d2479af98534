/** Students to the wire, as staff see them (spec §3 'Student'). Never the password hash. */
import type { Student } from '@aralin/contract';
import type { StudentWithSection } from './students.queries';

export function presentStudent({ student, sectionName, consentByName }: StudentWithSection, now: Date): Student {
  const locked = student.lockedUntil !== null && student.lockedUntil > now;
  return {
    id: student.id,
    name: student.name,
    gender: student.gender,
    parent_guardian: student.parentGuardian,
    parent_name: student.parentGuardian,
    contact_number: student.contactNumber,
    lrn: student.lrn,
    birth_date: student.birthDate,
    section: student.sectionId,
    section_name: student.sectionId === null ? null : sectionName,
    is_locked: locked,
    locked_until: locked ? student.lockedUntil!.toISOString() : null,
    created_at: student.createdAt.toISOString(),
    consent_at: student.consentAt?.toISOString() ?? null,
    consent_by: student.consentAt ? consentByName : null,
    ...(student.avatar ? { avatar: student.avatar } : {}),
  };
}
