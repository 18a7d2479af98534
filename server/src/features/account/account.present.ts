/** Rows to the wire: the stored user of spec §3. */
import type { StoredUser } from '@aralin/contract';
import { fileLink } from '../../lib/file-links';
import type { UserRow } from '../../db/users.queries';

/** The address of a stored file key: a link that expires (lib/file-links.ts). */
export function filePath(key: string | null | undefined): string | null {
  return fileLink(key);
}

export function presentStaffUser(row: UserRow): StoredUser {
  const name = `${row.firstName} ${row.lastName}`.trim() || row.username;
  return {
    id: row.id,
    name,
    // A teacher not yet in a school has none: their placeholder organization is no school (issue 20 item 3).
    organizational_id: row.inSchool ? row.organizationId : null,
    username: row.username,
    email: row.email,
    user_role: row.role,
    is_admin: row.role === 'admin',
    avatar: filePath(row.avatarKey),
  };
}
