/** A student as the stored user of spec §3 and as a profile card. */
import { avatarPath, fallbackAvatar, type StoredUser, type StudentProfileCard } from '@aralin/contract';
import type { students } from '../../db/schema';

type StudentRow = typeof students.$inferSelect;

export function presentStudentUser(row: StudentRow): StoredUser {
  return {
    id: row.id,
    name: row.name,
    organizational_id: row.organizationId,
    username: row.name,
    email: null,
    user_role: 'student',
    is_admin: false,
    // The child's own picture (issue 19), the same one as on the profile grid.
    avatar: avatarPath(row.avatar ?? fallbackAvatar(row.id)),
  };
}

/** Only id, name and gender: never contact, guardian or password data. */
export function presentProfileCard(row: Pick<StudentRow, 'id' | 'name' | 'gender' | 'avatar'>): StudentProfileCard {
  return { id: row.id, name: row.name, gender: row.gender, avatar: row.avatar ?? fallbackAvatar(row.id) };
}
